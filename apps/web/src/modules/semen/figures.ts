import { useTranslation } from 'react-i18next';
import type { BatchCheck } from '@ganado/shared/semen';
import { numberText } from '../../components/format';

/** How the semen pages write their figures, in the reader's language (components/format.ts). */
export function useSemenFigures() {
  const { t, i18n } = useTranslation('semen');
  const number = (value: number, digits = 2) => numberText(value, i18n.language, { digits });
  const percent = (value: number) => t('figures.percent', { value: number(value, 1) });
  const concentration = (value: number) => t('figures.concentration', { value: number(value) });
  const days = (count: number) => t('figures.days', { count, value: number(count, 0) });
  return {
    number,
    /** "75 %". */
    percent,
    /** "1,200 million/mL". */
    concentration,
    /** "6.5 mL". */
    volume: (value: number) => t('figures.volume', { value: number(value) }),
    /** "450 straws". */
    straws: (count: number) => t('figures.straws', { count, value: number(count, 0) }),
    /** "90 days". */
    days,
    /** "Titán (7HO12345)", or the name alone for a sire without a NAAB code. */
    sire: (sire: { name: string; naabCode: string | null }) => (sire.naabCode ? t('figures.sire', { name: sire.name, code: sire.naabCode }) : sire.name),
    /** A check's measure as its kind is written: a percentage, a concentration, days. */
    measure: (check: BatchCheck['check'], value: number) => (check === 'concentration' ? concentration(value) : check === 'healthTest' ? days(value) : percent(value)),
  };
}
