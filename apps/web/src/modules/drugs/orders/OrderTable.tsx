import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DrugOrder, DrugOrderStatus } from '@ganado/shared/drugs';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { instantDayText } from '../../../components/format';
import { useDrugOrders } from './api';
import { useOrderText } from './order-text';
import { OrderStatusChip } from './OrderStatusChip';

const COLUMNS = ['supplier', 'reference', 'lines', 'total', 'status', 'createdAt', 'placedAt'] as const;
/** The reference and the days give way on a narrower screen; the lines, the total and the status stay. */
const SHOWN_FROM: Partial<Record<(typeof COLUMNS)[number], 'md' | 'lg'>> = { reference: 'md', createdAt: 'lg', placedAt: 'md' };
const shownFrom = (column: (typeof COLUMNS)[number]) => (SHOWN_FROM[column] ? { display: { xs: 'none', [SHOWN_FROM[column]]: 'table-cell' } } : undefined);
const day = (instant: string | null) => (instant ? instantDayText(instant) : '—');

/** The orders, newest first, paged on the server: a table on wide screens, cards on a phone; an order opens its page. */
export function OrderTable({ status, emptyText }: { status?: DrugOrderStatus; emptyText: string }) {
  const { t } = useTranslation('drugs');
  const text = useOrderText();
  const paging = usePaging(status ?? '');
  const orders = useDrugOrders({ status, page: paging.page + 1, limit: paging.limit });
  const cell = (order: DrugOrder, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'lines':
        return text.lines(order);
      case 'total':
        return text.money(order.total);
      case 'status':
        return <OrderStatusChip status={order.status} />;
      case 'createdAt':
      case 'placedAt':
        return day(order[column]);
      default:
        return order[column] ?? '—';
    }
  };

  return (
    <PagedList
      query={orders}
      paging={paging}
      label={t('orders.tableLabel')}
      emptyText={emptyText}
      head={COLUMNS.map((column) => (
        <TableCell key={column} sx={shownFrom(column)}>
          {t(`orders.columns.${column}`)}
        </TableCell>
      ))}
      row={(order) => (
        <TableRow key={order.id} hover>
          <TableCell sx={{ minWidth: 140 }}>
            <Link component={RouterLink} to={`/drugList/orders/${order.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {order.supplier}
            </Link>
          </TableCell>
          {COLUMNS.slice(1).map((column) => (
            <TableCell key={column} sx={{ ...shownFrom(column), ...(column === 'lines' ? { minWidth: 180 } : { whiteSpace: 'nowrap' }) }}>
              {cell(order, column)}
            </TableCell>
          ))}
        </TableRow>
      )}
      card={(order) => ({
        label: order.supplier,
        to: `/drugList/orders/${order.id}`,
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.supplier}</Typography>
              <OrderStatusChip status={order.status} />
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {text.lines(order)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('orders.cardLine', { total: text.money(order.total), created: day(order.createdAt) })}
            </Typography>
          </>
        ),
      })}
    />
  );
}
