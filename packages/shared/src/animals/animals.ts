import { z } from 'zod';
import { WITHDRAWAL_RULES } from '../drugs/choices';
import { pageOf, pageQuery, text } from '../http';
import {
  ANIMAL_OWNERSHIP_TYPES,
  ANIMAL_STATUSES,
  BIRTH_EASES,
  CATEGORY_STAGES,
  CLASS_USES,
  CONCEPTION_METHODS,
  GENDERS,
  HORN_STATUSES,
  REMOVAL_REASONS,
  TAG_CATEGORIES,
  TAG_COLOURS,
  TAG_TYPES,
  WEIGHT_UNITS,
} from './choices';
import { ANIMAL_CODE_MAX, optionalChoice, optionalDate, optionalId, optionalText, quantityAnswer } from './fields';

export const TAG_NUMBER_MAX = 30;
export const NICKNAME_MAX = 30;

/** Tag numbers are unique within an organisation, whatever their case (letters, digits, - / . and spaces). */
export const tagNumber = text({ error: 'animals.tagNumberRequired' })
  .trim()
  .min(1, 'animals.tagNumberRequired')
  .max(TAG_NUMBER_MAX, 'animals.tagNumberTooLong')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, 'animals.tagNumberFormat');

/**
 * POST /api/animal and PUT /api/animal/{id}: every field of the Animal entity (docs/product.md §3).
 * `farmId`, `zoneId` and `groupId` are where the animal is: the server records them as a movement
 * and a group change (events), from which the animal's current place and group are derived.
 * Removal is not a field here: it is a removal record (POST /api/animal/{id}/record).
 */
