import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkTabs } from '../../../components/LinkTabs';

/** The three views of the action list, as links, so each has its own address (docs/product.md §2). */
export const SCHEDULE_VIEWS = { list: '/my-schedule', calendar: '/my-schedule/cal', daily: '/my-schedule/daily-task' } as const;
export type ScheduleView = keyof typeof SCHEDULE_VIEWS;

/** The views' tabs and the create button, above the list, the calendar and the daily tasks. */
export function ScheduleTabs({ current, canCreate = true }: { current: ScheduleView; canCreate?: boolean }) {
  const { t } = useTranslation('action-list');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
      {/* On a phone the tabs take the whole row and the button goes under them, so no tab is cut off. */}
      <LinkTabs value={current} label={t('tabs.label')} sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 } }}>
        {(Object.keys(SCHEDULE_VIEWS) as ScheduleView[]).map((view) => (
          <Tab key={view} value={view} label={t(`tabs.${view}`)} component={RouterLink} to={SCHEDULE_VIEWS[view]} />
        ))}
      </LinkTabs>
      {canCreate && (
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/my-schedule/create-task" sx={{ mb: 1 }}>
          {t('tabs.create')}
        </Button>
      )}
    </Box>
  );
}
