import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TASK_CATEGORIES, TASK_NAME_MAX, TASK_PRIORITIES, TASK_STATUSES, type Task } from '@ganado/shared/action-list';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { zoneName } from '../../../components/zone-name';
import { useFarmOptions } from '../../animals/api';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { AssigneeField } from './AssigneeField';
import type { TaskFormApi } from './fields';
import { RepeatFields } from './RepeatFields';
import { TaskAnimalsField } from './TaskAnimalsField';

/** Every field of the Task entity (docs/product.md §3); the status only once the task exists. */
export function TaskForm({ form, task }: { form: TaskFormApi; task?: Task }) {
  const { t, i18n } = useTranslation('action-list');
  const { control } = form;
  const farms = useFarmOptions();
  const timeZone = useWatch({ control, name: 'timeZone' });
  const options = (list: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`${list}.${value}`) }));
  const dateTime = (name: 'startAt' | 'endAt') => (
    <FormDateField control={control} name={name} label={t(`fields.${name}`)} required withTime helperText={timeZone && t('form.timeZone', { zone: zoneName(timeZone, i18n.language) })} />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('form.sections.task')}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="name" label={t('fields.name')} required autoComplete="off" maxLength={TASK_NAME_MAX} />
          <SelectField control={control} name="category" label={t('fields.category')} required options={options('categories', TASK_CATEGORIES)} />
          <SelectField control={control} name="priority" label={t('fields.priority')} options={options('priorities', TASK_PRIORITIES)} />
          {task && <SelectField control={control} name="status" label={t('fields.status')} options={options('statuses', TASK_STATUSES)} />}
          <AssigneeField form={form} initial={task?.assignee ?? null} />
          <SelectField control={control} name="farmId" label={t('fields.farm')} options={farms} blank={t('form.none')} />
        </Box>
        <FormTextField control={control} name="description" label={t('fields.description')} multiline minRows={2} />
      </FormSection>

      <FormSection title={t('form.sections.when')}>
        <Box sx={fieldGrid}>
          {dateTime('startAt')}
          {dateTime('endAt')}
        </Box>
        <RepeatFields form={form} />
      </FormSection>

      <FormSection title={t('form.sections.animals')}>
        <TaskAnimalsField control={form.control} name="animalIds" initial={task?.animals ?? []} />
      </FormSection>
    </Box>
  );
}
