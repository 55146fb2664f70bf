import { z } from 'zod';
import {
  equipmentGroupRequest,
  type EquipmentGroup,
  type EquipmentGroupRequest,
  type EquipmentInput,
  type EquipmentItem,
  equipmentRequest,
  type EquipmentStatus,
  type EquipmentType,
  type MaintenanceInput,
  maintenanceRequest,
  type MaintenanceKind,
  type PlanInput,
  type PlanKind,
  planRequest,
} from '@ganado/shared/equipment';
import { fromMinor, toMinor } from '@ganado/shared/money';
import { bodyResolver, decimalOf } from '../../components/form/body-resolver';

export type DetailKind = 'number' | 'date' | 'text' | 'standard' | 'boolean';
/** The fields each type registers (the contract's EQUIPMENT_DETAILS), in the form's order. */
export const DETAIL_FIELDS: Record<EquipmentType, [string, DetailKind][]> = {
  tractor: [['horsepower', 'number']],
  milkingMachine: [
    ['units', 'number'],
    ['stalls', 'number'],
    ['lastPulsationTestOn', 'date'],
  ],
  scale: [
    ['capacityKg', 'number'],
    ['lastCalibratedOn', 'date'],
  ],
  eidReader: [
    ['standard', 'standard'],
    ['firmware', 'text'],
  ],
  tank: [
    ['capacityLitres', 'number'],
    ['cooling', 'boolean'],
  ],
  vehicle: [
    ['registrationPlate', 'text'],
    ['odometerKm', 'number'],
  ],
  other: [],
};

export const DEFAULT_CURRENCY = 'MXN';

/** A number as typed: blank as nothing, a decimal comma as a point; what is no number stays NaN for the schema to refuse. */
export const numberOrNull = (typed: string): number | null => (typed.trim() ? Number(decimalOf(typed)) : null);

/** An amount in the currency's minor units; a currency Intl does not know is left to the schema (its minor digits taken as 2). */
function minorOf(amount: number, currency: string): number {
  try {
    return toMinor(amount, currency);
  } catch {
    return toMinor(amount, 'USD');
  }
}

/** The price as typed and its currency: named as the body names them, so the server's reasons land under them. */
export interface EquipmentValues {
  name: string;
  make: string;
  model: string;
  serialNumber: string;
  purchaseDate: string;
  purchasePrice: { amountMinor: string; currency: string };
  meterHours: string;
  status: EquipmentStatus;
  farmId: string;
  zoneId: string;
  groupId: string;
  notes: string;
  details: Record<string, string>;
}

/** The fields the server may name in a 409 or 422. */
export const equipmentFields = (type: EquipmentType): readonly string[] => [
  'name',
  'make',
  'model',
  'serialNumber',
  'purchaseDate',
  'purchasePrice.amountMinor',
  'purchasePrice.currency',
  'meterHours',
  'status',
  'farmId',
  'zoneId',
  'groupId',
  'notes',
  ...DETAIL_FIELDS[type].map(([key]) => `details.${key}`),
];

export function equipmentValues(item?: EquipmentItem, farmId = ''): EquipmentValues {
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(item?.details ?? {})) details[key] = value === null || value === undefined ? '' : String(value);
  return {
    name: item?.name ?? '',
    make: item?.make ?? '',
    model: item?.model ?? '',
    serialNumber: item?.serialNumber ?? '',
    purchaseDate: item?.purchaseDate ?? '',
    purchasePrice: item?.purchasePrice
      ? { amountMinor: String(fromMinor(item.purchasePrice.amountMinor, item.purchasePrice.currency)), currency: item.purchasePrice.currency }
      : { amountMinor: '', currency: DEFAULT_CURRENCY },
    meterHours: item?.meterHours === null || item?.meterHours === undefined ? '' : String(item.meterHours),
    status: item?.status ?? 'inService',
    farmId: item ? (item.farm?.id ?? '') : farmId,
    zoneId: item?.zone?.id ?? '',
    groupId: item?.group?.id ?? '',
    notes: item?.notes ?? '',
    details,
  };
}

