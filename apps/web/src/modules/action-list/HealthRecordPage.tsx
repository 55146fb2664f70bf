import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Control, type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { healthRecordTaskRequest, type HealthRecordTaskForm, type HealthRecordTaskRequest, type Task } from '@ganado/shared/action-list';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import type { RouteEntry } from '../../app/route-map';
import { blankQuantity, withoutBlankQuantities } from '../animals/records/blanks';
import { DateField, TextInput } from '../animals/records/fields';
import { placeableErrors, withMedicineChecks } from '../drugs/administration/medicine';
import { type MedicineForm, MedicineFields } from '../drugs/administration/MedicineFields';
import { recordHealth } from './api';
import { CompletionForm, CompletionPage } from './completion/CompletionFrame';
import { useCompletionSubmit } from './completion/use-completion';

const HEALTH_TYPES = ['treatment', 'vaccination'] as const;
type HealthType = (typeof HEALTH_TYPES)[number];
type Of<T extends HealthType> = Omit<Extract<HealthRecordTaskForm, { type: T }>, 'type'>;
/**
 * Both kinds' fields in one form, so switching back and forth keeps what was typed; the schema's
 * member for the chosen type keeps only its own fields when it parses.
 */
type HealthValues = Of<'treatment'> & Of<'vaccination'> & { type: HealthType };

const memberShape = (type: HealthType) => healthRecordTaskRequest.options.find((option) => option.shape.type.value === type)!.shape as Record<string, z.ZodType>;
const resolve = zodResolver(healthRecordTaskRequest) as unknown as Resolver<HealthValues, unknown, HealthRecordTaskRequest>;
// A dose left blank means no dose, as on the animal's own health forms; the medicine is named as the server requires.
const resolver: Resolver<HealthValues, unknown, HealthRecordTaskRequest> = withMedicineChecks((values, context, options) =>
  resolve(withoutBlankQuantities(values, memberShape(values.type)) as HealthValues, context, options),
);

/** A refusal's errors placed as the animal's health forms place them (a dose's under its number, messages filled in). */
const recordHealthPlaced = async (body: HealthRecordTaskForm) => {
  const result = await recordHealth(body);
  return result.ok ? result : { ...result, error: placeableErrors(result.error) };
};

function TypeChoice({ control }: { control: Control<HealthValues> }) {
  const { t } = useTranslation('action-list');
  const { field } = useController({ control, name: 'type' });
  return (
    <FormControl sx={{ gridColumn: '1 / -1' }}>
      <FormLabel id="health-type">{t('health.type')}</FormLabel>
      <RadioGroup row aria-labelledby="health-type" value={field.value} onChange={(event) => field.onChange(event.target.value as HealthType)}>
        {HEALTH_TYPES.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={t(`health.types.${type}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function HealthForm({ task, index }: { task: Task; index: number }) {
  const { t } = useTranslation(['action-list', 'animals']);
  const form = useForm<HealthValues, unknown, HealthRecordTaskRequest>({
    resolver,
    defaultValues: {
      id: task.id,
      index,
      type: 'treatment',
      occurredAt: todayIn(userTimeZone()),
      drugId: null,
      packId: null,
      product: '',
      dose: blankQuantity('mL'),
      route: null,
      reason: '',
      withdrawalEndsOn: '',
      veterinarian: '',
      vaccine: '',
      batch: '',
      nextDueOn: '',
      notes: '',
      animalIds: task.animals.map((animal) => animal.id),
    },
  });
  const state = useCompletionSubmit(form, task.id, recordHealthPlaced, 'success.healthRecorded');
  // The shared field components type their control by the values alone; the parsed output (one of
  // the two kinds) only matters to the submit.
  const control = form.control as unknown as Control<HealthValues>;
  const type = useWatch({ control, name: 'type' });
  return (
    <CompletionForm title={t('health.title')} task={task} index={index} control={control} state={state}>
      <TypeChoice control={control} />
      {/* Switching the type keeps the medicine chosen: the group is the same for both. */}
      <MedicineFields
        form={form as unknown as MedicineForm}
        byHand={type === 'vaccination' && <TextInput control={control} name="batch" label={t('animals:recordFields.batch')} />}
      />
      {type === 'treatment' ? (
        <TextInput control={control} name="reason" label={t('animals:recordFields.reason')} />
      ) : (
        <DateField control={control} name="nextDueOn" label={t('animals:recordFields.nextDueOn')} />
      )}
    </CompletionForm>
  );
}

/** /my-schedule/task/:task_id/health: a health-record task done, as a treatment or vaccination on each ticked animal. */
export function HealthRecordPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('action-list');
  return (
    <CompletionPage entry={entry} category="healthRecord" wrongCategory={t('health.wrongCategory')}>
      {(task, index) => <HealthForm task={task} index={index} />}
    </CompletionPage>
  );
}
