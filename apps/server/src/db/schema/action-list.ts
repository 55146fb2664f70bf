import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RepeatRule, TaskCategory, TaskPriority, TaskStatus } from '@ganado/shared/action-list';
import { animals } from './animals';
import { audit, id } from './columns';
import { farms } from './farms';
import { organizationId, tenantPolicy } from './organizations';
import { users } from './users';

/**
 * A task of the action list (docs/product.md §3): a planned event. `start_at`/`end_at` are its first
 * occurrence; a repeating task's later occurrences are expanded from `repeat` in `time_zone`
 * (`@ganado/recurrence`) and never stored, so a series has no end to write out.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    category: text('category').$type<TaskCategory>().notNull(),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    status: text('status').$type<TaskStatus>().notNull().default('pending'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    repeat: jsonb('repeat').$type<RepeatRule>(),
    description: text('description'),
    /** When the task (a whole series) was completed or cancelled: no occurrence after it is due. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    index('tasks_organization_status_start_idx').on(table.organizationId, table.status, table.startAt),
    index('tasks_organization_assignee_idx').on(table.organizationId, table.assigneeId, table.status),
    index('tasks_organization_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    tenantPolicy(),
  ],
);

/** The animals a task is for. */
export const taskAnimals = pgTable(
  'task_animals',
  {
    organizationId: organizationId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.animalId] }), index('task_animals_animal_idx').on(table.animalId), tenantPolicy()],
);

/**
 * An occurrence completed on its own, by its index in the series (0 for a task that does not
 * repeat). The series' status is the task's; this row is why one day can be done while the
 * series goes on.
 */
export const taskOccurrences = pgTable(
  'task_occurrences',
  {
    organizationId: organizationId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    occurrenceIndex: integer('occurrence_index').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    completedBy: uuid('completed_by'),
    /** How many animal records the completion wrote (insemination, health record): such a completion is not reopened. */
    recordCount: integer('record_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.occurrenceIndex] }), tenantPolicy()],
);

/** The reminder emailed for an occurrence due today: one per occurrence, whatever the restarts. */
export const taskReminders = pgTable(
  'task_reminders',
  {
    organizationId: organizationId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    occurrenceIndex: integer('occurrence_index').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.occurrenceIndex] }), tenantPolicy()],
);
