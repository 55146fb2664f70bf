import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { errorText } from '../../../app/api';
import { exportOrders, type OrdersFormat } from '../api';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ORDER_STATUSES, type OrderDirection } from '@ganado/shared/orders';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FilterSelect } from '../../../components/FilterSelect';
import { FormAlert } from '../../../components/form/FormAlert';
import { ListFilters } from '../../../components/ListFilters';
import { PageTitle } from '../../../components/PageTitle';
import { useSavedNotice } from '../../farms/saved-notice';
import { useOrderAccess } from '../access';
import { OrdersTabs } from '../OrdersTabs';
import { orderListState } from './list-state';
import { OrderTable } from './OrderTable';

/**
 * The sales (/sell-trade) or the purchases (/buy-view): searched by counterparty or reference,
 * narrowed by status, sorted and paged on the server, the choices kept in the URL.
 */
export function OrderListPage({ entry, direction }: { entry: RouteEntry; direction: OrderDirection }) {
  const { t } = useTranslation(['orders', 'common']);
  const { params, get, set } = useUrlQuery();
  const { sort, filters } = orderListState(params, direction, useDebounced(get('search').trim()));
  const access = useOrderAccess();
  const saved = useSavedNotice();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const exportAs = async (format: OrdersFormat) => {
    setExportFailure(null);
    try {
      await exportOrders({ ...filters, col: sort.col, desc: sort.desc ? 'true' : undefined }, format);
    } catch (error) {
      setExportFailure(errorText(error));
    }
  };

  return (
    <Box data-testid={`${direction}-list`} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button key={format} startIcon={<DownloadIcon />} onClick={() => void exportAs(format)}>
              {t(`list.export.${format}`)}
            </Button>
          ))}
          {access.create && (
            <Button component={RouterLink} to={`/orders/new?direction=${direction}`} variant="contained" startIcon={<AddIcon />}>
              {t(`list.new.${direction}`)}
            </Button>
          )}
        </Box>
      </Box>
      <OrdersTabs current={direction === 'sale' ? 'sales' : 'purchases'} />
      <FormAlert notice={exportFailure ? { severity: 'error', text: exportFailure } : saved} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('list.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={filters.status ? 1 : 0}
      >
        <FilterSelect
          label={t('list.status')}
          value={filters.status ?? ''}
          onChange={(status) => set({ status })}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          any={t('list.anyStatus')}
        />
      </ListFilters>
      <OrderTable
        filters={filters}
        sort={sort}
        onSort={(next) => set({ col: next.col, desc: next.desc ? 'true' : undefined })}
        emptyText={t(filters.status || filters.search ? 'list.noMatch' : `list.empty.${direction}`)}
      />
    </Box>
  );
}

/** /sell-trade. */
export const SalesPage = ({ entry }: { entry: RouteEntry }) => <OrderListPage entry={entry} direction="sale" />;
/** /buy-view. */
export const PurchasesPage = ({ entry }: { entry: RouteEntry }) => <OrderListPage entry={entry} direction="purchase" />;
