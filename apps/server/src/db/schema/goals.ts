import { date, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { GoalComparator, GoalKpi } from '@ganado/shared/goals';
import { animalGroups } from './animals';
import { audit, id } from './columns';
import { farms } from './farms';
import { organizationId, tenantPolicy } from './organizations';

/**
 * A livestock goal (docs/decisions.md: livestock goals): a target on one herd figure of the reports,
 * for a scope and period, by a deadline. Its progress is worked out from the records when read; only
 * the baseline (the figure when the goal was set) is kept, as the start of the line to the target.
 * The owner is not a foreign key, as created_by is not: removing a user must not rewrite the goals.
 */
export const goals = pgTable(
  'livestock_goals',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull().default(''),
    kpi: text('kpi').$type<GoalKpi>().notNull(),
    comparator: text('comparator').$type<GoalComparator>().notNull(),
    target: doublePrecision('target').notNull(),
    /** Null when the figure had no value then. */
    baseline: doublePrecision('baseline'),
    baselineOn: date('baseline_on').notNull(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => animalGroups.id, { onDelete: 'set null' }),
    breedCode: text('breed_code'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    deadline: date('deadline').notNull(),
    ownerId: uuid('owner_id').notNull(),
    notes: text('notes').notNull().default(''),
    ...audit,
  },
  (table) => [index('livestock_goals_organization_idx').on(table.organizationId, table.deadline), tenantPolicy()],
);
export type GoalRow = typeof goals.$inferSelect;
