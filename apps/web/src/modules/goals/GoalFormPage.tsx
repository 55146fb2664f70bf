import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GOAL_COMPARATORS, GOAL_KPIS, goalOperations as ops, type Goal, type GoalInput } from '@ganado/shared/goals';
import { userOperations } from '@ganado/shared/users';
import { KPI_UNITS } from '@ganado/shared/reports';
import { call } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { FormDateField } from '../../components/dates/FormDateField';
import { FormTextField } from '../../components/form/fields';
import { saveSubmit } from '../../components/form/save-submit';
import { SelectField } from '../../components/form/SelectField';
import { PageTitle } from '../../components/PageTitle';
import { useBreeds, useFarmOptions } from '../animals/api';
import { useGroups } from '../animals/detail/api';
import { fieldGrid, FormSection } from '../farms/form/fields';
import { FormFooter, useSaveFlow } from '../farms/form/save-flow';
import { RecordState } from '../genetics/shared/RecordState';
import { addGoal, updateGoal, useGoal, useRefreshGoals } from './api';
import { blankGoal, defaultComparator, GOAL_FIELDS, goalResolver, goalValues, type GoalValues, isShare } from './goal-form';
import { GOALS, goalPath } from './paths';
import { useGoalTexts } from './texts';

/** The organisation's active people, to own a goal (the same list the task form offers). */
function usePeople() {
  return useQuery({ queryKey: ['users', 'options', ''], queryFn: () => call(userOperations.listUserOptions, { query: { page: 1, limit: 1000 } }) });
}

/** The goal's figure, target, scope, period, deadline and owner; saved, its page opens saying so. */
function GoalEditor({ goal }: { goal?: Goal }) {
  const { t } = useTranslation(['goals', 'common']);
  const texts = useGoalTexts();
  const refresh = useRefreshGoals();
  const form = useForm<GoalValues, unknown, GoalInput>({ resolver: goalResolver, defaultValues: goal ? goalValues(goal) : blankGoal() });
  const flow = useSaveFlow(form.formState.isDirty);
  const control = form.control as unknown as Control<GoalValues>;
  const kpi = useWatch({ control, name: 'kpi' });
  const farms = useFarmOptions();
  const groups = useGroups();
  const breeds = useBreeds('cattle');
  const people = usePeople();
  const submit = saveSubmit({
    form,
    flow,
    send: (body: GoalInput) => (goal ? updateGoal(goal.id, body) : addGoal(body)),
    refresh,
    pageOf: (saved) => goalPath(saved.id),
    message: goal ? ops.updateGoal.message : ops.addGoal.message,
    fields: () => GOAL_FIELDS,
  });
  const unit = kpi ? (isShare(kpi) ? t('form.percentUnit') : t(`units.${KPI_UNITS[kpi]}`)) : '';
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="goal-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('form.figure')}>
        <Box sx={fieldGrid}>
          <SelectField
            control={control}
            name="kpi"
            label={`${t('form.kpi')} *`}
            options={GOAL_KPIS.map((value) => ({ value, label: texts.kpi(value).name })).sort((a, b) => a.label.localeCompare(b.label))}
            onValueChange={(value) => {
              if (value) form.setValue('comparator', defaultComparator(value as GoalValues['kpi']));
            }}
          />
          <SelectField control={control} name="comparator" label={`${t('form.comparator')} *`} options={GOAL_COMPARATORS.map((value) => ({ value, label: t(`comparators.${value}`) }))} />
          <FormTextField control={control} name="target" label={`${t('form.target')} *`} helperText={unit ? t('form.targetIn', { unit }) : undefined} autoComplete="off" />
          <FormTextField control={control} name="name" label={t('form.name')} helperText={t('form.nameHelp')} maxLength={120} autoComplete="off" />
        </Box>
        {kpi && (
          <Typography variant="body2" color="text.secondary" data-testid="goal-definition">
            {texts.kpi(kpi).definition}
          </Typography>
        )}
      </FormSection>
      <FormSection title={t('form.scope')}>
        <Box sx={fieldGrid}>
          <SelectField control={control} name="farmId" label={t('form.farm')} options={farms} blank={t('form.allFarms')} />
          <SelectField control={control} name="groupId" label={t('form.group')} options={(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name }))} blank={t('form.allGroups')} />
          <SelectField control={control} name="breedCode" label={t('form.breed')} options={(breeds.data ?? []).map((breed) => ({ value: breed.code, label: breed.name }))} blank={t('form.anyBreed')} />
        </Box>
        <Box sx={fieldGrid}>
          <FormDateField control={control} name="from" label={t('form.from')} />
          <FormDateField control={control} name="to" label={t('form.to')} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('form.periodHelp')}
        </Typography>
      </FormSection>
      <FormSection title={t('form.plan')}>
        <Box sx={fieldGrid}>
          <FormDateField control={control} name="deadline" label={t('form.deadline')} required />
          <SelectField control={control} name="ownerId" label={t('form.owner')} options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))} blank={t('form.me')} />
        </Box>
        <FormTextField control={control} name="notes" label={t('form.notes')} multiline minRows={2} maxLength={2000} />
      </FormSection>
      <FormFooter flow={flow} cancelTo={goal ? goalPath(goal.id) : GOALS} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /livestock_goals/add and /livestock_goals/update/:id. */
export function GoalFormPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['goals', 'common']);
  const { id } = useParams();
  const goal = useGoal(id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 960 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {id ? (
        <RecordState query={goal} notFound={t('details.notFound')} back={{ to: GOALS, label: t('details.back') }}>
          {(loaded) => <GoalEditor key={loaded.id} goal={loaded} />}
        </RecordState>
      ) : (
        <GoalEditor />
      )}
    </Box>
  );
}
