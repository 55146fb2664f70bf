import { z } from 'zod';
import { animalReference, optionalId, optionalText, serviceRecord, treatmentRecord, vaccinationRecord } from '../animals';
import { isIsoDate, isTimeZone } from '../format';
import { pageQuery, text } from '../http';
import { repeatRule } from './recurrence';

/**
 * The action list (docs/product.md §2 /my-schedule, §3 Task, §7 action-list calls). A task is a planned event
 * (docs/ARCHITECTURE.md): completing an insemination or health-record task writes the done records
 * on its animals. A repeating task is one row whose occurrences are expanded for the range asked;
 * completing one occurrence does not complete the series.
 */
export const TASK_CATEGORIES = ['general', 'insemination', 'healthRecord', 'feeding', 'milking', 'weighing', 'maintenance'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

/** The categories whose completion records events on the task's animals, so they need animals. */
export const RECORDING_CATEGORIES = ['insemination', 'healthRecord'] as const satisfies readonly TaskCategory[];

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** docs/product.md §4: "Task states include pending and completed". */
export const TASK_STATUSES = ['pending', 'inProgress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The states still to be done: what "active" means in the list's filter. */
export const ACTIVE_TASK_STATUSES = ['pending', 'inProgress'] as const satisfies readonly TaskStatus[];

/** docs/product.md §4: the list's status filter defaults to active; overdue is active and past its end. */
export const TASK_STATUS_FILTERS = ['active', 'overdue', ...TASK_STATUSES, 'all'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

export const TASK_SORT_COLUMNS = ['name', 'category', 'priority', 'startAt', 'endAt', 'status', 'assignee', 'createdAt'] as const;
export type TaskSortColumn = (typeof TASK_SORT_COLUMNS)[number];

export const TASK_NAME_MAX = 100;
export const TASK_DESCRIPTION_MAX = 1000;
export const TASK_ANIMALS_MAX = 1000;
/** The calendar asks for at most a few weeks; a year is the most one call expands. */
export const EVENT_RANGE_MAX_DAYS = 366;

/** A wall-clock date-time without an offset, as a datetime-local field gives it: 2026-11-23T07:00. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A wall clock that exists: a real calendar day and a time of day (the pattern alone lets 2026-02-30T25:61 through). */
export function isLocalDateTime(value: string): boolean {
  if (!LOCAL_DATE_TIME.test(value)) return false;
  const [hours = 0, minutes = 0, seconds = 0] = value.slice(11).split(':').map(Number);
  return isIsoDate(value.slice(0, 10)) && hours < 24 && minutes < 60 && seconds < 60;
}

/**
 * A task's start or end: a wall-clock time read in the task's time zone (what the form sends), or
 * an instant with its offset (what other callers may send). Answers give both.
 */
export const taskDateTime = z.union([text().refine(isLocalDateTime), z.iso.datetime({ offset: true })], { error: 'actionList.dateTimeInvalid' });

const timeZone = text({ error: 'actionList.timeZoneInvalid' })
  .refine(isTimeZone, 'actionList.timeZoneInvalid')
  .default('UTC');

/** The task's own fields; the rules between them are in `taskRequest`. */
export const taskFields = z.object({
  name: text({ error: 'actionList.nameRequired' }).trim().min(1, 'actionList.nameRequired').max(TASK_NAME_MAX, 'actionList.nameTooLong'),
  category: z.enum(TASK_CATEGORIES, { error: 'actionList.categoryRequired' }),
  priority: z.enum(TASK_PRIORITIES, { error: 'actionList.priorityInvalid' }).default('medium'),
  status: z.enum(TASK_STATUSES, { error: 'actionList.statusInvalid' }).default('pending'),
  /** A user of the organisation; none leaves the task to whoever takes it. */
  assigneeId: optionalId,
  farmId: optionalId,
  startAt: taskDateTime,
  endAt: taskDateTime,
  /** The IANA zone whose wall clock the task keeps (the browser's when the form sends it). */
  timeZone,
  repeat: repeatRule.nullish(),
  description: optionalText(TASK_DESCRIPTION_MAX),
  animalIds: z
    .array(z.uuid({ error: 'errors.notFound' }), { error: 'validation.invalid' })
    .max(TASK_ANIMALS_MAX, 'actionList.tooManyAnimals')
    .default([]),
});

type TaskFields = z.output<typeof taskFields>;

/** Comparable only when both are wall clocks or both instants; the server checks after converting. */
function endsBeforeStart({ startAt, endAt }: Pick<TaskFields, 'startAt' | 'endAt'>): boolean {
  const local = LOCAL_DATE_TIME.test(startAt);
  if (local !== LOCAL_DATE_TIME.test(endAt)) return false;
  return local ? endAt <= startAt : Date.parse(endAt) <= Date.parse(startAt);
}

function taskRules(task: TaskFields, ctx: z.RefinementCtx) {
  if (endsBeforeStart(task)) ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'actionList.endBeforeStart' });
  if ((RECORDING_CATEGORIES as readonly string[]).includes(task.category) && task.animalIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['animalIds'], message: 'actionList.animalsRequired' });
  }
}

