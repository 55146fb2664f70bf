/**
 * The traits Ganado evaluates, each an expected progeny difference (EPD) per animal, and what each
 * is measured on (docs/decisions.md: genetics). Weaning weight is evaluated with a maternal model:
 * its maternal half is the `milk` EPD breed associations publish beside it.
 */
export const GENETIC_TRAITS = ['birthWeight', 'weaningWeight', 'milk', 'yearlingWeight', 'carcassWeight', 'marbling', 'ribeyeArea', 'fatThickness'] as const;
export type GeneticTrait = (typeof GENETIC_TRAITS)[number];

/** The traits an evaluation solves: `milk` comes with weaning weight, from the same equations. */
export const EVALUATED_TRAITS = ['birthWeight', 'weaningWeight', 'yearlingWeight', 'carcassWeight', 'marbling', 'ribeyeArea', 'fatThickness'] as const;
export type EvaluatedTrait = (typeof EVALUATED_TRAITS)[number];

/** The records a contemporary group is formed for (docs/product.md §1: birth, weaning, yearling and carcass data). */
export const GROUP_TRAITS = ['birth', 'weaning', 'yearling', 'carcass'] as const;
export type GroupTrait = (typeof GROUP_TRAITS)[number];

/** Which contemporary groups compare the records of each evaluated trait. */
export const GROUP_OF_TRAIT: Record<EvaluatedTrait, GroupTrait> = {
  birthWeight: 'birth',
  weaningWeight: 'weaning',
  yearlingWeight: 'yearling',
  carcassWeight: 'carcass',
  marbling: 'carcass',
  ribeyeArea: 'carcass',
  fatThickness: 'carcass',
};

/** The unit an EPD of each trait is written in. */
export const TRAIT_UNITS: Record<GeneticTrait, string> = {
  birthWeight: 'kg',
  weaningWeight: 'kg',
  milk: 'kg',
  yearlingWeight: 'kg',
  carcassWeight: 'kg',
  marbling: 'score',
  ribeyeArea: 'cm²',
  fatThickness: 'mm',
};

/**
 * The direction a breeder prefers, as breed associations rank percentiles (1 = the top 1 %): a
 * lighter calf at birth (easier calving) and less back fat rank high; every other trait, more.
 */
export const LOWER_IS_BETTER: ReadonlySet<GeneticTrait> = new Set(['birthWeight', 'fatThickness']);

/** The sex a calf was weighed or slaughtered as: a steer is a castrated male (docs/product.md §3: weaningSex, yearlingSex, carcassSex). */
export const CALF_SEXES = ['bull', 'steer', 'heifer'] as const;
export type CalfSex = (typeof CALF_SEXES)[number];

/** How a birth weight was taken (docs/product.md §3 accuracyWeight): associations accept a scale's within 24 h. */
export const WEIGHT_ACCURACIES = ['scale', 'tape', 'estimated'] as const;
export type WeightAccuracy = (typeof WEIGHT_ACCURACIES)[number];

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const EVALUATION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

/** What the lab file was written as (docs/decisions.md: genotypes). */
export const GENOTYPE_FORMATS = ['finalReport', 'plink', 'vcf'] as const;
export type GenotypeFormat = (typeof GENOTYPE_FORMATS)[number];

export const PARENTAGE_VERDICTS = ['compatible', 'excluded', 'inconclusive', 'notGenotyped'] as const;
export type ParentageVerdict = (typeof PARENTAGE_VERDICTS)[number];

/** Trait names as files and sheets write them (the web's own texts are in its `genetics` locale). */
export const TRAIT_LABELS: Record<'en' | 'es', Record<GeneticTrait, string>> = {
  en: {
    birthWeight: 'Birth weight',
    weaningWeight: 'Weaning weight',
    milk: 'Milk',
    yearlingWeight: 'Yearling weight',
    carcassWeight: 'Carcass weight',
    marbling: 'Marbling',
    ribeyeArea: 'Ribeye area',
    fatThickness: 'Fat thickness',
  },
  es: {
    birthWeight: 'Peso al nacer',
    weaningWeight: 'Peso al destete',
    milk: 'Leche',
    yearlingWeight: 'Peso al año',
    carcassWeight: 'Peso de la canal',
    marbling: 'Marmoleo',
    ribeyeArea: 'Área del ojo de costilla',
    fatThickness: 'Grasa dorsal',
  },
};

/** The export's other headers, in each language. */
export const GENETICS_WORDS = {
  en: { sheet: 'EPDs', tagNumber: 'Tag number', nickname: 'Name', gender: 'Sex', breed: 'Breed', birthDate: 'Birth date', inbreeding: 'Inbreeding (%)', epd: 'EPD', accuracy: 'Acc', percentile: '%Rank' },
  es: { sheet: 'DEP', tagNumber: 'Número de arete', nickname: 'Nombre', gender: 'Sexo', breed: 'Raza', birthDate: 'Fecha de nacimiento', inbreeding: 'Consanguinidad (%)', epd: 'DEP', accuracy: 'Prec', percentile: '%Rango' },
} as const;
