import Tab from '@mui/material/Tab';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkTabs } from '../../components/LinkTabs';

/** The module's views, each with its own address: the sales, the purchases, the catalogue they are priced from, the shipments and the summary. */
const VIEWS = [
  { view: 'sales', to: '/sell-trade' },
  { view: 'purchases', to: '/buy-view' },
  { view: 'products', to: '/orders/products' },
  { view: 'shipments', to: '/ship-and-track' },
  { view: 'summary', to: '/orders/summary' },
] as const;
export type OrdersView = (typeof VIEWS)[number]['view'];

/** The tabs under an orders page's title; on a phone they scroll sideways, the open one kept in sight. */
export function OrdersTabs({ current }: { current: OrdersView }) {
  const { t } = useTranslation('orders');
  return (
    <LinkTabs value={current} label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {VIEWS.map(({ view, to }) => (
        <Tab key={view} value={view} label={t(`tabs.${view}`)} component={RouterLink} to={to} />
      ))}
    </LinkTabs>
  );
}
