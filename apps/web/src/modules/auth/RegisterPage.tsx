import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneIphone';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import type { RouteEntry } from '../../app/route-map';

/** /register (docs/product.md §2): choose sign-up by email or by phone number. */
export function RegisterPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Box data-testid="register-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Typography color="text.secondary">{t('register.intro')}</Typography>
      <Button component={RouterLink} to="/register/email" variant="contained" size="large" startIcon={<EmailIcon />}>
        {t('register.byEmail')}
      </Button>
      <Button component={RouterLink} to="/register/mobile" variant="outlined" size="large" startIcon={<PhoneIcon />}>
        {t('register.byMobile')}
      </Button>
      <Link component={RouterLink} to="/pre-register" sx={{ textAlign: 'center', py: 1 }}>
        {t('register.preRegister')}
      </Link>
      <Typography sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', py: 1 }}>
          {t('register.login')}
        </Link>
      </Typography>
    </Box>
  );
}
