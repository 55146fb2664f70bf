import { z } from 'zod';
import { text } from '../http/text';

/**
 * What a feed is made of, on a dry-matter basis (docs/decisions.md: feed composition), as a farmer
 * and a laboratory write it: proximate fractions and macro-minerals in % of DM, energies in Mcal per
 * kg of DM, trace minerals in mg per kg of DM, vitamins in IU per kg of DM. The server turns them
 * into the formulator's units (a fraction of DM is the percentage ÷ 100).
 */
export const FEED_NUTRIENT_UNITS = {
  cp: 'percentDm',
  rup: 'percentDm',
  rdp: 'percentDm',
  ndf: 'percentDm',
  adf: 'percentDm',
  fat: 'percentDm',
  starch: 'percentDm',
  sugar: 'percentDm',
  ash: 'percentDm',
  tdn: 'percentDm',
  ca: 'percentDm',
  p: 'percentDm',
  mg: 'percentDm',
  k: 'percentDm',
  na: 'percentDm',
  cl: 'percentDm',
  s: 'percentDm',
  nem: 'mcalPerKgDm',
  neg: 'mcalPerKgDm',
  nel: 'mcalPerKgDm',
  me: 'mcalPerKgDm',
  de: 'mcalPerKgDm',
  co: 'mgPerKgDm',
  cu: 'mgPerKgDm',
  fe: 'mgPerKgDm',
  i: 'mgPerKgDm',
  mn: 'mgPerKgDm',
  se: 'mgPerKgDm',
  zn: 'mgPerKgDm',
  vitA: 'iuPerKgDm',
  vitD: 'iuPerKgDm',
  vitE: 'iuPerKgDm',
} as const;
export type FeedNutrient = keyof typeof FEED_NUTRIENT_UNITS;
export type FeedNutrientUnit = (typeof FEED_NUTRIENT_UNITS)[FeedNutrient];
export const FEED_NUTRIENTS = Object.keys(FEED_NUTRIENT_UNITS) as [FeedNutrient, ...FeedNutrient[]];

/** The screen's groups of nutrients, in the order a feed analysis prints them. */
export const FEED_NUTRIENT_GROUPS = {
  proximate: ['cp', 'rup', 'rdp', 'ndf', 'adf', 'fat', 'starch', 'sugar', 'ash', 'tdn'],
  energy: ['nem', 'neg', 'nel', 'me', 'de'],
  macroMinerals: ['ca', 'p', 'mg', 'k', 'na', 'cl', 's'],
  traceMinerals: ['co', 'cu', 'fe', 'i', 'mn', 'se', 'zn'],
  vitamins: ['vitA', 'vitD', 'vitE'],
} as const satisfies Record<string, readonly FeedNutrient[]>;

/**
 * The energy systems each species is fed by: net energy for cattle (NASEM 2016, 2021), metabolisable
 * energy for sheep and goats, digestible energy for pigs and horses. A feed's "energy per species".
 */
export const ENERGY_BY_SPECIES: Readonly<Record<string, readonly FeedNutrient[]>> = {
  cattle: ['nem', 'neg', 'nel'],
  buffalo: ['nem', 'neg', 'nel'],
  sheep: ['me'],
  goat: ['me'],
  pig: ['de', 'me'],
  horse: ['de'],
};

/**
 * The highest each unit can physically reach: 100 % of DM; the gross energy of pure fat, about
 * 9.4 Mcal/kg (above it a figure is in MJ or not per kg of DM); a trace mineral as a whole tenth of
 * the feed (a mineral premix); a vitamin premix's tens of millions of IU.
 */
export const FEED_NUTRIENT_MAX: Readonly<Record<FeedNutrientUnit, number>> = {
  percentDm: 100,
  mcalPerKgDm: 9.5,
  mgPerKgDm: 100_000,
  iuPerKgDm: 100_000_000,
};

const nutrientValue = (unit: FeedNutrientUnit) =>
  z
    .number({ error: 'validation.invalid' })
    .min(0, 'animals.mustBePositive')
    .max(FEED_NUTRIENT_MAX[unit], unit === 'percentDm' ? 'feed.percentRange' : unit === 'mcalPerKgDm' ? 'feed.energyRange' : 'feed.implausible')
    .nullish();

/** RDP and RUP each rounded in a table can add up to a little more than the CP they split (as @ganado/rations allows). */
export const PROTEIN_SPLIT_TOLERANCE_PERCENT = 0.5;

/** A composition: every value optional (unknown is left out, never 0), each within its physical range. */
export const nutrientsShape = z.object(
  Object.fromEntries(FEED_NUTRIENTS.map((id) => [id, nutrientValue(FEED_NUTRIENT_UNITS[id])])) as Record<FeedNutrient, ReturnType<typeof nutrientValue>>,
);

/**
 * The composition with the limits between its parts: ADF is part of NDF, RUP and RDP split CP, and
 * the proximate fractions cannot add up to more than the whole (each problem names its field).
 */
export const nutrients = nutrientsShape.superRefine((value, context) => {
  const has = (id: FeedNutrient) => typeof value[id] === 'number';
  if (has('adf') && has('ndf') && value.adf! > value.ndf!) context.addIssue({ code: 'custom', path: ['adf'], message: 'feed.adfAboveNdf' });
  if (has('cp') && (has('rup') || has('rdp')) && (value.rup ?? 0) + (value.rdp ?? 0) > value.cp! + PROTEIN_SPLIT_TOLERANCE_PERCENT)
    context.addIssue({ code: 'custom', path: [has('rup') ? 'rup' : 'rdp'], message: 'feed.proteinSplitAboveCp' });
  const whole = (['cp', 'fat', 'ash', 'ndf'] as const).reduce((sum, id) => sum + (value[id] ?? 0), 0);
  if (whole > 100 + PROTEIN_SPLIT_TOLERANCE_PERCENT) context.addIssue({ code: 'custom', path: ['ndf'], message: 'feed.compositionAboveWhole' });
});
export type Nutrients = z.infer<typeof nutrients>;
/** As answered: only the values known. */
export const nutrientsAnswer = z.record(text(), z.number());
