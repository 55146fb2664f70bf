import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

interface UpdateOfferProps {
  onReload: () => void;
  onLater: () => void;
}

/** "A new version of Ganado is ready": no timeout and no click-away, only the person's answer closes it. */
export function UpdateOffer({ onReload, onLater }: UpdateOfferProps) {
  const { t } = useTranslation();
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        data-testid="update-prompt"
        action={
          <>
            <Button color="inherit" size="small" onClick={onReload}>
              {t('update.reload')}
            </Button>
            <Button color="inherit" size="small" onClick={onLater}>
              {t('update.later')}
            </Button>
          </>
        }
      >
        {t('update.ready')}
      </Alert>
    </Snackbar>
  );
}
