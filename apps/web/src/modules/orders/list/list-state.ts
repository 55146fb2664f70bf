import { ORDER_SORTS, ORDER_STATUSES, type OrderDirection, type OrderStatus } from '@ganado/shared/orders';
import type { ListSort } from '../../../components/admin/SortableHeaderCell';

export type OrderSort = (typeof ORDER_SORTS)[number];

const isSort = (value: string): value is OrderSort => (ORDER_SORTS as readonly string[]).includes(value);
export const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * A list's search, status and sort, read from its URL query (back, forward and reload keep them);
 * values the server would refuse are left out. `search` is the text once typing pauses.
 */
export function orderListState(params: URLSearchParams, direction: OrderDirection, search: string) {
  const get = (key: string) => params.get(key) ?? '';
  const col = get('col');
  const status = get('status');
  const sort: ListSort<OrderSort> = { col: isSort(col) ? col : undefined, desc: get('desc') === 'true' };
  const filters = { direction, search: search || undefined, status: isStatus(status) ? status : undefined };
  return { sort, filters };
}
export type OrderFilters = ReturnType<typeof orderListState>['filters'];
