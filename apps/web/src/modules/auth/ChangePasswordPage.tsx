import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import type { RouteEntry } from '../../app/route-map';
import { ChangePasswordForm } from './components/ChangePasswordForm';

/** /change-password: the signed-in password change on a page of its own (the profile shows the same form). */
export function ChangePasswordPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  return (
    <Box data-testid="change-password-page" sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
        <ChangePasswordForm />
      </Paper>
    </Box>
  );
}
