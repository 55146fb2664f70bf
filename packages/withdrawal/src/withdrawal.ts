import { assertHours, assertInstant, hoursAfter } from './hours';

/** A drug label's withdrawal for one species it is authorised for. */
export interface LabelWithdrawal {
  species: string;
  meatHours: number;
  /** Null: the label does not authorise the drug for animals producing milk for human consumption. */
  milkHours: number | null;
}

export type Product = 'meat' | 'milk';

/** Which rule gave a withdrawal; stored with the treatment so the figure can be explained later. */
export type WithdrawalRule =
  /** The label's figure for the treated species. */
  | 'label'
  /** Cascade: the longest label figure for the product over all species × 1.5, rounded up to whole days. */
  | 'cascadeLongestTimes1_5'
  /** Cascade: no species on the label has a figure for the product (meat 28 d, milk 7 d). */
  | 'cascadeNotAuthorised'
  /** Cascade: the longest label figure is zero (1 d). */
  | 'cascadeZero'
  /** The prescribing vet's figure, accepted only when not shorter than the legal minimum. */
  | 'vet';

export interface ProductWithdrawal {
  hours: number;
  endsAt: Date;
  /** The rule that gave the figure; organic doubling keeps the rule of the figure it doubled. */
  rule: WithdrawalRule;
  organic: boolean;
}

export interface WithdrawalInput {
  labels: readonly LabelWithdrawal[];
  /** The treated animal's species code ('cattle', 'sheep', ...). */
  species: string;
  /** The last dose of the course: withdrawal counts from it. */
  lastDoseAt: Date;
  /** The animal's farm is organic. */
  organic: boolean;
  /** A vet's figure per product, never shorter than the legal minimum. */
  vetHours?: Partial<Record<Product, number>>;
}

export interface Withdrawal {
  /** The treated species is not on the label (use under the cascade). */
  offLabel: boolean;
  meat: ProductWithdrawal;
  milk: ProductWithdrawal;
}

/** A vet's withdrawal shorter than the legal minimum: the caller answers 422 with the product. */
export class VetWithdrawalTooShortError extends RangeError {
  constructor(
    readonly product: Product,
    readonly vetHours: number,
    readonly minimumHours: number,
  ) {
    super(`the vet's ${product} withdrawal of ${vetHours} h is shorter than the minimum of ${minimumHours} h`);
    this.name = 'VetWithdrawalTooShortError';
  }
}

// EU 2019/6 art. 115(1)(a)(ii) and (b)(ii): the floors when the label has no figure for the product.
const NOT_AUTHORISED_HOURS: Record<Product, number> = { meat: 28 * 24, milk: 7 * 24 };
// Art. 115(1)(a)(iii) and (b)(iii): a zero label still holds the product a day off-label.
const ZERO_LABEL_HOURS = 24;
// Art. 115(1)(a)(i) and (b)(i); art. 115(2): a result with a fraction of a day is rounded up to whole days.
const CASCADE_FACTOR = 1.5;
const HOURS_PER_DAY = 24;
// EU 2018/848 Annex II part II 1.5.1.4: organic doubles the legal withdrawal, with a 48 h minimum.
const ORGANIC_FACTOR = 2;
const ORGANIC_MINIMUM_HOURS = 48;

interface Figure {
  hours: number;
  rule: WithdrawalRule;
}

const labelHours = (label: LabelWithdrawal, product: Product) => (product === 'meat' ? label.meatHours : label.milkHours);

/** The art. 115 cascade minimum for a product, from every species' label figure. */
function cascade(labels: readonly LabelWithdrawal[], product: Product): Figure {
  const figures = labels.map((label) => labelHours(label, product)).filter((hours) => hours !== null);
  if (figures.length === 0) return { hours: NOT_AUTHORISED_HOURS[product], rule: 'cascadeNotAuthorised' };
  const longest = Math.max(...figures);
  if (longest === 0) return { hours: ZERO_LABEL_HOURS, rule: 'cascadeZero' };
  return { hours: Math.ceil((longest * CASCADE_FACTOR) / HOURS_PER_DAY) * HOURS_PER_DAY, rule: 'cascadeLongestTimes1_5' };
}

function assertLabels(labels: readonly LabelWithdrawal[]): void {
  const seen = new Set<string>();
  for (const label of labels) {
    if (seen.has(label.species)) throw new RangeError(`the label names ${label.species} twice`);
    seen.add(label.species);
    assertHours(label.meatHours, `${label.species} meat withdrawal`);
    if (label.milkHours !== null) assertHours(label.milkHours, `${label.species} milk withdrawal`);
  }
}

/**
 * The meat and milk withdrawal of a treatment (docs/decisions.md: withdrawal). On-label the
 * label's figure for the species holds; a product the species' label has no figure for (the
 * species is not on the label, or its milk is not authorised) follows the EU 2019/6 art. 115
 * cascade. Organic doubles the result; a vet may only lengthen it.
 */
export function withdrawalOf(input: WithdrawalInput): Withdrawal {
  const { labels, species, lastDoseAt, organic, vetHours = {} } = input;
  assertLabels(labels);
  assertInstant(lastDoseAt, 'the last dose');
  const label = labels.find((candidate) => candidate.species === species);

  const of = (product: Product): ProductWithdrawal => {
    const onLabel = label ? labelHours(label, product) : null;
    const legal: Figure = onLabel !== null ? { hours: onLabel, rule: 'label' } : cascade(labels, product);
    const minimum = organic ? Math.max(legal.hours * ORGANIC_FACTOR, ORGANIC_MINIMUM_HOURS) : legal.hours;
    const vet = vetHours[product];
    if (vet !== undefined) {
      assertHours(vet, `the vet's ${product} withdrawal`);
      // The label or cascade figure is the legal minimum: a vet may lengthen it, never shorten it.
      if (vet < minimum) throw new VetWithdrawalTooShortError(product, vet, minimum);
    }
    const figure = vet === undefined ? { hours: minimum, rule: legal.rule } : { hours: vet, rule: 'vet' as const };
    return { ...figure, endsAt: hoursAfter(lastDoseAt, figure.hours), organic };
  };

  return { offLabel: label === undefined, meat: of('meat'), milk: of('milk') };
}
