import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { IDLE_SESSION } from '@ganado/shared/constants';
import { logOut } from '../../app/api';

/**
 * Idle logout (docs/product.md §9): after 13 minutes without activity a warning says the system will log
 * out in 2 minutes; at 15 minutes it does. Any click, mouse move, mouse down, scroll, load or key
 * press starts the count again (and so does Cancel, which closes the warning). Mounted only while
 * signed in.
 */
export function IdleLogout() {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const [warning, setWarning] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const schedule = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [
      setTimeout(() => setWarning(true), IDLE_SESSION.warningAfterMs),
      setTimeout(() => {
        setWarning(false);
        void logOut();
      }, IDLE_SESSION.logoutAfterMs),
    ];
  }, []);

  const restart = useCallback(() => {
    setWarning(false);
    schedule();
  }, [schedule]);

  useEffect(() => {
    schedule();
    // Scroll events do not bubble to window from inner scrollers; capture them.
    const options = { capture: true, passive: true } as const;
    for (const event of IDLE_SESSION.activityEvents) window.addEventListener(event, restart, options);
    return () => {
      for (const event of IDLE_SESSION.activityEvents) window.removeEventListener(event, restart, options);
      for (const timer of timers.current) clearTimeout(timer);
    };
  }, [restart, schedule]);

  return (
    <Dialog
      open={warning}
      onClose={restart}
      aria-labelledby={titleId}
      data-testid="idle-warning"
      slotProps={{ paper: { sx: { maxWidth: IDLE_SESSION.warningDialogMaxWidth } } }}
    >
      <DialogTitle id={titleId}>{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('idle.message')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={restart} autoFocus>
          {t('idle.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
