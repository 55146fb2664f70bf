import { type FormEvent, type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { bulkActionRequest, WEIGHT_UNITS, type BulkActionRequest } from '@ganado/shared/animals';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { errorText } from '../../../app/api';
import { PersistentDialog } from '../../../components/dialogs/PersistentDialog';
import { FormTextField } from '../../../components/form/fields';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { NumberField } from '../../farms/form/NumberField';
import { bulkAction, useGroups } from '../api';
import { BulkHealthFields, healthBody, useBulkHealthForm } from './BulkHealthFields';
import { BulkServiceFields, serviceBody, useBulkServiceForm } from './BulkServiceFields';

const [moveGroup, recordWeight, addNote] = bulkActionRequest.options;
const moveSchema = moveGroup.omit({ animalIds: true });
const weightSchema = recordWeight.omit({ animalIds: true });
const noteSchema = addNote.omit({ animalIds: true });

/** Today on the person's own calendar (packages/shared/src/format/today.ts), as a date field holds it. */
const today = () => todayIn(userTimeZone());

type BulkBody = Omit<BulkActionRequest, 'animalIds'>;
type DialogProps = { ids: string[]; onClose: () => void; onDone: (message: string) => void };

/** Sends one bulk action for the chosen animals, all or nothing, and refreshes the lists. */
function useBulkSend({ ids, onDone }: DialogProps) {
  const { t } = useTranslation('animals');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (body: BulkBody) => {
    setFailure(null);
    try {
      const result = await bulkAction({ ...body, animalIds: ids } as BulkActionRequest);
      await queryClient.invalidateQueries({ queryKey: ['animals'] });
      onDone(t('bulk.done', { count: result.recorded }));
    } catch (error) {
      setFailure(errorText(error, 'errors.checkAllValues'));
    }
  };
  return { send, failure };
}

interface ShellProps {
  title: string;
  count: number;
  failure: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** One bulk action's dialog around its fields. */
function BulkDialog({ title, count, failure, submitting, onSubmit, onClose, children }: ShellProps) {
  const { t } = useTranslation(['animals', 'common']);
  return (
    <PersistentDialog
      open
      title={title}
      actions={
        <>
          <Button onClick={onClose}>{t('common:admin.cancel')}</Button>
          <Button type="submit" form="bulk-form" variant="contained" loading={submitting}>
            {t('bulk.apply', { count })}
          </Button>
        </>
      }
    >
      <Box component="form" id="bulk-form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
        {children}
      </Box>
    </PersistentDialog>
  );
}


function MoveDialog(props: DialogProps) {
  const { t } = useTranslation('animals');
  const groups = useGroups();
  const { send, failure } = useBulkSend(props);
  const form = useForm<z.input<typeof moveSchema>, unknown, z.output<typeof moveSchema>>({
    resolver: zodResolver(moveSchema),
    defaultValues: { action: 'moveGroup', groupId: '', occurredAt: today() },
  });
  const options = (groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name }));
  return (
    <BulkDialog title={t('bulk.moveGroup')} count={props.ids.length} failure={failure} submitting={form.formState.isSubmitting} onSubmit={form.handleSubmit(send)} onClose={props.onClose}>
      <SelectField control={form.control} name="groupId" label={t('fields.group')} options={options} blank={t('bulk.noGroup')} />
      <FormDateField control={form.control} name="occurredAt" label={t('bulk.date')} required />
    </BulkDialog>
  );
}

function WeightDialog(props: DialogProps) {
  const { t } = useTranslation('animals');
  const { send, failure } = useBulkSend(props);
  const form = useForm<z.input<typeof weightSchema>, unknown, z.output<typeof weightSchema>>({
    resolver: zodResolver(weightSchema),
    defaultValues: { action: 'recordWeight', occurredAt: today(), weight: { unit: 'kg' } as z.input<typeof weightSchema>['weight'] },
  });
  const units = WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`choices.weightUnits.${unit}`) }));
  return (
    <BulkDialog title={t('bulk.recordWeight')} count={props.ids.length} failure={failure} submitting={form.formState.isSubmitting} onSubmit={form.handleSubmit(send)} onClose={props.onClose}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <NumberField control={form.control} name="weight.value" label={t('bulk.weight')} required />
        <SelectField control={form.control} name="weight.unit" label={t('bulk.unit')} options={units} />
      </Box>
      <FormDateField control={form.control} name="occurredAt" label={t('bulk.date')} required />
    </BulkDialog>
  );
}

function NoteDialog(props: DialogProps) {
  const { t } = useTranslation('animals');
  const { send, failure } = useBulkSend(props);
  const form = useForm<z.input<typeof noteSchema>, unknown, z.output<typeof noteSchema>>({
    resolver: zodResolver(noteSchema),
    defaultValues: { action: 'addNote', text: '', occurredAt: today() },
  });
  return (
    <BulkDialog title={t('bulk.addNote')} count={props.ids.length} failure={failure} submitting={form.formState.isSubmitting} onSubmit={form.handleSubmit(send)} onClose={props.onClose}>
      <FormTextField control={form.control} name="text" label={t('bulk.note')} required multiline minRows={2} />
      <FormDateField control={form.control} name="occurredAt" label={t('bulk.date')} required />
    </BulkDialog>
  );
}

function HealthDialog(props: DialogProps) {
  const { t } = useTranslation('animals');
  const { send, failure } = useBulkSend(props);
  const form = useBulkHealthForm();
  return (
    <BulkDialog
      title={t('bulk.recordHealth')}
      count={props.ids.length}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((values) => send(healthBody(values)))}
      onClose={props.onClose}
    >
      <BulkHealthFields form={form} />
    </BulkDialog>
  );
}

function ServiceDialog(props: DialogProps) {
  const { t } = useTranslation('animals');
  const { send, failure } = useBulkSend(props);
  const form = useBulkServiceForm();
  return (
    <BulkDialog
      title={t('bulk.recordService')}
      count={props.ids.length}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((values) => send(serviceBody(values)))}
      onClose={props.onClose}
    >
      <BulkServiceFields form={form} />
    </BulkDialog>
  );
}

const DIALOGS = { moveGroup: MoveDialog, recordWeight: WeightDialog, recordHealth: HealthDialog, recordService: ServiceDialog, addNote: NoteDialog } as const;

/** What can be done at once to the animals chosen in a list. */
export function BulkToolbar({ ids, onDone }: { ids: string[]; onDone: (message: string) => void }) {
  const { t } = useTranslation('animals');
  const [open, setOpen] = useState<keyof typeof DIALOGS | null>(null);
  const Dialog = open ? DIALOGS[open] : null;
  return (
    <Paper variant="outlined" role="toolbar" aria-label={t('bulk.toolbar')} sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography sx={{ px: 1, flexGrow: 1 }}>{t('bulk.selected', { count: ids.length })}</Typography>
      {(Object.keys(DIALOGS) as (keyof typeof DIALOGS)[]).map((action) => (
        <Button key={action} onClick={() => setOpen(action)}>
          {t(`bulk.${action}`)}
        </Button>
      ))}
      {Dialog && (
        <Dialog
          ids={ids}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onDone(message);
          }}
        />
      )}
    </Paper>
  );
}
