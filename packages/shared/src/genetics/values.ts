import { z } from 'zod';
import { GENDERS } from '../animals/choices';
import { pageQuery, text } from '../http';
import { GENETIC_TRAITS } from './choices';

/**
 * One trait's result for an animal: the EPD (half the breeding value), the BIF accuracy
 * 1 − √(PEV / ((1+F)σ²)), the percentile rank among the evaluated animals (1 = the top 1 % in the
 * direction breeders prefer) and the possible change, the EPD's standard error: one in three EPDs
 * moves more than that as records accumulate (docs/decisions.md: EPDs).
 */
export const traitValue = z.object({
  epd: z.number(),
  accuracy: z.number(),
  percentile: z.number().int().nullable(),
  possibleChange: z.number(),
});
export type TraitValue = z.infer<typeof traitValue>;
export const traitValues = z.partialRecord(z.enum(GENETIC_TRAITS), traitValue);
export type TraitValues = z.infer<typeof traitValues>;

export const geneticAnimal = z.object({
  id: z.uuid(),
  tagNumber: text(),
  nickname: text().nullable(),
  gender: z.enum(GENDERS),
  breed: text().nullable(),
  birthDate: text().nullable(),
  farm: text().nullable(),
  status: text(),
  inbreeding: z.number().nullable(),
});
export type GeneticAnimal = z.infer<typeof geneticAnimal>;

export const geneticListItem = z.object({ animal: geneticAnimal, values: traitValues });
export type GeneticListItem = z.infer<typeof geneticListItem>;

/** One trait's bounds in a search: EPD and accuracy ranges, each end optional. */
export const traitRange = z.object({
  trait: z.enum(GENETIC_TRAITS, { error: 'genetics.traitRequired' }),
  minEpd: z.number({ error: 'validation.invalid' }).nullish(),
  maxEpd: z.number({ error: 'validation.invalid' }).nullish(),
  minAccuracy: z.number({ error: 'validation.invalid' }).min(0, 'genetics.accuracyRange').max(1, 'genetics.accuracyRange').nullish(),
  maxAccuracy: z.number({ error: 'validation.invalid' }).min(0, 'genetics.accuracyRange').max(1, 'genetics.accuracyRange').nullish(),
});
export type TraitRange = z.infer<typeof traitRange>;

const rangeChecked = <T extends z.ZodType<{ ranges?: TraitRange[] | null }>>(schema: T) =>
  schema.superRefine((value, context) => {
    (value.ranges ?? []).forEach((range, index) => {
      if (range.minEpd != null && range.maxEpd != null && range.minEpd > range.maxEpd) context.addIssue({ code: 'custom', path: ['ranges', index, 'maxEpd'], message: 'genetics.rangeReversed' });
      if (range.minAccuracy != null && range.maxAccuracy != null && range.minAccuracy > range.maxAccuracy)
        context.addIssue({ code: 'custom', path: ['ranges', index, 'maxAccuracy'], message: 'genetics.rangeReversed' });
    });
  });

/** The list's sort: the animal's tag, name or birth, or a trait's EPD (`epd:weaningWeight`). */
export const GENETIC_SORT = ['tagNumber', 'nickname', 'birthDate', ...GENETIC_TRAITS.map((trait) => `epd:${trait}` as const)] as const;
export type GeneticSort = (typeof GENETIC_SORT)[number];

const filters = {
  gender: z.enum(GENDERS, { error: 'validation.invalid' }).optional(),
  /** The breed's reference code, as the herd list filters it. */
  breedCode: text().trim().max(40).optional(),
  farmId: z.uuid({ error: 'validation.invalid' }).optional(),
  /** Active animals only unless asked (sold and dead bulls keep their EPDs, as their progeny do). */
  includeInactive: z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((value) => value === 'true').optional(),
};

/** `/genetics`: the herd with its EPDs, one trait's range as a filter. */
export const geneticsQuery = pageQuery.extend({
  col: z.enum(GENETIC_SORT, { error: 'validation.invalid' }).optional(),
  ...filters,
  trait: z.enum(GENETIC_TRAITS, { error: 'validation.invalid' }).optional(),
  minEpd: z.coerce.number({ error: 'validation.invalid' }).optional(),
  maxEpd: z.coerce.number({ error: 'validation.invalid' }).optional(),
  minAccuracy: z.coerce.number({ error: 'validation.invalid' }).min(0, 'genetics.accuracyRange').max(1, 'genetics.accuracyRange').optional(),
});
export type GeneticsQuery = z.infer<typeof geneticsQuery>;

/** `/genetic-search` → `/search-list`: ranges on several traits at once, with breed, sex and herd. */
export const geneticSearchRequest = rangeChecked(
  z.object({
    ranges: z.array(traitRange).max(GENETIC_TRAITS.length, 'validation.invalid').default([]),
    gender: z.enum(GENDERS, { error: 'validation.invalid' }).nullish(),
    breedCode: text().trim().max(40).nullish(),
    farmId: z.uuid({ error: 'validation.invalid' }).nullish(),
    includeInactive: z.boolean({ error: 'validation.invalid' }).default(false),
    search: text().trim().max(100).nullish(),
    sort: z.enum(GENETIC_SORT, { error: 'validation.invalid' }).default('tagNumber'),
    desc: z.boolean({ error: 'validation.invalid' }).default(false),
    page: z.number({ error: 'validation.invalid' }).int().min(1).default(1),
    limit: z.number({ error: 'validation.invalid' }).int().min(1).max(100).default(25),
  }),
);
export type GeneticSearchRequest = z.infer<typeof geneticSearchRequest>;

/** `/compare-genetic?ids=a,b`: two to four animals side by side, their ids comma-separated (or the parameter repeated). */
export const compareQuery = z.object({
  ids: z
    .union([text(), z.array(text())], { error: 'genetics.compareCount' })
    .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.uuid({ error: 'errors.notFound' })).min(2, 'genetics.compareCount').max(4, 'genetics.compareCount')),
});
export const comparison = z.object({ animals: z.array(geneticListItem), evaluatedAt: text().nullable() });
export type Comparison = z.infer<typeof comparison>;

/** An animal's values in each completed evaluation it was in, newest first (the genetic-worth tab). */
export const geneticHistoryEntry = z.object({ evaluationId: z.uuid(), evaluatedAt: text(), values: traitValues });
export const geneticWorth = z.object({
  animal: geneticAnimal,
  values: traitValues,
  evaluatedAt: text().nullable(),
  history: z.array(geneticHistoryEntry),
});
export type GeneticWorth = z.infer<typeof geneticWorth>;

/** `/genetics/epd-info/{id}`: each trait explained with the animal's figures and the herd's spread. */
export const epdInfoTrait = z.object({
  trait: z.enum(GENETIC_TRAITS),
  unit: text(),
  value: traitValue.nullable(),
  /** The evaluated animals' EPD distribution for the trait. */
  herd: z.object({ animals: z.number().int(), mean: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable() }),
  heritability: z.number().nullable(),
  /** An EPD ± this holds the true value two times in three (the possible change). */
  rangeLow: z.number().nullable(),
  rangeHigh: z.number().nullable(),
});
export const epdInfo = z.object({ animal: geneticAnimal, evaluatedAt: text().nullable(), traits: z.array(epdInfoTrait) });
export type EpdInfo = z.infer<typeof epdInfo>;
