import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { LANGUAGES } from '../constants';
import { money } from '../money';

/**
 * Least-cost rations (docs/decisions.md: feed rations). A formulation is asked for a group or one
 * animal; the server reads the animals' records (latest weight, milk records, reproduction), works
 * out their requirements with @ganado/nutrition and formulates with @ganado/rations on a worker
 * thread. A group may be split into sub-groups by weight, each with its own ration from the same
 * feeds. Costs are estimates in the currency's major units, not amounts charged.
 */
export const PRODUCTION_SYSTEMS = ['beefGrowing', 'dairyLactating', 'dairyDry'] as const;
export type ProductionSystem = (typeof PRODUCTION_SYSTEMS)[number];
export const RATION_FEEDS_MAX = 50;
export const SUB_GROUPS_MAX = 4;
export const RATION_NAME_MAX = 60;

/** A feed chosen for a ration: a lot in stock (its analysis, price and stock) or a library feed bought at its price. */
export const rationFeed = z
  .object({
    lotId: z.uuid({ error: 'errors.notFound' }).nullish(),
    ingredientId: z.uuid({ error: 'errors.notFound' }).nullish(),
    minPercentOfDm: z.number({ error: 'validation.invalid' }).min(0, 'feed.percentRange').max(100, 'feed.percentRange').nullish(),
    maxPercentOfDm: z.number({ error: 'validation.invalid' }).min(0, 'feed.percentRange').max(100, 'feed.percentRange').nullish(),
  })
  .superRefine((value, context) => {
    if (!value.lotId === !value.ingredientId) context.addIssue({ code: 'custom', path: ['lotId'], message: 'feed.feedRequired' });
    if (value.minPercentOfDm != null && value.maxPercentOfDm != null && value.minPercentOfDm > value.maxPercentOfDm)
      context.addIssue({ code: 'custom', path: ['maxPercentOfDm'], message: 'feed.maxBelowMin' });
  });
export type RationFeed = z.infer<typeof rationFeed>;

export const rationTarget = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('group'), groupId: z.uuid({ error: 'feed.groupRequired' }) }), z.object({ kind: z.literal('animal'), animalId: z.uuid({ error: 'feed.animalRequired' }) })],
  { error: 'feed.targetRequired' },
);
export type RationTarget = z.infer<typeof rationTarget>;

/** POST /api/feed/formulation: the least-cost ration for a group or an animal from the feeds chosen. */
export const formulationRequest = z
  .object({
    target: rationTarget,
    system: z.enum(PRODUCTION_SYSTEMS, { error: 'feed.systemRequired' }),
    /** Beef: the gain aimed at, kg of live weight a day. */
    targetGainKgPerDay: z.number({ error: 'validation.invalid' }).min(0, 'feed.gainRange').max(2.5, 'feed.gainRange').nullish(),
    /** Beef: the weight at the target finish; by sex when left out (docs/decisions.md: feed rations). */
    finalWeightKg: z.number({ error: 'validation.invalid' }).min(200, 'feed.finalWeightRange').max(1200, 'feed.finalWeightRange').nullish(),
    /** Days the lots' stock must last at this ration. */
    days: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'feed.daysRange').max(365, 'feed.daysRange').default(1),
    /** Sub-groups by weight (a group only), each with its own ration. */
    subGroups: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'feed.subGroupsRange').max(SUB_GROUPS_MAX, 'feed.subGroupsRange').default(1),
    /** Dairy: what the milk is paid, per kg, for income over feed cost. */
    milkPrice: money.nullish(),
    feeds: z.array(rationFeed, { error: 'feed.feedsRequired' }).min(1, 'feed.feedsRequired').max(RATION_FEEDS_MAX, 'feed.tooManyFeeds'),
  })
  .superRefine((value, context) => {
    if (value.system === 'beefGrowing' && value.targetGainKgPerDay == null) context.addIssue({ code: 'custom', path: ['targetGainKgPerDay'], message: 'feed.gainRequired' });
    if (value.target.kind === 'animal' && value.subGroups > 1) context.addIssue({ code: 'custom', path: ['subGroups'], message: 'feed.subGroupsRange' });
  });
