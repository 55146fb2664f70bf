import { type OrdersSummary, type OrdersSummaryQuery, PRODUCT_KINDS, type ProductKind } from '@ganado/shared/orders';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { rowsOf } from '../../../db/rows';
import type { Session } from '../../sessions/authenticate';

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The months from `from` to `to`, both included ("2026-01" … "2026-12"); none when `from` is later. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let text = from; text <= to; text = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(text);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * GET /api/order/summary (docs/decisions.md: orders): revenue is the net of sales, cost the net of
 * purchases, per product kind and the month the order was placed (its `order.placed` event, UTC
 * months), in one currency: the one asked for, else the one most of the organisation's orders use.
 */
export async function ordersSummary(context: AppContext, session: Session, query: OrdersSummaryQuery): Promise<OrdersSummary> {
  const { organizationId } = session;
  const now = context.clock();
  const to = query.to ?? monthOf(now);
  const from = query.from ?? monthOf(new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 12, 1)));
  const used = await rowsOf<{ currency: string }>(
    context.db.execute(sql`select currency from orders where organization_id = ${organizationId} group by currency order by count(*) desc, currency`),
  );
  const currencies = used.map((row) => row.currency);
  const currency = query.currency ?? currencies[0] ?? 'MXN';
  const rows = await rowsOf<{ month: string; kind: ProductKind; direction: 'sale' | 'purchase'; net: string }>(
    context.db.execute(sql`
      select to_char(placed.at at time zone 'UTC', 'YYYY-MM') as month, p.kind, o.direction, sum(l.net_minor)::text as net
      from orders o
      join lateral (select min(e.occurred_at) as at from events e where e.order_id = o.id and e.organization_id = o.organization_id and e.type = 'order.placed') placed on placed.at is not null
      join order_lines l on l.order_id = o.id and l.organization_id = o.organization_id
      join products p on p.id = l.product_id and p.organization_id = o.organization_id
      where o.organization_id = ${organizationId} and o.currency = ${currency} and o.status not in ('draft', 'cancelled')
        and to_char(placed.at at time zone 'UTC', 'YYYY-MM') between ${from} and ${to}
      group by 1, 2, 3`),
  );
  const cells = new Map<string, { month: string; kind: ProductKind; revenueMinor: number; costMinor: number }>();
  for (const row of rows) {
    const key = `${row.month} ${row.kind}`;
    const cell = cells.get(key) ?? { month: row.month, kind: row.kind, revenueMinor: 0, costMinor: 0 };
    if (row.direction === 'sale') cell.revenueMinor += Number(row.net);
    else cell.costMinor += Number(row.net);
    cells.set(key, cell);
  }
  const ordered = [...cells.values()].sort((a, b) => a.month.localeCompare(b.month) || PRODUCT_KINDS.indexOf(a.kind) - PRODUCT_KINDS.indexOf(b.kind));
  const revenueMinor = ordered.reduce((sum, cell) => sum + cell.revenueMinor, 0);
  const costMinor = ordered.reduce((sum, cell) => sum + cell.costMinor, 0);
  return { currency, currencies, months: monthsBetween(from, to), rows: ordered, totals: { revenueMinor, costMinor, marginMinor: revenueMinor - costMinor } };
}
