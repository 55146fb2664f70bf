import { useTranslation } from 'react-i18next';
import type { Goal } from '@ganado/shared/goals';
import { useReportTexts } from '../reports/analytics/texts';

/** A goal's figures as the reports write them ("262 kg", "2.5 %"), with its figure's name and definition. */
export function useGoalTexts() {
  const { t } = useTranslation('goals');
  const texts = useReportTexts();
  const value = (goal: Pick<Goal, 'kpi'>, shown: number | null) => texts.figure(goal.kpi, shown, null);
  return {
    ...texts,
    value,
    /** The goal's title: its name, else its figure's name in the reader's language. */
    title: (goal: Pick<Goal, 'kpi' | 'name'>) => goal.name || texts.kpi(goal.kpi).name,
    /** "Calving interval: at most 365 days"; without the figure's name when the title already is it. */
    target: (goal: Pick<Goal, 'kpi' | 'name' | 'comparator' | 'target'>) =>
      goal.name ? t(`target.${goal.comparator}`, { figure: texts.kpi(goal.kpi).name, target: value(goal, goal.target) }) : t(`targetOnly.${goal.comparator}`, { target: value(goal, goal.target) }),
  };
}
