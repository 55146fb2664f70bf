import type { FieldPath } from 'react-hook-form';
import { DEFAULT_VARIANCES, EVALUATED_TRAITS, modelSettingsRequest, phenotypicVariance, type EvaluatedTrait, type ModelSettings, type ModelSettingsRequest } from '@ganado/shared/genetics';
import { bodyResolver } from '../../../components/form/body-resolver';

/** The variance components a trait's model has: weaning weight's maternal model adds three. */
export const DIRECT_PARTS = ['direct', 'residual'] as const;
export const MATERNAL_PARTS = ['maternal', 'directMaternal', 'permanentEnvironment'] as const;
export type VariancePart = (typeof DIRECT_PARTS)[number] | (typeof MATERNAL_PARTS)[number];
export const partsOf = (trait: EvaluatedTrait): readonly VariancePart[] => (trait === 'weaningWeight' ? [...DIRECT_PARTS, ...MATERNAL_PARTS] : DIRECT_PARTS);

/** One trait's variances as typed: numbers, null while blank. */
export type TraitVarianceValues = { trait: EvaluatedTrait } & Record<VariancePart, number | null>;
export interface ModelValues {
  traits: TraitVarianceValues[];
}

/** The form's values: every evaluated trait, in the contract's order, from the saved settings (or the defaults). */
export function modelValues(saved: ModelSettings): ModelValues {
  return {
    traits: EVALUATED_TRAITS.map((trait) => {
      const current = saved.traits.find((entry) => entry.trait === trait) ?? { ...DEFAULT_VARIANCES[trait], maternal: null, directMaternal: null, permanentEnvironment: null };
      return {
        trait,
        direct: current.direct,
        residual: current.residual,
        maternal: current.maternal ?? null,
        directMaternal: current.directMaternal ?? null,
        permanentEnvironment: current.permanentEnvironment ?? null,
      };
    }),
  };
}

/** A trait's defaults (shared/genetics/settings.ts: Koots et al. 1994), as the form holds them. */
export const defaultValuesOf = (trait: EvaluatedTrait): TraitVarianceValues => {
  const defaults = DEFAULT_VARIANCES[trait];
  return { trait, direct: defaults.direct, residual: defaults.residual, maternal: defaults.maternal ?? null, directMaternal: defaults.directMaternal ?? null, permanentEnvironment: defaults.permanentEnvironment ?? null };
};

export const isDefault = (values: TraitVarianceValues) => {
  const defaults = defaultValuesOf(values.trait);
  return partsOf(values.trait).every((part) => values[part] === defaults[part]);
};

/**
 * What the typed variances imply, worked out as they are typed: the phenotypic variance, the direct
 * (and maternal) heritability, and weaning weight's direct–maternal correlation. Null while a figure
 * is missing or they add up to nothing.
 */
export function implied(values: TraitVarianceValues) {
  const parts = partsOf(values.trait);
  if (parts.some((part) => values[part] === null || !Number.isFinite(values[part]))) return null;
  const phenotypic = phenotypicVariance({
    direct: values.direct!,
    residual: values.residual!,
    ...(values.trait === 'weaningWeight' ? { maternal: values.maternal!, directMaternal: values.directMaternal!, permanentEnvironment: values.permanentEnvironment! } : {}),
  });
  if (!(phenotypic > 0)) return null;
  const maternal = values.trait === 'weaningWeight' ? values.maternal! : null;
  const correlation = maternal !== null && values.direct! > 0 && maternal > 0 ? values.directMaternal! / Math.sqrt(values.direct! * maternal) : null;
  return { phenotypic, heritability: values.direct! / phenotypic, maternalHeritability: maternal === null ? null : maternal / phenotypic, correlation };
}

/** Every field the server may name in a 422 (`traits.N.direct`…). */
export const MODEL_FIELDS = EVALUATED_TRAITS.flatMap((trait, index) => partsOf(trait).map((part) => `traits.${index}.${part}` as FieldPath<ModelValues>));

/** The body: each trait with its own components only; a blank reaches the contract as missing and gets its message. */
export const modelResolver = bodyResolver(modelSettingsRequest, (values: ModelValues) => ({
  traits: values.traits.map((entry) => Object.fromEntries([['trait', entry.trait], ...partsOf(entry.trait).map((part) => [part, entry[part]])])),
}) as ModelSettingsRequest);
