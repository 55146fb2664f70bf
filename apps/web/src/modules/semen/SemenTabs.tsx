import Tab from '@mui/material/Tab';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkTabs } from '../../components/LinkTabs';

/** The module's views, each with its own address. */
const VIEWS = [
  { view: 'batches', to: '/semen-automation' },
  { view: 'collections', to: '/semen-automation/collections' },
  { view: 'sires', to: '/semen-automation/sires' },
  { view: 'inseminators', to: '/semen-automation/inseminators' },
  { view: 'tanks', to: '/semen-automation/tanks' },
  { view: 'thresholds', to: '/semen-automation/thresholds' },
] as const;
export type SemenView = (typeof VIEWS)[number]['view'];

/** The tabs under a semen page's title; on a phone they scroll sideways, the open one kept in sight. */
export function SemenTabs({ current }: { current: SemenView }) {
  const { t } = useTranslation('semen');
  return (
    <LinkTabs value={current} label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {VIEWS.map(({ view, to }) => (
        <Tab key={view} value={view} label={t(`tabs.${view}`)} component={RouterLink} to={to} />
      ))}
    </LinkTabs>
  );
}
