import { useTranslation } from 'react-i18next';
import type { FertilityGroup, FertilityGrouping, FertilityRate } from '@ganado/shared/semen';
import { monthText } from '../../../components/format';
import { useSemenFigures } from '../figures';

/** A rate as the charts draw it: a percentage to one decimal, nothing over nothing. */
export const share = (rate: FertilityRate): number | null => (rate.value === null ? null : Math.round(rate.value * 1000) / 10);

/** How the statistics screens write their groups and rates, in the reader's language (the semen pages' figures). */
export function useStatisticsFigures() {
  const { t, i18n } = useTranslation('semen');
  const { number, percent, sire } = useSemenFigures();
  const month = (key: string) => monthText(key, i18n.language);
  return {
    number,
    month,
    /** "50 %", or a services-per-conception figure ("1.7"). */
    rate: (rate: FertilityRate & { value: number }, kind: 'percent' | 'ratio') => (kind === 'percent' ? percent(rate.value * 100) : number(rate.value)),
    /** A group's name: an inseminator, "Titán (7HO12345)", "Mar 2026", a breed, or "Not recorded". */
    group: ({ key, label, code }: Pick<FertilityGroup, 'key' | 'label' | 'code'>, by: FertilityGrouping) => {
      if (key === null) return t('statistics.notRecorded');
      if (by === 'month') return month(key);
      return code ? sire({ name: label ?? key, naabCode: code }) : (label ?? key);
    },
  };
}
