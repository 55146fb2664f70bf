import type { AssetKind, Unit } from '@ganado/shared/ledger';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uuidArray } from '../../db/arrays';
import { insertAsJson } from '../../db/insert-json';
import { assets, eventAssets, events, quantities } from '../../db/schema';

export type EventInsert = typeof events.$inferInsert;
export type LinkInsert = typeof eventAssets.$inferInsert;
export type QuantityInsert = typeof quantities.$inferInsert;
/** What the write path has in hand of the events it is writing (its insert rows): enough to derive a state from. */
export interface EventsInHand {
  events: readonly { id?: string; type: string; status?: string; occurredAt: Date }[];
  links: readonly { eventId: string; assetId: string; assetKind: string; role: string }[];
  quantities: readonly { eventId: string; position: number; value: number; unit: string }[];
}

export interface AssetFacts {
  id: string;
  kind: AssetKind;
  stockUnit: Unit | null;
  allowsNegativeStock: boolean;
}

/** The organisation's assets among these ids (another organisation's are simply not there). */
export async function findAssets(db: Db, organizationId: string, ids: readonly string[]): Promise<Map<string, AssetFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assets.id, kind: assets.kind, stockUnit: assets.stockUnit, allowsNegativeStock: assets.allowsNegativeStock })
    .from(assets)
    .where(and(eq(assets.organizationId, organizationId), sql`${assets.id} = any(${uuidArray(ids)})`));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks the assets whose stock a write moves until the write's transaction ends, in id order so two
 * writes over the same assets cannot deadlock. A second write waits here, then sees the first's
 * adjustments when it checks the stock (docs/decisions.md: stock that cannot go below zero).
 */
export async function lockAssets(db: Db, organizationId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`select id from assets where organization_id = ${organizationId} and id = any(${uuidArray([...ids].sort())}) order by id for update`);
}

/** Events, then their links and quantities (which point at them). */
export async function insertEventRows(tx: Db, rows: { events: EventInsert[]; links: LinkInsert[]; quantities: QuantityInsert[] }): Promise<void> {
  if (rows.events.length > 0) await insertAsJson(tx, events, rows.events);
  if (rows.links.length > 0) await insertAsJson(tx, eventAssets, rows.links);
  if (rows.quantities.length > 0) await insertAsJson(tx, quantities, rows.quantities);
}

/**
 * Which of the assets some event other than these names: those whose state cannot be derived
 * from these events alone. One probe per asset of the links' index.
 */
export async function assetsWithOtherEvents(db: Db, organizationId: string, assetIds: readonly string[], eventIds: readonly string[]): Promise<Set<string>> {
  if (assetIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ assetId: eventAssets.assetId })
    .from(eventAssets)
    .where(and(eq(eventAssets.organizationId, organizationId), sql`${eventAssets.assetId} = any(${uuidArray(assetIds)})`, sql`${eventAssets.eventId} <> all(${uuidArray(eventIds)})`));
  return new Set(rows.map((row) => row.assetId));
}

/** What the events touch: each asset once with its kind, and those whose stock they move. */
export async function touchedBy(db: Db, organizationId: string, eventIds: readonly string[]) {
  if (eventIds.length === 0) return { links: [], stockAssetIds: [] };
  const [links, stock] = await Promise.all([
    db
      .selectDistinct({ assetId: eventAssets.assetId, kind: eventAssets.assetKind })
      .from(eventAssets)
      .where(and(eq(eventAssets.organizationId, organizationId), inArray(eventAssets.eventId, [...eventIds]))),
    db
      .selectDistinct({ assetId: sql<string>`${quantities.assetId}` })
      .from(quantities)
      .where(and(eq(quantities.organizationId, organizationId), inArray(quantities.eventId, [...eventIds]), sql`${quantities.adjustment} is not null`)),
  ]);
  return { links, stockAssetIds: stock.map((row) => row.assetId) };
}

export async function updateEventRows(db: Db, organizationId: string, ids: readonly string[], values: Partial<EventInsert>): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(events)
    .set(values)
    .where(and(eq(events.organizationId, organizationId), inArray(events.id, [...ids])));
}

/** Clears an event's links and quantities, except its subjects: what an edit writes again. */
export async function clearEventParts(db: Db, organizationId: string, id: string): Promise<void> {
  await db.delete(eventAssets).where(and(eq(eventAssets.organizationId, organizationId), eq(eventAssets.eventId, id), sql`${eventAssets.role} <> 'subject'`));
  await db.delete(quantities).where(and(eq(quantities.organizationId, organizationId), eq(quantities.eventId, id)));
}

export async function deleteEventRows(db: Db, organizationId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(events).where(and(eq(events.organizationId, organizationId), inArray(events.id, [...ids])));
}
