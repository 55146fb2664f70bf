import { type Adjustment, type AssetKind, convert, dimensionOf, type EventAssetRole, type EventStatus } from '@ganado/shared/ledger';
import type { Db } from '../../db/client';
import { orderedId } from '../../db/ordered-id';
import { AppError } from '../../http/app-error';
import { type ActivityEntry, recordActivities } from '../activity-log/activity-log.repository';
import { refreshDerivedState } from './derived-state';
import {
  type AssetFacts,
  clearEventParts,
  deleteEventRows,
  type EventInsert,
  type EventsInHand,
  findAssets,
  insertEventRows,
  type LinkInsert,
  lockAssets,
  type QuantityInsert,
  touchedBy,
  updateEventRows,
} from './ledger.repository';
import { cacheStockOnHand, deriveStockOnHand } from './stock.repository';

/**
 * The one place the log is written (docs/ARCHITECTURE.md: the model). Every write here, in the
 * caller's transaction: checks that every asset it names is the organisation's (another's is not
 * found: 404, nothing written), converts each stock adjustment into its asset's unit (422 when it
 * cannot), locks the assets whose stock moves and refuses a write that leaves one below zero (409),
 * rebuilds the derived state of every asset touched (stock on hand cached on the registry included), and records the caller's activity entries.
 */

export interface Actor {
  organizationId: string;
  userId: string | null;
  ip?: string | null;
}
export interface QuantityInput {
  value: number;
  unit: string;
  /** The dimension measured; the unit's own when not given. */
  measure?: string;
  label?: string | null;
  assetId?: string;
  adjustment?: Adjustment;
}
export interface EventInput {
  id?: string;
  type: string;
  status: EventStatus;
  occurredAt: Date;
  notes?: string | null;
  details?: Record<string, unknown>;
  /** The task occurrence this event completes. */
  occurrence?: { taskId: string; index: number } | null;
  /** The order whose step, shipment or delivery this event is. */
  orderId?: string | null;
  assets: readonly { assetId: string; role: EventAssetRole }[];
  quantities?: readonly QuantityInput[];
  createdBy?: string | null;
}
export type Activity = Omit<ActivityEntry, 'organizationId' | 'actorId' | 'ipAddress'>;

const problem = (status: 422 | 409, param: string, key: 'ledger.unitCannotConvert' | 'ledger.notStockKept' | 'ledger.insufficientStock') =>
  new AppError(status, status === 422 ? 'errors.checkAllValues' : key, { errors: [{ param, key }] });

/** Where a quantity's problem is reported: `quantities.<n>.<field>` of the request that sent it. */
const quantityParam = (index: number, field: 'unit' | 'value' | 'assetId') => `quantities.${index}.${field}`;

async function assetsOf(tx: Db, actor: Actor, inputs: readonly EventInput[]): Promise<Map<string, AssetFacts>> {
  const ids = new Set<string>();
  for (const input of inputs) {
    for (const link of input.assets) ids.add(link.assetId);
    for (const quantity of input.quantities ?? []) if (quantity.assetId) ids.add(quantity.assetId);
  }
  const found = await findAssets(tx, actor.organizationId, [...ids]);
  if (found.size !== ids.size) throw AppError.notFound();
  return found;
}

/** The quantity as stored: its stock value in the asset's unit when it adjusts one. */
function quantityRow(actor: Actor, eventId: string, position: number, quantity: QuantityInput, found: Map<string, AssetFacts>): QuantityInsert {
  const row: QuantityInsert = {
    organizationId: actor.organizationId,
    eventId,
    position,
    measure: quantity.measure ?? dimensionOf(quantity.unit) ?? 'count',
    value: quantity.value,
    unit: quantity.unit,
    label: quantity.label ?? null,
  };
  if (!quantity.assetId || !quantity.adjustment) return row;
  const asset = found.get(quantity.assetId)!;
  if (!asset.stockUnit) throw problem(422, quantityParam(position, 'assetId'), 'ledger.notStockKept');
  const stockValue = convert(quantity.value, quantity.unit, asset.stockUnit);
  if (stockValue === undefined) throw problem(422, quantityParam(position, 'unit'), 'ledger.unitCannotConvert');
  return { ...row, assetId: quantity.assetId, adjustment: quantity.adjustment, stockValue };
}

function eventRows(actor: Actor, inputs: readonly EventInput[], found: Map<string, AssetFacts>) {
  const rows = { events: [] as EventInsert[], links: [] as LinkInsert[], quantities: [] as QuantityInsert[] };
  for (const input of inputs) {
    const id = input.id ?? orderedId();
    rows.events.push({
      id,
      organizationId: actor.organizationId,
      type: input.type,
      status: input.status,
      occurredAt: input.occurredAt,
      notes: input.notes ?? null,
      details: input.details ?? {},
      taskId: input.occurrence?.taskId ?? null,
      occurrenceIndex: input.occurrence?.index ?? null,
      orderId: input.orderId ?? null,
      createdBy: input.createdBy === undefined ? actor.userId : input.createdBy,
    });
    rows.links.push(...linkRows(actor, id, input.assets, found));
    (input.quantities ?? []).forEach((quantity, position) => rows.quantities.push(quantityRow(actor, id, position, quantity, found)));
  }
  return rows;
}

