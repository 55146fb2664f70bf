import type { AssetKind, Unit } from '@ganado/shared/ledger';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numericArray, uuidArray } from '../../db/arrays';
import { rowsOf } from '../../db/rows';
import { insertRows } from '../../db/insert-rows';
import { assets, eventAssets, events, quantities } from '../../db/schema';

export type EventInsert = typeof events.$inferInsert;
export type LinkInsert = typeof eventAssets.$inferInsert;
export type QuantityInsert = typeof quantities.$inferInsert;
/** What the write path has in hand of the events it is writing (its insert rows): enough to derive a state from. */
export interface EventsInHand {
  events: readonly { id?: string; type: string; status?: string; occurredAt: Date; details?: Record<string, unknown> }[];
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
  if (rows.events.length > 0) await insertRows(tx, events, rows.events);
  if (rows.links.length > 0) await insertRows(tx, eventAssets, rows.links);
  if (rows.quantities.length > 0) await insertRows(tx, quantities, rows.quantities);
}

/**
 * Which of the assets some event other than those just written names: those whose state cannot be
 * derived from the events in hand alone. Those events' links are in the table now, so an asset has
 * others exactly when it has more links than they give it: one probe of the links' index per asset,
 * stopping one link past the most any asset has in hand. (Comparing every link found with every
 * event in hand, or counting all of them, cost a 100,000-row import seconds: a table that grows in
 * the import's own transaction, with statistics from before it, was read whole.)
 */
export async function assetsWithOtherEvents(db: Db, organizationId: string, assetIds: readonly string[], written: EventsInHand['links']): Promise<Set<string>> {
  if (assetIds.length === 0) return new Set();
  const inHand = new Map<string, number>();
  for (const link of written) inHand.set(link.assetId, (inHand.get(link.assetId) ?? 0) + 1);
  const counts = assetIds.map((id) => inHand.get(id) ?? 0);
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
      select a.id from unnest(${uuidArray(assetIds)}, ${numericArray(counts)}) as a(id, in_hand)
      where (select count(*) from (
        select from event_assets l where l.organization_id = ${organizationId} and l.asset_id = a.id limit ${counts.reduce((most, count) => Math.max(most, count), 0) + 1}
      ) found) > a.in_hand`),
  );
  return new Set(rows.map((row) => row.id));
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
