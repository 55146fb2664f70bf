import type { GoalComparator, GoalStatus } from './goals';

export interface ProgressInput {
  comparator: GoalComparator;
  target: number;
  baseline: number | null;
  /** ISO days: when the baseline was measured, the deadline and today. */
  baselineOn: string;
  deadline: string;
  today: string;
  current: number | null;
}

export const meets = (value: number, comparator: GoalComparator, target: number) => (comparator === 'atLeast' ? value >= target : value <= target);

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * A goal's progress from its figure (docs/decisions.md: livestock goals). Achieved when the figure
 * meets the target; otherwise at risk when it is behind the straight line from the baseline (on the
 * day it was measured) to the target (on the deadline), on track when level with it or ahead. No data
 * when the figure has no value. Percent: how far from the baseline to the target, 0–100.
 */
export function goalProgressOf({ comparator, target, baseline, baselineOn, deadline, today, current }: ProgressInput): { status: GoalStatus; percent: number | null; expected: number | null } {
  const span = Date.parse(deadline) - Date.parse(baselineOn);
  const elapsed = span <= 0 ? 1 : clamp((Date.parse(today) - Date.parse(baselineOn)) / span);
  const expected = baseline === null ? (elapsed >= 1 ? target : null) : baseline + (target - baseline) * elapsed;
  if (current === null) return { status: 'noData', percent: null, expected };
  const achieved = meets(current, comparator, target);
  let percent: number | null;
  if (baseline === null) percent = achieved ? 100 : null;
  else if (meets(baseline, comparator, target) || baseline === target) percent = 100;
  else percent = Math.round(clamp((current - baseline) / (target - baseline)) * 1000) / 10;
  if (achieved) return { status: 'achieved', percent, expected };
  const behind = expected !== null && (comparator === 'atLeast' ? current < expected : current > expected);
  return { status: behind ? 'atRisk' : 'onTrack', percent, expected };
}

/** The last day of each month from `first` (YYYY-MM) to the month before today's, then today: the trend's as-of days. */
export function trendDays(first: string, today: string, maxPoints: number): string[] {
  const days: string[] = [];
  const [year, month] = first.split('-').map(Number) as [number, number];
  for (let index = 0; ; index += 1) {
    const end = new Date(Date.UTC(year, month - 1 + index + 1, 0)).toISOString().slice(0, 10);
    if (end >= today) break;
    days.push(end);
  }
  days.push(today);
  return days.slice(-maxPoints);
}

/** The month a trend starts: the baseline's month, or `monthsBack` months before today's if that is earlier. */
export function trendStart(baselineOn: string, today: string, monthsBack: number): string {
  const back = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`));
  back.setUTCMonth(back.getUTCMonth() - monthsBack);
  const fromBack = back.toISOString().slice(0, 7);
  const fromBaseline = baselineOn.slice(0, 7);
  return fromBaseline < fromBack ? fromBaseline : fromBack;
}
