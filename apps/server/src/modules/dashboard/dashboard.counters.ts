import type { AppModule } from '@ganado/shared/auth';
import { ACTIVE_TASK_STATUSES } from '@ganado/shared/action-list';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { animals, departments, farms, roles, tasks, users } from '../../db/schema';

/**
 * A number the dashboard shows, contributed by the module that owns the rows. It is shown only to
 * a role that may view `module`. Animals and open tasks join this list with their modules
 * (issues 6–7; docs/decisions.md).
 */
export interface DashboardCounter {
  key: string;
  module: AppModule;
  count: (db: Db, organizationId: string) => Promise<number>;
}

/** Counts an organisation's rows of a tenant-owned table, optionally only those matching `where`. */
function organizationRows(table: PgTable & { organizationId: PgColumn }, where?: SQL) {
  return async (db: Db, organizationId: string) => {
    const [row] = await db
      .select({ value: count() })
      .from(table)
      .where(and(eq(table.organizationId, organizationId), where));
    return row?.value ?? 0;
  };
}

// Departments and roles belong to the users module for permissions (docs/decisions.md, issue 4).
export const DASHBOARD_COUNTERS: readonly DashboardCounter[] = [
  { key: 'farms', module: 'farms', count: organizationRows(farms, isNull(farms.deletedAt)) },
  { key: 'animals', module: 'animals', count: organizationRows(animals, eq(animals.status, 'active')) },
  { key: 'openTasks', module: 'actionList', count: organizationRows(tasks, inArray(tasks.status, [...ACTIVE_TASK_STATUSES])) },
  { key: 'activeUsers', module: 'users', count: organizationRows(users, eq(users.status, 'active')) },
  { key: 'departments', module: 'users', count: organizationRows(departments) },
  { key: 'roles', module: 'users', count: organizationRows(roles) },
];
