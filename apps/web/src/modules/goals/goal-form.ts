import { type Goal, GOAL_DEFAULT_COMPARATOR, type GoalComparator, type GoalInput, type GoalKpi, goalRequest } from '@ganado/shared/goals';
import { KPI_UNITS } from '@ganado/shared/reports';
import { bodyResolver, decimalOf } from '../../components/form/body-resolver';

/** The form's fields as typed: a share's target in percent (3 for 3 %), the rest in the figure's unit. */
export interface GoalValues {
  name: string;
  kpi: GoalKpi | '';
  comparator: GoalComparator | '';
  target: string;
  farmId: string;
  groupId: string;
  breedCode: string;
  from: string;
  to: string;
  deadline: string;
  ownerId: string;
  notes: string;
}

export const GOAL_FIELDS = ['name', 'kpi', 'comparator', 'target', 'farmId', 'groupId', 'breedCode', 'from', 'to', 'deadline', 'ownerId', 'notes'] as const;

export const isShare = (kpi: GoalKpi | '') => kpi !== '' && KPI_UNITS[kpi] === 'share';

export const blankGoal = (): GoalValues => ({ name: '', kpi: '', comparator: '', target: '', farmId: '', groupId: '', breedCode: '', from: '', to: '', deadline: '', ownerId: '', notes: '' });

export function goalValues(goal: Goal): GoalValues {
  return {
    name: goal.name,
    kpi: goal.kpi,
    comparator: goal.comparator,
    target: String(isShare(goal.kpi) ? Math.round(goal.target * 100_000) / 1000 : goal.target),
    farmId: goal.farmId ?? '',
    groupId: goal.groupId ?? '',
    breedCode: goal.breedCode ?? '',
    from: goal.from ?? '',
    to: goal.to ?? '',
    deadline: goal.deadline,
    ownerId: goal.ownerId,
    notes: goal.notes,
  };
}

/** The way the figure should go once it is chosen, unless the person already chose one. */
export const defaultComparator = (kpi: GoalKpi | '') => (kpi ? GOAL_DEFAULT_COMPARATOR[kpi] : '');

/** What is sent: a blank choice left out, a decimal comma read as a point, a percentage as a share. */
export function goalBody(values: GoalValues): GoalInput {
  const typed = decimalOf(values.target);
  const number = typed === '' ? Number.NaN : Number(typed);
  const target = Number.isNaN(number) ? undefined : isShare(values.kpi) ? number / 100 : number;
  const optional = (value: string) => value || undefined;
  return {
    name: values.name,
    kpi: values.kpi as GoalKpi,
    comparator: values.comparator as GoalComparator,
    target: target as number,
    farmId: optional(values.farmId),
    groupId: optional(values.groupId),
    breedCode: optional(values.breedCode),
    from: optional(values.from),
    to: optional(values.to),
    deadline: values.deadline,
    ownerId: optional(values.ownerId),
    notes: values.notes,
  };
}

export const goalResolver = bodyResolver<GoalValues, GoalInput>(goalRequest, goalBody);
