import type { AnimalRecord } from '@ganado/shared/animals';
import type { Activity } from '../../ledger/events.writer';
import type { AnimalRecordWrite } from './records.ledger';
import type { AnimalReferenceRow, RecordRow, RecordWithPlaces } from './records.repository';
import { CALF_IDS, requestFields } from './records.rules';

type Role = AnimalRecord['relatedAnimals'][number]['role'];

/** The other animals a record names, with their role: a service's sire and donor dam, a calving's calves. */
function relatedOf(row: RecordRow): { id: string; role: Role }[] {
  const related: { id: string; role: Role }[] = [];
  if (row.relatedAnimalId) related.push({ id: row.relatedAnimalId, role: 'sire' });
  const { donorDamId, [CALF_IDS]: calfIds } = row.details as { donorDamId?: string | null; calfIds?: string[] };
  if (donorDamId) related.push({ id: donorDamId, role: 'donorDam' });
  for (const id of calfIds ?? []) related.push({ id, role: 'calf' });
  return related;
}

/** Every animal a page of records names, so they are read in one query. */
export const relatedIds = (rows: readonly RecordWithPlaces[]) => [...new Set(rows.flatMap(({ record }) => relatedOf(record).map(({ id }) => id)))];

export function presentRecord({ record: row, farmName, zoneName, groupName }: RecordWithPlaces, animals: ReadonlyMap<string, AnimalReferenceRow>): AnimalRecord {
  const details = requestFields(row.type, row);
  if (row.type === 'movement') Object.assign(details, { farmName, zoneName });
  if (row.type === 'groupChange') details.groupName = groupName;
  return {
    id: row.id,
    animalId: row.animalId,
    type: row.type,
    status: row.status,
    occurredAt: row.occurredAt.toISOString(),
    notes: row.notes,
    quantity: row.quantityValue === null || row.quantityUnit === null ? null : { value: row.quantityValue, unit: row.quantityUnit },
    details,
    relatedAnimals: relatedOf(row).flatMap(({ id, role }) => {
      const animal = animals.get(id);
      // An animal deleted since keeps its id in the details, but is no longer a reference.
      return animal ? [{ id, tagNumber: animal.tagNumber, nickname: animal.nickname, gender: animal.gender, role }] : [];
    }),
    taskId: row.taskId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the activity log keeps of a record, on its animal's entry. */
export function recordSnapshot(row: Pick<RecordRow, 'id' | 'type' | 'status' | 'occurredAt' | 'notes' | 'quantityValue' | 'quantityUnit' | 'farmId' | 'zoneId' | 'groupId' | 'relatedAnimalId' | 'details'>) {
  return {
    recordId: row.id,
    type: row.type,
    status: row.status,
    occurredAt: row.occurredAt.toISOString(),
    notes: row.notes,
    ...requestFields(row.type, row),
  };
}

/** What the activity log keeps of an animal a calving registered. */
export function calfSnapshot(row: { tagNumber: string; gender: string; nickname: string | null; birthDate: string | null; damId: string | null; sireId: string | null }) {
  const { tagNumber, gender, nickname, birthDate, damId, sireId } = row;
  return { tagNumber, gender, nickname, birthDate, damId, sireId };
}

/** The activity entry of a record's write, on the record's animal, with what it was and became. */
export function recordEntry(
  action: 'animalRecord.create' | 'animalRecord.update' | 'animalRecord.delete',
  animalId: string,
  change: { before?: RecordRow; after?: AnimalRecordWrite & { id: string } },
): Activity {
  const after = change.after && recordSnapshot({ ...change.after, notes: change.after.notes ?? null, ...columnsOf(change.after) });
  return { action, entityType: 'animal', entityId: animalId, before: change.before ? recordSnapshot(change.before) : null, after: after ?? null };
}

/** A record write's columns as its row holds them: null for what the write leaves out. */
export const columnsOf = (row: AnimalRecordWrite) => ({
  quantityValue: row.quantityValue ?? null,
  quantityUnit: row.quantityUnit ?? null,
  farmId: row.farmId ?? null,
  zoneId: row.zoneId ?? null,
  groupId: row.groupId ?? null,
  relatedAnimalId: row.relatedAnimalId ?? null,
  details: row.details ?? {},
});
