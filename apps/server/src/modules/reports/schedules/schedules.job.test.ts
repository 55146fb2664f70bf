import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../../context';
import { activityLog, reportSchedules, rolePermissions, users } from '../../../db/schema';
import type { OutgoingMessage } from '../../notifications/notifications.service';
import { buildTestApp } from '../../../test/app';
import { testClock } from '../../../test/clock';
import { pdfText } from '../../../test/pdf';
import { sendDueReports } from './schedules.delivery';
import { REPORT_SCHEDULES_TASK } from './schedules.job';
import { caller, inbox, reportReader, weeklyBreeder } from './testing';

// Tuesday 24 November 2026; the schedules below are due on Monday 30 November at 07:00 UTC.
const clock = testClock(new Date('2026-11-24T12:00:00Z'));
const app = await buildTestApp({ clock });
const { db } = app.database;
const { ok } = caller(app);
const DUE = new Date('2026-11-30T07:00:00Z');
const minutesFromDue = (minutes: number) => (clock.advance((DUE.getTime() - clock().getTime()) / 60_000 + minutes), clock());

/** The app's context with its emails also kept here, to read the PDF they carry. */
const sent: OutgoingMessage[] = [];
let failing = false;
const context: AppContext = {
  ...app.context,
  notifier: {
    async send(message) {
      if (failing) throw new Error('SMTP server unreachable');
      sent.push(message);
      await app.context.notifier.send(message);
    },
  },
};

const scheduleOf = async (id: string) => (await db.select().from(reportSchedules).where(eq(reportSchedules.id, id)))[0]!;
const schedule = async (headers: Record<string, string>, overrides: Record<string, unknown> = {}) => (await ok(headers, 'POST', '/api/my-reports/schedule', weeklyBreeder(overrides))).id as string;

const ana = await reportReader(app, 'Ana');
const anas = await schedule(ana.headers);
const paused = await schedule(ana.headers, { page: 'health', active: false });
const beto = await reportReader(app, 'Beto', ana.organizationId);
const betos = await schedule(beto.headers);
const carla = await reportReader(app, 'Carla');
const carlas = await schedule(carla.headers, { language: 'en' });

describe('the scheduled reports job', () => {
  it('sends nothing before a schedule is due', async () => {
    expect(await sendDueReports(context, minutesFromDue(-1))).toBe(0);
    expect(await inbox(app, ana.email)).toEqual([]);
  });

  it('sends a due schedule once, whatever the runs at the same time or after, with its PDF; moves its next send a week on', async () => {
    // Beto left the organisation, and Carla's email cannot go for now: both are dealt with below.
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, beto.userId));
    failing = true;
    const now = minutesFromDue(10);
    expect(await sendDueReports(context, now)).toBe(0);
    failing = false;

    const runs = await Promise.all([sendDueReports(context, now), sendDueReports(context, now)]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await sendDueReports(context, minutesFromDue(25))).toBe(0);

    const [email, ...more] = await inbox(app, ana.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe('Ganado: Informe de criadores, 23/11/2026 – 29/11/2026');
    expect(email!.attachments).toEqual([{ name: 'breeder-2026-11-29.pdf', type: 'application/pdf', size: expect.any(Number) }]);
    const pdf = sent.find((message) => message.to === ana.email)!.attachments![0]!;
    expect(pdfText(pdf.body)).toMatch(/Informe de criadores.*Periodo: 2026-11-23 . 2026-11-29/);

    expect(await scheduleOf(anas)).toMatchObject({ nextRunAt: new Date('2026-12-07T07:00:00Z'), lastSentAt: now });
    const log = await db.select().from(activityLog).where(and(eq(activityLog.entityId, anas), eq(activityLog.action, 'reportSchedule.send')));
    expect(log).toEqual([expect.objectContaining({ actorId: null, after: { period: { from: '2026-11-23', to: '2026-11-29' } } })]);
  });

  it('tries an email that could not go again on the next run', async () => {
    // Its first try failed above: the claim was given back, and the second run sent it.
    expect((await inbox(app, carla.email)).map((email) => email.subject)).toEqual(['Ganado: Breeder report, 23/11/2026 – 29/11/2026']);
    expect((await scheduleOf(carlas)).nextRunAt).toEqual(new Date('2026-12-07T07:00:00Z'));
  });

  it('skips a person no longer active, or no longer allowed to view reports, until their next time; never a paused schedule', async () => {
    expect(await inbox(app, beto.email)).toEqual([]);
    expect(await scheduleOf(betos)).toMatchObject({ nextRunAt: new Date('2026-12-07T07:00:00Z'), lastSentAt: null });
    expect(await scheduleOf(paused)).toMatchObject({ nextRunAt: null, lastSentAt: null });

    await db.update(rolePermissions).set({ canView: false }).where(and(eq(rolePermissions.roleId, ana.roleId), eq(rolePermissions.module, 'reports')));
    // This time through the queue, as the timer sends it.
    minutesFromDue(7 * 24 * 60 + 5);
    await app.jobs.send(REPORT_SCHEDULES_TASK, {});
    await app.jobs.idle();
    expect(await inbox(app, carla.email)).toHaveLength(2);
    expect(await inbox(app, ana.email)).toHaveLength(1);
    expect(await scheduleOf(anas)).toMatchObject({ nextRunAt: new Date('2026-12-14T07:00:00Z') });
  });
});
