/**
 * The choices of the Animal entity and its records. docs/product.md §4 gives removal reasons, horn status,
 * conception methods and birth ease; the other lists are ours (docs/decisions.md). Values are
 * stable ids; the web labels them in the `animals` locale namespace (`choices.<list>.<value>`).
 */
import { convert } from '../ledger/units';

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

export const TAG_TYPES = ['plastic', 'metal'] as const;
export const TAG_CATEGORIES = ['visual', 'electronic', 'tattoo', 'brand', 'other'] as const;
export const TAG_COLOURS = ['yellow', 'white', 'orange', 'green', 'blue', 'red', 'pink', 'purple', 'black', 'other'] as const;

/** docs/product.md §4. */
export const HORN_STATUSES = ['horned', 'polled', 'dehorned'] as const;
/** docs/product.md §4. */
export const CONCEPTION_METHODS = ['naturalMating', 'artificialInsemination', 'embryoTransfer'] as const;
export type ConceptionMethod = (typeof CONCEPTION_METHODS)[number];
/** docs/product.md §4, in the order of the BIF calving-ease score (1 = no assistance … 5 = abnormal). */
export const BIRTH_EASES = ['noAssistance', 'someAssistance', 'mechanicalAssistance', 'cesareanSection', 'abnormalDelivery'] as const;
export type BirthEase = (typeof BIRTH_EASES)[number];
/** docs/product.md §4. */
export const REMOVAL_REASONS = ['sold', 'slaughtered', 'dead', 'movedToAnotherFarm', 'theft', 'other'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

export const CLASS_USES = ['dairy', 'beef', 'dualPurpose', 'breeding', 'draught', 'companion', 'other'] as const;
export const CATEGORY_STAGES = ['newborn', 'preWeaning', 'weaned', 'yearling', 'heifer', 'cow', 'steer', 'bull', 'other'] as const;
export const ANIMAL_OWNERSHIP_TYPES = ['owned', 'leased', 'shared', 'consigned', 'other'] as const;

/** Derived from the records: an animal with a done removal record is removed. */
export const ANIMAL_STATUSES = ['active', 'removed'] as const;
export type AnimalStatus = (typeof ANIMAL_STATUSES)[number];

/** Quantities are a value and a unit (docs/ARCHITECTURE.md), never a bare number. */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const MILK_UNITS = ['L', 'kg', 'lb'] as const;
/** How a medicine is given (a drug's label lists those it is authorised for). */
export const ADMINISTRATION_ROUTES = ['oral', 'intramuscular', 'subcutaneous', 'intravenous', 'intramammary', 'topical', 'other'] as const;
export const DOSE_UNITS = ['mL', 'L', 'mg', 'g', 'kg', 'IU', 'dose'] as const;
export const FEED_UNITS = ['kg', 'lb', 't'] as const;
export const LENGTH_UNITS_CM = ['cm', 'in'] as const;

export { KG_PER_LB } from '../ledger/units';
/** A weight in kilograms, whatever unit it was recorded in (the one unit helper, ../ledger/units). */
export function toKilograms(value: number, unit: WeightUnit): number {
  return convert(value, unit, 'kg')!;
}