export const animalRequest = z
  .object({
    speciesCode: text({ error: 'animals.speciesRequired' }).trim().min(1, 'animals.speciesRequired'),
    speciesType: optionalText(),
    gender: z.enum(GENDERS, { error: 'animals.genderRequired' }),
    breedCode: optionalText(ANIMAL_CODE_MAX),
    farmId: z.uuid({ error: 'animals.farmRequired' }),
    zoneId: optionalId,
    groupId: optionalId,
    classUse: optionalChoice(CLASS_USES),
    categoryStage: optionalChoice(CATEGORY_STAGES),
    tagNumber,
    tagCategory: optionalChoice(TAG_CATEGORIES),
    tagType: optionalChoice(TAG_TYPES),
    chipNumber: optionalText(ANIMAL_CODE_MAX),
    tagColour: optionalChoice(TAG_COLOURS),
    governmentRegistrationNumber: optionalText(ANIMAL_CODE_MAX),
    registrationDate: optionalDate,
    nickname: optionalText(NICKNAME_MAX),
    birthDate: optionalDate,
    birthWeight: z.number({ error: 'validation.invalid' }).positive('animals.mustBePositive').nullish(),
    birthWeightUnit: z.enum(WEIGHT_UNITS, { error: 'validation.invalid' }).default('kg'),
    birthEase: optionalChoice(BIRTH_EASES),
    conceptionMethod: optionalChoice(CONCEPTION_METHODS),
    birthFarmId: optionalId,
    /** The genetic dam; a surrogate (recipient) dam that carried an embryo is kept apart. */
    damId: optionalId,
    sireId: optionalId,
    surrogateDamId: optionalId,
    owner: optionalText(),
    previousOwner: optionalText(),
    ownershipType: optionalChoice(ANIMAL_OWNERSHIP_TYPES),
    breederSupplier: optionalText(),
    hornStatus: optionalChoice(HORN_STATUSES),
    twin: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .refine((animal) => !animal.surrogateDamId || animal.surrogateDamId !== animal.damId, {
    message: 'animals.surrogateIsDam',
    path: ['surrogateDamId'],
  })
  .refine((animal) => !animal.registrationDate || !animal.birthDate || animal.registrationDate >= animal.birthDate, {
    message: 'animals.registeredBeforeBirth',
    path: ['registrationDate'],
  });
export type AnimalRequest = z.infer<typeof animalRequest>;
export type AnimalForm = z.input<typeof animalRequest>;

/** Another animal as this one names it: a parent, a calf. */
export const animalReference = z.object({
  id: z.uuid(),
  tagNumber: text(),
  nickname: text().nullable(),
  gender: z.enum(GENDERS),
});
export type AnimalReference = z.infer<typeof animalReference>;

export const removalInfo = z.object({
  date: text(),
  destination: text().nullable(),
  reason: z.enum(REMOVAL_REASONS),
});

/** A reading with its date: the animal's latest done weight. */
export const datedQuantity = quantityAnswer.extend({ on: text() });

/**
 * A withdrawal holding an animal's meat or milk back (docs/decisions.md: withdrawal): until when, for
 * which product, by which rule, and the treatment record that set it: the latest end among its treatments,
 * which a screen shows while it is still to come.
 */
export const heldWithdrawal = z.object({
  endsAt: text(),
  product: text(),
  rule: z.enum(WITHDRAWAL_RULES),
  organic: z.boolean(),
  recordId: z.uuid(),
});
export type HeldWithdrawal = z.infer<typeof heldWithdrawal>;

/** GET /api/animal/{id}: the register's fields, names for the ids, and the derived state. */
export const animal = z.object({
  id: z.uuid(),
  speciesCode: text(),
  speciesName: text(),
  speciesType: text().nullable(),
  gender: z.enum(GENDERS),
  breedCode: text().nullable(),
  breedName: text().nullable(),
  classUse: z.enum(CLASS_USES).nullable(),
  categoryStage: z.enum(CATEGORY_STAGES).nullable(),
  tagNumber: text(),
  tagCategory: z.enum(TAG_CATEGORIES).nullable(),
  tagType: z.enum(TAG_TYPES).nullable(),
  chipNumber: text().nullable(),
  tagColour: z.enum(TAG_COLOURS).nullable(),
  governmentRegistrationNumber: text().nullable(),
  registrationDate: text().nullable(),
  nickname: text().nullable(),
  birthDate: text().nullable(),
  birthWeight: quantityAnswer.nullable(),
  birthEase: z.enum(BIRTH_EASES).nullable(),
  conceptionMethod: z.enum(CONCEPTION_METHODS).nullable(),
  birthFarmId: z.uuid().nullable(),
  birthFarmName: text().nullable(),
  dam: animalReference.nullable(),
  sire: animalReference.nullable(),
  surrogateDam: animalReference.nullable(),
  owner: text().nullable(),
  previousOwner: text().nullable(),
  ownershipType: z.enum(ANIMAL_OWNERSHIP_TYPES).nullable(),
  breederSupplier: text().nullable(),
  hornStatus: z.enum(HORN_STATUSES).nullable(),
  twin: z.boolean(),
  // Derived from the latest done records (docs/ARCHITECTURE.md).
  status: z.enum(ANIMAL_STATUSES),
  farmId: z.uuid().nullable(),
  farmName: text().nullable(),
  /** The farm's clock: forms default a record's date to today there (docs/decisions.md, "One today"). */
  farmTimeZone: text().nullable(),
  zoneId: z.uuid().nullable(),
  zoneName: text().nullable(),
  groupId: z.uuid().nullable(),
  groupName: text().nullable(),
  currentWeight: datedQuantity.nullable(),
  removal: removalInfo.nullable(),
  withdrawal: z.object({ meat: heldWithdrawal.nullable(), milk: heldWithdrawal.nullable() }),
  createdAt: text(),
  updatedAt: text(),
});
export type Animal = z.infer<typeof animal>;

/** One row of the herd list: what the table shows, kept small for herds of 100,000. */
export const animalListItem = z.object({
  id: z.uuid(),
  tagNumber: text(),
  nickname: text().nullable(),
  speciesCode: text(),
  gender: z.enum(GENDERS),
  breedName: text().nullable(),
  birthDate: text().nullable(),
  categoryStage: z.enum(CATEGORY_STAGES).nullable(),
  status: z.enum(ANIMAL_STATUSES),
  farmId: z.uuid().nullable(),
  farmName: text().nullable(),
  zoneName: text().nullable(),
  groupId: z.uuid().nullable(),
  groupName: text().nullable(),
  /** The latest done weight, in kilograms. */
  currentWeightKg: z.number().nullable(),
  /** When its latest meat and milk withdrawals end (a screen shows those still to come). */
  meatWithdrawalEndsAt: text().nullable(),
  milkWithdrawalEndsAt: text().nullable(),
});
export type AnimalListItem = z.infer<typeof animalListItem>;

/**
 * GET /api/animal's answer: a page with its total. Counting 100,000 animals exactly costs more than
 * the page, so the server stops counting at 10,000 (or at the end of the page asked, if further):
 * `totalCapped` then says there are more than `total`, at least one after this page.
 */
export const animalPage = pageOf(animalListItem).extend({ totalCapped: z.boolean() });
export type AnimalPage = z.infer<typeof animalPage>;

export const ANIMAL_SORT_COLUMNS = ['tagNumber', 'nickname', 'birthDate', 'gender', 'breed', 'group', 'weight', 'createdAt'] as const;
export type AnimalSortColumn = (typeof ANIMAL_SORT_COLUMNS)[number];

/** The list's status filter: active animals unless asked otherwise. */
export const ANIMAL_STATUS_FILTERS = ['active', 'removed', 'all'] as const;

const optionalFilterId = z.uuid({ error: 'validation.invalid' }).optional();

/**
 * The herd list's filters, shared by GET /api/animal and the export. `grouped` picks the grouped
 * (true) or ungrouped (false) view of docs/product.md §3's animal state; search looks in the tag number,
 * nickname, chip and registration number.
 */
export const animalFilters = z.object({
  search: text().trim().max(100).optional(),
  status: z.enum(ANIMAL_STATUS_FILTERS, { error: 'validation.invalid' }).default('active'),
  farmId: optionalFilterId,
  zoneId: optionalFilterId,
  groupId: optionalFilterId,
  grouped: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((value) => value === 'true')
    .optional(),
  gender: z.enum(GENDERS, { error: 'validation.invalid' }).optional(),
  speciesCode: text().trim().max(40).optional(),
  breedCode: text().trim().max(ANIMAL_CODE_MAX).optional(),
  categoryStage: z.enum(CATEGORY_STAGES, { error: 'validation.invalid' }).optional(),
  bornFrom: z.iso.date({ error: 'animals.dateInvalid' }).optional(),
  bornTo: z.iso.date({ error: 'animals.dateInvalid' }).optional(),
});
export type AnimalFilters = z.infer<typeof animalFilters>;

/** GET /api/animal?page&limit&search&col&desc&…filters. */
export const animalsQuery = pageQuery.extend({ col: z.enum(ANIMAL_SORT_COLUMNS).optional() }).extend(animalFilters.shape);
export type AnimalsQuery = z.infer<typeof animalsQuery>;

/** GET /api/animal/export?format&…filters&col&desc: the filtered list as a file. */
export const animalExportQuery = animalFilters.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv'),
  col: z.enum(ANIMAL_SORT_COLUMNS).optional(),
  desc: pageQuery.shape.desc,
});
export type AnimalExportQuery = z.infer<typeof animalExportQuery>;

/** GET /api/animal/options?search&gender&bornBefore: pickers for a dam, sire or surrogate dam. */
export const animalOptionsQuery = z.object({
  search: text().trim().max(100).optional(),
  gender: z.enum(GENDERS, { error: 'validation.invalid' }).optional(),
  /** Only animals born before this date (a parent is born before its offspring). */
  bornBefore: z.iso.date({ error: 'animals.dateInvalid' }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AnimalOptionsQuery = z.infer<typeof animalOptionsQuery>;

/** GET /api/animal/{id}/lineage: parents, grandparents and offspring. */
export const animalLineage = z.object({
  dam: animalReference.nullable(),
  sire: animalReference.nullable(),
  surrogateDam: animalReference.nullable(),
  maternalGranddam: animalReference.nullable(),
  maternalGrandsire: animalReference.nullable(),
  paternalGranddam: animalReference.nullable(),
  paternalGrandsire: animalReference.nullable(),
  offspring: z.array(animalReference.extend({ birthDate: text().nullable() })),
});
export type AnimalLineage = z.infer<typeof animalLineage>;