export type FormulationRequest = z.infer<typeof formulationRequest>;
export type FormulationForm = z.input<typeof formulationRequest>;

const requirementParts = z.object({ maintenance: z.number(), gain: z.number(), lactation: z.number(), pregnancy: z.number() });
/** A requirement per head per day, with what it is made of. */
export const requirementFigure = z.object({ id: text(), unit: text(), total: z.number(), parts: requirementParts, basis: z.enum(['dietary', 'absorbed']).nullable() });

export const rationIngredient = z.object({
  lotId: z.uuid().nullable(),
  lotNumber: z.number().int().nullable(),
  ingredientId: z.uuid(),
  name: text(),
  category: text(),
  kgDmPerHead: z.number(),
  kgAsFedPerHead: z.number(),
  kgAsFedGroup: z.number(),
  percentOfDm: z.number(),
  costPerHead: z.number(),
});
export type RationIngredient = z.infer<typeof rationIngredient>;

export const nutrientSupplied = z.object({
  id: text(),
  supplied: z.number(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  percentOfRequirement: z.number().nullable(),
  unit: text(),
});
export const bindingConstraint = z.object({ constraint: text(), limit: z.number(), shadowPrice: z.number(), limitUnit: text() });
export const rationConflict = z.object({
  constraint: text(),
  limit: z.number(),
  reached: z.number(),
  missedBy: z.number(),
  moveLimitBy: z.number(),
  unit: text(),
  /** The chosen feed richest in the nutrient (for a minimum) or leanest (for a maximum). */
  bestIngredient: z.object({ id: text(), name: text(), concentration: z.number() }).nullable(),
  messageKey: text(),
  params: z.record(text(), z.union([text(), z.number()])),
});

export const rationOutcome = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('optimal'),
    ingredients: z.array(rationIngredient),
    dmiKg: z.number(),
    costPerHead: z.number(),
    costGroup: z.number(),
    nutrients: z.array(nutrientSupplied),
    binding: z.array(bindingConstraint),
    /** Dairy with a milk price: milk income less feed cost, per head per day. */
    incomeOverFeedCostPerHead: z.number().nullable(),
  }),
  z.object({ status: z.literal('infeasible'), conflicts: z.array(rationConflict), blocking: z.array(text()) }),
  z.object({ status: z.literal('unbounded') }),
]);
export type RationOutcome = z.infer<typeof rationOutcome>;

export const subGroupRation = z.object({
  index: z.number().int(),
  headCount: z.number().int(),
  averageWeightKg: z.number(),
  /** Animal ids, in weight order. */
  animalIds: z.array(z.uuid()),
  requirements: z.object({ dmiKg: z.number(), nutrients: z.array(requirementFigure) }),
  outcome: rationOutcome,
});
export type SubGroupRation = z.infer<typeof subGroupRation>;

export const formulation = z.object({
  target: z.object({ kind: z.enum(['group', 'animal']), id: z.uuid(), name: text(), headCount: z.number().int() }),
  system: z.enum(PRODUCTION_SYSTEMS),
  currency: text(),
  subGroups: z.array(subGroupRation),
  /** Animals left out and why (no weight on record): message keys with their parameters. */
  warnings: z.array(z.object({ key: text(), params: z.record(text(), z.union([text(), z.number()])) })),
});
export type Formulation = z.infer<typeof formulation>;

/** POST /api/feed/ration: a ration saved to the library, formulated again on the server from its request. */
export const rationRequest = z.object({ name: requiredText(RATION_NAME_MAX), notes: optionalText(500), formulation: formulationRequest });
export type RationRequest = z.infer<typeof rationRequest>;

