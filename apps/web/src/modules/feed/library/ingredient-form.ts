import { FEED_NUTRIENTS, ingredientRequest, type FeedCategory, type FeedNutrient, type Ingredient, type IngredientForm } from '@ganado/shared/feed';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { moneyBody, moneyValues, type MoneyValues } from '../components/MoneyField';

/** A feed of the library as typed: figures as numbers (null while blank), the price as text with its currency. */
export interface IngredientValues {
  name: string;
  category: FeedCategory | '';
  dmPercent: number | null;
  nutrients: Record<FeedNutrient, number | null>;
  caAbsorption: number | null;
  pAbsorption: number | null;
  marketPrice: MoneyValues;
  safety: { maxPercentOfDm: number | null; maxKgDmPerHead: number | null; notForSpecies: string[]; toxicity: string };
  source: string;
}

/** A new feed, or the one being changed: an unknown value stays blank (never 0). */
export const ingredientValues = (feed: Ingredient | null): IngredientValues => ({
  name: feed?.name ?? '',
  category: feed?.category ?? '',
  dmPercent: feed?.dmPercent ?? null,
  nutrients: Object.fromEntries(FEED_NUTRIENTS.map((id) => [id, feed?.nutrients[id] ?? null])) as Record<FeedNutrient, number | null>,
  caAbsorption: feed?.caAbsorption ?? null,
  pAbsorption: feed?.pAbsorption ?? null,
  marketPrice: moneyValues(feed?.marketPrice),
  safety: {
    maxPercentOfDm: feed?.safety.maxPercentOfDm ?? null,
    maxKgDmPerHead: feed?.safety.maxKgDmPerHead ?? null,
    notForSpecies: feed?.safety.notForSpecies ?? [],
    toxicity: feed?.safety.toxicity ?? '',
  },
  source: feed?.source ?? '',
});

/** The contract's body: blanks as null, the price in minor units. */
export const ingredientBody = (values: IngredientValues): IngredientForm => ({
  name: values.name.trim(),
  category: values.category as FeedCategory,
  // Blank reaches the contract as missing, and gets its message.
  dmPercent: values.dmPercent as number,
  nutrients: values.nutrients,
  caAbsorption: values.caAbsorption,
  pAbsorption: values.pAbsorption,
  marketPrice: moneyBody(values.marketPrice),
  safety: { ...values.safety, toxicity: textOrNull(values.safety.toxicity) },
  source: textOrNull(values.source),
});

export const ingredientResolver = bodyResolver(ingredientRequest, ingredientBody);

/** The fields the server may name in a 409 or 422. */
export const INGREDIENT_FIELDS = [
  'name',
  'category',
  'dmPercent',
  ...FEED_NUTRIENTS.map((id) => `nutrients.${id}`),
  'caAbsorption',
  'pAbsorption',
  'marketPrice.amountMinor',
  'marketPrice.currency',
  'safety.maxPercentOfDm',
  'safety.maxKgDmPerHead',
  'safety.notForSpecies',
  'safety.toxicity',
  'source',
];
