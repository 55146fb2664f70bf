import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeavePageWarningDialog, useLeavePageWarning } from '../../../components/dialogs/LeavePageWarning';
import { FormAlert } from '../../../components/form/FormAlert';

/**
 * What a farm or zone form does around saving: it warns before unsaved changes are left, and once
 * saved opens the record's page, which shows the saved message (see useSavedNotice).
 */
export function useSaveFlow(isDirty: boolean) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{ to: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const leaveWarning = useLeavePageWarning(isDirty && saved === null);
  // Navigate on the render after saving, when the warning no longer holds the page.
  useEffect(() => {
    if (saved) void navigate(saved.to, { state: { saved: saved.message } });
  }, [saved, navigate]);
  return { leaveWarning, failure, setFailure, open: (to: string, message: string) => setSaved({ to, message }) };
}
export type SaveFlow = ReturnType<typeof useSaveFlow>;

/** The failure, if any, and Cancel and Save (or what the form's button says, already translated) under a form. */
export function FormFooter({ flow, cancelTo, submitting, submitLabel }: { flow: SaveFlow; cancelTo: string; submitting: boolean; submitLabel?: string }) {
  const { t } = useTranslation(['farms', 'common']);
  const navigate = useNavigate();
  return (
    <>
      <FormAlert notice={flow.failure ? { severity: 'error', text: flow.failure } : null} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={() => void navigate(cancelTo)}>{t('common:admin.cancel')}</Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel ?? t('save')}
        </Button>
      </Box>
      <LeavePageWarningDialog {...flow.leaveWarning} />
    </>
  );
}
