import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import { myReportOperations as ops, type ReportSchedule } from '@ganado/shared/reports';
import { QueryState } from '../../../components/admin/QueryState';
import { DeleteConfirmationDialog } from '../../../components/dialogs/DeleteConfirmationDialog';
import type { Notice } from '../../../components/form/FormAlert';
import { useStepRunner } from '../../../components/use-step-runner';
import { FormSection } from '../../farms/form/fields';
import { deleteSchedule, sendSchedule, useMySchedules, useRefreshMyReports } from './api';
import { useFiltersText } from './filter-choices';
import { ScheduleDialog } from './ScheduleDialog';
import { useMyReportsWords } from './words';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; schedule: ReportSchedule } | null;

/** One schedule: its report, when it goes, its next and last send, and what may be done with it. */
function ScheduleCard({ schedule, busy, onSend, onEdit, onDelete }: { schedule: ReportSchedule; busy: boolean; onSend: () => void; onEdit: () => void; onDelete: () => void }) {
  const { t, report, when, next, lastSent } = useMyReportsWords();
  const filtersText = useFiltersText();
  const name = report(schedule.page);
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="body2">{when(schedule)}</Typography>
        <Typography variant="body2">{filtersText(schedule.filters)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {next(schedule)} · {lastSent(schedule)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<SendIcon />} loading={busy} onClick={onSend} aria-label={t('myReports.schedules.sendNowOf', { report: name })}>
            {t('myReports.schedules.sendNow')}
          </Button>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={t('myReports.schedules.editOf', { report: name })}>
            {t('myReports.schedules.edit')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={t('myReports.schedules.deleteOf', { report: name })}>
            {t('myReports.schedules.delete')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The person's scheduled reports (docs/decisions.md: scheduled reports): added and changed in a
 * dialog, deleted after the shared confirmation, sent now; the server's word said through `onNotice`.
 */
export function Schedules({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { t } = useMyReportsWords();
  const schedules = useMySchedules();
  const refresh = useRefreshMyReports();
  const steps = useStepRunner<string>({ refresh, onNotice });
  const [dialog, setDialog] = useState<Dialog>(null);
  const saved = (message: string) => {
    setDialog(null);
    onNotice({ severity: 'success', text: t(`messages:${message}`) });
  };
  return (
    <FormSection title={t('myReports.schedules.title')}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          {t('myReports.schedules.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
          {t('myReports.schedules.add')}
        </Button>
      </Box>
      <QueryState query={schedules} emptyText={t('myReports.schedules.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Box component="section" aria-label={t('myReports.schedules.list')} sx={{ display: 'grid', gap: 2 }}>
            {list.map((schedule) => (
              <ScheduleCard
                key={schedule.id}
                schedule={schedule}
                busy={steps.busy === `send:${schedule.id}`}
                onSend={() => void steps.run(`send:${schedule.id}`, () => sendSchedule(schedule.id), ops.sendReportSchedule.message)}
                onEdit={() => setDialog({ kind: 'edit', schedule })}
                onDelete={() => setDialog({ kind: 'delete', schedule })}
              />
            ))}
          </Box>
        )}
      </QueryState>
      {dialog?.kind === 'add' && <ScheduleDialog onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'edit' && <ScheduleDialog schedule={dialog.schedule} onClose={() => setDialog(null)} onSaved={saved} />}
      <DeleteConfirmationDialog
        open={dialog?.kind === 'delete'}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { id } = dialog.schedule;
          setDialog(null);
          void steps.run(`delete:${id}`, () => deleteSchedule(id), ops.deleteReportSchedule.message);
        }}
      />
    </FormSection>
  );
}
