import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box data-testid="not-found" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2 }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.main' }} />
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Typography color="text.secondary">{t('notFound.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
