import { type Gender, isInFuture, type RecordRequest, type RecordType } from '@ganado/shared/animals';
import type { FieldProblem } from '../../../http/app-error';

/** Records of reproduction a male cannot have (docs/product.md §2's reproduction tab is the dam's). */
export const FEMALE_ONLY_TYPES: readonly RecordType[] = ['milk', 'service', 'conception', 'pregnancyCheck', 'calving'];

/** The request field each type keeps in the quantity columns. */
export const QUANTITY_FIELD: Partial<Record<RecordType, string>> = { weight: 'weight', milk: 'yield', treatment: 'dose', vaccination: 'dose', feeding: 'amount' };
/** The request field each type keeps in related_animal_id. */
const RELATED_FIELD: Partial<Record<RecordType, string>> = { service: 'sireId', conception: 'sireId', calving: 'sireId' };

/** Written by the service, not sent: a calving's calves, and on a calf's records the calving that made them. */
export const CALF_IDS = 'calfIds';
export const MADE_BY_CALVING = 'calvingRecordId';

export interface RecordColumns {
  quantityValue: number | null;
  quantityUnit: string | null;
  farmId: string | null;
  zoneId: string | null;
  groupId: string | null;
  relatedAnimalId: string | null;
  details: Record<string, unknown>;
}

/**
 * Splits a request into the columns queries use and `details`, the type's other fields, so
 * nothing is stored twice. A calving's calves become animals, so only their ids are kept.
 */
export function recordColumns(request: RecordRequest): RecordColumns {
  const { type, status: _status, occurredAt: _at, notes: _notes, ...fields } = request;
  const rest: Record<string, unknown> = { ...fields };
  const take = (field: string | undefined) => {
    if (!field) return undefined;
    const value = rest[field];
    delete rest[field];
    return value;
  };
  const quantity = take(QUANTITY_FIELD[type]) as { value: number; unit: string } | null | undefined;
  const related = take(RELATED_FIELD[type]) as string | null | undefined;
  const place = type === 'movement' ? { farmId: take('farmId') as string, zoneId: (take('zoneId') as string | null | undefined) ?? null } : undefined;
  const groupId = type === 'groupChange' ? ((take('groupId') as string | null | undefined) ?? null) : null;
  if (type === 'calving') delete rest.calves;
  // An override is kept as the withdrawal check writes it (drugs/administration/withdrawal.policy.ts), with what it overrode.
  delete rest.withdrawalOverride;
  return {
    quantityValue: quantity?.value ?? null,
    quantityUnit: quantity?.unit ?? null,
    farmId: place?.farmId ?? null,
    zoneId: place?.zoneId ?? null,
    groupId,
    relatedAnimalId: related ?? null,
    details: rest,
  };
}

/** The request's fields again from a stored record: what an edit form starts from. */
export function requestFields(type: RecordType, columns: RecordColumns): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...columns.details };
  const quantityField = QUANTITY_FIELD[type];
  if (quantityField) fields[quantityField] = columns.quantityValue === null ? null : { value: columns.quantityValue, unit: columns.quantityUnit };
  const relatedField = RELATED_FIELD[type];
  if (relatedField) fields[relatedField] = columns.relatedAnimalId;
  if (type === 'movement') Object.assign(fields, { farmId: columns.farmId, zoneId: columns.zoneId });
  if (type === 'groupChange') fields.groupId = columns.groupId;
  return fields;
}

/**
 * What the animal itself allows: its gender, its birth, the clock (today on its farm's clock when
 * the farm has a zone: docs/decisions.md, "One today"). Checked without the database.
 */
export function animalProblems(request: RecordRequest, animal: { gender: Gender; birthDate: string | null; timeZone: string | null }, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (animal.gender === 'male' && FEMALE_ONLY_TYPES.includes(request.type)) problems.push({ param: 'type', key: 'animals.onlyFemales' });
  if (request.type === 'assessment' && request.scrotalCircumferenceCm != null && animal.gender === 'female') {
    problems.push({ param: 'scrotalCircumferenceCm', key: 'animals.onlyMales' });
  }
  // A straw of the organisation's stock names its sire (semen/insemination).
  if (request.type === 'service' && request.method !== 'naturalMating' && !request.sireId && !request.semenCode && !request.semenPackId && !request.semenBatchId) {
    problems.push({ param: 'sireId', key: 'animals.sireRequired' });
  }
  // A calf is born on the calving: a calving that is only planned would register calves not yet born.
  if (request.type === 'calving' && request.status !== 'done') problems.push({ param: 'status', key: 'validation.invalid' });
  const at = new Date(request.occurredAt);
  if (animal.birthDate && at < new Date(`${animal.birthDate}T00:00:00.000Z`)) problems.push({ param: 'occurredAt', key: 'animals.recordBeforeBirth' });
  else if (request.status === 'done' && isInFuture(request.occurredAt, now, animal.timeZone)) problems.push({ param: 'occurredAt', key: 'animals.recordInFuture' });
  return problems;
}
