import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { REPORT_SNAPSHOTS_REFRESH_TASK } from './snapshots.service';

let now = new Date('2026-11-24T12:00:00Z');
const app = await buildTestApp({ clock: () => now });
const GRANTS = { reports: ['view', 'export'], animals: ['view', 'create'] } as const;
let vet = await createMember(app, { grants: GRANTS });
const org = vet.organizationId;
let outsider = await createMember(app, { grants: GRANTS });
const canela = await insertAnimal(app, org, { nickname: 'Canela', tagNumber: 'ES-CANELA', birthDate: '2021-04-02' });
const theirs = await insertAnimal(app, outsider.organizationId, { nickname: 'Morena', tagNumber: 'ES-MORENA', birthDate: '2021-05-02' });

/** Signs both in again: a day later, the morning's sessions have run out. */
const signInAgain = async () => {
  vet = await createMember(app, { organizationId: org, grants: GRANTS });
  outsider = await createMember(app, { organizationId: outsider.organizationId, grants: GRANTS });
};
const health = async (headers = vet.headers) => {
  const response = await app.inject({ method: 'GET', url: '/api/reports/health', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { computedAt: string; asOf: string; changedSince: boolean; figures: { id: string; numerator: number }[] };
};
const diseases = (data: Awaited<ReturnType<typeof health>>) => data.figures.find((figure) => figure.id === 'diseasesPer100')!.numerator;
/** A case of mastitis through the records' API, as a vet enters it: a write the activity log holds. */
const mastitis = async (animalId: string, headers: Record<string, string>) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/animal/${animalId}/record`,
    headers,
    payload: { type: 'disease', occurredAt: new Date(now.getTime() - 3_600_000).toISOString(), diagnosis: 'Mastitis' },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

describe('a page’s snapshot', () => {
  it('answers again from the snapshot while the herd has not changed, and works the page out again once it has', async () => {
    const first = await health();
    expect(first).toMatchObject({ computedAt: '2026-11-24T12:00:00.000Z', changedSince: false });
    later(10);
    // Nothing written since: the figures of 12:00, saying so.
    expect(await health()).toEqual(first);
    await mastitis(canela.id, vet.headers);
    later(1);
    const after = await health();
    expect(after).toMatchObject({ computedAt: '2026-11-24T12:11:00.000Z', changedSince: false });
    expect(diseases(after)).toBe(diseases(first) + 1);
  });

  it('answers a slow page from its snapshot, saying the herd has changed, while the job works it out again', async () => {
    const before = await health();
    // As a herd of tens of thousands takes: past INLINE_MS.
    await app.database.db.execute(sql`update report_snapshots set took_ms = 60000 where organization_id = ${org}`);
    await mastitis(canela.id, vet.headers);
    later(1);
    const stale = await health();
    expect(stale).toEqual({ ...before, changedSince: true });
    await app.jobs.idle();
    const fresh = await health();
    expect(fresh.changedSince).toBe(false);
    expect(fresh.computedAt).toBe(now.toISOString());
    expect(diseases(fresh)).toBe(diseases(before) + 1);
  });

  it('keeps a slow view read this week fresh in the background, without counting that as a read; one unread for longer is left', async () => {
    const before = await health();
    const { db } = app.database;
    const healthView = sql`organization_id = ${org} and view like '["health"%'`;
    const state = async () =>
      (await rowsOf<{ computedAt: string; readDaysAgo: number }>(db.execute(sql`select computed_at::text as "computedAt", round(extract(epoch from now() - read_at) / 86400)::int as "readDaysAgo" from report_snapshots where ${healthView}`)))[0]!;
    await db.execute(sql`update report_snapshots set took_ms = 60000, read_at = now() - interval '8 days' where ${healthView}`);
    const untouched = await state();
    await mastitis(canela.id, vet.headers);
    later(1);
    await app.jobs.send(REPORT_SNAPSHOTS_REFRESH_TASK, {});
    await app.jobs.idle();
    const unread = await state();
    expect(unread).toEqual({ computedAt: untouched.computedAt, readDaysAgo: 8 });

    await db.execute(sql`update report_snapshots set read_at = now() - interval '2 days' where ${healthView}`);
    later(60);
    await signInAgain();
    await app.jobs.send(REPORT_SNAPSHOTS_REFRESH_TASK, {});
    await app.jobs.idle();
    const refreshed = await state();
    expect(refreshed.computedAt).not.toBe(unread.computedAt);
    expect(refreshed.readDaysAgo).toBe(2);
    // Opened now, the view is current: the new case is in it, with no note.
    const fresh = await health();
    expect(fresh).toMatchObject({ changedSince: false, computedAt: now.toISOString() });
    expect(diseases(fresh)).toBe(diseases(before) + 1);
  });

  it('sees a write committed after the snapshot was taken though begun before it', async () => {
    const before = await health();
    later(1);
    // A transaction that began a minute before the newest write and committed after the page was read.
    await app.database.db.execute(sql`
      insert into activity_log (organization_id, action, entity_type, created_at)
      select ${org}, 'animal.update', 'animal', max(created_at) - interval '1 minute' from activity_log where organization_id = ${org}`);
    expect((await health()).computedAt).not.toBe(before.computedAt);
  });

  it('is worked out again on the next day, as of that day', async () => {
    later(24 * 60);
    await signInAgain();
    await app.database.db.execute(sql`update report_snapshots set took_ms = 10 where organization_id = ${org}`);
    const data = await health();
    expect(data).toMatchObject({ asOf: '2026-11-25', changedSince: false, computedAt: now.toISOString() });
  });

  it('is each organisation’s own: another’s write leaves it current, and its view is worked out on its own herd', async () => {
    const mine = await health();
    const theirsFirst = await health(outsider.headers);
    expect(diseases(theirsFirst)).toBe(0);
    await mastitis(theirs.id, outsider.headers);
    later(1);
    expect(await health()).toEqual(mine);
    expect(diseases(await health(outsider.headers))).toBe(1);
  });

  it('keeps the PDF to the snapshot the page shows', async () => {
    const shown = await health();
    const response = await app.inject({ method: 'GET', url: '/api/reports/health/export?format=pdf', headers: vet.headers });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf<{ computedAt: string }>(
      app.database.db.execute(sql`select computed_at as "computedAt" from report_snapshots where organization_id = ${org} and view like '["health"%'`),
    );
    expect(new Date(row!.computedAt).toISOString()).toBe(shown.computedAt);
  });
});
