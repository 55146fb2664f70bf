import { performance } from 'node:perf_hooks';
import { type ReportPage, type ReportPageData, type ReportQuery, reportQuery } from '@ganado/shared/reports';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { namedId, repeatJob } from '../../../jobs/repeat';
import { checkFilters, computePage, presentPage } from '../reports.service';
import { reportWindow } from '../reports.window';
import { type HerdMark, readSnapshot, saveSnapshot, type SnapshotState, viewsInUse } from './snapshots.repository';

export const REPORT_SNAPSHOT_TASK = 'report-snapshot';
export const REPORT_SNAPSHOTS_REFRESH_TASK = 'report-snapshots-refresh';

/** The background refresh: hourly, of the slow views read in the last week. */
const REFRESH_EVERY_MS = 60 * 60_000;
const REFRESH_READ_DAYS = 7;

/**
 * A view whose last working-out took less than this is worked out again at once when the herd has
 * changed: the answer is exact. A slower one (a herd of tens of thousands) is answered from its
 * snapshot, saying so, while the job works it out again (docs/decisions.md: reports, snapshots).
 */
export const INLINE_MS = 5000;

export interface SnapshotJob {
  organizationId: string;
  page: ReportPage;
  query: ReportQuery;
  /** Sent by the background refresh, not by someone reading the view. */
  refresh?: boolean;
}

/** A page and its filters as asked, in a fixed order: no as-of day is "today", whichever day that is. */
export function viewOf(page: ReportPage, query: ReportQuery): string {
  const { farmId, groupId, breedCode, gender, from, to, asOf } = query;
  return JSON.stringify([page, farmId ?? null, groupId ?? null, breedCode ?? null, gender ?? null, from ?? null, to ?? null, asOf ?? null]);
}

/** The page and filters a view names, checked again (a view is only ever written by `viewOf`). */
function pageOfView(view: string): { page: ReportPage; query: ReportQuery } {
  const [page, farmId, groupId, breedCode, gender, from, to, asOf] = JSON.parse(view) as [ReportPage, ...(string | null)[]];
  const present = Object.entries({ farmId, groupId, breedCode, gender, from, to, asOf }).filter(([, value]) => value !== null);
  return { page, query: reportQuery.parse(Object.fromEntries(present)) };
}

/** Workings in hand in this process, by view and herd mark: a second request for the same waits for the first. */
const inHand = new Map<string, Promise<ReportPageData>>();

/** Works the view out on the herd as it is now and keeps it, with the mark read before the herd was. */
function workOut(context: AppContext, job: SnapshotJob, view: string, mark: HerdMark): Promise<ReportPageData> {
  const key = `${job.organizationId}\n${view}\n${mark.at}\n${mark.recent}`;
  const pending = inHand.get(key);
  if (pending) return pending;
  const work = (async () => {
    const started = performance.now();
    const answer = presentPage(job.page, await computePage(context, job.organizationId, job.page, job.query));
    await saveSnapshot(context.db, job.organizationId, { view, herdMark: mark, tookMs: performance.now() - started, answer }, !job.refresh);
    return answer;
  })().finally(() => inHand.delete(key));
  inHand.set(key, work);
  return work;
}

const isCurrent = (state: SnapshotState, asOf: string) => state.snapshot !== null && state.snapshot.current && state.snapshot.asOf === asOf;

/**
 * A page as its screen shows it: its snapshot when the herd has not changed since, else worked out
 * again, at once for a quick view; a slow one is answered from its snapshot with `changedSince`
 * while the job works it out. Bad filters are refused before any snapshot is read.
 */
export async function reportAnswer(context: AppContext, organizationId: string, page: ReportPage, query: ReportQuery): Promise<ReportPageData> {
  const window = reportWindow(query, context.clock());
  await checkFilters(context, organizationId, query);
  const view = viewOf(page, query);
  const state = await readSnapshot(context.db, organizationId, view, true);
  const { snapshot } = state;
  if (snapshot && isCurrent(state, window.asOf)) return snapshot.answer;
  const job: SnapshotJob = { organizationId, page, query };
  if (snapshot && snapshot.tookMs >= INLINE_MS) {
    // Named by the view, the mark and the day: one job however many ask.
    await context.jobs.send(REPORT_SNAPSHOT_TASK, job, { id: namedId(`${REPORT_SNAPSHOT_TASK}\n${organizationId}\n${view}\n${state.mark.at}\n${state.mark.recent}\n${window.asOf}`) });
    return { ...snapshot.answer, changedSince: true };
  }
  return workOut(context, job, view, state.mark);
}

/** The job: works a changed view out again, as its organisation's, unless another replica or request already has. */
export function defineReportSnapshots(context: AppContext): void {
  context.jobs.define<SnapshotJob>(REPORT_SNAPSHOT_TASK, {
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 15 * 60,
    async run(job) {
      const tenant = context.forOrganization(job.organizationId);
      const view = viewOf(job.page, job.query);
      const state = await readSnapshot(tenant.db, job.organizationId, view, !job.refresh);
      try {
        if (isCurrent(state, reportWindow(job.query, tenant.clock()).asOf)) return;
        await workOut(tenant, job, view, state.mark);
      } catch (error) {
        // A filter gone since (a farm removed): the next request says so; nothing to retry.
        if (error instanceof AppError) return;
        throw error;
      }
    },
  });
}

/**
 * The background refresh (docs/decisions.md: reports, snapshots): a `report-snapshot` job for each
 * slow view read in the last week, which works it out only if the herd changed or the day turned
 * since. The views people come back to are then mostly fresh when they open them, the first of the
 * morning included, instead of showing the figures of before with the note.
 */
export function defineReportSnapshotsRefresh(context: AppContext): void {
  context.jobs.define(REPORT_SNAPSHOTS_REFRESH_TASK, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async run() {
      const period = Math.floor(context.clock().getTime() / REFRESH_EVERY_MS);
      for (const { organizationId, view } of await viewsInUse(context.system, REFRESH_READ_DAYS, INLINE_MS)) {
        const job: SnapshotJob = { organizationId, ...pageOfView(view), refresh: true };
        await context.jobs.send(REPORT_SNAPSHOT_TASK, job, { id: namedId(`${REPORT_SNAPSHOTS_REFRESH_TASK}\n${organizationId}\n${view}\n${period}`) });
      }
    },
  });
}

/** Queues the refresh now and every hour, once per period across replicas; returns the stop. */
export function scheduleReportSnapshotsRefresh(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, REPORT_SNAPSHOTS_REFRESH_TASK, REFRESH_EVERY_MS, context.log);
}
