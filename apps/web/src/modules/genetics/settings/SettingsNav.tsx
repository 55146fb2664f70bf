import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GENETICS_PATHS } from '../paths';

const PAGES = [
  { page: 'model', to: GENETICS_PATHS.modelSettings },
  { page: 'requiredFields', to: GENETICS_PATHS.requiredFields },
] as const;

/** The two settings pages under the Settings tab: the model's variances and the fields a submission requires. */
export function SettingsNav({ current }: { current: (typeof PAGES)[number]['page'] }) {
  const { t } = useTranslation('genetics');
  return (
    <Box component="nav" aria-label={t('settings.nav')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {PAGES.map(({ page, to }) => (
        <Button key={page} component={RouterLink} to={to} size="small" variant={page === current ? 'contained' : 'outlined'} aria-current={page === current ? 'page' : undefined}>
          {t(`settings.pages.${page}`)}
        </Button>
      ))}
    </Box>
  );
}
