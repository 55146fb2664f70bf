import { useTranslation } from 'react-i18next';
import { LOWER_IS_BETTER, type GeneticTrait } from '@ganado/shared/genetics';
import { numberText } from '../../components/format';

/**
 * Decimals an EPD is written with, as breed associations publish them: tenths of a kilogram, cm² or
 * marbling point; fat in hundredths of a millimetre (a tenth of a millimetre is a whole spread of bulls).
 */
const EPD_DIGITS: Record<GeneticTrait, number> = {
  birthWeight: 1,
  weaningWeight: 1,
  milk: 1,
  yearlingWeight: 1,
  carcassWeight: 1,
  marbling: 1,
  ribeyeArea: 1,
  fatThickness: 2,
};

/** Whether a larger EPD of the trait is what breeders prefer (percentile 1 is the top either way). */
export const higherIsBetter = (trait: GeneticTrait) => !LOWER_IS_BETTER.has(trait);

/**
 * The texts of the traits in the reader's language: names, abbreviations, units, and EPDs,
 * accuracies and percentile ranks written the one way (components/format.ts). An EPD carries its sign,
 * as associations print it: a difference from the herd's base, "+12.3" or "−1.2".
 */
export function useTraitText() {
  const { t, i18n } = useTranslation('genetics');
  const language = i18n.language;
  const epd = (trait: GeneticTrait, value: number) => {
    const digits = EPD_DIGITS[trait];
    // Rounded to nothing, it is written 0, not "+0" or "-0".
    const shown = Math.abs(value) < 0.5 / 10 ** digits ? 0 : value;
    const text = numberText(shown, language, { digits, fixed: true });
    return shown > 0 ? `+${text}` : text;
  };
  return {
    name: (trait: GeneticTrait) => t(`traits.${trait}.name`),
    short: (trait: GeneticTrait) => t(`traits.${trait}.short`),
    unit: (trait: GeneticTrait) => t(`traits.${trait}.unit`),
    epd,
    /** "+12.3 kg". */
    epdWithUnit: (trait: GeneticTrait, value: number) => t('traits.withUnit', { value: epd(trait, value), unit: t(`traits.${trait}.unit`) }),
    /** A plain figure in the trait's unit (a herd's mean, a range's end), without a sign. */
    figure: (trait: GeneticTrait, value: number) => numberText(value, language, { digits: EPD_DIGITS[trait], fixed: true }),
    /** BIF accuracy, 0 to 1, always two decimals so a column lines up. */
    accuracy: (value: number) => numberText(value, language, { digits: 2, fixed: true }),
    /** Percentile rank: 1 is the top 1 % in the direction breeders prefer. */
    percentile: (value: number) => t('traits.top', { value: numberText(value, language, { digits: 0 }) }),
    heritability: (value: number) => numberText(value, language, { digits: 2, fixed: true }),
  };
}
export type TraitText = ReturnType<typeof useTraitText>;
