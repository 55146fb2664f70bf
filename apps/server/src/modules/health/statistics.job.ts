import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { repeatJob } from '../../jobs/repeat';

/** A herd grows by imports of thousands of animals at once; an hour of stale statistics is the most a plan then lives on. */
const EVERY_MS = 60 * 60_000;
export const PLANNER_STATISTICS_TASK = 'planner-statistics';

/**
 * The job: `ANALYZE`, the planner's statistics of every table (docs/decisions.md, "Planner
 * statistics"). Embedded PGlite runs no autovacuum, so without it a server keeps the statistics
 * of its last start while its herd grows. PostgreSQL's autovacuum does this itself.
 */
export function definePlannerStatistics(context: AppContext): void {
  context.jobs.define(PLANNER_STATISTICS_TASK, {
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 10 * 60,
    async run() {
      await context.system.execute(sql`analyze`);
    },
  });
}

/**
 * Queues the job every hour on embedded PGlite only, the first an hour after the start (every start
 * has just analysed: seed/index.ts); returns the stop.
 */
export function schedulePlannerStatistics(context: AppContext): () => void {
  if (context.config.databaseUrl) return () => {};
  let stopRepeating = () => {};
  const firstRun = setTimeout(() => {
    stopRepeating = repeatJob(context.jobs, context.clock, PLANNER_STATISTICS_TASK, EVERY_MS, context.log);
  }, EVERY_MS);
  firstRun.unref();
  return () => {
    clearTimeout(firstRun);
    stopRepeating();
  };
}
