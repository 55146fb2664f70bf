import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * In a layout's page area while a page waits for texts its route did not load with it (react-i18next
 * suspends until they are in, app/i18n.ts): the layout stays, and no key is shown.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={t('admin.loading')} />
    </Box>
  );
}
