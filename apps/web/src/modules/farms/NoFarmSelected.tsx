import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Pages about "the selected farm" when none is selected yet. */
export function NoFarmSelected() {
  const { t } = useTranslation('farms');
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/myfarm/farmlist" color="inherit" size="small">
          {t('chooseFarm')}
        </Button>
      }
    >
      {t('noFarmSelected')}
    </Alert>
  );
}
