import { useTranslation } from 'react-i18next';
import { FEED_NUTRIENT_UNITS, type FeedNutrient } from '@ganado/shared/feed';
import { minorDigits } from '@ganado/shared/money';
import { numberText } from '../../components/format';
import { moneyText } from '../../components/money';

/**
 * What a figure of a ration is measured in, read from the unit the server names (the formulator's
 * "kg/head/day", "fraction of DM", "Mcal/kg DM", the requirements' "g/d", "Mcal/d"): every mass is
 * shown from kg (as g below 1 kg), a fraction of DM as a percentage, energies in Mcal.
 */
export type Measure = 'mass' | 'energy' | 'share' | 'energyDensity' | 'percent' | 'iu' | 'other';

export function measureOf(unit: string): { measure: Measure; toBase: number } {
  const head = unit.trim().split(/[\s/]/)[0]!.toLowerCase();
  if (/^mcal\/kg/i.test(unit)) return { measure: 'energyDensity', toBase: 1 };
  if (head === 'mcal') return { measure: 'energy', toBase: 1 };
  if (head === 'kg') return { measure: 'mass', toBase: 1 };
  if (head === 'g') return { measure: 'mass', toBase: 1e-3 };
  if (head === 'mg') return { measure: 'mass', toBase: 1e-6 };
  if (/^fraction/i.test(unit)) return { measure: 'share', toBase: 100 };
  if (head === '%' || /^percent/i.test(unit)) return { measure: 'percent', toBase: 1 };
  if (head === 'iu') return { measure: 'iu', toBase: 1 };
  return { measure: 'other', toBase: 1 };
}

/** The nutrient ids the screens name (FEED_NUTRIENTS, and what the formulator adds: MP, the rumen's RDP balance, a beef ration's net energy row). */
export const NAMED_NUTRIENTS = [...(Object.keys(FEED_NUTRIENT_UNITS) as FeedNutrient[]), 'mp', 'rdpBalance', 'energy'] as const;
const isNamed = (id: string) => (NAMED_NUTRIENTS as readonly string[]).includes(id);

/** How the feed pages write their figures, in the reader's language (components/format.ts, components/money.ts). */
export function useFeedFigures() {
  const { t, i18n } = useTranslation('feed');
  const language = i18n.language;
  const number = (value: number, digits = 2) => numberText(value, language, { digits });
  const kg = (value: number) => t('units.kg', { value: number(value, value >= 100 ? 0 : 1) });
  /** A mass given in kg: as g below 1 kg, as mg below 1 g. */
  const mass = (valueKg: number) => {
    const size = Math.abs(valueKg);
    if (size !== 0 && size < 0.001) return t('units.mg', { value: number(valueKg * 1e6, 1) });
    if (size < 1) return t('units.g', { value: number(valueKg * 1000, size < 0.01 ? 1 : 0) });
    return t('units.kg', { value: number(valueKg, 2) });
  };
  const percent = (value: number, digits = 1) => t('units.percent', { value: number(value, digits) });
  /** A figure in the unit the server names it in. */
  const quantity = (value: number, unit: string) => {
    const { measure, toBase } = measureOf(unit);
    const base = value * toBase;
    switch (measure) {
      case 'mass':
        return mass(base);
      case 'energy':
        return t('units.mcal', { value: number(base) });
      case 'energyDensity':
        return t('units.mcalPerKgDm', { value: number(base) });
      case 'share':
      case 'percent':
        return percent(base, 2);
      case 'iu':
        return t('units.iu', { value: number(base, 0) });
      default:
        return `${number(value, 3)} ${unit}`;
    }
  };
  /** A cost in the currency's major units (the formulator's estimates): its own decimals, two more for a small one. */
  const cost = (value: number, currency: string, precise = false) => {
    const digits = minorDigits(currency) + (precise && Math.abs(value) < 1 ? 2 : 0);
    return `${numberText(value, language, { digits, fixed: !precise })} ${currency}`;
  };
  const nutrient = (id: string) => (isNamed(id) ? t(`nutrients.${id}.name`) : id);
  return {
    number,
    kg,
    mass,
    percent,
    quantity,
    cost,
    money: (money: { amountMinor: number; currency: string } | null | undefined) => (money ? moneyText(money, language) : '—'),
    /** A price per tonne: "245.00 EUR/t". */
    perTonne: (money: { amountMinor: number; currency: string } | null | undefined) => (money ? t('units.perTonne', { price: moneyText(money, language) }) : '—'),
    /** A nutrient's name as a heading ("Calcium", "Crude protein (CP)"). */
    nutrient,
    /** A nutrient's name inside a sentence ("calcium", "crude protein"). */
    nutrientInText: (id: string) => (isNamed(id) ? t(`nutrients.${id}.inText`) : id),
    /** The unit a feed's value of the nutrient is written in ("% DM", "Mcal/kg DM"). */
    compositionUnit: (id: FeedNutrient) => t(`compositionUnits.${FEED_NUTRIENT_UNITS[id]}`),
    days: (count: number) => t('units.days', { count, value: number(count, 0) }),
  };
}
export type FeedFigures = ReturnType<typeof useFeedFigures>;
