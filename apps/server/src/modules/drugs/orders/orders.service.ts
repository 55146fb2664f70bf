import type { ActivityAction } from '@ganado/shared/activity-log';
import type { DrugOrder, DrugOrderReceipt, DrugOrderRequest, DrugOrdersQuery, DrugOrderStatus, DrugOrderStep } from '@ganado/shared/drugs';
import type { MessageKey } from '@ganado/shared';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError, type FieldProblem } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { lockDrug } from '../cabinet/drugs.repository';
import { inStockUnit, receiveInto } from '../packs/packs.service';
import { findOrder, insertOrder, type LineRow, linesOf, listOrders, type OrderRow, replaceLines, updateOrderRow } from './orders.repository';
import { isoInstant } from '../../../db/rows';


function presentOrder(row: OrderRow, lines: readonly LineRow[]): DrugOrder {
  const own = lines.filter(({ line }) => line.orderId === row.id);
  const priced = own.every(({ line }) => line.priceMinor !== null) && row.currency !== null && own.length > 0;
  return {
    id: row.id,
    supplier: row.supplier,
    reference: row.reference,
    currency: row.currency,
    address: row.address,
    expectedOn: row.expectedOn,
    status: row.status,
    lines: own.map(({ line, drugName }) => ({
      id: line.id,
      drugId: line.drugId,
      drugName,
      packSize: { value: line.packSize, unit: line.packUnit },
      packs: line.packs,
      price: line.priceMinor === null || row.currency === null ? null : { amountMinor: line.priceMinor, currency: row.currency },
    })),
    total: priced ? { amountMinor: own.reduce((sum, { line }) => sum + line.priceMinor! * line.packs, 0), currency: row.currency! } : null,
    notes: row.notes,
    placedAt: isoInstant(row.placedAt),
    shippedAt: isoInstant(row.shippedAt),
    receivedAt: isoInstant(row.receivedAt),
    cancelledAt: isoInstant(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<DrugOrder> {
  const row = await findOrder(db, organizationId, id);
  if (!row) throw AppError.notFound();
  return presentOrder(row, await linesOf(db, organizationId, [id]));
}

export async function getOrders(context: AppContext, session: Session, query: DrugOrdersQuery) {
  const { rows, total } = await listOrders(context.db, session.organizationId, query);
  const lines = await linesOf(context.db, session.organizationId, rows.map((row) => row.id));
  return { items: rows.map((row) => presentOrder(row, lines)), total, page: query.page, limit: query.limit };
}

export const getOrder = (context: AppContext, session: Session, id: string) => presentOne(context.db, session.organizationId, id);

/** Each line's drug the organisation's (404 on its field) and its pack size in a unit the drug's stock converts to (422); prices need a currency. */
async function checkedLines(tx: Db, session: Session, request: DrugOrderRequest) {
  const problems: FieldProblem[] = [];
  const lines = [];
  for (const [index, line] of request.lines.entries()) {
    const drug = await lockDrug(tx, session.organizationId, line.drugId);
    if (!drug) throw new AppError(404, 'errors.notFound', { param: `lines.${index}.drugId` });
    try {
      inStockUnit(line.packSize, drug.stockUnit, `lines.${index}.packSize.unit`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(...error.errors);
    }
    if (line.priceMinor != null && !request.currency) problems.push({ param: 'currency', key: 'drugs.priceNeedsCurrency' });
    lines.push({ position: index, drugId: line.drugId, packSize: line.packSize.value, packUnit: line.packSize.unit, packs: line.packs, priceMinor: line.priceMinor ?? null });
  }
  if (problems.length > 0) throw AppError.invalid([...new Map(problems.map((problem) => [`${problem.param} ${problem.key}`, problem])).values()]);
  return lines;
}

const orderValues = (request: DrugOrderRequest) => ({
  supplier: request.supplier,
  reference: request.reference ?? null,
  currency: request.currency ?? null,
  address: request.address ?? null,
  expectedOn: request.expectedOn ?? null,
  notes: request.notes ?? null,
});

async function log(tx: Db, session: Session, ip: string, action: ActivityAction, id: string, before: DrugOrder | null, after: DrugOrder) {
  await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action, entityType: 'drugOrder', entityId: id, before, after, ipAddress: ip });
}

export function addOrder(context: AppContext, session: Session, request: DrugOrderRequest, ip: string): Promise<DrugOrder> {
  return context.db.transaction(async (tx) => {
    const lines = await checkedLines(tx, session, request);
    const id = await insertOrder(tx, session.organizationId, session.userId, orderValues(request));
    await replaceLines(tx, session.organizationId, id, lines);
    const answer = await presentOne(tx, session.organizationId, id);
    await log(tx, session, ip, 'drugOrder.create', id, null, answer);
    return answer;
  });
}

/** The order locked, in one of the statuses a step may start from; else 409 (the top message the step's own, as "Order Not Placed"). */
async function orderIn(tx: Db, session: Session, id: string, from: readonly DrugOrderStatus[], failure: MessageKey) {
  const row = await findOrder(tx, session.organizationId, id, true);
  if (!row) throw AppError.notFound();
  if (!from.includes(row.status)) throw new AppError(409, failure, { errors: [{ param: 'status', key: failure === 'drugs.orderNotDraft' ? failure : 'drugs.orderStepNotAllowed' }] });
  return row;
}

export function updateOrder(context: AppContext, session: Session, id: string, request: DrugOrderRequest, ip: string): Promise<DrugOrder> {
  return context.db.transaction(async (tx) => {
    await orderIn(tx, session, id, ['draft'], 'drugs.orderNotDraft');
    const before = await presentOne(tx, session.organizationId, id);
    const lines = await checkedLines(tx, session, request);
    await updateOrderRow(tx, session.organizationId, id, orderValues(request));
    await replaceLines(tx, session.organizationId, id, lines);
    const answer = await presentOne(tx, session.organizationId, id);
    await log(tx, session, ip, 'drugOrder.update', id, before, answer);
    return answer;
  });
}

/** The steps of an order's life: where each may start, what it sets, and the key a refusal answers with. */
const STEPS = {
  place: { from: ['draft'], to: 'placed', stamp: 'placedAt', action: 'drugOrder.place', failure: 'errors.orderNotPlaced' },
  ship: { from: ['placed'], to: 'shipped', stamp: 'shippedAt', action: 'drugOrder.ship', failure: 'drugs.orderStepNotAllowed' },
  cancel: { from: ['draft', 'placed', 'shipped'], to: 'cancelled', stamp: 'cancelledAt', action: 'drugOrder.cancel', failure: 'drugs.orderStepNotAllowed' },
} as const satisfies Record<string, { from: readonly DrugOrderStatus[]; to: DrugOrderStatus; stamp: keyof OrderRow; action: ActivityAction; failure: MessageKey }>;

export function stepOrder(context: AppContext, session: Session, id: string, step: keyof typeof STEPS, request: DrugOrderStep, ip: string): Promise<DrugOrder> {
  const { from, to, stamp, action, failure } = STEPS[step];
  return context.db.transaction(async (tx) => {
    await orderIn(tx, session, id, from, failure);
    const before = await presentOne(tx, session.organizationId, id);
    await updateOrderRow(tx, session.organizationId, id, { status: to, [stamp]: request.occurredAt ? new Date(request.occurredAt) : context.clock() });
    const answer = await presentOne(tx, session.organizationId, id);
    await log(tx, session, ip, action, id, before, answer);
    return answer;
  });
}

/**
 * POST /api/drug/order/{id}/receive: a placed or shipped order arrives. Every line is received
 * into stock as its packs (receiveInto: each an asset with its receipt event, pointing at the
 * order), with the batch and expiry given for it; a line left out or not of the order is refused
 * (422) and nothing is received. The order is then received, once (it is locked).
 */
export function receiveOrder(context: AppContext, session: Session, id: string, request: DrugOrderReceipt, ip: string): Promise<DrugOrder> {
  return context.db.transaction(async (tx) => {
    const order = await orderIn(tx, session, id, ['placed', 'shipped'], 'drugs.orderStepNotAllowed');
    const before = await presentOne(tx, session.organizationId, id);
    const lines = await linesOf(tx, session.organizationId, [id]);
    const given = new Map(request.lines.map((line, index) => [line.lineId, { ...line, index }]));
    const strangers = request.lines.flatMap((line, index) => (lines.some(({ line: own }) => own.id === line.lineId) ? [] : [{ param: `lines.${index}.lineId`, key: 'drugs.lineNotOfOrder' as const }]));
    if (strangers.length > 0) throw AppError.invalid(strangers);
    if (lines.some(({ line }) => !given.has(line.id))) throw AppError.invalid({ param: 'lines', key: 'drugs.lineMissing' });
    for (const { line } of lines) {
      const arrived = given.get(line.id)!;
      const price = line.priceMinor === null || order.currency === null ? null : { amountMinor: line.priceMinor, currency: order.currency };
      const receipt = {
        batch: arrived.batch,
        expiresOn: arrived.expiresOn,
        receivedAt: request.receivedAt,
        size: { value: line.packSize, unit: line.packUnit },
        count: line.packs,
        location: request.location,
        price,
        supplier: order.supplier,
        notes: null,
      };
      await receiveInto(tx, session, line.drugId, receipt, id, `lines.${arrived.index}.`);
    }
    await updateOrderRow(tx, session.organizationId, id, { status: 'received', receivedAt: new Date(request.receivedAt) });
    const answer = await presentOne(tx, session.organizationId, id);
    await log(tx, session, ip, 'drugOrder.receive', id, before, answer);
    return answer;
  });
}
