import { z } from 'zod';
import { optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { money, moneyAnswer } from '../money';
import { nutrients, nutrientsAnswer } from './nutrients';

/** What a feed is, for the library's filter and for the mixer's loading order (forages first). */
export const FEED_CATEGORIES = ['forage', 'grain', 'proteinMeal', 'byproduct', 'mineral', 'vitaminPremix', 'additive'] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];
export const INGREDIENT_NAME_MAX = 80;
export const SOURCE_MAX = 300;

const fraction = (key: string) => z.number({ error: 'validation.invalid' }).min(0, key).max(1, key).nullish();
const percent = z.number({ error: 'validation.invalid' }).min(0, 'feed.percentRange').max(100, 'feed.percentRange');

/**
 * What must never be fed: a most a feed may make of the ration's DM or of a head's day, the
 * species it must not be fed to (copper-rich feeds to sheep, ionophores to horses), and the toxic
 * levels in the farm's words.
 */
export const ingredientSafety = z.object({
  maxPercentOfDm: percent.nullish(),
  maxKgDmPerHead: z.number({ error: 'validation.invalid' }).positive('animals.mustBePositive').max(50, 'feed.implausible').nullish(),
  notForSpecies: z.array(text().trim().min(1).max(32), { error: 'validation.invalid' }).max(20, 'validation.invalid').default([]),
  toxicity: optionalText(SOURCE_MAX),
});
export type IngredientSafety = z.infer<typeof ingredientSafety>;

/**
 * POST/PUT /api/feed/ingredient: a feed of the library on a dry-matter basis (docs/decisions.md: feed
 * composition). The market price is per tonne as fed; `caAbsorption`/`pAbsorption` are the
 * fractions a cow absorbs (NASEM 2021 states dairy minerals as absorbed grams). `source` says where
 * the values come from (a laboratory, a publication).
 */
export const ingredientRequest = z.object({
  name: requiredText(INGREDIENT_NAME_MAX),
  category: z.enum(FEED_CATEGORIES, { error: 'feed.categoryRequired' }),
  dmPercent: z.number({ error: 'feed.dmRequired' }).gt(0, 'feed.dmRange').max(100, 'feed.dmRange'),
  nutrients,
  caAbsorption: fraction('feed.absorptionRange'),
  pAbsorption: fraction('feed.absorptionRange'),
  marketPrice: money.nullish(),
  safety: ingredientSafety.default({ notForSpecies: [] }),
  source: optionalText(SOURCE_MAX),
});
export type IngredientRequest = z.infer<typeof ingredientRequest>;
export type IngredientForm = z.input<typeof ingredientRequest>;

export const ingredient = z.object({
  id: z.uuid(),
  name: text(),
  category: z.enum(FEED_CATEGORIES),
  dmPercent: z.number(),
  nutrients: nutrientsAnswer,
  caAbsorption: z.number().nullable(),
  pAbsorption: z.number().nullable(),
  marketPrice: moneyAnswer.nullable(),
  safety: z.object({
    maxPercentOfDm: z.number().nullable(),
    maxKgDmPerHead: z.number().nullable(),
    notForSpecies: z.array(text()),
    toxicity: text().nullable(),
  }),
  source: text().nullable(),
  /** kg as fed in stock over all its lots. */
  stockKg: z.number(),
  /** The lowest current price of a supplier's list, per tonne as fed, when any. */
  bestSupplierPrice: moneyAnswer.extend({ supplierId: z.uuid(), supplierName: text() }).nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Ingredient = z.infer<typeof ingredient>;

export const ingredientsQuery = pageQuery.extend({
  category: z.enum(FEED_CATEGORIES, { error: 'validation.invalid' }).optional(),
  /** Only feeds with stock on hand. */
  inStock: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export type IngredientsQuery = z.infer<typeof ingredientsQuery>;
