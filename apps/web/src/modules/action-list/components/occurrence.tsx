import { useState } from 'react';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RECORDING_CATEGORIES, type TaskCategory } from '@ganado/shared/action-list';
import { errorText } from '../../../app/api';
import type { Notice } from '../../../components/form/FormAlert';
import { setOccurrence } from '../api';

/** Insemination and health-record tasks are completed by recording on their animals, not by a tick. */
export const isRecording = (category: TaskCategory) => (RECORDING_CATEGORIES as readonly TaskCategory[]).includes(category);

/** The page that records an insemination or health-record occurrence (the calendar's screens). */
export function RecordLink({ taskId, category, index }: { taskId: string; category: TaskCategory; index: number }) {
  const { t } = useTranslation('action-list');
  const insemination = category === 'insemination';
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EditNoteIcon />}
      component={RouterLink}
      to={`/my-schedule/task/${taskId}/${insemination ? 'record' : 'health'}?index=${index}`}
    >
      {t(insemination ? 'actions.recordInsemination' : 'actions.recordHealth')}
    </Button>
  );
}

/**
 * Completes or reopens one occurrence; the outcome (the server's message, or its refusal) is the
 * notice to show. `busy` is the occurrence being sent, so its control waits.
 */
export function useOccurrenceStatus() {
  const { t } = useTranslation('messages');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const set = async (id: string, index: number, completed: boolean) => {
    setBusy(`${id}:${index}`);
    setNotice(null);
    try {
      const result = await setOccurrence({ id, index, status: completed ? 'completed' : 'pending' });
      setNotice(
        result.ok
          ? { severity: 'success', text: t(completed ? 'success.occurrenceCompleted' : 'success.occurrenceReopened') }
          : { severity: 'error', text: errorText(result.error) },
      );
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };
  return { notice, set, isBusy: (id: string, index: number) => busy === `${id}:${index}` };
}
