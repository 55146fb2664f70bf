import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import type { RouteEntry } from '../../app/route-map';
import { readConfirmation } from './flow-storage';

/** /confirmation (docs/product.md §2): the stored message and a Login button. */
export function ConfirmationPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation(['auth', 'common', 'messages']);
  const key = readConfirmation();
  const message = key && i18n.exists(`messages:${key}`) ? t(`messages:${key}`) : t('confirmation.default');
  return (
    <Box data-testid="confirmation-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Typography data-testid="confirmation-message">{message}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        {t('common.login')}
      </Button>
    </Box>
  );
}
