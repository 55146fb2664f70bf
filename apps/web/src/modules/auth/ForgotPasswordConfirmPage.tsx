import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import type { RouteEntry } from '../../app/route-map';

/** /forgot-password/confirm (docs/product.md §2, §4): after asking for a reset link by email. */
export function ForgotPasswordConfirmPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Box data-testid="forgot-password-confirm" sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', textAlign: 'center' }}>
      <MarkEmailReadIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Typography>{t('forgotPassword.confirmText')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        {t('common.login')}
      </Button>
    </Box>
  );
}
