import { type ReactNode, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { type EquipmentItem, MAINTENANCE_KINDS, PLAN_KINDS } from '@ganado/shared/equipment';
import { fromMinor, minorDigits, toMinor } from '@ganado/shared/money';
import { errorText } from '../../app/api';
import { dayText, instantDayText, numberText } from '../../components/format';
import { addPlan, attachDocument, deleteDocument, deletePlan, downloadDocument, recordMaintenance, useDocuments, useMaintenance, usePlans, useRefreshEquipment } from './api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Sends a write, asks the module's data again, and shows the server's refusal. */
function useWrite() {
  const refresh = useRefreshEquipment();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setSending(true);
    setFailure(null);
    try {
      await work();
      await refresh();
      return true;
    } catch (error) {
      setFailure(errorText(error));
      return false;
    } finally {
      setSending(false);
    }
  };
  return { run, failure, sending };
}

const today = () => new Date().toISOString().slice(0, 10);
const numberOrNull = (value: string) => (value ? Number(value) : null);

/** The item's maintenance plans, and a plan added: every N days and/or N hours of use. */
export function PlansSection({ item }: { item: EquipmentItem }) {
  const { t, i18n } = useTranslation('equipment');
  const plans = usePlans(item.id);
  const write = useWrite();
  const [plan, setPlan] = useState({ kind: 'service', everyDays: '', everyHours: '', lastDoneOn: '', lastDoneHours: '' });
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { kind: plan.kind as 'service', everyDays: numberOrNull(plan.everyDays), everyHours: numberOrNull(plan.everyHours), lastDoneOn: plan.lastDoneOn, lastDoneHours: numberOrNull(plan.lastDoneHours) };
    if (await write.run(() => addPlan(item.id, body))) setPlan({ kind: 'service', everyDays: '', everyHours: '', lastDoneOn: '', lastDoneHours: '' });
  };
  const due = (entry: NonNullable<typeof plans.data>[number]) =>
    [entry.dueOn && t('dueOn', { date: dayText(entry.dueOn) }), entry.dueAtHours !== null && t('dueAtHours', { count: entry.dueAtHours, value: numberText(entry.dueAtHours, i18n.language, { digits: 1 }) })].filter(Boolean).join(' · ');
  return (
    <Section title={t('plansTitle')}>
      {plans.data?.length === 0 && <Typography color="text.secondary">{t('noPlans')}</Typography>}
      <List dense disablePadding>
        {(plans.data ?? []).map((entry) => (
          <ListItem
            key={entry.id}
            disableGutters
            secondaryAction={
              <IconButton aria-label={t('deletePlan')} onClick={() => write.run(() => deletePlan(item.id, entry.id))}>
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
      <Box component="form" onSubmit={add} aria-label={t('addPlan')} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {write.failure && <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>{write.failure}</Alert>}
        <TextField size="small" select label={t('fields.planKind')} value={plan.kind} onChange={(event) => setPlan({ ...plan, kind: event.target.value })}>
          {PLAN_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`planKinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="number" label={t('fields.everyDays')} value={plan.everyDays} onChange={(event) => setPlan({ ...plan, everyDays: event.target.value })} />
        <TextField size="small" type="number" label={t('fields.everyHours')} value={plan.everyHours} onChange={(event) => setPlan({ ...plan, everyHours: event.target.value })} />
        <TextField size="small" type="date" label={t('fields.lastDoneOn')} slotProps={{ inputLabel: { shrink: true } }} value={plan.lastDoneOn} onChange={(event) => setPlan({ ...plan, lastDoneOn: event.target.value })} />
        <TextField size="small" type="number" label={t('fields.lastDoneHours')} value={plan.lastDoneHours} onChange={(event) => setPlan({ ...plan, lastDoneHours: event.target.value })} />
        <Button type="submit" variant="outlined" disabled={write.sending}>
          {t('addPlan')}
        </Button>
      </Box>
    </Section>
  );
}

/** The item's maintenance history in the log, the latest first, and maintenance recorded. */
export function MaintenanceSection({ item }: { item: EquipmentItem }) {
  const { t, i18n } = useTranslation('equipment');
  const history = useMaintenance(item.id);
  const write = useWrite();
  const currency = item.purchasePrice?.currency ?? 'MXN';
  const blank = () => ({ kind: 'service', occurredAt: today(), meterHours: '', cost: '', notes: '' });
  const [event, setEvent] = useState(blank);
  const record = async (submitted: React.FormEvent) => {
    submitted.preventDefault();
    const body = {
      kind: event.kind as 'service',
      occurredAt: event.occurredAt,
      meterHours: numberOrNull(event.meterHours),
      cost: event.cost ? { amountMinor: toMinor(Number(event.cost), currency), currency } : null,
      notes: event.notes,
    };
    if (await write.run(() => recordMaintenance(item.id, body))) setEvent(blank());
  };
  return (
    <Section title={t('maintenanceTitle')}>
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
      <Box component="form" onSubmit={record} aria-label={t('recordMaintenance')} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {write.failure && <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>{write.failure}</Alert>}
        <TextField size="small" select label={t('fields.kind')} value={event.kind} onChange={(changed) => setEvent({ ...event, kind: changed.target.value })}>
          {MAINTENANCE_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label={t('fields.occurredAt')} slotProps={{ inputLabel: { shrink: true } }} value={event.occurredAt} onChange={(changed) => setEvent({ ...event, occurredAt: changed.target.value })} />
        <TextField size="small" type="number" label={t('fields.meterHours')} value={event.meterHours} onChange={(changed) => setEvent({ ...event, meterHours: changed.target.value })} />
        <TextField size="small" type="number" label={t('fields.cost')} value={event.cost} onChange={(changed) => setEvent({ ...event, cost: changed.target.value })} />
        <TextField size="small" label={t('fields.notes')} value={event.notes} onChange={(changed) => setEvent({ ...event, notes: changed.target.value })} />
        <Button type="submit" variant="outlined" disabled={write.sending}>
          {t('recordMaintenance')}
        </Button>
      </Box>
    </Section>
  );
}

/** Manuals and invoices attached to the item (spec §9's types and sizes, checked by the server). */
export function DocumentsSection({ item }: { item: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const documents = useDocuments(item.id);
  const write = useWrite();
  const save = async (id: string, name: string) => {
    const url = URL.createObjectURL(await downloadDocument(item.id, id));
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Section title={t('documentsTitle')}>
      {write.failure && <Alert severity="error">{write.failure}</Alert>}
      {documents.data?.length === 0 && <Typography color="text.secondary">{t('noDocuments')}</Typography>}
      <List dense disablePadding>
        {(documents.data ?? []).map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <IconButton aria-label={t('deleteDocument', { name: file.fileName })} onClick={() => write.run(() => deleteDocument(item.id, file.id))}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={<Button onClick={() => save(file.id, file.fileName)}>{file.fileName}</Button>} secondary={`${Math.ceil(file.size / 1024)} KB · ${instantDayText(file.uploadedAt)}`} />
          </ListItem>
        ))}
      </List>
      <Box>
        <Button variant="outlined" component="label" disabled={write.sending}>
          {t('upload')}
          <input
            hidden
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx,.xls,.csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void write.run(() => attachDocument(item.id, file));
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('uploadHint')}
        </Typography>
      </Box>
    </Section>
  );
}
