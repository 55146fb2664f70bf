import type { Language } from '@ganado/shared';
import { isoToDisplayDate } from '@ganado/shared/format';
import { fromMinor } from '@ganado/shared/money';
import { ORDER_EXPORT_COLUMNS, ORDER_WORDS, type OrderExportColumn, type OrdersExportQuery } from '@ganado/shared/orders';
import type { AppContext } from '../../../context';
import type { CsvCell } from '../../../http/csv';
import { type TableFile, tableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { listOrders, type OrderWithCounterparty } from './orders.repository';

const PAGE = 1000;

type Row = OrderWithCounterparty;

/** Amounts in major units as numbers (a sheet sums them); days as the screens write them. */
const CELLS: Record<OrderExportColumn, (row: Row, language: Language) => CsvCell> = {
  number: ({ order }) => order.number,
  createdAt: ({ order }) => isoToDisplayDate(order.createdAt.toISOString().slice(0, 10)),
  direction: ({ order }, language) => ORDER_WORDS[language][order.direction],
  counterparty: (row) => row.counterpartyName,
  reference: ({ order }) => order.reference,
  status: ({ order }, language) => ORDER_WORDS[language][order.status],
  shipOn: ({ order }) => order.shipOn && isoToDisplayDate(order.shipOn),
  lines: (row) => row.lineCount,
  net: ({ order }) => fromMinor(order.netMinor, order.currency),
  tax: ({ order }) => fromMinor(order.taxMinor, order.currency),
  gross: ({ order }) => fromMinor(order.grossMinor, order.currency),
  currency: ({ order }) => order.currency,
};

/** GET /api/order/export: the list as filtered and sorted on the screen, a page of 1,000 at a time. */
export function exportOrders(context: AppContext, session: Session, query: OrdersExportQuery, language: Language): Promise<TableFile> {
  const { format, ...filters } = query;
  async function* batches() {
    for (let page = 1; ; page += 1) {
      const { rows } = await listOrders(context.db, session.organizationId, { ...filters, page, limit: PAGE });
      yield rows.map((row) => ORDER_EXPORT_COLUMNS.map(({ name }) => CELLS[name](row, language)));
      if (rows.length < PAGE) return;
    }
  }
  return tableFile(format, {
    name: `orders-${context.clock().toISOString().slice(0, 10)}`,
    sheetName: ORDER_WORDS[language].sheet,
    headers: ORDER_EXPORT_COLUMNS.map(({ header }) => header[language]),
    batches: batches(),
  });
}
