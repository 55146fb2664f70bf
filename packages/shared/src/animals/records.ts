import { z } from 'zod';
import { text } from '../http';
import { NOTE_MAX_LENGTH } from '../constants';
import { ADMINISTRATION_ROUTES, BIRTH_EASES, CONCEPTION_METHODS, DOSE_UNITS, FEED_UNITS, GENDERS, MILK_UNITS, REMOVAL_REASONS, WEIGHT_UNITS } from './choices';
import { optionalDate, optionalId, optionalText, quantity, quantityAnswer, RECORD_NOTES_MAX, requiredText } from './fields';
import { animalReference, NICKNAME_MAX, tagNumber } from './animals';

/**
 * An animal's records are dated events (docs/ARCHITECTURE.md): each has a type, a status
 * (planned or done), the instant it happened or is planned for, and its own fields. A task of the
 * action list is a planned record; completing it marks it done.
 */
export const RECORD_TYPES = [
  'weight',
  'milk',
  'service',
  'conception',
  'pregnancyCheck',
  'calving',
  'disease',
  'treatment',
  'vaccination',
  'labResult',
  'assessment',
  'feeding',
  'note',
  'reminder',
  'movement',
  'groupChange',
  'removal',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const RECORD_STATUSES = ['planned', 'done'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Which detail tab shows which records (docs/product.md §2's tabs). */
export const RECORD_TABS = {
  performance: ['weight', 'milk'],
  feed: ['feeding'],
  reproduction: ['service', 'conception', 'pregnancyCheck', 'calving'],
  health: ['disease', 'treatment', 'vaccination', 'labResult'],
  assessment: ['assessment'],
  reminders: ['reminder'],
  notes: ['note'],
  groupInfo: ['groupChange', 'movement'],
} as const satisfies Record<string, readonly RecordType[]>;

export const PREGNANCY_RESULTS = ['pregnant', 'open', 'uncertain'] as const;
export const PREGNANCY_CHECK_METHODS = ['palpation', 'ultrasound', 'bloodTest', 'observation'] as const;
export const MILKING_SESSIONS = ['morning', 'midday', 'evening', 'daily'] as const;
export const WEIGHING_METHODS = ['scale', 'tape', 'visual'] as const;
export const DISEASE_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export const SAMPLE_TYPES = ['blood', 'milk', 'faeces', 'urine', 'tissue', 'semen', 'other'] as const;

/**
 * When a record happened: a date (the forms' usual case, meaning that day at 00:00 UTC) or an
 * instant with its offset. Answers always carry the instant.
 */
export const occurredAt = z
  .union([z.iso.datetime({ offset: true, error: 'animals.dateInvalid' }), z.iso.date({ error: 'animals.dateInvalid' })], {
    error: 'animals.dateInvalid',
  })
  .transform((value) => (value.length === 10 ? `${value}T00:00:00.000Z` : new Date(value).toISOString()));

// The one "not in the future" rule for dated records, under the name the animals module uses.
export { isRecordInFuture as isInFuture } from '../format/today';

const common = {
  occurredAt,
  status: z.enum(RECORD_STATUSES, { error: 'validation.invalid' }).default('done'),
  notes: optionalText(RECORD_NOTES_MAX),
};

/**
 * A sale or slaughter during a meat withdrawal, or milk counted saleable during a milk withdrawal,
 * is refused (409) unless a user with the drugs override permission says why (docs/decisions.md:
 * withdrawal is enforced). The reason is kept on the record and in the activity log.
 */
export const withdrawalOverride = z.object({ reason: requiredText(RECORD_NOTES_MAX) });

/** One new calf of a calving record: the calf is registered with its dam, sire and birth facts. */
export const newCalf = z.object({
  tagNumber,
  gender: z.enum(GENDERS, { error: 'animals.genderRequired' }),
  nickname: optionalText(NICKNAME_MAX),
  birthWeight: quantity(WEIGHT_UNITS).nullish(),
});

/** docs/product.md §5 "Note: required, under 50 characters" (`errors.noteNotAdded` when saving fails). */
export const noteText = text({ error: 'animals.noteRequired' })
  .trim()
  .min(1, 'animals.noteRequired')
  .max(NOTE_MAX_LENGTH, 'animals.noteTooLong');

/** The record members an action-list task completes are named so the task contract can reuse them. */
export const serviceRecord = z.object({
  type: z.literal('service'),
  ...common,
  method: z.enum(CONCEPTION_METHODS, { error: 'animals.serviceMethodRequired' }),
  /** A sire of the herd, or (AI, ET) a straw or embryo from outside named by code. */
  sireId: optionalId,
  semenCode: optionalText(60),
  donorDamId: optionalId,
  technician: optionalText(),
  /**
   * An insemination with a straw of the organisation's stock (docs/decisions.md: insemination uses
   * a straw): a pack, or a batch whose first stored pack is drawn; the sire is then the batch's. Who
   * inseminated is one of the organisation's inseminators, required when a straw is drawn.
   */
  semenPackId: optionalId,
  semenBatchId: optionalId,
  inseminatorId: optionalId,
});

/**
 * The medicine of a treatment or a vaccination: a drug of the cabinet and, once given, the pack the
 * dose was drawn from (docs/decisions.md: treatments draw from a pack), or a product named by hand.
 * Which of them a record needs is `medicineProblems` (drugs), checked by the server and the forms.
 */
const medicine = {
  drugId: optionalId,
  packId: optionalId,
  dose: quantity(DOSE_UNITS).nullish(),
  route: z.enum(ADMINISTRATION_ROUTES).nullish(),
  /** Names the prescriber: required when the species is not on the drug's label (the cascade). */
  veterinarian: optionalText(),
  /** The last day milk or meat may not be sold: the withdrawal itself for a product named by hand, a vet's longer one for a drug. */
  withdrawalEndsOn: optionalDate,
};

export const treatmentRecord = z.object({
  type: z.literal('treatment'),
  ...common,
  ...medicine,
  product: optionalText(),
  reason: optionalText(),
});

export const vaccinationRecord = z.object({
  type: z.literal('vaccination'),
  ...common,
  ...medicine,
  vaccine: optionalText(),
  batch: optionalText(40),
  nextDueOn: optionalDate,
});

/** POST /api/animal/{id}/record and PUT …/record/{recordId}: one record, by type. */
export const recordRequest = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('weight'), ...common, weight: quantity(WEIGHT_UNITS), method: z.enum(WEIGHING_METHODS).nullish() }),
    z.object({
      type: z.literal('milk'),
      ...common,
      yield: quantity(MILK_UNITS),
      session: z.enum(MILKING_SESSIONS, { error: 'validation.invalid' }).default('daily'),
      fatPercent: z.number().min(0).max(100).nullish(),
      proteinPercent: z.number().min(0).max(100).nullish(),
      somaticCellCount: z.number().int().nonnegative().nullish(),
      /** Whether the milk goes to the tank; left out, it does unless the cow is in milk withdrawal. */
      saleable: z.boolean({ error: 'validation.invalid' }).nullish(),
      withdrawalOverride: withdrawalOverride.nullish(),
    }),
    serviceRecord,
    z.object({
      type: z.literal('conception'),
      ...common,
      method: z.enum(CONCEPTION_METHODS, { error: 'animals.serviceMethodRequired' }),
      sireId: optionalId,
    }),
    z.object({
      type: z.literal('pregnancyCheck'),
      ...common,
      result: z.enum(PREGNANCY_RESULTS, { error: 'animals.pregnancyResultRequired' }),
      method: z.enum(PREGNANCY_CHECK_METHODS).nullish(),
      fetusAgeDays: z.number().int().min(1).max(320).nullish(),
      expectedCalvingDate: optionalDate,
      technician: optionalText(),
    }),
    z.object({
      type: z.literal('calving'),
      ...common,
      birthEase: z.enum(BIRTH_EASES, { error: 'validation.required' }),
      /** Defaults to the sire of the latest service before the calving. */
      sireId: optionalId,
      calves: z.array(newCalf).min(1, 'animals.calfRequired').max(4, 'animals.tooManyCalves'),
    }),
    z.object({
      type: z.literal('disease'),
      ...common,
      diagnosis: requiredText(),
      severity: z.enum(DISEASE_SEVERITIES).nullish(),
      symptoms: optionalText(RECORD_NOTES_MAX),
    }),
    treatmentRecord,
    vaccinationRecord,
    z.object({
      type: z.literal('labResult'),
      ...common,
      test: requiredText(),
      sampleType: z.enum(SAMPLE_TYPES).nullish(),
      result: requiredText(RECORD_NOTES_MAX),
      laboratory: optionalText(),
    }),
    z.object({
      type: z.literal('assessment'),
      ...common,
      bodyConditionScore: z.number().min(1, 'animals.scoreRange').max(9, 'animals.scoreRange').nullish(),
      scrotalCircumferenceCm: z.number().min(10, 'animals.scrotalRange').max(60, 'animals.scrotalRange').nullish(),
      hipHeightCm: z.number().positive('animals.mustBePositive').nullish(),
      temperamentScore: z.number().int().min(1, 'animals.scoreRange').max(6, 'animals.scoreRange').nullish(),
      assessor: optionalText(),
    }),
    z.object({ type: z.literal('feeding'), ...common, feed: requiredText(), amount: quantity(FEED_UNITS), ration: optionalText() }),
    z.object({ type: z.literal('note'), ...common, text: noteText }),
    z.object({ type: z.literal('reminder'), ...common, status: z.enum(RECORD_STATUSES).default('planned'), text: requiredText() }),
    z.object({ type: z.literal('movement'), ...common, farmId: z.uuid({ error: 'animals.farmRequired' }), zoneId: optionalId }),
    z.object({ type: z.literal('groupChange'), ...common, groupId: optionalId }),
    z.object({
      type: z.literal('removal'),
      ...common,
      reason: z.enum(REMOVAL_REASONS, { error: 'animals.removalReasonRequired' }),
      destination: optionalText(),
      withdrawalOverride: withdrawalOverride.nullish(),
    }),
  ],
  { error: 'animals.recordTypeUnknown' },
);
export type RecordRequest = z.infer<typeof recordRequest>;
export type RecordForm = z.input<typeof recordRequest>;
export type RecordOf<T extends RecordType> = Extract<RecordRequest, { type: T }>;

