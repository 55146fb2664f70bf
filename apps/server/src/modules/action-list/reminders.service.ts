import { type Language, translateMessage } from '@ganado/shared';
import type { Occurrence } from '@ganado/recurrence';
import type { AppContext } from '../../context';
import { fill } from '../notifications/notifications.messages';
import type { OutgoingMessage } from '../notifications/notifications.service';
import { localDay } from './occurrence.service';
import {
  claimReminders,
  organizationsWithActiveTasks,
  type ReminderCandidate,
  type ReminderKey,
  releaseReminders,
  reminderCandidates,
  settledOccurrences,
} from './reminders.repository';
import { localDateTime, occurrencesBetween, toInstant } from './tasks.occurrences';

const DAY_MS = 86_400_000;

interface Due {
  task: ReminderCandidate['task'];
  occurrence: Occurrence;
}

interface Person {
  organizationId: string;
  firstName: string;
  email: string;
  language: Language;
  due: Due[];
}

/** The task's occurrences starting today on its own calendar: a Mexico City evening is today there, whatever UTC says. */
function startingToday(task: ReminderCandidate['task'], now: Date): Occurrence[] {
  const today = localDay(now, task.timeZone);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const from = toInstant(`${today}T00:00`, task.timeZone);
  const to = toInstant(`${tomorrow}T00:00`, task.timeZone);
  return occurrencesBetween(task, from, to).filter((occurrence) => localDay(occurrence.start, task.timeZone) === today);
}

/** Today's occurrences not completed nor reminded yet, per assignee. */
async function duePerPerson(db: AppContext['db'], now: Date): Promise<Map<string, Person>> {
  const candidates = await reminderCandidates(db, now);
  const settled = await settledOccurrences(db, [...new Set(candidates.map(({ task }) => task.id))]);
  const people = new Map<string, Person>();
  for (const { task, person } of candidates) {
    for (const occurrence of startingToday(task, now)) {
      if (settled.has(`${task.id}:${occurrence.index}`) || !person.email) continue;
      const entry = people.get(person.id) ?? {
        organizationId: task.organizationId,
        firstName: person.firstName,
        email: person.email,
        language: person.language,
        due: [],
      };
      entry.due.push({ task, occurrence });
      people.set(person.id, entry);
    }
  }
  return people;
}

/** One email in the person's language: each task's local time and name, earliest first, and the daily tasks page. */
function reminderMessage(person: Person, publicUrl: string): OutgoingMessage {
  const lines = [...person.due]
    .sort((a, b) => a.occurrence.start.getTime() - b.occurrence.start.getTime())
    .map(({ task, occurrence }) => `${localDateTime(occurrence.start, task.timeZone).slice(11, 16)}  ${task.name}`);
  const text = [
    fill('email.taskReminderIntro', person.language, { name: person.firstName }),
    '',
    ...lines,
    '',
    fill('email.taskReminderFooter', person.language, { url: `${publicUrl}/my-schedule/daily-task` }),
  ].join('\n');
  return {
    channel: 'email',
    to: person.email,
    organizationId: person.organizationId,
    subject: translateMessage('email.taskReminderSubject', person.language),
    text,
  };
}

/**
 * Emails every assignee the occurrences of their tasks starting today (on each task's calendar)
 * that are neither completed nor reminded yet: one email per person, each occurrence reminded once
 * whatever the restarts. An email that fails is tried again on the next run. Each organisation's
 * work is done through its own handle (row-level security); only finding them looks across.
 * Returns how many emails were sent.
 */
export async function sendDueReminders(context: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const organizationId of await organizationsWithActiveTasks(context.system)) {
    sent += await remindOrganization(context.forOrganization(organizationId), now);
  }
  return sent;
}

async function remindOrganization(context: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const person of (await duePerPerson(context.db, now)).values()) {
    const keys: ReminderKey[] = person.due.map(({ task, occurrence }) => ({ organizationId: task.organizationId, taskId: task.id, occurrenceIndex: occurrence.index }));
    const claimed = await claimReminders(context.db, keys, now);
    const mine = new Set(claimed.map((key) => `${key.taskId}:${key.occurrenceIndex}`));
    const due = person.due.filter(({ task, occurrence }) => mine.has(`${task.id}:${occurrence.index}`));
    if (due.length === 0) continue;
    try {
      await context.notifier.send(reminderMessage({ ...person, due }, context.config.publicUrl));
      sent += 1;
    } catch (error) {
      await releaseReminders(context.db, claimed);
      context.log.error({ err: error }, 'task reminder not sent');
    }
  }
  return sent;
}
