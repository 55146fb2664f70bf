import type { Figure } from '@ganado/herd-kpis';
import { type GoalProgress, goalProgressOf, type GoalTrendPoint, trendDays, trendStart } from '@ganado/shared/goals';
import { addDays } from '@ganado/shared/http';
import { REPORT_DEFAULT_DAYS, type ReportQuery } from '@ganado/shared/reports';
import type { AppContext } from '../../context';
import type { GoalRow } from '../../db/schema';
import { computeFigure } from '../reports/reports.service';

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

/** The goal's figure as of a day, as the reports work it out; none when its period has not begun. */
export async function goalFigure(context: Context, organizationId: string, goal: Scope, asOf: string): Promise<Figure | null> {
  const query = queryOf(goal, asOf);
  return query ? computeFigure(context, organizationId, goal.kpi, query) : null;
}

/** A figure's value, never NaN: nothing to count is null. */
export const valueOf = (figure: Figure | null) => (figure && figure.value !== null && Number.isFinite(figure.value) ? figure.value : null);

/** The goal's progress now (docs/decisions.md: livestock goals). */
export async function progressOf(context: Context, organizationId: string, goal: GoalRow): Promise<GoalProgress> {
  const today = todayOf(context);
  const figure = await goalFigure(context, organizationId, goal, today);
  const current = valueOf(figure);
  const progress = goalProgressOf({ comparator: goal.comparator, target: goal.target, baseline: goal.baseline, baselineOn: goal.baselineOn, deadline: goal.deadline, today, current });
  return { current, ...progress, animals: figure?.animalIds.length ?? 0, reliable: figure?.reliable ?? false };
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
