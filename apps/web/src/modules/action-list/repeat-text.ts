import type { TFunction } from 'i18next';
import type { RepeatRuleInput } from '@ganado/shared/action-list';
import { isoToDisplayDate } from '@ganado/shared/format';
import { weekdayNames } from './labels';

/**
 * A repeat rule in words, e.g. "Every 2 weeks on Mon, Thu, until 31/12/2026". Pure: the words come
 * from `t` (the action-list namespace in the reader's language) and the day names from Intl.
 */
export function repeatText(rule: RepeatRuleInput, t: TFunction<'action-list'>, language: string): string {
  const count = rule.interval ?? 1;
  const parts = [t(`repeat.every.${rule.frequency}`, { count })];
  if (rule.frequency === 'weekly' && rule.weekdays?.length) {
    const names = weekdayNames(language);
    const days = [...rule.weekdays].sort((a, b) => a - b).map((day) => names[day]);
    parts.push(t('repeat.onDays', { days: days.join(', ') }));
  }
  if (rule.frequency === 'monthly' && rule.monthDay !== undefined) parts.push(t('repeat.onMonthDay', { day: rule.monthDay }));
  let text = parts.join(' ');
  if (rule.until) text += t('repeat.untilDate', { date: isoToDisplayDate(rule.until) ?? rule.until });
  else if (rule.count !== undefined) text += t('repeat.times', { count: rule.count });
  return text;
}
