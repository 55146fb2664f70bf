import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, taskOccurrences } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertRecord, type RecordSeed } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { insertTask } from '../../../test/tasks';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const ana = await createMember(app, { grants: { reports: ['view'] } });
const org = ana.organizationId;
const pedro = await createMember(app, { organizationId: org, grants: { reports: ['view'] } });

const work = async (query = '', headers = ana.headers) => {
  const response = await app.inject({ method: 'GET', url: `/api/my-reports/work${query}`, headers });
  return { status: response.statusCode, body: response.json() };
};

/** A record entered by `by` on a day (its `created_at`: when it was entered, not when it happened). */
async function entered(by: string, enteredOn: string, seed: RecordSeed) {
  const cow = await insertAnimal(app, org);
  const record = await insertRecord(app, org, cow.id, { ...seed, createdBy: by });
  await db.update(events).set({ createdAt: new Date(`${enteredOn}T10:00:00Z`) }).where(eq(events.id, record.id));
}

async function completed(by: string, completedOn: string, category: 'insemination' | 'milking') {
  const task = await insertTask(app, org, { category, startAt: new Date('2026-08-01T08:00:00Z') });
  await db.insert(taskOccurrences).values({ organizationId: org, taskId: task.id, occurrenceIndex: 0, completedBy: by, completedAt: new Date(`${completedOn}T10:00:00Z`) });
}

beforeAll(async () => {
  const weight = { type: 'weight', quantity: { value: 320, unit: 'kg' } } as const;
  await entered(ana.userId, '2026-09-10', weight);
  await entered(ana.userId, '2026-11-20', weight);
  await entered(ana.userId, '2026-11-21', { type: 'calving', occurredAt: new Date('2026-11-02T00:00:00Z') });
  // Before the period, and Pedro's.
  await entered(ana.userId, '2026-08-31', weight);
  await entered(pedro.userId, '2026-11-20', weight);
  // An entry of the log that is no animal's record.
  await db.insert(events).values({ organizationId: org, type: 'supplyReceived', occurredAt: new Date('2026-10-05T09:00:00Z'), createdBy: ana.userId, createdAt: new Date('2026-10-05T09:00:00Z') });

  await completed(ana.userId, '2026-10-15', 'insemination');
  await completed(ana.userId, '2026-11-23', 'insemination');
  await completed(pedro.userId, '2026-11-23', 'milking');
});

describe('my work', () => {
  it('counts the records the person entered, by type, and the tasks they completed, by category, per month of the period', async () => {
    const { status, body } = await work('?from=2026-09-01&to=2026-11-24');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      period: { from: '2026-09-01', to: '2026-11-24' },
      months: ['2026-09', '2026-10', '2026-11'],
      records: [
        { kind: 'weight', counts: [1, 0, 1], total: 2 },
        { kind: 'calving', counts: [0, 0, 1], total: 1 },
        { kind: 'other', counts: [0, 1, 0], total: 1 },
      ],
      tasks: [{ category: 'insemination', counts: [0, 1, 1], total: 2 }],
    });
  });

  it('covers a year to today by default; each person sees only their own', async () => {
    const mine = (await work()).body.data;
    expect(mine.period).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    expect(mine.months).toHaveLength(13);
    expect(mine.records.find((row: { kind: string }) => row.kind === 'weight').total).toBe(3);
    const pedros = (await work('', pedro.headers)).body.data;
    expect(pedros.records).toEqual([{ kind: 'weight', counts: [...Array(12).fill(0), 1], total: 1 }]);
    expect(pedros.tasks).toEqual([{ category: 'milking', counts: [...Array(12).fill(0), 1], total: 1 }]);
  });

  it('refuses a reversed or too long period (422 on from)', async () => {
    for (const [query, key] of [
      ['?from=2026-11-24&to=2026-09-01', 'reports.rangeReversed'],
      ['?from=2020-01-01&to=2026-11-24', 'reports.rangeTooLong'],
      ['?from=ayer', 'reports.dateInvalid'],
    ] as const) {
      const { status, body } = await work(query);
      expect([status, body.errors[0]?.param, body.errors[0]?.key]).toEqual([422, 'from', key]);
    }
  });
});
