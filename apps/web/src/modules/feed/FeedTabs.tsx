import Tab from '@mui/material/Tab';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkTabs } from '../../components/LinkTabs';
import { FLOW_PATHS, INVENTORY, LIBRARY, RATION_LIBRARY, SUGGESTIONS, SUPPLIERS } from './paths';

/** The module's sections, each with its own address; a flow's later steps stay under its first tab. */
const VIEWS = [
  { view: 'rations', to: RATION_LIBRARY },
  { view: 'group', to: FLOW_PATHS.group.target },
  { view: 'animal', to: FLOW_PATHS.animal.target },
  { view: 'inventory', to: INVENTORY },
  { view: 'library', to: LIBRARY },
  { view: 'suppliers', to: SUPPLIERS },
  { view: 'suggestions', to: SUGGESTIONS },
] as const;
export type FeedView = (typeof VIEWS)[number]['view'];

/** The tabs under a feed page's title; on a phone they scroll sideways, the open one kept in sight. */
export function FeedTabs({ current }: { current: FeedView }) {
  const { t } = useTranslation('feed');
  return (
    <LinkTabs value={current} label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {VIEWS.map(({ view, to }) => (
        <Tab key={view} value={view} label={t(`tabs.${view}`)} component={RouterLink} to={to} />
      ))}
    </LinkTabs>
  );
}
