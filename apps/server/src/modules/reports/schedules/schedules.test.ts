import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { REPORT_SENDS_PER_HOUR } from '@ganado/shared/reports';
import { describe, expect, it } from 'vitest';
import { activityLog, users } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertFarm, insertGroup } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { caller, inbox, reportReader, weeklyBreeder } from './testing';

// Tuesday 24 November 2026, 06:00 in Mexico City.
const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z'), config: { reportSendsPerHour: REPORT_SENDS_PER_HOUR } });
const { db } = app.database;
const { call, ok } = caller(app);
const { es } = messageCatalog;

const ana = await reportReader(app, 'Ana');
const org = ana.organizationId;
const colleague = await reportReader(app, 'Beto', org);
const outsider = await reportReader(app, 'Carla');
const farmer = await createMember(app, { organizationId: org, grants: { animals: ['view'] } });
const alamos = await insertFarm(app, org, 'Los Álamos', 'America/Mexico_City');
const ordeno = await insertGroup(app, org, 'Ordeño');
const theirFarm = await insertFarm(app, outsider.organizationId, 'El Otro Lado');
const theirGroup = await insertGroup(app, outsider.organizationId, 'Suyo');

const URL = '/api/my-reports/schedule';
const actions = async (entityId: string) =>
  (await db.select({ action: activityLog.action, actorId: activityLog.actorId }).from(activityLog).where(and(eq(activityLog.entityId, entityId), eq(activityLog.entityType, 'reportSchedule'))).orderBy(activityLog.id));

