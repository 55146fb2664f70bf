import { z } from 'zod';
import { optionalDate, optionalId, optionalText, requiredText } from '../animals/fields';
import { pageOf, pageQuery, text } from '../http';
import { money, moneyAnswer } from '../money';

/**
 * Equipment (docs/decisions.md: equipment): a machine of the farm, an asset of the one log (kind
 * `equipment`), so its services, repairs and calibrations are dated events like any other. Each
 * type registers the fields that type needs, kept in `details` and checked per type here.
 */
export const EQUIPMENT_TYPES = ['tractor', 'milkingMachine', 'scale', 'eidReader', 'tank', 'vehicle', 'other'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export const EQUIPMENT_STATUSES = ['inService', 'underRepair', 'outOfService', 'retired'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

export const EID_STANDARDS = ['FDX', 'HDX', 'FDX_HDX'] as const;

/** Hours of use a meter can plausibly show (a tractor's engine lives some 20,000 h). */
export const MAX_METER_HOURS = 200_000;
export const EQUIPMENT_NAME_MAX = 80;

const positive = (max: number) => z.number({ error: 'validation.invalid' }).positive('animals.mustBePositive').max(max, 'equipment.implausible');
const count = (max: number) => z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'animals.mustBePositive').max(max, 'equipment.implausible');
export const meterHours = z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(MAX_METER_HOURS, 'equipment.implausible');

/** What each type registers beyond the common fields; every one optional, as a farm may not know it yet. */
export const EQUIPMENT_DETAILS = {
  tractor: z.object({ horsepower: positive(2000).nullish() }),
  milkingMachine: z.object({ units: count(500).nullish(), stalls: count(500).nullish(), lastPulsationTestOn: optionalDate }),
  scale: z.object({ capacityKg: positive(100_000).nullish(), lastCalibratedOn: optionalDate }),
  eidReader: z.object({ standard: z.enum(EID_STANDARDS, { error: 'validation.invalid' }).nullish(), firmware: optionalText(40) }),
  tank: z.object({ capacityLitres: positive(1_000_000).nullish(), cooling: z.boolean({ error: 'validation.invalid' }).nullish() }),
  vehicle: z.object({ registrationPlate: optionalText(20), odometerKm: z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(5_000_000, 'equipment.implausible').nullish() }),
  other: z.object({}),
} as const satisfies Record<EquipmentType, z.ZodObject>;
export type EquipmentDetails = { [T in EquipmentType]: z.infer<(typeof EQUIPMENT_DETAILS)[T]> }[EquipmentType];

/** The fields every type has. */
const common = z.object({
  name: requiredText(EQUIPMENT_NAME_MAX),
  make: optionalText(60),
  model: optionalText(60),
  serialNumber: optionalText(60),
  purchaseDate: optionalDate,
  purchasePrice: money.nullish(),
  farmId: optionalId,
  zoneId: optionalId,
  groupId: optionalId,
  status: z.enum(EQUIPMENT_STATUSES, { error: 'equipment.statusInvalid' }).default('inService'),
  /** Hours of use the meter showed when registered: where the readings of the log start. */
  meterHours: meterHours.nullish(),
  notes: optionalText(1000),
});

/** POST /api/equipment and PUT /api/equipment/:id: the whole item, its type's details checked by its type. */
export const equipmentRequest = z.discriminatedUnion(
  'type',
  [
    common.extend({ type: z.literal('tractor'), details: EQUIPMENT_DETAILS.tractor.prefault({}) }),
    common.extend({ type: z.literal('milkingMachine'), details: EQUIPMENT_DETAILS.milkingMachine.prefault({}) }),
    common.extend({ type: z.literal('scale'), details: EQUIPMENT_DETAILS.scale.prefault({}) }),
    common.extend({ type: z.literal('eidReader'), details: EQUIPMENT_DETAILS.eidReader.prefault({}) }),
    common.extend({ type: z.literal('tank'), details: EQUIPMENT_DETAILS.tank.prefault({}) }),
    common.extend({ type: z.literal('vehicle'), details: EQUIPMENT_DETAILS.vehicle.prefault({}) }),
    common.extend({ type: z.literal('other'), details: EQUIPMENT_DETAILS.other.prefault({}) }),
  ],
  { error: 'equipment.typeInvalid' },
);
export type EquipmentRequest = z.infer<typeof equipmentRequest>;
export type EquipmentInput = z.input<typeof equipmentRequest>;

export const EQUIPMENT_SORT_COLUMNS = ['name', 'type', 'make', 'serialNumber', 'purchaseDate', 'status'] as const;

export const equipmentQuery = pageQuery.extend({
  type: z.enum(EQUIPMENT_TYPES, { error: 'equipment.typeInvalid' }).optional(),
  status: z.enum(EQUIPMENT_STATUSES, { error: 'equipment.statusInvalid' }).optional(),
  farmId: z.uuid({ error: 'errors.notFound' }).optional(),
  groupId: z.uuid({ error: 'errors.notFound' }).optional(),
});
export type EquipmentQuery = z.infer<typeof equipmentQuery>;

const reference = z.object({ id: z.uuid(), name: text() }).nullable();

export const equipmentItem = z.object({
  id: z.uuid(),
  type: z.enum(EQUIPMENT_TYPES),
  name: text(),
  make: text().nullable(),
  model: text().nullable(),
  serialNumber: text().nullable(),
  purchaseDate: text().nullable(),
  purchasePrice: moneyAnswer.nullable(),
  farm: reference,
  zone: reference,
  group: reference,
  status: z.enum(EQUIPMENT_STATUSES),
  /** Hours at registration. */
  meterHours: z.number().nullable(),
  /** Hours of use now: the latest reading in the log, else the registration's. */
  currentHours: z.number().nullable(),
  /** Whether a maintenance plan of it is due (or about to be). */
  due: z.boolean(),
  details: z.record(text(), z.unknown()),
  notes: text().nullable(),
  updatedAt: text(),
});
export type EquipmentItem = z.infer<typeof equipmentItem>;
export const equipmentPage = pageOf(equipmentItem);

export const equipmentParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
export const equipmentTypeParams = z.object({ type: z.enum(EQUIPMENT_TYPES, { error: 'errors.notFound' }) });

/** A group of equipment (the milking parlour's machines, the hay-making set). */
export const equipmentGroupRequest = z.object({ name: requiredText(EQUIPMENT_NAME_MAX), notes: optionalText(1000) });
export type EquipmentGroupRequest = z.infer<typeof equipmentGroupRequest>;
export const equipmentGroup = z.object({
  id: z.uuid(),
  name: text(),
  notes: text().nullable(),
  equipment: z.array(z.object({ id: z.uuid(), name: text(), type: z.enum(EQUIPMENT_TYPES), status: z.enum(EQUIPMENT_STATUSES) })),
});
export type EquipmentGroup = z.infer<typeof equipmentGroup>;
