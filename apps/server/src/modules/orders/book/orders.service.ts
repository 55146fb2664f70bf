import type { Order, OrderRequest, OrdersQuery } from '@ganado/shared/orders';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { counterpartyNameTaken, createCounterparty } from '../counterparties/counterparties.service';
import { findCounterparties } from '../counterparties/counterparties.repository';
import { checkedLines } from './orders.lines';
import { presentOneOrder, presentOrders } from './orders.present';
import { findOrder, insertOrder, listOrders, replaceLines, updateOrderRow } from './orders.repository';

export async function getOrders(context: AppContext, session: Session, query: OrdersQuery) {
  const { rows, total } = await listOrders(context.db, session.organizationId, query);
  return { items: await presentOrders(context.db, session.organizationId, rows), total, page: query.page, limit: query.limit };
}

export const presentOrder = async (db: Db, organizationId: string, id: string): Promise<Order> => presentOneOrder(db, organizationId, await findOrder(db, organizationId, id));

export const getOrder = (context: AppContext, session: Session, id: string) => presentOrder(context.db, session.organizationId, id);

/** The counterparty chosen (the organisation's: 404 on its field) or added with the order. */
async function counterpartyOf(tx: Db, session: Session, request: OrderRequest, ip: string): Promise<string> {
  if (request.counterparty) return createCounterparty(tx, session, request.counterparty, ip);
  const [found] = await findCounterparties(tx, session.organizationId, [request.counterpartyId!]);
  if (!found) throw new AppError(404, 'errors.notFound', { param: 'counterpartyId' });
  return found.id;
}

async function draftValues(tx: Db, session: Session, request: OrderRequest, ip: string) {
  const { lines, totals } = await checkedLines(tx, session.organizationId, request);
  const values = {
    direction: request.direction,
    counterpartyId: await counterpartyOf(tx, session, request, ip),
    reference: request.reference ?? null,
    currency: request.currency,
    address: request.address ?? null,
    shipOn: request.shipOn ?? null,
    notes: request.notes ?? null,
    netMinor: totals.netMinor,
    taxMinor: totals.taxMinor,
    grossMinor: totals.grossMinor,
  };
  return { values, lines };
}

/** POST /api/order: a draft, its first step in the log ("draft", by whom, when). */
export function addOrder(context: AppContext, session: Session, request: OrderRequest, ip: string): Promise<Order> {
  const work = context.db.transaction(async (tx) => {
    const { values, lines } = await draftValues(tx, session, request, ip);
    const id = await insertOrder(tx, session.organizationId, session.userId, values);
    await replaceLines(tx, session.organizationId, id, lines);
    const answer = await presentOrder(tx, session.organizationId, id);
    await writeEvents(tx, { organizationId: session.organizationId, userId: session.userId, ip }, [{ type: 'order.draft', status: 'done', occurredAt: context.clock(), orderId: id, assets: [] }], [
      { action: 'order.create', entityType: 'order', entityId: id, after: answer },
    ]);
    return presentOrder(tx, session.organizationId, id);
  });
  // A counterparty added inline whose name is taken answers on the inline field.
  return refuseOnUniqueViolation(work, () => counterpartyNameTaken('counterparty.name'));
}

/** PUT /api/order/{id}: a draft rewritten whole; an order past its draft is changed by its steps only (409). */
export function updateOrder(context: AppContext, session: Session, id: string, request: OrderRequest, ip: string): Promise<Order> {
  const work = context.db.transaction(async (tx) => {
    const row = await findOrder(tx, session.organizationId, id, true);
    if (!row) throw AppError.notFound();
    if (row.order.status !== 'draft') throw new AppError(409, 'orders.notDraft', { param: 'status' });
    // Its number is of the sales' or the purchases' series: a sale stays a sale.
    if (request.direction !== row.order.direction) throw new AppError(422, 'orders.directionFixed', { param: 'direction' });
    const before = await presentOneOrder(tx, session.organizationId, row);
    const { values, lines } = await draftValues(tx, session, request, ip);
    const { direction: _kept, ...rewritten } = values;
    await updateOrderRow(tx, session.organizationId, id, rewritten);
    await replaceLines(tx, session.organizationId, id, lines);
    const answer = await presentOrder(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'order.update', entityType: 'order', entityId: id, before, after: answer, ipAddress: ip });
    return answer;
  });
  // A counterparty added inline whose name is taken answers on the inline field.
  return refuseOnUniqueViolation(work, () => counterpartyNameTaken('counterparty.name'));
}
