import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

export interface LeavePageWarningDialogProps {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

export function LeavePageWarningDialog({ open, onLeave, onStay }: LeavePageWarningDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('dialogs.leavePage.title')}
      message={t('dialogs.leavePage.message')}
      confirmLabel={t('dialogs.leavePage.leave')}
      cancelLabel={t('dialogs.leavePage.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}

/**
 * Warns before unsaved changes are lost: in-app navigation is held by the router until the user
 * chooses, and closing or reloading the tab gets the browser's own prompt (the only one allowed
 * there). Spread the result into <LeavePageWarningDialog />.
 */
export function useLeavePageWarning(isDirty: boolean): LeavePageWarningDialogProps {
  // Changing only the query (filters, tabs kept in the URL) does not leave the form.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  // Saved while the dialog was open: nothing is lost any more, so stop holding the navigation.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.reset();
  }, [blocker, isDirty]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Safari and Chromium only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return {
    open: blocker.state === 'blocked',
    onLeave: () => blocker.proceed?.(),
    onStay: () => blocker.reset?.(),
  };
}
