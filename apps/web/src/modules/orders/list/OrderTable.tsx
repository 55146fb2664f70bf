import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from '@ganado/shared/orders';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { SortableHeaderCell, type ListSort } from '../../../components/admin/SortableHeaderCell';
import { dayText, instantDayText } from '../../../components/format';
import { useOrders } from '../api';
import { useOrderFigures } from '../figures';
import { OrderStatusChip } from '../OrderStatusChip';
import type { OrderFilters, OrderSort } from './list-state';

/** The columns, with the sort each orders by; the reference and the ship-on day give way first on a narrower screen. */
const COLUMNS: { key: 'number' | 'counterparty' | 'createdAt' | 'reference' | 'status' | 'shipOn' | 'gross' | 'lines'; sort?: OrderSort; from?: 'md' | 'lg' }[] = [
  { key: 'number', sort: 'number' },
  { key: 'createdAt', sort: 'createdAt' },
  { key: 'counterparty', sort: 'counterparty' },
  { key: 'reference', from: 'md' },
  { key: 'status', sort: 'status' },
  { key: 'shipOn', sort: 'shipOn', from: 'md' },
  { key: 'gross', sort: 'gross' },
  { key: 'lines', from: 'lg' },
];
const shownFrom = (from?: 'md' | 'lg') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

/** The sales or purchases, paged and sorted on the server: a table on wide screens, cards on a phone; an order opens its page. */
export function OrderTable({ filters, sort, onSort, emptyText }: { filters: OrderFilters; sort: ListSort<OrderSort>; onSort: (sort: ListSort<OrderSort>) => void; emptyText: string }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const paging = usePaging(JSON.stringify({ filters, sort }));
  const orders = useOrders({ ...filters, col: sort.col, desc: sort.col && sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const sortBy = (col: OrderSort) => onSort({ col, desc: sort.col === col ? !sort.desc : false });
  const cell = (order: Order, key: (typeof COLUMNS)[number]['key']) => {
    switch (key) {
      case 'number':
        return order.number;
      case 'createdAt':
        return instantDayText(order.createdAt);
      case 'counterparty':
        return (
          <Link component={RouterLink} to={`/orders/${order.id}`} sx={{ overflowWrap: 'anywhere' }}>
            {order.counterparty.name}
          </Link>
        );
      case 'status':
        return <OrderStatusChip status={order.status} />;
      case 'shipOn':
        return order.shipOn ? dayText(order.shipOn) : '—';
      case 'gross':
        return figures.money(order.totals.gross);
      case 'lines':
        return figures.lines(order.lines.length);
      default:
        return order.reference ?? '—';
    }
  };

  return (
    <PagedList
      query={orders}
      paging={paging}
      label={t(`list.tableLabel.${filters.direction}`)}
      emptyText={emptyText}
      head={COLUMNS.map((column) => (
        <SortableHeaderCell
          key={column.key}
          label={t(column.key === 'counterparty' ? `counterparty.${filters.direction}` : `list.columns.${column.key}`)}
          col={column.sort}
          sort={sort}
          onSort={sortBy}
          sx={shownFrom(column.from)}
        />
      ))}
      row={(order) => (
        <TableRow key={order.id} hover>
          {COLUMNS.map((column) => (
            <TableCell key={column.key} align={column.key === 'gross' ? 'right' : 'left'} sx={{ ...shownFrom(column.from), ...(column.key === 'counterparty' || column.key === 'reference' ? { minWidth: 140 } : { whiteSpace: 'nowrap' }) }}>
              {cell(order, column.key)}
            </TableCell>
          ))}
        </TableRow>
      )}
      card={(order) => ({
        label: order.counterparty.name,
        to: `/orders/${order.id}`,
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('numbered', { number: order.number, name: order.counterparty.name })}</Typography>
              <OrderStatusChip status={order.status} />
            </Box>
            {order.reference && <Typography variant="body2">{order.reference}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {t('list.cardLine', { gross: figures.money(order.totals.gross), lines: figures.lines(order.lines.length), created: instantDayText(order.createdAt) })}
            </Typography>
            {order.shipOn && <Typography variant="body2">{t('list.shipsOn', { day: dayText(order.shipOn) })}</Typography>}
          </>
        ),
      })}
    />
  );
}
