import type { RecordStatus, RecordType } from '@ganado/shared/animals';
import type { EventAssetRole } from '@ganado/shared/ledger';
import type { Db } from '../../../db/client';
import { type Activity, type Actor, type EventInput, rewriteEvent, writeEvents } from '../../ledger/events.writer';
import { QUANTITY_FIELD } from './records.rules';

/**
 * An animal record as the animals module writes it: the columns of the old `animal_records` table
 * (which the `animal_records` view still reads), turned into an event of the log about the animal
 * (docs/ARCHITECTURE.md: the model). The farm and zone of a movement are its locations, a group
 * change's group its group, a service's sire its sire, and the record's quantity its first.
 */
export interface AnimalRecordWrite {
  id?: string;
  animalId: string;
  type: RecordType;
  status: RecordStatus;
  occurredAt: Date;
  notes?: string | null;
  quantityValue?: number | null;
  quantityUnit?: string | null;
  farmId?: string | null;
  zoneId?: string | null;
  groupId?: string | null;
  relatedAnimalId?: string | null;
  details?: Record<string, unknown>;
  createdBy?: string | null;
  occurrence?: { taskId: string; index: number };
  /** The order that made it (a sale's removal when the order ships). */
  orderId?: string | null;
  /** The drug pack a done treatment's dose is drawn from: its quantity then decrements the pack's stock. */
  drawnFrom?: string | null;
}

/** Built with pushes rather than spreads: an import turns 200,000 records into events here. */
function linksOf(row: AnimalRecordWrite): EventInput['assets'] {
  const links: { assetId: string; role: EventAssetRole }[] = [{ assetId: row.animalId, role: 'subject' }];
  if (row.farmId) links.push({ assetId: row.farmId, role: 'location' });
  if (row.zoneId) links.push({ assetId: row.zoneId, role: 'location' });
  if (row.groupId) links.push({ assetId: row.groupId, role: 'group' });
  if (row.relatedAnimalId) links.push({ assetId: row.relatedAnimalId, role: 'sire' });
  if (row.drawnFrom) links.push({ assetId: row.drawnFrom, role: 'consumed' });
  return links;
}

/** A done dose drawn from a pack is the pack's stock going down (docs/decisions.md: treatments draw from a pack). */
const drawOf = (row: AnimalRecordWrite) =>
  row.drawnFrom && row.status === 'done' ? { assetId: row.drawnFrom, adjustment: 'decrement' as const } : {};

export function recordEvent(row: AnimalRecordWrite): EventInput {
  const hasQuantity = row.quantityValue !== null && row.quantityValue !== undefined;
  const event: EventInput = {
    type: row.type,
    status: row.status,
    occurredAt: row.occurredAt,
    notes: row.notes ?? null,
    details: row.details ?? {},
    occurrence: row.occurrence ?? null,
    orderId: row.orderId ?? null,
    assets: linksOf(row),
    quantities: hasQuantity ? [{ value: row.quantityValue!, unit: row.quantityUnit ?? 'unit', label: QUANTITY_FIELD[row.type] ?? null, ...drawOf(row) }] : [],
  };
  if (row.id) event.id = row.id;
  if (row.createdBy !== undefined) event.createdBy = row.createdBy;
  return event;
}

/** Writes animal records through the log's one write path; returns their ids in order. */
export function writeAnimalRecords(tx: Db, actor: Actor, rows: readonly AnimalRecordWrite[], activity: readonly Activity[] = []): Promise<string[]> {
  return writeEvents(tx, actor, rows.map(recordEvent), activity);
}

/** Rewrites one animal record in place: same id, same animal. */
export function rewriteAnimalRecord(tx: Db, actor: Actor, id: string, row: AnimalRecordWrite, activity: readonly Activity[] = []): Promise<void> {
  const { id: _id, occurrence: _occurrence, createdBy: _by, orderId: _order, ...event } = recordEvent(row);
  return rewriteEvent(tx, actor, id, event, activity);
}
