import { messageCatalog } from '@ganado/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskReminders, tasks, users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';
import { insertCompletedOccurrence, insertTask } from '../../test/tasks';
import { sendDueReminders } from './reminders.service';

const { en, es } = messageCatalog;
// Monday 23 November 2026, 15:00 UTC: 09:00 in Mexico City, where it is still the 23rd until 06:00 UTC on the 24th.
const NOW = new Date('2026-11-23T15:00:00Z');
const app = await buildTestApp();
const { db } = app.database;
const { context } = app;
// The demo's seeded tasks fall on real dates, one of which may be NOW's day: the counts below are this file's own.
await db.delete(tasks);

/** An assignee of their own organisation, with the language their emails are written in. */
async function assignee(firstName: string, language: 'en' | 'es' = 'en') {
  const member = await createMember(app, { grants: { actionList: ['view'] } });
  const [user] = await db.update(users).set({ firstName, language }).where(eq(users.id, member.userId)).returning();
  return { ...member, email: user!.email! };
}

/** The emails a person received, newest first, read from the outbox as a person would. */
async function inbox(email: string) {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(email)}&limit=10` });
  return response.json().data as { subject: string | null; body: string; channel: string }[];
}

describe('sendDueReminders', () => {
  it('emails a Spanish assignee today’s tasks once, in Spanish, whatever the runs after', async () => {
    const lucia = await assignee('Lucía', 'es');
    const org = lucia.organizationId;
    await insertTask(app, org, { name: 'Vacunar terneros', assigneeId: lucia.userId, startAt: new Date('2026-11-23T16:30:00Z') });
    await insertTask(app, org, { name: 'Revisar cercas', assigneeId: lucia.userId, startAt: new Date('2026-11-23T07:00:00Z') });
    // Tomorrow's is not today's.
    await insertTask(app, org, { name: 'Pesar novillos', assigneeId: lucia.userId, startAt: new Date('2026-11-24T07:00:00Z') });

    expect(await sendDueReminders(context, NOW)).toBe(1);
    const [email, ...others] = await inbox(lucia.email);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ channel: 'email', subject: es['email.taskReminderSubject'] });
    expect(email!.body).toBe(
      [
        es['email.taskReminderIntro'].replace('{name}', 'Lucía'),
        '',
        '07:00  Revisar cercas',
        '16:30  Vacunar terneros',
        '',
        es['email.taskReminderFooter'].replace('{url}', `${context.config.publicUrl}/my-schedule/daily-task`),
      ].join('\n'),
    );
    expect(await db.$count(taskReminders, eq(taskReminders.organizationId, org))).toBe(2);

    // A second run, or a restart, sends nothing more.
    expect(await sendDueReminders(context, new Date(NOW.getTime() + 15 * 60_000))).toBe(0);
    expect(await inbox(lucia.email)).toHaveLength(1);
  });

  it('does not remind an occurrence already completed, and reminds today’s occurrence of a series', async () => {
    const ana = await assignee('Ana');
    const daily = { frequency: 'daily' as const, interval: 1 };
    // Daily at 06:00 UTC from 20 November: index 3 is today.
    const done = await insertTask(app, ana.organizationId, { name: 'Ordeño', assigneeId: ana.userId, startAt: new Date('2026-11-20T06:00:00Z'), repeat: daily });
    await insertCompletedOccurrence(app, ana.organizationId, done.id, 3);
    expect(await sendDueReminders(context, NOW)).toBe(0);

    await insertTask(app, ana.organizationId, { name: 'Limpiar comederos', assigneeId: ana.userId, startAt: new Date('2026-11-16T18:00:00Z'), repeat: daily });
    expect(await sendDueReminders(context, NOW)).toBe(1);
    const [email] = await inbox(ana.email);
    expect(email).toMatchObject({ subject: en['email.taskReminderSubject'] });
    expect(email!.body).toContain('18:00  Limpiar comederos');
    expect(email!.body).not.toContain('Ordeño');
    expect(await db.select({ index: taskReminders.occurrenceIndex }).from(taskReminders).where(eq(taskReminders.organizationId, ana.organizationId))).toEqual([{ index: 7 }]);
  });

  it('judges "today" on the task’s calendar: 20:00 in Mexico City today is tomorrow in UTC', async () => {
    const rosa = await assignee('Rosa', 'es');
    const evening = new Date('2026-11-24T02:00:00Z');
    await insertTask(app, rosa.organizationId, { name: 'Encerrar el ganado', assigneeId: rosa.userId, startAt: evening, timeZone: 'America/Mexico_City' });
    await insertTask(app, rosa.organizationId, { name: 'Tarea de mañana en UTC', assigneeId: rosa.userId, startAt: evening });
    expect(await sendDueReminders(context, NOW)).toBe(1);
    const [email] = await inbox(rosa.email);
    expect(email!.body).toContain('20:00  Encerrar el ganado');
    expect(email!.body).not.toContain('Tarea de mañana en UTC');
  });

  it('reminds nobody of a task without an assignee, a cancelled one, or one whose assignee is no longer active', async () => {
    const pedro = await assignee('Pedro');
    const org = pedro.organizationId;
    const startAt = new Date('2026-11-23T17:00:00Z');
    await insertTask(app, org, { name: 'Sin asignar', startAt });
    await insertTask(app, org, { name: 'Cancelada', assigneeId: pedro.userId, startAt, status: 'cancelled', completedAt: NOW });
    const former = await assignee('Marta');
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, former.userId));
    await insertTask(app, former.organizationId, { name: 'Ya no trabaja aquí', assigneeId: former.userId, startAt });
    expect(await sendDueReminders(context, NOW)).toBe(0);
    expect(await inbox(pedro.email)).toEqual([]);
    expect(await inbox(former.email)).toEqual([]);
  });

  it('tries again on the next run when an email cannot be sent', async () => {
    const luis = await assignee('Luis');
    await insertTask(app, luis.organizationId, { name: 'Curar cojeras', assigneeId: luis.userId, startAt: new Date('2026-11-23T12:00:00Z') });
    const failing = { ...context, notifier: { send: () => Promise.reject(new Error('SMTP down')) } };
    expect(await sendDueReminders(failing, NOW)).toBe(0);
    expect(await db.$count(taskReminders, eq(taskReminders.organizationId, luis.organizationId))).toBe(0);
    expect(await sendDueReminders(context, NOW)).toBe(1);
    expect(await inbox(luis.email)).toHaveLength(1);
  });
});