describe('scheduled reports', () => {
  it('schedules a weekly report on the filtered farm’s clock, lists the person’s own only, and logs it', async () => {
    const added = await ok(ana.headers, 'POST', URL, weeklyBreeder({ filters: { farmId: alamos.id, groupId: ordeno.id, gender: 'female' } }));
    expect(added).toMatchObject({
      page: 'breeder',
      filters: { farmId: alamos.id, groupId: ordeno.id, gender: 'female' },
      cadence: 'weekly',
      weekday: 1,
      dayOfMonth: null,
      hour: 7,
      timeZone: 'America/Mexico_City',
      language: 'es',
      active: true,
      // Monday 30 November at seven in Mexico City.
      nextRunAt: '2026-11-30T13:00:00.000Z',
      lastSentAt: null,
    });
    await ok(colleague.headers, 'POST', URL, weeklyBreeder());
    expect((await ok(ana.headers, 'GET', URL)).map((schedule: { id: string }) => schedule.id)).toEqual([added.id]);
    expect(await actions(added.id)).toEqual([{ action: 'reportSchedule.create', actorId: ana.userId }]);
  });

  it('takes the organisation’s first farm with a time zone without a farm filter, and UTC when none has one', async () => {
    const monthly = { cadence: 'monthly', dayOfMonth: 1, hour: 0, weekday: 3 };
    expect(await ok(ana.headers, 'POST', URL, weeklyBreeder(monthly))).toMatchObject({ timeZone: 'America/Mexico_City', weekday: null, dayOfMonth: 1, nextRunAt: '2026-12-01T06:00:00.000Z' });
    expect(await ok(outsider.headers, 'POST', URL, weeklyBreeder(monthly))).toMatchObject({ timeZone: 'UTC', nextRunAt: '2026-12-01T00:00:00.000Z' });
  });

  it('changes, pauses and resumes a schedule, its next send worked out again; deletes it; logs each', async () => {
    const { id } = await ok(ana.headers, 'POST', URL, weeklyBreeder());
    const paused = await ok(ana.headers, 'PUT', `${URL}/${id}`, weeklyBreeder({ page: 'health', cadence: 'monthly', dayOfMonth: 28, hour: 18, language: 'en', active: false }));
    expect(paused).toMatchObject({ page: 'health', cadence: 'monthly', weekday: null, dayOfMonth: 28, hour: 18, language: 'en', active: false, nextRunAt: null });
    const resumed = await ok(ana.headers, 'PUT', `${URL}/${id}`, weeklyBreeder({ page: 'health', cadence: 'monthly', dayOfMonth: 28, hour: 18 }));
    expect(resumed).toMatchObject({ active: true, nextRunAt: '2026-11-29T00:00:00.000Z' });
    expect(await ok(ana.headers, 'DELETE', `${URL}/${id}`)).toEqual({ id });
    expect((await ok(ana.headers, 'GET', URL)).map((schedule: { id: string }) => schedule.id)).not.toContain(id);
    expect((await call(ana.headers, 'DELETE', `${URL}/${id}`)).status).toBe(404);
    expect((await actions(id)).map((entry) => entry.action)).toEqual(['reportSchedule.create', 'reportSchedule.update', 'reportSchedule.update', 'reportSchedule.delete']);
  });

  it(`sends at most ${REPORT_SENDS_PER_HOUR} reports an hour per person, however many are asked for at once; a colleague still sends`, async () => {
    const dora = await reportReader(app, 'Dora', org);
    const { id } = await ok(dora.headers, 'POST', URL, weeklyBreeder());
    const answers = await Promise.all(Array.from({ length: REPORT_SENDS_PER_HOUR + 2 }, () => call(dora.headers, 'POST', `${URL}/${id}/send`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(REPORT_SENDS_PER_HOUR);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body).toMatchObject({ code: 429, success: false, key: 'errors.tooManyRequests' });
    expect(await inbox(app, dora.email)).toHaveLength(REPORT_SENDS_PER_HOUR);
    const elena = await reportReader(app, 'Elena', org);
    const { id: hers } = await ok(elena.headers, 'POST', URL, weeklyBreeder());
    expect((await call(elena.headers, 'POST', `${URL}/${hers}/send`)).status).toBe(200);
  });

  it('sends a report now, for the 7 days before today on the farm’s clock, as a PDF in the schedule’s language; its next send stays', async () => {
    const { id, nextRunAt } = await ok(ana.headers, 'POST', URL, weeklyBreeder({ filters: { farmId: alamos.id } }));
    const sent = await ok(ana.headers, 'POST', `${URL}/${id}/send`);
    expect(sent).toMatchObject({ lastSentAt: '2026-11-24T12:00:00.000Z', nextRunAt });
    const [email] = await inbox(app, ana.email);
    expect(email!.subject).toBe('Ganado: Informe de criadores, 17/11/2026 – 23/11/2026');
    expect(email!.body).toBe(
      [
        es['email.scheduledReportBody'].replace('{name}', 'Ana').replace('{report}', 'Informe de criadores').replace('{from}', '17/11/2026').replace('{to}', '23/11/2026'),
        '',
        es['email.scheduledReportFooter'].replace('{url}', `${app.context.config.publicUrl}/my-reports`),
      ].join('\n'),
    );
    expect(email!.attachments).toEqual([{ name: 'breeder-2026-11-23.pdf', type: 'application/pdf', size: expect.any(Number) }]);
    expect(email!.attachments[0]!.size).toBeGreaterThan(1000);
    expect(await actions(id)).toEqual([
      { action: 'reportSchedule.create', actorId: ana.userId },
      { action: 'reportSchedule.send', actorId: ana.userId },
    ]);
  });

  it('refuses bad input on its field (422)', async () => {
    for (const [payload, param, key] of [
      [weeklyBreeder({ cadence: 'daily' }), 'cadence', 'reports.cadenceInvalid'],
      [weeklyBreeder({ page: 'finances' }), 'page', 'reports.pageUnknown'],
      [weeklyBreeder({ weekday: null }), 'weekday', 'reports.weekdayInvalid'],
      [weeklyBreeder({ weekday: 8 }), 'weekday', 'reports.weekdayInvalid'],
      [weeklyBreeder({ cadence: 'monthly', dayOfMonth: 31 }), 'dayOfMonth', 'reports.dayOfMonthInvalid'],
      [weeklyBreeder({ cadence: 'monthly' }), 'dayOfMonth', 'reports.dayOfMonthInvalid'],
      [weeklyBreeder({ hour: 24 }), 'hour', 'reports.hourInvalid'],
      [weeklyBreeder({ hour: 6.5 }), 'hour', 'reports.hourInvalid'],
      [weeklyBreeder({ language: 'fr' }), 'language', 'validation.invalid'],
      [weeklyBreeder({ filters: { gender: 'steer' } }), 'filters.gender', 'validation.invalid'],
    ] as const) {
      const { status, body } = await call(ana.headers, 'POST', URL, payload);
      expect([status, body.errors[0]?.param, body.errors[0]?.key], JSON.stringify(payload)).toEqual([422, param, key]);
    }
  });

  it('refuses a filter’s farm or group of another organisation (404 on the field)', async () => {
    for (const [filters, param] of [
      [{ farmId: theirFarm.id }, 'filters.farmId'],
      [{ groupId: theirGroup.id }, 'filters.groupId'],
    ] as const) {
      const { status, body } = await call(ana.headers, 'POST', URL, weeklyBreeder({ filters }));
      expect([status, body.errors[0]?.param]).toEqual([404, param]);
    }
  });

  it('refuses someone without the reports permission (403), and a person without an email address (409)', async () => {
    expect((await call(farmer.headers, 'GET', URL)).status).toBe(403);
    expect((await call(farmer.headers, 'POST', URL, weeklyBreeder())).status).toBe(403);
    expect((await call(farmer.headers, 'GET', '/api/my-reports/work')).status).toBe(403);
    const mobileOnly = await reportReader(app, 'Dora', org);
    await db.update(users).set({ email: null, mobile: '6251234567', countryCode: '52' }).where(eq(users.id, mobileOnly.userId));
    const { status, body } = await call(mobileOnly.headers, 'POST', URL, weeklyBreeder());
    expect([status, body.key]).toEqual([409, 'reports.scheduleNoEmail']);
  });

  it('does not find another person’s schedule, of the organisation or not (404), and changes nothing of it', async () => {
    const theirs = await ok(colleague.headers, 'POST', URL, weeklyBreeder());
    const outsiders = await ok(outsider.headers, 'POST', URL, weeklyBreeder());
    for (const { id } of [theirs, outsiders]) {
      expect((await call(ana.headers, 'PUT', `${URL}/${id}`, weeklyBreeder({ active: false }))).status).toBe(404);
      expect((await call(ana.headers, 'POST', `${URL}/${id}/send`)).status).toBe(404);
      expect((await call(ana.headers, 'DELETE', `${URL}/${id}`)).status).toBe(404);
    }
    expect((await ok(colleague.headers, 'GET', URL)).find((schedule: { id: string }) => schedule.id === theirs.id)).toEqual(theirs);
    expect(await inbox(app, colleague.email)).toEqual([]);
  });
});
