import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import type { RouteEntry } from '../app/route-map';

/** A public page whose flow (sign-up, password set-up, OTP ...) comes with the sign-in issue. */
export function PublicFlowPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="public-flow" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <Typography color="text.secondary">{t('publicPage.arrivingSoon')}</Typography>
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'flex-start', py: 1 }}>
        {t('publicPage.backToLogin')}
      </Link>
    </Box>
  );
}
