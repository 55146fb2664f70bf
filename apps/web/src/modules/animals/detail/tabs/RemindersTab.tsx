import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DoneIcon from '@mui/icons-material/Done';
import { useTranslation } from 'react-i18next';
import type { Animal, AnimalRecord, RecordRequest } from '@ganado/shared/animals';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { errorText } from '../../../../app/api';
import { recordSchema } from '../../records/record-form';
import { updateRecord, useRefreshAnimals } from '../api';
import { RecordsEditor } from '../RecordsEditor';

const isOverdue = (record: AnimalRecord) => record.status === 'planned' && record.occurredAt.slice(0, 10) < todayIn(userTimeZone());

/** A planned reminder: overdue ones say so, and any can be marked done (PUT with status done). */
function ReminderActions({ record, onFailure }: { record: AnimalRecord; onFailure: (text: string) => void }) {
  const { t } = useTranslation('animals');
  const refresh = useRefreshAnimals();
  const [saving, setSaving] = useState(false);
  if (record.status !== 'planned') return null;
  const markDone = async () => {
    setSaving(true);
    try {
      const body = recordSchema('reminder').parse({ ...record.details, type: 'reminder', occurredAt: record.occurredAt, notes: record.notes, status: 'done' });
      await updateRecord(record.animalId, record.id, body as RecordRequest);
      await refresh();
    } catch (error) {
      onFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', mr: 1 }}>
      {isOverdue(record) && <Chip size="small" color="error" label={t('records.overdue')} />}
      <Button size="small" startIcon={<DoneIcon />} loading={saving} onClick={() => void markDone()}>
        {t('records.markDone')}
      </Button>
    </Box>
  );
}

export function RemindersTab({ animal }: { animal: Animal }) {
  const { t } = useTranslation('animals');
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <RecordsEditor animal={animal} types={['reminder']} label={t('tabs.reminders')} alwaysOpen extra={(record) => <ReminderActions record={record} onFailure={setFailure} />} />
    </Box>
  );
}
