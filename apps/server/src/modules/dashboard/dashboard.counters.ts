import type { AppModule } from '@ganado/shared/auth';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * A number the dashboard shows, declared by the module that owns the rows (its `module.ts`,
 * docs/decisions.md). It is shown only to a role that may view `module`.
 */
export interface DashboardCounter {
  key: string;
  module: AppModule;
  /** Where it stands among all modules' counters, lowest first (the web shows them in this order). */
  order: number;
  /** `now` is the app's clock: a count of what is due or running out is read against it. */
  count: (db: Db, organizationId: string, now: Date) => Promise<number>;
}

/** Counts an organisation's rows of a tenant-owned table, optionally only those matching `where`. */
export function organizationRows(table: PgTable & { organizationId: PgColumn }, where?: SQL) {
  return async (db: Db, organizationId: string) => {
    const [row] = await db
      .select({ value: count() })
      .from(table)
      .where(and(eq(table.organizationId, organizationId), where));
    return row?.value ?? 0;
  };
}

/** Every module's counters, in their order. */
export function dashboardCounters(modules: readonly { counters?: readonly DashboardCounter[] }[]): DashboardCounter[] {
  return modules.flatMap((module) => module.counters ?? []).sort((a, b) => a.order - b.order);
}
