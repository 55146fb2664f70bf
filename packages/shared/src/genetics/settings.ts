import { z } from 'zod';
import { text } from '../http';
import { EVALUATED_TRAITS, type EvaluatedTrait } from './choices';
import { EPD_FIELD_NAMES, type EpdFieldName } from './epd-data';

/**
 * The variance components of each trait's model (`modelSettings`), in the trait's unit squared.
 * Only ratios move breeding values and accuracies; the phenotypic scale moves the possible change.
 * Weaning weight's maternal model adds the dam's genetic effect, its covariance with the calf's own
 * and the dam's permanent environment (docs/decisions.md: model settings).
 */
export interface TraitVariances {
  direct: number;
  residual: number;
  maternal?: number;
  directMaternal?: number;
  permanentEnvironment?: number;
}

/**
 * Defaults: the weighted mean heritabilities of Koots, Gibson, Smith & Wilton (1994), "Analyses of
 * published genetic parameter estimates for beef production traits. 1. Heritability", Animal
 * Breeding Abstracts 62:309–338 (weaning weight direct 0.24, maternal 0.13; birth weight 0.31;
 * yearling weight 0.33; carcass weight 0.23; marbling 0.38; ribeye area 0.42; fat thickness 0.44),
 * the direct–maternal correlation of weaning weight −0.16 (part 2 of the same analysis), a permanent
 * environment of 8 % of the phenotype, over phenotypic variances typical of beef herds (standard
 * deviations 4.5 kg at birth, 30 kg at weaning, 45 kg at a year, 30 kg carcass, 100 marbling points,
 * 8 cm² ribeye, 3 mm fat). A breeder with estimates for their own herd enters them.
 */
const fromHeritability = (phenotypic: number, heritability: number): TraitVariances => ({ direct: phenotypic * heritability, residual: phenotypic * (1 - heritability) });
const weaning = (() => {
  const phenotypic = 900;
  const direct = phenotypic * 0.24;
  const maternal = phenotypic * 0.13;
  const directMaternal = -0.16 * Math.sqrt(direct * maternal);
  const permanentEnvironment = phenotypic * 0.08;
  return { direct, maternal, directMaternal, permanentEnvironment, residual: phenotypic - direct - maternal - directMaternal - permanentEnvironment };
})();
const round = (variances: TraitVariances): TraitVariances =>
  Object.fromEntries(Object.entries(variances).map(([name, value]) => [name, Math.round(value * 100) / 100])) as unknown as TraitVariances;

export const DEFAULT_VARIANCES: Record<EvaluatedTrait, TraitVariances> = {
  birthWeight: round(fromHeritability(20.25, 0.31)),
  weaningWeight: round(weaning),
  yearlingWeight: round(fromHeritability(2025, 0.33)),
  carcassWeight: round(fromHeritability(900, 0.23)),
  marbling: round(fromHeritability(10_000, 0.38)),
  ribeyeArea: round(fromHeritability(64, 0.42)),
  fatThickness: round(fromHeritability(9, 0.44)),
};

const variance = z.number({ error: 'validation.invalid' }).positive('genetics.variancePositive').max(1e9, 'genetics.implausible');

export const traitVariances = z.object({
  trait: z.enum(EVALUATED_TRAITS, { error: 'genetics.traitRequired' }),
  direct: variance,
  residual: variance,
  maternal: variance.nullish(),
  directMaternal: z.number({ error: 'validation.invalid' }).min(-1e9).max(1e9).nullish(),
  permanentEnvironment: variance.nullish(),
});

/**
 * Every evaluated trait once; weaning weight's maternal components all given, and a covariance the
 * two genetic variances allow (|σdm| < σd·σm: a correlation inside −1 and 1).
 */
export const modelSettingsRequest = z
  .object({ traits: z.array(traitVariances) })
  .superRefine(({ traits }, context) => {
    const seen = new Set<string>();
    traits.forEach((entry, index) => {
      if (seen.has(entry.trait)) context.addIssue({ code: 'custom', path: ['traits', index, 'trait'], message: 'genetics.traitTwice' });
      seen.add(entry.trait);
      if (entry.trait !== 'weaningWeight') return;
      for (const part of ['maternal', 'directMaternal', 'permanentEnvironment'] as const) {
        if (entry[part] == null) context.addIssue({ code: 'custom', path: ['traits', index, part], message: 'genetics.maternalRequired' });
      }
      if (entry.maternal != null && entry.directMaternal != null && Math.abs(entry.directMaternal) >= Math.sqrt(entry.direct * entry.maternal)) {
        context.addIssue({ code: 'custom', path: ['traits', index, 'directMaternal'], message: 'genetics.covarianceTooLarge' });
      }
    });
    for (const trait of EVALUATED_TRAITS) if (!seen.has(trait)) context.addIssue({ code: 'custom', path: ['traits'], message: 'genetics.traitMissing' });
  });
export type ModelSettingsRequest = z.infer<typeof modelSettingsRequest>;

export const traitSettings = z.object({
  trait: z.enum(EVALUATED_TRAITS),
  direct: z.number(),
  residual: z.number(),
  maternal: z.number().nullable(),
  directMaternal: z.number().nullable(),
  permanentEnvironment: z.number().nullable(),
  /** Direct (and maternal) heritability: its variance over the phenotypic variance. */
  heritability: z.number(),
  maternalHeritability: z.number().nullable(),
  /** Whether these are the defaults, unedited. */
  isDefault: z.boolean(),
});
export type TraitSettings = z.infer<typeof traitSettings>;
export const modelSettings = z.object({ traits: z.array(traitSettings), updatedAt: text().nullable() });
export type ModelSettings = z.infer<typeof modelSettings>;

/** The phenotypic variance a trait's components add up to (docs/decisions.md: model settings). */
export function phenotypicVariance(variances: TraitVariances): number {
  return variances.direct + variances.residual + (variances.maternal ?? 0) + (variances.directMaternal ?? 0) + (variances.permanentEnvironment ?? 0);
}

/** `requiredFieldsSetting`: the fields a submission refuses an animal without. */
export const DEFAULT_REQUIRED_FIELDS: readonly EpdFieldName[] = ['regNo', 'animalName', 'gender', 'sireId', 'damId', 'dateOfBirth', 'birthWeight', 'weaningWeight', 'weaningDate'];
export const requiredFieldsRequest = z.object({
  fields: z.array(z.enum(EPD_FIELD_NAMES, { error: 'validation.invalid' })).max(EPD_FIELD_NAMES.length),
});
export type RequiredFieldsRequest = z.infer<typeof requiredFieldsRequest>;
export const requiredFields = z.object({ fields: z.array(z.enum(EPD_FIELD_NAMES)), isDefault: z.boolean() });
export type RequiredFields = z.infer<typeof requiredFields>;