/**
 * A record as answered: the request's fields under `details` (ids resolved to names where the
 * record names another animal, farm, zone or group), plus who and when.
 */
export const animalRecord = z.object({
  id: z.uuid(),
  animalId: z.uuid(),
  type: z.enum(RECORD_TYPES),
  status: z.enum(RECORD_STATUSES),
  occurredAt: text(),
  notes: text().nullable(),
  /** The record's main quantity (weight, milk yield, dose, feed amount), when it has one. */
  quantity: quantityAnswer.nullable(),
  details: z.record(text(), z.unknown()),
  /** Animals the record names: a service's sire, a calving's calves. */
  relatedAnimals: z.array(animalReference.extend({ role: z.enum(['sire', 'donorDam', 'calf']) })),
  taskId: z.uuid().nullable(),
  createdBy: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type AnimalRecord = z.infer<typeof animalRecord>;

/** GET /api/animal/{id}/record?type=…&status: one or more types, newest first. */
export const recordsQuery = z.object({
  type: z
    .union([z.enum(RECORD_TYPES), z.array(z.enum(RECORD_TYPES))], { error: 'animals.recordTypeUnknown' })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  status: z.enum(RECORD_STATUSES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type RecordsQuery = z.infer<typeof recordsQuery>;

export const recordParams = z.object({ id: z.uuid({ error: 'errors.notFound' }), recordId: z.uuid({ error: 'errors.notFound' }) });
