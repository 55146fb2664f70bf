import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DRUG_ORDER_STATUSES, type DrugOrderStatus } from '@ganado/shared/drugs';
import type { RouteEntry } from '../../../app/route-map';
import { useUrlQuery } from '../../../components/admin/url-query';
import { PageTitle } from '../../../components/PageTitle';
import { FormAlert } from '../../../components/form/FormAlert';
import { useSavedNotice } from '../../farms/saved-notice';
import { useDrugAccess } from '../access';
import { CabinetTabs } from '../cabinet/CabinetTabs';
import { OrderTable } from './OrderTable';

const isStatus = (value: string): value is DrugOrderStatus => (DRUG_ORDER_STATUSES as readonly string[]).includes(value);

/** /drugList/orders: the orders to suppliers, newest first, narrowed to one status by its chip (kept in the URL). */
export function OrdersPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['drugs', 'common']);
  const { get, set } = useUrlQuery();
  const access = useDrugAccess();
  const saved = useSavedNotice();
  const asked = get('status');
  const status = isStatus(asked) ? asked : undefined;
  const chip = (value: DrugOrderStatus | undefined) => (
    <Chip
      key={value ?? 'all'}
      label={t(value ? `orders.statuses.${value}` : 'orders.allStatuses')}
      color={status === value ? 'primary' : 'default'}
      variant={status === value ? 'filled' : 'outlined'}
      aria-pressed={status === value}
      onClick={() => set({ status: value })}
    />
  );

  return (
    <Box data-testid="drug-orders" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button component={RouterLink} to="/drugList/orders/new" variant="contained" startIcon={<AddIcon />}>
            {t('orders.new')}
          </Button>
        )}
      </Box>
      <CabinetTabs current="orders" />
      <FormAlert notice={saved} />
      <Box role="group" aria-label={t('orders.statusFilter')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {chip(undefined)}
        {DRUG_ORDER_STATUSES.map(chip)}
      </Box>
      <OrderTable status={status} emptyText={t(status ? 'orders.noMatch' : 'orders.empty')} />
    </Box>
  );
}
