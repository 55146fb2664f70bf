import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AnimalReference } from '@ganado/shared/animals';
import { applyRationRequest, copyRationRequest, feedingRequest, loadingSheetQuery, RATION_NAME_MAX, rationRequest, type FormulationForm, type Ration } from '@ganado/shared/feed';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { useSession } from '../../../app/use-session';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { errorMessage } from '../../../components/form/field-error';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { groupsQuery } from '../../animals/api';
import { AnimalPicker } from '../../animals/components/AnimalPicker';
import { fieldGrid } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { applyRation, copyRation, downloadLoadingSheet, feedRation, saveRation, type ApplyBody, type FeedingBody, type LoadingSheetQuery } from '../api';
import { useFeedForm } from '../components/use-feed-form';

const today = () => todayIn(userTimeZone());

/** A ration saved to the library: its name and notes; the server formulates it again from the request. */
export function SaveDialog({ request, onClose, onSaved }: { request: FormulationForm; onClose: () => void; onSaved: (ration: Ration) => void }) {
  const { t } = useTranslation('feed');
  const state = useFeedForm({
    resolver: bodyResolver(rationRequest, (values: { name: string; notes: string }) => ({ name: values.name.trim(), notes: textOrNull(values.notes), formulation: request })),
    defaultValues: { name: '', notes: '' },
    fields: ['name', 'notes'],
    send: saveRation,
    onSaved,
  });
  return (
    <FormDialog title={t('rations.save.title')} submitLabel={t('rations.save.submit')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <FormTextField control={state.control} name="name" label={t('rations.save.name')} required maxLength={RATION_NAME_MAX} autoComplete="off" />
      <FormTextField control={state.control} name="notes" label={t('rations.save.notes')} multiline minRows={2} maxLength={500} />
    </FormDialog>
  );
}

/** A copy of the ration under a new name. */
export function CopyDialog({ ration, onClose, onSaved }: { ration: Ration; onClose: () => void; onSaved: (copy: Ration) => void }) {
  const { t } = useTranslation('feed');
  const state = useFeedForm<{ name: string }, { name: string }, Ration>({
    resolver: bodyResolver(copyRationRequest, (values: { name: string }) => ({ name: values.name.trim() })),
    defaultValues: { name: t('rations.copy.defaultName', { name: ration.name }).slice(0, RATION_NAME_MAX) },
    fields: ['name'],
    send: (body) => copyRation(ration.number, body.name),
    onSaved,
  });
  return (
    <FormDialog title={t('rations.copy.title', { name: ration.name })} submitLabel={t('rations.copy.submit')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <FormTextField control={state.control} name="name" label={t('rations.save.name')} required maxLength={RATION_NAME_MAX} autoComplete="off" />
    </FormDialog>
  );
}

interface ApplyValues {
  target: { kind: 'group' | 'animal'; groupId: string; animalId: string };
  animal: AnimalReference | null;
  from: string;
}

/** The group or animal as the contract names it. */
const targetOf = (values: ApplyValues['target']): ApplyBody['target'] => (values.kind === 'group' ? { kind: 'group', groupId: values.groupId } : { kind: 'animal', animalId: values.animalId });
const applyResolver = bodyResolver(applyRationRequest, (values: ApplyValues): ApplyBody => ({ target: targetOf(values.target), from: values.from }));

/** The group, among the organisation's groups, or the animal found by its tag, as the session may see the herd. */
function TargetFields({ control, setAnimal }: { control: Control<ApplyValues>; setAnimal: (animal: AnimalReference | null) => void }) {
  const { t } = useTranslation(['feed', 'messages']);
  const herd = useSession().session?.modules.includes('animals') ?? false;
  const groups = useQuery({ ...groupsQuery(), enabled: herd });
  const kind = useController({ control, name: 'target.kind' });
  const animalId = useController({ control, name: 'target.animalId' });
  const animal = useWatch({ control, name: 'animal' });
  if (!herd) return <Typography color="text.secondary">{t('flow.noHerdAccess')}</Typography>;
  return (
    <>
      <RadioGroup row aria-label={t('rations.apply.kind')} value={kind.field.value} onChange={(event) => kind.field.onChange(event.target.value)}>
        <FormControlLabel value="group" control={<Radio />} label={t('rations.apply.toGroup')} />
        <FormControlLabel value="animal" control={<Radio />} label={t('rations.apply.toAnimal')} />
      </RadioGroup>
      {kind.field.value === 'group' ? (
        <SelectField control={control} name="target.groupId" label={t('flow.fields.group')} required options={(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name }))} />
      ) : (
        <AnimalPicker
          name={animalId.field.name}
          label={t('flow.fields.animal')}
          value={animal}
          onChange={(chosen) => {
            setAnimal(chosen);
            animalId.field.onChange(chosen?.id ?? '');
          }}
          error={animalId.fieldState.error?.message && errorMessage(t, animalId.fieldState.error.message)}
        />
      )}
    </>
  );
}