/** The body the contract takes: blanks as nothing, numbers as numbers, the price in minor units. */
export function equipmentBody(type: EquipmentType, values: EquipmentValues): EquipmentInput {
  const details: Record<string, unknown> = {};
  for (const [key, kind] of DETAIL_FIELDS[type]) {
    const value = values.details[key] ?? '';
    details[key] = !value ? null : kind === 'number' ? numberOrNull(value) : kind === 'boolean' ? value === 'true' : value;
  }
  const amount = numberOrNull(values.purchasePrice.amountMinor);
  const currency = values.purchasePrice.currency.trim().toUpperCase();
  return {
    type,
    name: values.name,
    make: values.make,
    model: values.model,
    serialNumber: values.serialNumber,
    purchaseDate: values.purchaseDate,
    purchasePrice: amount === null ? null : { amountMinor: minorOf(amount, currency), currency },
    meterHours: numberOrNull(values.meterHours),
    status: values.status,
    farmId: values.farmId,
    zoneId: values.farmId ? values.zoneId : '',
    groupId: values.groupId,
    notes: values.notes,
    details,
  } as EquipmentInput;
}

export const equipmentResolver = (type: EquipmentType) =>
  bodyResolver<EquipmentValues, EquipmentInput>(equipmentRequest as unknown as z.ZodType<unknown, EquipmentInput>, (values) => equipmentBody(type, values));

/** A maintenance plan as typed. */
export interface PlanValues {
  kind: PlanKind;
  everyDays: string;
  everyHours: string;
  lastDoneOn: string;
  lastDoneHours: string;
}
export const PLAN_FIELDS = ['kind', 'everyDays', 'everyHours', 'lastDoneOn', 'lastDoneHours'] as const;
export const blankPlan: PlanValues = { kind: 'service', everyDays: '', everyHours: '', lastDoneOn: '', lastDoneHours: '' };
export const planResolver = bodyResolver<PlanValues, PlanInput>(planRequest as unknown as z.ZodType<unknown, PlanInput>, (values) => ({
  kind: values.kind,
  everyDays: numberOrNull(values.everyDays),
  everyHours: numberOrNull(values.everyHours),
  lastDoneOn: values.lastDoneOn,
  lastDoneHours: numberOrNull(values.lastDoneHours),
}));

/** Maintenance recorded, as typed; its cost in the item's currency. */
export interface MaintenanceValues {
  kind: MaintenanceKind;
  occurredAt: string;
  meterHours: string;
  cost: { amountMinor: string };
  notes: string;
}
export const MAINTENANCE_FIELDS = ['kind', 'occurredAt', 'meterHours', 'cost.amountMinor', 'notes'] as const;
export const blankMaintenance = (today: string): MaintenanceValues => ({ kind: 'service', occurredAt: today, meterHours: '', cost: { amountMinor: '' }, notes: '' });
export const maintenanceResolver = (currency: string) =>
  bodyResolver<MaintenanceValues, MaintenanceInput>(maintenanceRequest as unknown as z.ZodType<unknown, MaintenanceInput>, (values) => {
    const cost = numberOrNull(values.cost.amountMinor);
    return {
      kind: values.kind,
      occurredAt: values.occurredAt,
      meterHours: numberOrNull(values.meterHours),
      cost: cost === null ? null : { amountMinor: minorOf(cost, currency), currency },
      notes: values.notes,
    };
  });

/** A group as typed. */
export interface GroupValues {
  name: string;
  notes: string;
}
export const GROUP_FIELDS = ['name', 'notes'] as const;
export const groupValues = (group?: EquipmentGroup): GroupValues => ({ name: group?.name ?? '', notes: group?.notes ?? '' });
export const groupResolver = bodyResolver<GroupValues, EquipmentGroupRequest>(equipmentGroupRequest as unknown as z.ZodType<unknown, EquipmentGroupRequest>, (values) => ({
  name: values.name,
  notes: values.notes || null,
}));

/** A document attached: the file checked as the Blob about to be sent (the server checks its type and size). */
export interface DocumentValues {
  file: File | null;
}
export const DOCUMENT_FIELDS = ['file'] as const;
const documentSchema = z.object({ file: z.instanceof(Blob, { message: 'attachments.fileRequired' }) });
export const documentResolver = bodyResolver<DocumentValues, { file: File }>(documentSchema as unknown as z.ZodType<unknown, { file: File }>, (values) => ({ file: values.file as File }));