/** POST /api/action-list/task. */
export const taskRequest = taskFields.superRefine(taskRules);
export type TaskRequest = z.output<typeof taskRequest>;
export type TaskForm = z.input<typeof taskRequest>;

/** PUT /api/action-list/task: the whole task with its id in the body (docs/product.md §7). */
export const taskUpdateRequest = taskFields.extend({ id: z.uuid({ error: 'errors.notFound' }) }).superRefine(taskRules);
export type TaskUpdateRequest = z.output<typeof taskUpdateRequest>;

export const taskPerson = z.object({ id: z.uuid(), name: text() });

/** One occurrence of a task: its position in the series from 0, and its instants. */
export const taskOccurrence = z.object({ index: z.number().int(), start: text(), end: text() });
export type TaskOccurrence = z.infer<typeof taskOccurrence>;

/** GET /api/action-list/task/{id} and the answer of every write. */
export const task = z.object({
  id: z.uuid(),
  name: text(),
  category: z.enum(TASK_CATEGORIES),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  assignee: taskPerson.nullable(),
  farm: z.object({ id: z.uuid(), name: text() }).nullable(),
  /** The first occurrence's instants, and the same on the task's wall clock (YYYY-MM-DDTHH:mm). */
  startAt: text(),
  endAt: text(),
  startLocal: text(),
  endLocal: text(),
  timeZone: text(),
  repeat: repeatRule.nullable(),
  description: text().nullable(),
  animals: z.array(animalReference),
  animalCount: z.number().int(),
  /** Still to do and past the end of its latest due occurrence. */
  overdue: z.boolean(),
  /** The first occurrence not yet completed, from the latest due one on; null once none is left. */
  nextOccurrence: taskOccurrence.nullable(),
  /** The occurrences completed on their own, latest first (at most 100). */
  completedOccurrences: z.array(z.object({ index: z.number().int(), completedAt: text(), completedBy: text().nullable() })),
  completedAt: text().nullable(),
  createdBy: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Task = z.infer<typeof task>;

/** A row of the list: the task without its animals and completion history. */
export const taskListItem = task.omit({ animals: true, completedOccurrences: true });
export type TaskListItem = z.infer<typeof taskListItem>;

/** GET /api/action-list/task?page&limit&col&desc&status (docs/product.md §7); `mine` keeps the caller's own. */
export const tasksQuery = pageQuery.extend({
  col: z.enum(TASK_SORT_COLUMNS, { error: 'validation.invalid' }).optional(),
  status: z.enum(TASK_STATUS_FILTERS, { error: 'actionList.statusInvalid' }).default('active'),
  category: z.enum(TASK_CATEGORIES, { error: 'validation.invalid' }).optional(),
  mine: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type TasksQuery = z.infer<typeof tasksQuery>;

/** A calendar day (its 00:00 UTC) or an instant with its offset. */
const rangeEnd = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'actionList.rangeInvalid' })
  .transform((value) => (value.length === 10 ? `${value}T00:00:00.000Z` : new Date(value).toISOString()));

/**
 * GET /api/action-list/event?sDate&eDate (docs/product.md §7): the occurrences overlapping [sDate, eDate).
 * `assignee=me` keeps the caller's tasks and those assigned to nobody (the daily tasks page).
 */
function rangeRules(range: { sDate: string; eDate: string }, ctx: z.RefinementCtx) {
  const days = (Date.parse(range.eDate) - Date.parse(range.sDate)) / 86_400_000;
  if (days <= 0) ctx.addIssue({ code: 'custom', path: ['eDate'], message: 'actionList.rangeInvalid' });
  else if (days > EVENT_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['eDate'], message: 'actionList.rangeTooLong' });
}

export const eventsQuery = z
  .object({ sDate: rangeEnd, eDate: rangeEnd, assignee: z.literal('me', { error: 'validation.invalid' }).optional() })
  .superRefine(rangeRules);
export type EventsQuery = z.infer<typeof eventsQuery>;

/** One occurrence on the calendar: its status is its own once completed, else its series'. */
export const taskEvent = z.object({
  taskId: z.uuid(),
  index: z.number().int(),
  name: text(),
  category: z.enum(TASK_CATEGORIES),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  overdue: z.boolean(),
  repeating: z.boolean(),
  start: text(),
  end: text(),
  assignee: taskPerson.nullable(),
  animalCount: z.number().int(),
});
export type TaskEvent = z.infer<typeof taskEvent>;

/**
 * GET /api/action-list/event/count?sDate&eDate&timeZone: the month view's figures. The same
 * occurrences as `/event` for the range, counted per calendar day (the day an occurrence starts, on
 * the wall clock of `timeZone`, the viewer's), instead of sent one by one: 400 daily series make
 * 24,000 occurrences and 7 MB over six weeks, their counts a few kilobytes. The week and day views
 * ask `/event` for the detail.
 */
export const eventCountsQuery = z
  .object({
    sDate: rangeEnd,
    eDate: rangeEnd,
    assignee: z.literal('me', { error: 'validation.invalid' }).optional(),
    timeZone: text({ error: 'actionList.timeZoneInvalid' }).refine(isTimeZone, 'actionList.timeZoneInvalid').default('UTC'),
  })
  .superRefine(rangeRules);
export type EventCountsQuery = z.infer<typeof eventCountsQuery>;

/**
 * One day's occurrences by state, each counted once: to do and not yet overdue, overdue, completed
 * (a cancelled series shows none, as on `/event`); and by category (every state), for the day's colours.
 */
export const eventDayCount = z.object({
  /** YYYY-MM-DD on the viewer's wall clock. */
  date: text(),
  due: z.number().int(),
  overdue: z.number().int(),
  completed: z.number().int(),
  categories: z.partialRecord(z.enum(TASK_CATEGORIES), z.number().int()),
});
export type EventDayCount = z.infer<typeof eventDayCount>;

/** Which occurrence a completion is for; 0 for a task that does not repeat. */
const occurrenceOf = { id: z.uuid({ error: 'errors.notFound' }), index: z.number({ error: 'validation.invalid' }).int().min(0).default(0) };

/**
 * PUT /api/action-list/task/occurrence: complete one occurrence, or reopen it. Completing the only
 * occurrence of a task that does not repeat completes the task.
 */
export const occurrenceRequest = z.object({ ...occurrenceOf, status: z.enum(['completed', 'pending'], { error: 'actionList.statusInvalid' }) });
export type OccurrenceRequest = z.infer<typeof occurrenceRequest>;

/**
 * Which of the task's animals the completion records on; all of them when left out. An animal not
 * on the task is refused.
 */
const servedAnimals = z.array(z.uuid({ error: 'errors.notFound' })).min(1, 'actionList.animalsRequired').max(TASK_ANIMALS_MAX).optional();

/** POST /api/action-list/task/insemination: the service each animal received. */
export const inseminationTaskRequest = serviceRecord.omit({ type: true, status: true }).extend({ ...occurrenceOf, animalIds: servedAnimals });
export type InseminationTaskRequest = z.output<typeof inseminationTaskRequest>;
export type InseminationTaskForm = z.input<typeof inseminationTaskRequest>;

/** PUT /api/action-list/task/health-record: the treatment or vaccination each animal received. */
export const healthRecordTaskRequest = z.discriminatedUnion(
  'type',
  [
    treatmentRecord.omit({ status: true }).extend({ ...occurrenceOf, animalIds: servedAnimals }),
    vaccinationRecord.omit({ status: true }).extend({ ...occurrenceOf, animalIds: servedAnimals }),
  ],
  { error: 'actionList.healthTypeRequired' },
);
export type HealthRecordTaskRequest = z.output<typeof healthRecordTaskRequest>;
export type HealthRecordTaskForm = z.input<typeof healthRecordTaskRequest>;

/** What completing an insemination or health-record task wrote. */
export const taskCompletion = z.object({
  event: taskEvent,
  records: z.array(z.object({ id: z.uuid(), animalId: z.uuid() })),
});
export type TaskCompletion = z.infer<typeof taskCompletion>;
