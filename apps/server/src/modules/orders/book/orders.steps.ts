import { type Order, type OrderDirection, type OrderStatus, ORDER_STEPS, type OrderStep, type OrderStepRequest } from '@ganado/shared/orders';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError, refusedAs } from '../../../http/app-error';
import { heldBack, withdrawalRefusal } from '../../drugs/administration/withdrawal.policy';
import { type Actor, type QuantityInput, writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { animalsById } from './orders.lines';
import { presentOrder } from './orders.service';
import { findOrder, type LineWithProduct, linesOf, type OrderWithCounterparty, sourcesOf, updateOrderRow } from './orders.repository';
import { onLine, stockMoves } from './orders.stock';
import { leaveHerd } from '../leaving';

const lineParam = (line: LineWithProduct, field: string) => `lines.${line.line.position}.${field}`;

/**
 * Withdrawal blocks the sale (docs/decisions.md: withdrawal is enforced; one implementation, the drugs
 * module's): an animal the order sells whose meat is held back at `at`, or an animal a line of milk
 * came from whose milk is, refuses the step with 409 naming the animal, the drug and the end.
 */
async function refuseWithdrawn(tx: Db, organizationId: string, lines: readonly LineWithProduct[], at: Date): Promise<void> {
  const sources = await sourcesOf(tx, organizationId, lines.map(({ line }) => line.id));
  const herd = await animalsById(tx, organizationId, [...lines.flatMap(({ line }) => (line.animalId ? [line.animalId] : [])), ...sources.map((source) => source.animalId)]);
  for (const line of lines) {
    const checks: { animalId: string; product: 'meat' | 'milk'; param: string }[] = [
      ...(line.line.animalId ? [{ animalId: line.line.animalId, product: 'meat' as const, param: lineParam(line, 'animalId') }] : []),
      ...sources.filter((source) => source.lineId === line.line.id).map((source) => ({ animalId: source.animalId, product: 'milk' as const, param: lineParam(line, 'sourceAnimalIds') })),
    ];
    for (const check of checks) {
      const animal = herd.get(check.animalId)!;
      if (check.product === 'meat' && animal.status !== 'active') {
        throw new AppError(409, 'orders.animalNotActive', { errors: [{ param: check.param, key: 'orders.animalNotActive', params: { tag: animal.tagNumber } }] });
      }
      const held = await heldBack(tx, organizationId, animal.id, check.product, at);
      if (held) throw withdrawalRefusal(animal, held, check.param);
    }
  }
}

/** A sale's animals leave the herd as sold to the counterparty, through the records' own rules, each removal pointing at the order. */
async function removeSold(tx: Db, context: AppContext, session: Session, row: OrderWithCounterparty, lines: readonly LineWithProduct[], at: Date, ip: string, dateParam: string) {
  for (const line of lines) {
    if (!line.line.animalId) continue;
    const leaving = { animalId: line.line.animalId, at: at.toISOString(), reason: 'sold' as const, destination: row.counterpartyName, orderId: row.order.id };
    await leaveHerd(tx, context, session, leaving, { animalParam: lineParam(line, 'animalId'), dateParam }, ip);
  }
}

/** The day a sale is checked for when placed: the day it is to ship, or now if that is sooner. */
function placedCheckAt(row: OrderWithCounterparty, now: Date): Date {
  const shipOn = row.order.shipOn ? new Date(`${row.order.shipOn}T00:00:00.000Z`) : now;
  return shipOn > now ? shipOn : now;
}

/**
 * A step taken: the order's status, and the step's event in the log (when, who, the note, and the
 * stock it moves, the supplies consumed by a shipment or produced by a delivery), with its activity.
 * A stock short on a quantity is answered on the order line it came from.
 */
export async function recordStep(
  tx: Db,
  actor: Actor,
  order: { id: string; status: OrderStatus; direction: OrderDirection },
  step: OrderStep,
  taken: { at: Date; note: string | null; stock: { quantities: QuantityInput[]; lineOf: number[] }; lines: readonly LineWithProduct[] },
  before: Order | null,
): Promise<void> {
  const { to } = ORDER_STEPS[step];
  await updateOrderRow(tx, actor.organizationId, order.id, { status: to });
  const role = step === 'ship' ? ('consumed' as const) : ('produced' as const);
  const event = {
    type: `order.${to}`,
    status: 'done' as const,
    occurredAt: taken.at,
    notes: taken.note,
    details: { from: order.status, to, direction: order.direction },
    orderId: order.id,
    assets: [...new Set(taken.stock.quantities.map((quantity) => quantity.assetId!))].map((assetId) => ({ assetId, role })),
    quantities: taken.stock.quantities,
  };
  try {
    await writeEvents(tx, actor, [event], [{ action: `order.${step}`, entityType: 'order', entityId: order.id, before, after: before ? { ...before, status: to } : { status: to } }]);
  } catch (error) {
    throw onLine(error, taken.lines, taken.stock.lineOf);
  }
}

const MINUTE_MS = 60_000;

/**
 * A step is not dated before the order's previous step (docs/decisions.md: orders); forms write
 * minutes, so within its minute is not before. The draft is when the order was typed, not a step of
 * the trade: a sale of last month entered today is placed on last month's day.
 */
function refuseBeforePrevious(before: Order, at: Date, dateParam: string): void {
  const previous = before.history.filter((entry) => entry.status !== 'draft').at(-1);
  if (previous && at.getTime() < Math.floor(Date.parse(previous.occurredAt) / MINUTE_MS) * MINUTE_MS) throw new AppError(422, 'orders.stepBeforePrevious', { param: dateParam });
}

/**
 * The step on an order already locked (a shipment ships its sale in its own transaction, its date
 * being the departure's: `dateParam` says which field a refused date is answered on): see stepOrder.
 */
export async function takeStep(tx: Db, context: AppContext, session: Session, row: OrderWithCounterparty, step: OrderStep, request: OrderStepRequest, ip: string, dateParam = 'occurredAt'): Promise<void> {
  const id = row.order.id;
  const { from } = ORDER_STEPS[step];
  if (!(from as readonly string[]).includes(row.order.status)) {
    const shipped = step === 'cancel' && ['shipped', 'delivered', 'paid'].includes(row.order.status);
    throw new AppError(409, shipped ? 'orders.cancelShipped' : 'orders.stepNotAllowed', { param: 'status' });
  }
  const before = await presentOrder(tx, session.organizationId, id);
  const at = request.occurredAt ? new Date(request.occurredAt) : context.clock();
  refuseBeforePrevious(before, at, dateParam);
  const lines = await linesOf(tx, session.organizationId, [id]);
  const sale = row.order.direction === 'sale';
  if (sale && (step === 'place' || step === 'ship')) await refuseWithdrawn(tx, session.organizationId, lines, step === 'place' ? placedCheckAt(row, context.clock()) : at);
  if (sale && step === 'ship') await removeSold(tx, context, session, row, lines, at, ip, dateParam);
  const moves = sale && step === 'ship' ? 'out' : !sale && step === 'deliver' ? 'in' : null;
  const stock = moves ? await stockMoves(tx, session.organizationId, lines, moves, at.toISOString().slice(0, 10)) : { quantities: [], lineOf: [] };
  await recordStep(tx, { organizationId: session.organizationId, userId: session.userId, ip }, { id, status: row.order.status, direction: row.order.direction }, step, { at, note: request.note ?? null, stock, lines }, before);
}

/**
 * POST /api/order/{id}/{step}: the order locked (two steps on it run one after the other), in a status
 * the step starts from (409 otherwise; a shipped order is never cancelled, a return is a new order),
 * then what the step does, all in one transaction with the step's event: placing a sale checks
 * withdrawal on the day it ships; shipping a sale removes its animals (sold, to the counterparty) and
 * takes its stock out; delivering a purchase puts its stock in. 'Order Not Placed' heads a refused place.
 */
export function stepOrder(context: AppContext, session: Session, id: string, step: OrderStep, request: OrderStepRequest, ip: string): Promise<Order> {
  const work = context.db.transaction(async (tx) => {
    const row = await findOrder(tx, session.organizationId, id, true);
    if (!row) throw AppError.notFound();
    await takeStep(tx, context, session, row, step, request, ip);
    return presentOrder(tx, session.organizationId, id);
  });
  return step === 'place' ? refusedAs('errors.orderNotPlaced', work) : work;
}
