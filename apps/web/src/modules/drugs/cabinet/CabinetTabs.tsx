import Tab from '@mui/material/Tab';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkTabs } from '../../../components/LinkTabs';

/** The cabinet's views, as links so each has its own address: its drugs, orders, the medicine register and protocols. */
export const CABINET_VIEWS = { drugs: '/drugList', orders: '/drugList/orders', register: '/drugList/register', protocols: '/drugList/protocols' } as const;
export type CabinetView = keyof typeof CABINET_VIEWS;

/** The tabs under a cabinet page's title; on a phone they scroll sideways, the open one kept in sight. */
export function CabinetTabs({ current }: { current: CabinetView }) {
  const { t } = useTranslation('drugs');
  return (
    <LinkTabs value={current} label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {(Object.keys(CABINET_VIEWS) as CabinetView[]).map((view) => (
        <Tab key={view} value={view} label={t(`tabs.${view}`)} component={RouterLink} to={CABINET_VIEWS[view]} />
      ))}
    </LinkTabs>
  );
}