function linkRows(actor: Actor, eventId: string, links: EventInput['assets'], found: Map<string, AssetFacts>): LinkInsert[] {
  return links.map((link) => ({ organizationId: actor.organizationId, eventId, assetId: link.assetId, assetKind: found.get(link.assetId)!.kind, role: link.role }));
}

const stockAssetsOf = (quantities: readonly QuantityInsert[]) => [...new Set(quantities.flatMap((row) => (row.adjustment ? [row.assetId!] : [])))];

/** After the write: no stock below zero that may not be, the derived state rebuilt, the activity recorded. */
async function settle(
  tx: Db,
  actor: Actor,
  touched: { links: readonly { assetId: string; kind: AssetKind }[]; stockAssetIds: readonly string[]; quantities?: readonly QuantityInsert[]; written?: EventsInHand },
  activity: readonly Activity[],
): Promise<void> {
  if (touched.stockAssetIds.length > 0) {
    const stock = await deriveStockOnHand(tx, actor.organizationId, touched.stockAssetIds);
    const facts = await findAssets(tx, actor.organizationId, touched.stockAssetIds);
    const short = touched.stockAssetIds.find((id) => (stock.get(id) ?? 0) < 0 && !facts.get(id)?.allowsNegativeStock);
    if (short) {
      const position = touched.quantities?.find((row) => row.assetId === short)?.position ?? 0;
      throw problem(409, quantityParam(position, 'value'), 'ledger.insufficientStock');
    }
    await cacheStockOnHand(tx, actor.organizationId, stock);
  }
  await refreshDerivedState(tx, actor.organizationId, touched.links, touched.written);
  await recordActivities(tx, activity.map((entry) => ({ ...entry, organizationId: actor.organizationId, actorId: actor.userId, ipAddress: actor.ip ?? null })));
}

/** Writes new events with their links and quantities. Returns their ids, in the order given. */
export async function writeEvents(tx: Db, actor: Actor, inputs: readonly EventInput[], activity: readonly Activity[] = []): Promise<string[]> {
  if (inputs.length === 0) return [];
  const found = await assetsOf(tx, actor, inputs);
  const rows = eventRows(actor, inputs, found);
  const stockAssetIds = stockAssetsOf(rows.quantities);
  await lockAssets(tx, actor.organizationId, stockAssetIds);
  await insertEventRows(tx, rows);
  const links = rows.links.map((link) => ({ assetId: link.assetId, kind: link.assetKind }));
  // New events in hand: an asset they are all the history of (a new animal) takes its state from them, unread.
  await settle(tx, actor, { links, stockAssetIds, quantities: rows.quantities, written: rows }, activity);
  return rows.events.map((event) => event.id!);
}

/**
 * Rewrites one event: its own columns, and its links and quantities except its subjects (an
 * event stays about what it was about). What it touched before and after is settled.
 */
export async function rewriteEvent(
  tx: Db,
  actor: Actor,
  id: string,
  input: Omit<EventInput, 'id' | 'assets' | 'occurrence' | 'createdBy' | 'orderId'> & { assets: EventInput['assets'] },
  activity: readonly Activity[] = [],
): Promise<void> {
  const before = await touchedBy(tx, actor.organizationId, [id]);
  const others = input.assets.filter((link) => link.role !== 'subject');
  const found = await assetsOf(tx, actor, [{ ...input, assets: others }]);
  const rows = eventRows(actor, [{ ...input, id, assets: others }], found);
  const stockAssetIds = [...new Set([...before.stockAssetIds, ...stockAssetsOf(rows.quantities)])];
  await lockAssets(tx, actor.organizationId, stockAssetIds);
  await clearEventParts(tx, actor.organizationId, id);
  const { id: _id, organizationId: _org, createdBy: _by, taskId: _task, occurrenceIndex: _index, orderId: _order, ...columns } = rows.events[0]!;
  await updateEventRows(tx, actor.organizationId, [id], columns);
  await insertEventRows(tx, { events: [], links: rows.links, quantities: rows.quantities });
  const links = [...before.links, ...rows.links.map((link) => ({ assetId: link.assetId, kind: link.assetKind }))];
  await settle(tx, actor, { links, stockAssetIds, quantities: rows.quantities }, activity);
}

/** Moves events to another instant (a calving's date carries its calves' first records with it). */
export async function redateEvents(tx: Db, actor: Actor, ids: readonly string[], occurredAt: Date, activity: readonly Activity[] = []): Promise<void> {
  if (ids.length === 0) return;
  const touched = await touchedBy(tx, actor.organizationId, ids);
  await lockAssets(tx, actor.organizationId, touched.stockAssetIds);
  await updateEventRows(tx, actor.organizationId, ids, { occurredAt });
  await settle(tx, actor, touched, activity);
}

/** Deletes events with their links and quantities; the stock they moved moves back, if it may. */
export async function deleteEvents(tx: Db, actor: Actor, ids: readonly string[], activity: readonly Activity[] = []): Promise<void> {
  if (ids.length === 0) return;
  const touched = await touchedBy(tx, actor.organizationId, ids);
  await lockAssets(tx, actor.organizationId, touched.stockAssetIds);
  await deleteEventRows(tx, actor.organizationId, ids);
  await settle(tx, actor, touched, activity);
}