/** The ration put on a group or an animal from a day on (its own target unless another is chosen). */
export function ApplyDialog({ ration, onClose, onSaved }: { ration: Ration; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('feed');
  const own = ration.result.target;
  const state = useFeedForm({
    resolver: applyResolver,
    defaultValues: {
      target: { kind: own.kind, groupId: own.kind === 'group' ? own.id : '', animalId: own.kind === 'animal' ? own.id : '' },
      animal: own.kind === 'animal' ? { id: own.id, tagNumber: own.name, nickname: null, gender: 'female' } : null,
      from: today(),
    },
    fields: ['target', 'target.groupId', 'target.animalId', 'from'],
    send: (body) => applyRation(ration.number, body),
    onSaved,
  });
  return (
    <FormDialog title={t('rations.apply.title', { name: ration.name })} submitLabel={t('rations.apply.submit')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <TargetFields control={state.control} setAnimal={(animal) => state.form.setValue('animal', animal)} />
      <FormDateField control={state.control} name="from" label={t('rations.apply.from')} required />
    </FormDialog>
  );
}

/** Who a saved ration is fed to: its own group or animal, and those it is applied to. */
export function feedingTargets(ration: Ration) {
  const all = [{ kind: ration.result.target.kind, id: ration.result.target.id, name: ration.result.target.name }, ...ration.appliedTo];
  return all.filter((target, index) => all.findIndex((other) => other.id === target.id) === index);
}

interface FeedingValues {
  target: string;
  occurredAt: string;
  days: number | null;
  notes: string;
}

/** The ration fed to its group or animal: each feed's as-fed kg drawn from its lots (refused whole when a lot would go below zero). */
export function FeedingDialog({ ration, onClose, onSaved }: { ration: Ration; onClose: () => void; onSaved: (feeding: Awaited<ReturnType<typeof feedRation>>) => void }) {
  const { t } = useTranslation('feed');
  const targets = feedingTargets(ration);
  const resolver = bodyResolver(feedingRequest, (values: FeedingValues): FeedingBody => {
    const target = targets.find((item) => item.id === values.target)!;
    return { target: target.kind === 'group' ? { kind: 'group', groupId: target.id } : { kind: 'animal', animalId: target.id }, occurredAt: values.occurredAt, days: values.days ?? undefined, notes: textOrNull(values.notes) };
  });
  const state = useFeedForm({
    resolver,
    defaultValues: { target: targets[0]!.id, occurredAt: today(), days: 1, notes: '' },
    fields: ['target', 'occurredAt', 'days', 'notes'],
    send: (body) => feedRation(ration.number, body),
    onSaved,
  });
  return (
    <FormDialog title={t('rations.feeding.title', { name: ration.name })} submitLabel={t('rations.feeding.submit')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <SelectField control={state.control} name="target" label={t('rations.feeding.target')} required options={targets.map((target) => ({ value: target.id, label: t('library.rations.target', { name: target.name, kind: t(`kinds.${target.kind}`) }) }))} />
      <Box sx={fieldGrid}>
        <FormDateField control={state.control} name="occurredAt" label={t('rations.feeding.occurredAt')} required />
        <NumberField control={state.control} name="days" label={t('rations.feeding.days')} helperText={t('rations.feeding.daysHelp')} />
      </Box>
      <FormTextField control={state.control} name="notes" label={t('rations.feeding.notes')} multiline minRows={2} maxLength={300} />
    </FormDialog>
  );
}

interface SheetValues {
  headCount: number | null;
  loads: number | null;
}

/** The mixer's loading sheet as a PDF: as-fed kg per load, in loading order, for the head fed. */
export function LoadingSheetDialog({ ration, onClose, onSaved }: { ration: Ration; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('feed');
  const state = useFeedForm<SheetValues, LoadingSheetQuery>({
    resolver: bodyResolver(loadingSheetQuery, (values: SheetValues): LoadingSheetQuery => ({ headCount: values.headCount ?? undefined, loads: values.loads ?? undefined })),
    defaultValues: { headCount: ration.result.target.headCount, loads: 1 },
    fields: ['headCount', 'loads'],
    send: (query) => downloadLoadingSheet(ration.number, query),
    onSaved,
  });
  return (
    <FormDialog title={t('rations.sheet.title', { name: ration.name })} submitLabel={t('rations.sheet.submit')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <Box sx={fieldGrid}>
        <NumberField control={state.control} name="headCount" label={t('rations.sheet.headCount')} />
        <NumberField control={state.control} name="loads" label={t('rations.sheet.loads')} helperText={t('rations.sheet.loadsHelp')} />
      </Box>
    </FormDialog>
  );
}
