import { useTranslation } from 'react-i18next';
import { numberText } from '../../../components/format';

/** How the sheets, groups, uploads and genotype pages write their figures, in the reader's language (components/format.ts). */
export function useGeneticsFigures() {
  const { t, i18n } = useTranslation(['genetics', 'animals']);
  const number = (value: number, digits = 2) => numberText(value, i18n.language, { digits });
  return {
    number,
    /** "1,250" or "1.250": a count, no decimals. */
    count: (value: number) => number(value, 0),
    /** "245.5 kg". */
    kg: (value: number) => t('sheet.figures.kg', { value: number(value, 1) }),
    /** A share (0–1) as "98.7 %"; small rates keep two decimals ("0.12 %"). */
    percent: (share: number, digits = 1) => t('sheet.figures.percent', { value: number(share * 100, digits) }),
    /** "12 animals". */
    animals: (count: number) => t('sheet.figures.animals', { count, value: number(count, 0) }),
    /** A calf's sex as weighed (bull, steer, heifer), or the register's. */
    sex: (sex: string) => t(`sheet.calfSexes.${sex}`, { defaultValue: t(`animals:choices.genders.${sex}`, { defaultValue: sex }) }),
  };
}
