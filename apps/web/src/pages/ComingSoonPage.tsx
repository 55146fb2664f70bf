import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import type { RouteEntry } from '../app/route-map';

const FARM_LIST = '/myfarm/farmlist';

/** Every signed-in screen until its own issue builds it. */
export function ComingSoonPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Box data-testid="coming-soon" sx={{ pt: { xs: 2, sm: 3 } }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <Paper
        variant="outlined"
        sx={{ mt: 3, p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2 }}
      >
        <Box
          aria-hidden
          sx={{ display: 'grid', placeItems: 'center', width: 72, height: 72, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <ConstructionIcon sx={{ fontSize: 40 }} />
        </Box>
        <Typography sx={{ maxWidth: 480, fontSize: '1.0625rem' }}>{t('comingSoon.line')}</Typography>
        {/* On the farm list itself the button would lead back to where the user is. */}
        {pathname !== FARM_LIST && (
          <Button component={RouterLink} to={FARM_LIST} variant="contained">
            {t('comingSoon.backToFarms')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
