import Tab from '@mui/material/Tab';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkTabs } from '../../components/LinkTabs';
import { GENETICS_PATHS } from './paths';

/** The module's sections, each with its own address; every genetics page shows them under its title. */
const VIEWS = [
  { view: 'epds', to: GENETICS_PATHS.list },
  { view: 'search', to: GENETICS_PATHS.search },
  { view: 'evaluations', to: GENETICS_PATHS.evaluations },
  { view: 'groups', to: GENETICS_PATHS.contemporaryGroups },
  { view: 'submissions', to: GENETICS_PATHS.dataSubmission },
  { view: 'genotypes', to: GENETICS_PATHS.genotypes },
  { view: 'uploads', to: GENETICS_PATHS.uploads },
  { view: 'settings', to: GENETICS_PATHS.modelSettings },
] as const;
export type GeneticsView = (typeof VIEWS)[number]['view'];

/** The tabs under a genetics page's title; on a phone they scroll sideways, the open one kept in sight. */
export function GeneticsTabs({ current }: { current: GeneticsView }) {
  const { t } = useTranslation('genetics');
  return (
    <LinkTabs value={current} label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {VIEWS.map(({ view, to }) => (
        <Tab key={view} value={view} label={t(`tabs.${view}`)} component={RouterLink} to={to} />
      ))}
    </LinkTabs>
  );
}
