import { type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { type EquipmentItem, equipmentOperations as ops } from '@ganado/shared/equipment';
import { fromMinor, minorDigits } from '@ganado/shared/money';
import { DeleteConfirmationDialog } from '../../components/dialogs/DeleteConfirmationDialog';
import { failureNotice } from '../../components/form/failure-notice';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { dayText, instantDayText, numberText } from '../../components/format';
import { useStepRunner } from '../../components/use-step-runner';
import { deleteDocument, deletePlan, downloadDocument, useDocuments, useMaintenance, usePlans, useRefreshEquipment } from './api';
import { DocumentDialog, MaintenanceDialog, PlanDialog } from './EquipmentDialogs';

/** A part of the item's page, titled as the form's sections (FormSection), with the button that adds to it beside the title. */
function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * A section's notice (the server's message after a write, or its refusal) and its steps: a removal
 * behind the delete confirmation, asked again once done.
 */
function useSectionSteps() {
  const refresh = useRefreshEquipment();
  const [notice, setNotice] = useState<Notice | null>(null);
  const steps = useStepRunner<string>({ refresh, onNotice: setNotice });
  const { t } = useTranslation('messages');
  const saved = (message: string) => setNotice({ severity: 'success', text: t(message) });
  return { notice, setNotice, steps, saved };
}

/** A removal asked first; the step runs once confirmed. */
function useConfirmedRemoval(run: (id: string) => void) {
  const [removing, setRemoving] = useState<string | null>(null);
  const dialog = (
    <DeleteConfirmationDialog
      open={removing !== null}
      onCancel={() => setRemoving(null)}
      onConfirm={() => {
        if (removing) run(removing);
        setRemoving(null);
      }}
    />
  );
  return { ask: setRemoving, dialog };
}

/** The item's maintenance plans, and a plan added (in a dialog): every N days and/or N hours of use. */
export function PlansSection({ item }: { item: EquipmentItem }) {
  const { t, i18n } = useTranslation('equipment');
  const plans = usePlans(item.id);
  const { notice, steps, saved } = useSectionSteps();
  const [adding, setAdding] = useState(false);
  const removal = useConfirmedRemoval((planId) => void steps.run(`delete:${planId}`, () => deletePlan(item.id, planId), ops.deleteMaintenancePlan.message));
  const due = (entry: NonNullable<typeof plans.data>[number]) =>
    [entry.dueOn && t('dueOn', { date: dayText(entry.dueOn) }), entry.dueAtHours !== null && t('dueAtHours', { count: entry.dueAtHours, value: numberText(entry.dueAtHours, i18n.language, { digits: 1 }) })].filter(Boolean).join(' · ');
  return (
    <Section
      title={t('plansTitle')}
      action={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('addPlan')}
        </Button>
      }
    >
      <FormAlert notice={notice} />
      {plans.data?.length === 0 && <Typography color="text.secondary">{t('noPlans')}</Typography>}
      <List dense disablePadding>
        {(plans.data ?? []).map((entry) => (
          <ListItem
            key={entry.id}
            disableGutters
            secondaryAction={
              <IconButton aria-label={t('deletePlan')} disabled={steps.busy === `delete:${entry.id}`} onClick={() => removal.ask(entry.id)}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {t(`planKinds.${entry.kind}`)} · {[entry.everyDays && t('everyDays', { count: entry.everyDays }), entry.everyHours && t('everyHours', { count: entry.everyHours })].filter(Boolean).join(' / ')}
                  {entry.due && <Chip size="small" color="warning" label={t('dueForService')} />}
                </Box>
              }
              secondary={`${t('lastDone', { date: entry.lastDoneOn ? dayText(entry.lastDoneOn) : '—', count: entry.lastDoneHours ?? 0, value: numberText(entry.lastDoneHours ?? 0, i18n.language, { digits: 1 }) })} · ${due(entry)}`}
            />
          </ListItem>
        ))}
      </List>
      {adding && (
        <PlanDialog
          item={item}
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false);
            saved(message);
          }}
        />
      )}
      {removal.dialog}
    </Section>
  );
}

/** The item's maintenance history in the log, the latest first, and maintenance recorded (in a dialog). */
export function MaintenanceSection({ item }: { item: EquipmentItem }) {
  const { t, i18n } = useTranslation('equipment');
  const history = useMaintenance(item.id);
  const { notice, saved } = useSectionSteps();
  const [recording, setRecording] = useState(false);
  return (
    <Section
      title={t('maintenanceTitle')}
      action={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setRecording(true)}>
          {t('recordMaintenance')}
        </Button>
      }
    >
      <FormAlert notice={notice} />
      {history.data?.length === 0 && <Typography color="text.secondary">{t('noMaintenance')}</Typography>}
      <List dense disablePadding>
        {(history.data ?? []).map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <ListItemText
              primary={`${dayText(entry.occurredAt)} · ${t(`kinds.${entry.kind}`)}${entry.meterHours !== null ? ` · ${t('hours', { count: entry.meterHours, value: numberText(entry.meterHours, i18n.language, { digits: 1 }) })}` : ''}`}
              secondary={[entry.cost && `${numberText(fromMinor(entry.cost.amountMinor, entry.cost.currency), i18n.language, { digits: minorDigits(entry.cost.currency), fixed: true })} ${entry.cost.currency}`, entry.notes].filter(Boolean).join(' · ') || undefined}
            />
          </ListItem>
        ))}
      </List>
      {recording && (
        <MaintenanceDialog
          item={item}
          onClose={() => setRecording(false)}
          onSaved={(message) => {
            setRecording(false);
            saved(message);
          }}
        />
      )}
    </Section>
  );
}

/** Manuals and invoices attached to the item (spec §9's types and sizes, checked by the server). */
export function DocumentsSection({ item }: { item: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const documents = useDocuments(item.id);
  const { notice, setNotice, steps, saved } = useSectionSteps();
  const [attaching, setAttaching] = useState(false);
  const removal = useConfirmedRemoval((documentId) => void steps.run(`delete:${documentId}`, () => deleteDocument(item.id, documentId), ops.deleteEquipmentDocument.message));
  const save = async (id: string, name: string) => {
    try {
      const url = URL.createObjectURL(await downloadDocument(item.id, id));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setNotice(failureNotice(error));
    }
  };
  return (
    <Section
      title={t('documentsTitle')}
      action={
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setAttaching(true)}>
          {t('upload')}
        </Button>
      }
    >
      <FormAlert notice={notice} />
      {documents.data?.length === 0 && <Typography color="text.secondary">{t('noDocuments')}</Typography>}
      <List dense disablePadding>
        {(documents.data ?? []).map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <IconButton aria-label={t('deleteDocument', { name: file.fileName })} disabled={steps.busy === `delete:${file.id}`} onClick={() => removal.ask(file.id)}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={
                <Button onClick={() => void save(file.id, file.fileName)} sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left' }}>
                  {file.fileName}
                </Button>
              }
              secondary={`${Math.ceil(file.size / 1024)} KB · ${instantDayText(file.uploadedAt)}`}
            />
          </ListItem>
        ))}
      </List>
      {attaching && (
        <DocumentDialog
          item={item}
          onClose={() => setAttaching(false)}
          onSaved={(message) => {
            setAttaching(false);
            saved(message);
          }}
        />
      )}
      {removal.dialog}
    </Section>
  );
}
