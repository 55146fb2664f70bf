import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';

export interface GlobalWarning {
  /** i18n keys; use `messages:<id>` for the shared message catalogue. */
  titleKey: string;
  messageKey: string;
}

interface GlobalWarningApi {
  show: (warning: GlobalWarning) => void;
}

const GlobalWarningContext = createContext<GlobalWarningApi | null>(null);

/** The app-wide warning (docs/product.md §2: "a root router view plus a global warning dialog"), mounted once at the root. */
export function GlobalWarningProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  // The last warning stays after closing so its text does not vanish during the fade-out.
  const [warning, setWarning] = useState<GlobalWarning | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((next: GlobalWarning) => {
    setWarning(next);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const close = () => setOpen(false);

  return (
    <GlobalWarningContext.Provider value={api}>
      {children}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={messageId}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WarningAmberIcon color="warning" aria-hidden />
          {warning && t(warning.titleKey)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>{warning && t(warning.messageKey)}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={close} autoFocus>
            {t('dialogs.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </GlobalWarningContext.Provider>
  );
}

export function useGlobalWarning(): GlobalWarningApi {
  const api = useContext(GlobalWarningContext);
  if (!api) throw new Error('useGlobalWarning is used outside <GlobalWarningProvider>');
  return api;
}
