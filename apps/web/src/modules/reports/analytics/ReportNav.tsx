import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ReportPage } from '@ganado/shared/reports';
import { REPORT_PATHS } from '../paths';

/** The analytics pages as a row of links, the filters kept from one page to the next. */
export function ReportNav({ current }: { current: ReportPage }) {
  const { t } = useTranslation('common');
  const { search } = useLocation();
  return (
    <Box component="nav" aria-label={t('titles.reports.analytics')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
      {Object.entries(REPORT_PATHS).map(([page, path]) => (
        <Chip
          key={page}
          component={RouterLink}
          to={`${path}${search}`}
          clickable
          color={page === current ? 'primary' : 'default'}
          variant={page === current ? 'filled' : 'outlined'}
          label={t(`titles.reports.${page}`)}
          aria-current={page === current ? 'page' : undefined}
        />
      ))}
    </Box>
  );
}
