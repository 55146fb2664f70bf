import { ACTIVE_TASK_STATUSES, type RepeatRule, type TaskStatus } from '@ganado/shared/action-list';
import { expandOccurrences, instantOf, type Occurrence, wallClockAt } from '@ganado/recurrence';

/**
 * A task's occurrences, from its row: the one place that turns a task into dated occurrences for
 * the list, the calendar, the completions and the reminders. A task that does not repeat has one
 * occurrence, index 0. A completed or cancelled series has no occurrence starting after it closed.
 */
export interface TaskTimes {
  startAt: Date;
  endAt: Date;
  timeZone: string;
  repeat: RepeatRule | null;
  status: TaskStatus;
  completedAt: Date | null;
}

const DAY_MS = 86_400_000;

export const isActive = (status: TaskStatus) => (ACTIVE_TASK_STATUSES as readonly TaskStatus[]).includes(status);

/** The shortest and longest stretch between occurrences, and how many fall in one stretch. */
function period(rule: RepeatRule): { minDays: number; maxDays: number; perPeriod: number } {
  if (rule.frequency === 'daily') return { minDays: rule.interval, maxDays: rule.interval, perPeriod: 1 };
  if (rule.frequency === 'weekly') return { minDays: 7 * rule.interval, maxDays: 7 * rule.interval, perPeriod: Math.max(1, new Set(rule.weekdays).size) };
  return { minDays: 28 * rule.interval, maxDays: 31 * rule.interval, perPeriod: 1 };
}

/** Closed series stop at their closing: later occurrences were never due. */
const open = (task: TaskTimes) => (occurrence: Occurrence) => isActive(task.status) || task.completedAt === null || occurrence.start <= task.completedAt;

/** Every occurrence overlapping [from, to). */
export function occurrencesBetween(task: TaskTimes, from: Date, to: Date): Occurrence[] {
  return expandOccurrences({ start: task.startAt, end: task.endAt, timeZone: task.timeZone, rule: task.repeat }, { from, to }).filter(open(task));
}

/** The occurrence with this index, or null when the series has none (ended, closed, or past its count). */
export function occurrenceAt(task: TaskTimes, index: number): Occurrence | null {
  if (!task.repeat) return index === 0 ? { start: task.startAt, end: task.endAt, index: 0 } : null;
  // A window known to hold the index-th occurrence, narrow enough for the expansion's limit.
  const { minDays, maxDays, perPeriod } = period(task.repeat);
  const periods = Math.floor(index / perPeriod);
  const from = new Date(task.startAt.getTime() + (periods * minDays - maxDays) * DAY_MS);
  const to = new Date(task.startAt.getTime() + ((periods + 2) * maxDays + 1) * DAY_MS);
  return occurrencesBetween(task, from, to).find((occurrence) => occurrence.index === index) ?? null;
}

/**
 * Whether the task is overdue (still to do and its latest due occurrence, one that has ended, is
 * not completed) and its next occurrence to do: the latest due one when it is not done, else the
 * first after now that is not done.
 */
export function progress(task: TaskTimes, completed: ReadonlySet<number>, now: Date): { overdue: boolean; next: Occurrence | null } {
  const active = isActive(task.status);
  if (!task.repeat) {
    const only = { start: task.startAt, end: task.endAt, index: 0 };
    const done = completed.has(0) || !active;
    return { overdue: !done && task.endAt < now, next: done ? null : only };
  }
  const { maxDays } = period(task.repeat);
  const length = task.endAt.getTime() - task.startAt.getTime();
  const anchor = Math.max(now.getTime(), task.startAt.getTime());
  const from = new Date(Math.min(now.getTime(), anchor) - length - (maxDays + 1) * DAY_MS);
  const to = new Date(anchor + (2 * maxDays + 1) * DAY_MS);
  const around = occurrencesBetween(task, from, to);
  const due = around.filter((occurrence) => occurrence.end <= now).at(-1);
  const overdue = active && due !== undefined && !completed.has(due.index);
  const next = active ? (around.find((occurrence) => (due === undefined || occurrence.index >= due.index) && !completed.has(occurrence.index)) ?? null) : null;
  return { overdue, next };
}

/** An instant as the task's wall clock, YYYY-MM-DDTHH:mm, for the form and the answers. */
export const localDateTime = (instant: Date, timeZone: string) => new Date(wallClockAt(instant.getTime(), timeZone)).toISOString().slice(0, 16);

/** An instant's calendar day on a wall clock, YYYY-MM-DD (offsets kept per zone by @ganado/recurrence, so thousands cost little). */
export const localDate = (instant: Date, timeZone: string) => new Date(wallClockAt(instant.getTime(), timeZone)).toISOString().slice(0, 10);

/** A task's start or end as sent: a wall clock is read in the task's zone; an instant is kept. */
export function toInstant(value: string, timeZone: string): Date {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  return hasOffset ? new Date(value) : new Date(instantOf(Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`), timeZone));
}
