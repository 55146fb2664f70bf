import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formulationRequest, PRODUCTION_SYSTEMS, type FormulationForm } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { useSession } from '../../../app/use-session';
import { bodyResolver } from '../../../components/form/body-resolver';
import { errorMessage } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/SelectField';
import { groupsQuery } from '../../animals/api';
import { AnimalPicker } from '../../animals/components/AnimalPicker';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { FeedPage } from '../components/FeedPage';
import { MoneyField, useCurrencyDefault } from '../components/MoneyField';
import { FLOW_PATHS, type FlowKind } from '../paths';
import { blankTarget, formulationBody, useDraft, writeDraft, type TargetValues } from './flow-state';

/** A feed stands in while the feeds are not chosen yet: this step checks everything else by the contract. */
const ANY_FEED = [{ lotId: null, ingredientId: '00000000-0000-4000-8000-000000000000', minPercentOfDm: null, maxPercentOfDm: null }];

/** The contract's checks of this step's fields; the feeds' are the next step's. */
const targetResolver = (kind: FlowKind): Resolver<TargetValues, unknown, FormulationForm> => {
  const check = bodyResolver(formulationRequest, (values: TargetValues) => formulationBody(kind, values, ANY_FEED));
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const { feeds: _feeds, ...errors } = result.errors as FieldErrors<TargetValues> & { feeds?: unknown };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
};

/** The group, among the organisation's groups (the animals module's), each with its head count. */
function GroupField({ control, setGroup }: { control: Control<TargetValues>; setGroup: (group: TargetValues['group']) => void }) {
  const { t } = useTranslation('feed');
  // Only a session that may see the herd asks for its groups (another module's refusal, 403, would leave the page).
  const herd = useSession().session?.modules.includes('animals') ?? false;
  const groups = useQuery({ ...groupsQuery(), enabled: herd });
  const items = groups.data?.items ?? [];
  if (!herd) return <Typography color="text.secondary">{t('flow.noHerdAccess')}</Typography>;
  return (
    <SelectField
      control={control}
      name="target.groupId"
      label={t('flow.fields.group')}
      required
      options={items.map((group) => ({ value: group.id, label: t('flow.groupOption', { name: group.name, count: group.animalCount }) }))}
      onValueChange={(id) => {
        const group = items.find((item) => item.id === id);
        setGroup(group ? { id: group.id, name: group.name, animalCount: group.animalCount } : null);
      }}
    />
  );
}

/** The animal, found by its tag as the herd's other pickers find it. */
function AnimalField({ control, setAnimal }: { control: Control<TargetValues>; setAnimal: (animal: TargetValues['animal']) => void }) {
  const { t } = useTranslation(['feed', 'messages']);
  const { field, fieldState } = useController({ control, name: 'target.animalId' });
  const animal = useWatch({ control, name: 'animal' });
  const message = fieldState.error?.message;
  return (
    <AnimalPicker
      name={field.name}
      label={t('flow.fields.animal')}
      value={animal}
      onChange={(chosen) => {
        setAnimal(chosen);
        field.onChange(chosen?.id ?? '');
      }}
      error={message && errorMessage(t, message)}
    />
  );
}

/**
 * The flow's first step: who is fed (a group, or an animal found by its tag) and for what — the
 * production system, a beef animal's target gain and final weight, a dairy cow's milk price — a
 * group's sub-groups by weight, and the days the lots' stock must last. Checked by the contract,
 * kept in the flow's draft, then the feeds are chosen.
 */
function TargetPage({ entry, kind }: { entry: RouteEntry; kind: FlowKind }) {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const draft = useDraft(kind);
  const form = useForm<TargetValues, unknown, FormulationForm>({ resolver: targetResolver(kind), defaultValues: draft.target ?? blankTarget() });
  const control = form.control as unknown as Control<TargetValues>;
  useCurrencyDefault(form, 'milkPrice');
  const system = useWatch({ control, name: 'system' });
  const submit = form.handleSubmit(() => {
    writeDraft(kind, { target: form.getValues() });
    void navigate(FLOW_PATHS[kind].feeds);
  });
  const field = (name: string) => t(`flow.fields.${name}`);

  return (
    <FeedPage entry={entry} view={kind} testId={`${kind}-target`}>
      <Typography color="text.secondary">{t(`flow.${kind}.intro`)}</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={t(`flow.${kind}.formLabel`)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormSection title={t(`flow.${kind}.who`)}>
          {kind === 'group' ? <GroupField control={control} setGroup={(group) => form.setValue('group', group)} /> : <AnimalField control={control} setAnimal={(animal) => form.setValue('animal', animal)} />}
          <SelectField control={control} name="system" label={field('system')} required options={PRODUCTION_SYSTEMS.map((value) => ({ value, label: t(`systems.${value}`) }))} />
          {system === 'beefGrowing' && (
            <Box sx={fieldGrid}>
              <NumberField control={control} name="targetGainKgPerDay" label={field('targetGainKgPerDay')} helperText={t('flow.gainHelp')} required />
              <NumberField control={control} name="finalWeightKg" label={field('finalWeightKg')} helperText={t('flow.finalWeightHelp')} />
            </Box>
          )}
          {system === 'dairyLactating' && <MoneyField control={control} name="milkPrice" label={field('milkPrice')} helperText={t('flow.milkPriceHelp')} />}
        </FormSection>
        <FormSection title={t('flow.planning')}>
          <Box sx={fieldGrid}>
            {kind === 'group' && <NumberField control={control} name="subGroups" label={field('subGroups')} helperText={t('flow.subGroupsHelp')} />}
            <NumberField control={control} name="days" label={field('days')} helperText={t('flow.daysHelp')} />
          </Box>
        </FormSection>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
            {t('flow.next')}
          </Button>
        </Box>
      </Box>
    </FeedPage>
  );
}

/** /feed-management/select-animal-group. */
export function GroupTargetPage({ entry }: { entry: RouteEntry }) {
  return <TargetPage entry={entry} kind="group" />;
}

/** /feed-management/select-animal-individual. */
export function AnimalTargetPage({ entry }: { entry: RouteEntry }) {
  return <TargetPage entry={entry} kind="animal" />;
}
