import { type Order, ORDER_STATUSES, type OrderStatus } from '@ganado/shared/orders';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { historyOf, linesOf, type OrderWithCounterparty, sourcesOf } from './orders.repository';

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Orders as answered, their lines, sources and history read in one query each for the whole page. */
export async function presentOrders(db: Db, organizationId: string, rows: readonly OrderWithCounterparty[]): Promise<Order[]> {
  const ids = rows.map(({ order }) => order.id);
  const lines = await linesOf(db, organizationId, ids);
  const sources = await sourcesOf(db, organizationId, lines.map(({ line }) => line.id));
  const history = await historyOf(db, organizationId, ids);
  return rows.map(({ order, counterpartyName, counterpartyKind, counterpartyAddress }) => {
    const money = (amountMinor: number) => ({ amountMinor, currency: order.currency });
    return {
      id: order.id,
      direction: order.direction,
      number: order.number,
      status: order.status,
      counterparty: { id: order.counterpartyId, name: counterpartyName, kind: counterpartyKind, address: counterpartyAddress },
      reference: order.reference,
      currency: order.currency,
      address: order.address,
      shipOn: order.shipOn,
      notes: order.notes,
      lines: lines
        .filter(({ line }) => line.orderId === order.id)
        .map(({ line, productName, productKind, animalTag }) => ({
          id: line.id,
          product: { id: line.productId, name: productName, kind: productKind },
          animal: line.animalId && animalTag !== null ? { id: line.animalId, tagNumber: animalTag } : null,
          sourceAnimals: sources.filter((source) => source.lineId === line.id).map((source) => ({ id: source.animalId, tagNumber: source.tagNumber })),
          description: line.description,
          quantity: line.quantityMilli / 1000,
          unit: line.unit,
          unitPrice: money(line.unitPriceMinor),
          taxRateBasisPoints: line.taxRateBasisPoints,
          net: money(line.netMinor),
          tax: money(line.taxMinor),
          gross: money(line.grossMinor),
        })),
      totals: { net: money(order.netMinor), tax: money(order.taxMinor), gross: money(order.grossMinor) },
      history: history
        .filter((entry) => entry.orderId === order.id)
        .flatMap((entry) => {
          const status = entry.type.slice('order.'.length);
          if (!isStatus(status)) return [];
          return [{ status, occurredAt: entry.occurredAt.toISOString(), by: entry.byId && entry.byName ? { id: entry.byId, name: entry.byName } : null, note: entry.notes }];
        }),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    };
  });
}

export async function presentOneOrder(db: Db, organizationId: string, row: OrderWithCounterparty | undefined): Promise<Order> {
  if (!row) throw AppError.notFound();
  const [answer] = await presentOrders(db, organizationId, [row]);
  return answer!;
}
