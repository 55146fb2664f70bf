import { z } from 'zod';
import { text } from '../http';
import { isIsoDate } from '../format';
import { type Kpi, KPI_UNITS } from '../reports/pages';

/**
 * A livestock goal (docs/decisions.md: livestock goals): a target on one of the reports' herd figures
 * for a scope (farm, group, breed) and period, with a deadline and an owner. Its progress is the
 * figure worked out from the records, never typed in.
 */

/**
 * The figures a goal may aim at: the reports' rates, means and shares. Counts (animals present,
 * calves born, deaths) are left out: they grow with the herd and the period, not with how it is run.
 */
export const GOAL_KPIS = [
  'weaning205',
  'dailyGain',
  'calvingInterval',
  'daysOpen',
  'ageAtFirstCalving',
  'firstCalvingOnTarget',
  'pregnancyRate',
  'inseminationRate',
  'conceptionRate',
  'firstServiceConception',
  'servicesPerConception',
  'nonReturn56',
  'pregnantBy150Days',
  'pregnancyLoss',
  'perinatalMortality',
  'preWeaningMortality',
  'milk305',
  'milkPerCowDay',
  'fatPercent',
  'proteinPercent',
  'lowCellScoreShare',
  'meanCellScore',
  'diseasesPer100',
  'treatmentsPer100',
  'drugCostPerAnimal',
] as const satisfies readonly Kpi[];
export type GoalKpi = (typeof GOAL_KPIS)[number];

export const GOAL_COMPARATORS = ['atLeast', 'atMost'] as const;
export type GoalComparator = (typeof GOAL_COMPARATORS)[number];

/** The way a farmer wants each figure to move: more weight and pregnancies, fewer days, losses and cases. */
export const GOAL_DEFAULT_COMPARATOR: Readonly<Record<GoalKpi, GoalComparator>> = {
  weaning205: 'atLeast',
  dailyGain: 'atLeast',
  calvingInterval: 'atMost',
  daysOpen: 'atMost',
  ageAtFirstCalving: 'atMost',
  firstCalvingOnTarget: 'atLeast',
  pregnancyRate: 'atLeast',
  inseminationRate: 'atLeast',
  conceptionRate: 'atLeast',
  firstServiceConception: 'atLeast',
  servicesPerConception: 'atMost',
  nonReturn56: 'atLeast',
  pregnantBy150Days: 'atLeast',
  pregnancyLoss: 'atMost',
  perinatalMortality: 'atMost',
  preWeaningMortality: 'atMost',
  milk305: 'atLeast',
  milkPerCowDay: 'atLeast',
  fatPercent: 'atLeast',
  proteinPercent: 'atLeast',
  lowCellScoreShare: 'atLeast',
  meanCellScore: 'atMost',
  diseasesPer100: 'atMost',
  treatmentsPer100: 'atMost',
  drugCostPerAnimal: 'atMost',
};

export const GOAL_NAME_MAX_LENGTH = 120;
export const GOAL_NOTES_MAX_LENGTH = 2000;

const isoDate = (required: string) => text({ error: required }).refine(isIsoDate, 'goals.dateInvalid');
const optionalId = z.uuid({ error: 'validation.invalid' }).optional();

/**
 * A goal as a person sets it. The target is in the figure's unit as the reports give it: a share is
 * 0–1 (3 % is 0.03). The deadline not being in the past is the server's check (its clock).
 */
export const goalRequest = z
  .object({
    name: text().trim().max(GOAL_NAME_MAX_LENGTH, 'goals.nameTooLong').default(''),
    kpi: z.enum(GOAL_KPIS, { error: 'goals.kpiRequired' }),
    comparator: z.enum(GOAL_COMPARATORS, { error: 'goals.comparatorRequired' }),
    target: z.number({ error: 'goals.targetRequired' }).finite('goals.targetRequired').min(0, 'goals.targetNegative'),
    farmId: optionalId,
    groupId: optionalId,
    breedCode: text().trim().max(40).optional(),
    from: isoDate('goals.dateInvalid').optional(),
    to: isoDate('goals.dateInvalid').optional(),
    deadline: isoDate('goals.deadlineRequired'),
    ownerId: optionalId,
    notes: text().trim().max(GOAL_NOTES_MAX_LENGTH, 'goals.notesTooLong').default(''),
  })
  .superRefine((goal, context) => {
    if (KPI_UNITS[goal.kpi] === 'share' && goal.target > 1) context.addIssue({ code: 'custom', path: ['target'], message: 'goals.shareTooHigh' });
    if (goal.from && goal.to && goal.from > goal.to) context.addIssue({ code: 'custom', path: ['from'], message: 'reports.rangeReversed' });
  });
export type GoalRequest = z.infer<typeof goalRequest>;
export type GoalInput = z.input<typeof goalRequest>;

export const GOAL_STATUSES = ['achieved', 'onTrack', 'atRisk', 'noData'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const goalProgress = z.object({
  /** The figure now; null when nothing is there to count. */
  current: z.number().nullable(),
  /** Where the straight line from the baseline to the target says the figure should be today. */
  expected: z.number().nullable(),
  /** 0–100 of the way from the baseline to the target; null when it cannot be said. */
  percent: z.number().nullable(),
  status: z.enum(GOAL_STATUSES),
  /** Animals behind the current figure, and whether they are enough to read it. */
  animals: z.number().int(),
  reliable: z.boolean(),
});
export type GoalProgress = z.infer<typeof goalProgress>;

export const goal = z.object({
  id: z.uuid(),
  name: text(),
  kpi: z.enum(GOAL_KPIS),
  comparator: z.enum(GOAL_COMPARATORS),
  target: z.number(),
  baseline: z.number().nullable(),
  /** The day the baseline was measured: the start of the line to the target. */
  baselineOn: text(),
  farmId: z.uuid().nullable(),
  farmName: text().nullable(),
  groupId: z.uuid().nullable(),
  groupName: text().nullable(),
  breedCode: text().nullable(),
  from: text().nullable(),
  to: text().nullable(),
  deadline: text(),
  ownerId: z.uuid(),
  ownerName: text(),
  notes: text(),
  progress: goalProgress,
  createdAt: text(),
  updatedAt: text(),
});
export type Goal = z.infer<typeof goal>;

/** The figure as of the end of a month (the last point: today). */
export const goalTrendPoint = z.object({ asOf: text(), value: z.number().nullable() });
export type GoalTrendPoint = z.infer<typeof goalTrendPoint>;

export const goalDetail = goal.extend({ trend: z.array(goalTrendPoint) });
export type GoalDetail = z.infer<typeof goalDetail>;

export const goalParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