export const ration = z.object({
  id: z.uuid(),
  /** The organisation's rations numbered 1, 2, 3 …: the spec's rationId. */
  number: z.number().int(),
  name: text(),
  version: z.number().int(),
  /** Earlier versions of the same ration, newest first. */
  versions: z.array(z.object({ id: z.uuid(), version: z.number().int(), createdAt: text() })),
  notes: text().nullable(),
  request: z.any().describe('The formulation request it was made from'),
  result: formulation,
  /** Groups and animals it is applied to now, from when. */
  appliedTo: z.array(z.object({ kind: z.enum(['group', 'animal']), id: z.uuid(), name: text(), from: text() })),
  createdAt: text(),
  createdBy: text().nullable(),
});
export type Ration = z.infer<typeof ration>;
export const rationSummary = ration.pick({ id: true, number: true, name: true, version: true, createdAt: true, appliedTo: true }).extend({
  system: z.enum(PRODUCTION_SYSTEMS),
  target: formulation.shape.target,
  costPerHead: z.number().nullable(),
  currency: text(),
});
export type RationSummary = z.infer<typeof rationSummary>;
export const rationsQuery = pageQuery.extend({ kind: z.enum(['group', 'animal']).optional() });
export type RationsQuery = z.infer<typeof rationsQuery>;
export const rationParams = z.object({ number: z.coerce.number({ error: 'errors.notFound' }).int('errors.notFound').positive('errors.notFound').max(2_147_483_647, 'errors.notFound') });

/** PUT /api/feed/ration/:number: a new version, formulated again (a feed's price or analysis changed). */
export const rationVersionRequest = rationRequest.partial({ name: true });
export type RationVersionRequest = z.infer<typeof rationVersionRequest>;
export const copyRationRequest = z.object({ name: requiredText(RATION_NAME_MAX) });

/** POST /api/feed/ration/:number/apply: the group or animal is on this ration from a day on. */
export const applyRationRequest = z.object({ target: rationTarget, from: occurredAt });
export type ApplyRationRequest = z.infer<typeof applyRationRequest>;

/**
 * POST /api/feed/ration/:number/feeding: the ration fed to its group or animal: one feeding event
 * on the animals that draws each feed's as-fed kg from its lots (a library feed from its lots,
 * soonest to expire first). Refused whole (409) when a lot would go below zero.
 */
export const feedingRequest = z.object({
  target: rationTarget,
  occurredAt,
  /** Days fed at once (a day's feeding is 1). */
  days: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'feed.feedingDaysRange').max(31, 'feed.feedingDaysRange').default(1),
  notes: optionalText(300),
});
export type FeedingRequest = z.infer<typeof feedingRequest>;
export const feeding = z.object({
  eventId: z.uuid(),
  headCount: z.number().int(),
  drawn: z.array(z.object({ lotNumber: z.number().int(), name: text(), kg: z.number(), stockKg: z.number() })),
});
export type Feeding = z.infer<typeof feeding>;
/** What a feeding record made from a ration carries in its details: the ration's number (the animal's records refuse to change it). */
export const FED_FROM_RATION = 'rationNumber';

/**
 * GET /api/feed/ration/:number/loading-sheet: the mixer's loading sheet, as-fed kg per load in
 * loading order, in the language of the farm the animals are on unless asked.
 */
export const loadingSheetQuery = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
  headCount: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'animals.mustBePositive').max(100_000, 'feed.implausible').optional(),
  loads: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'feed.loadsRange').max(20, 'feed.loadsRange').default(1),
});

/** GET /api/feed/animal/:id (the animal's feed tab): the ration it is on and what it was fed. */
export const animalFeed = z.object({
  current: z.object({ rationId: z.uuid(), number: z.number().int(), name: text(), version: z.number().int(), from: text(), through: z.enum(['group', 'animal']) }).nullable(),
  perHead: z.array(rationIngredient.pick({ name: true, kgAsFedPerHead: true, kgDmPerHead: true })),
});
export type AnimalFeed = z.infer<typeof animalFeed>;

/** GET /api/feed/suggestion: what to buy or use up. */
export const SUGGESTION_KINDS = ['useSoon', 'lowStock', 'cheaperSupplier', 'cheaperSubstitute'] as const;
export const suggestion = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  messageKey: text(),
  params: z.record(text(), z.union([text(), z.number()])),
  lotNumber: z.number().int().nullable(),
  ingredientId: z.uuid().nullable(),
  /** Estimated saving per tonne, in the currency's major units, for a cheaper option. */
  savingPerTonne: z.number().nullable(),
  currency: text().nullable(),
});
export const suggestions = z.object({ items: z.array(suggestion) });
