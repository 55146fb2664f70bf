import { type GoalProgress, goalProgressOf, type GoalTrendPoint, trendDays, trendStart } from '@ganado/shared/goals';
import { addDays } from '@ganado/shared/http';
import { REPORT_DEFAULT_DAYS, type ReportQuery } from '@ganado/shared/reports';
import type { AppContext } from '../../context';
import type { GoalRow } from '../../db/schema';
import { computeFigure } from '../reports/reports.service';
import { readHerdMark } from '../reports/snapshots/snapshots.repository';

type Context = Pick<AppContext, 'db' | 'clock'>;
type Scope = Pick<GoalRow, 'kpi'> & Partial<Pick<GoalRow, 'farmId' | 'groupId' | 'breedCode' | 'periodFrom' | 'periodTo'>>;

/** A trend reaches back a year at least, to the baseline at most two years: each point reads the herd again. */
const TREND_MONTHS_BACK = 12;
const TREND_MAX_POINTS = 24;

export const todayOf = (context: Pick<AppContext, 'clock'>) => context.clock().toISOString().slice(0, 10);

/**
 * The reports' query for a goal's figure as of a day: its scope, and its period cut at that day (a
 * period not begun by then has nothing to count). Without a period, the reports' default: the year
 * to that day.
 */
function queryOf(goal: Scope, asOf: string): ReportQuery | null {
  const scope = { farmId: goal.farmId ?? undefined, groupId: goal.groupId ?? undefined, breedCode: goal.breedCode ?? undefined, asOf };
  if (!goal.periodFrom && !goal.periodTo) return scope;
  const to = goal.periodTo && goal.periodTo < asOf ? goal.periodTo : asOf;
  const from = goal.periodFrom ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  return from > to ? null : { ...scope, from, to };
}

/** What a goal reads of its figure: the value, never NaN (nothing to count is null), and what it counted. */
export interface GoalFigure {
  value: number | null;
  animals: number;
  reliable: boolean;
}

/**
 * Figures worked out, by organisation, figure, query and the herd's writes (the reports' herd mark):
 * the dashboard's goals at risk, the list and a goal's trend read them again without reading the
 * herd until something is written (docs/decisions.md: livestock goals). Kept slim, at most this many.
 */
const WORKED_KEPT = 2000;
const worked = new Map<string, Promise<GoalFigure | null>>();

async function workOut(context: Context, organizationId: string, goal: Scope, query: ReportQuery): Promise<GoalFigure> {
  const figure = await computeFigure(context, organizationId, goal.kpi, query);
  return { value: figure.value !== null && Number.isFinite(figure.value) ? figure.value : null, animals: figure.animalIds.length, reliable: figure.reliable };
}

/** The goal's figure as of a day, as the reports work it out; none when its period has not begun. */
export async function goalFigure(context: Context, organizationId: string, goal: Scope, asOf: string): Promise<GoalFigure | null> {
  const query = queryOf(goal, asOf);
  if (!query) return null;
  const key = JSON.stringify([organizationId, goal.kpi, query, await readHerdMark(context.db, organizationId)]);
  let figure = worked.get(key);
  if (!figure) {
    figure = workOut(context, organizationId, goal, query);
    // A failure (a filter no longer the organisation's) is not kept: the next read tries again.
    figure.catch(() => worked.delete(key));
    if (worked.size >= WORKED_KEPT) worked.delete(worked.keys().next().value as string);
    worked.set(key, figure);
  }
  return figure;
}

export const valueOf = (figure: GoalFigure | null) => figure?.value ?? null;

/** The goal's progress now (docs/decisions.md: livestock goals). */
export async function progressOf(context: Context, organizationId: string, goal: GoalRow): Promise<GoalProgress> {
  const today = todayOf(context);
  const figure = await goalFigure(context, organizationId, goal, today);
  const current = valueOf(figure);
  const progress = goalProgressOf({ comparator: goal.comparator, target: goal.target, baseline: goal.baseline, baselineOn: goal.baselineOn, deadline: goal.deadline, today, current });
  return { current, ...progress, animals: figure?.animals ?? 0, reliable: figure?.reliable ?? false };
}

/**
 * The figure at the end of each month from the baseline's (or a year back, whichever is earlier) to
 * today, at most two years of points. One after another: each reads the herd as of its day and works
 * the figure out on the reports' worker threads, so the request thread stays free.
 */
export async function trendOf(context: Context, organizationId: string, goal: GoalRow): Promise<GoalTrendPoint[]> {
  const today = todayOf(context);
  const points: GoalTrendPoint[] = [];
  for (const asOf of trendDays(trendStart(goal.baselineOn, today, TREND_MONTHS_BACK), today, TREND_MAX_POINTS)) {
    points.push({ asOf, value: valueOf(await goalFigure(context, organizationId, goal, asOf)) });
  }
  return points;
}
