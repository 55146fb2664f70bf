import { PACK_EVENT_TYPES, type Pack, type PackEvent, type PackStatus } from '@ganado/shared/drugs';
import type { PackHistoryRow, PackRow } from './packs.repository';
import { isoInstant } from '../../../db/rows';


/** Disposed, then expired (usable through its expiry day), then empty or in stock. */
export function packStatus(row: { disposed_at: Date | string | null; expires_on: string; on_hand: string }, today: string): PackStatus {
  if (row.disposed_at) return 'disposed';
  if (row.expires_on < today) return 'expired';
  return Number(row.on_hand) > 0 ? 'inStock' : 'empty';
}

export function presentPack(row: PackRow, today: string, suggested: ReadonlySet<string>): Pack {
  const onHand = Number(row.on_hand);
  const reserved = Number(row.reserved);
  const status = packStatus(row, today);
  return {
    id: row.id,
    drugId: row.drug_id,
    drugName: row.drug_name,
    batch: row.batch,
    expiresOn: row.expires_on,
    receivedAt: isoInstant(row.received_at),
    supplier: row.supplier,
    price: row.price_minor === null || row.currency === null ? null : { amountMinor: Number(row.price_minor), currency: row.currency },
    location: { warehouse: row.warehouse, rack: row.rack, tier: row.tier, position: row.position },
    size: Number(row.size),
    unit: row.unit,
    stockOnHand: onHand,
    reserved,
    available: status === 'inStock' ? Math.max(0, onHand - reserved) : 0,
    status,
    disposedAt: row.disposed_at ? isoInstant(row.disposed_at) : null,
    suggested: suggested.has(row.id),
    orderId: row.order_id,
  };
}

const signed = (row: PackHistoryRow) => {
  if (row.stock_value === null || row.adjustment === 'reset') return null;
  return row.adjustment === 'decrement' ? -Number(row.stock_value) : Number(row.stock_value);
};

export function presentPackEvent(row: PackHistoryRow): PackEvent {
  const location = row.details.location as PackEvent['location'] | undefined;
  return {
    id: row.id,
    type: (PACK_EVENT_TYPES as readonly string[]).includes(row.type) ? (row.type as PackEvent['type']) : 'treatment',
    occurredAt: isoInstant(row.occurred_at),
    change: signed(row),
    counted: row.adjustment === 'reset' ? Number(row.stock_value) : null,
    animal: row.animal_id ? { id: row.animal_id, tagNumber: row.tag_number ?? '' } : null,
    location: location ?? null,
    reason: typeof row.details.reason === 'string' ? row.details.reason : null,
    notes: row.notes,
    createdBy: row.created_by,
  };
}
