import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inseminationTaskRequest, type InseminationTaskForm, type InseminationTaskRequest, type Task } from '@ganado/shared/action-list';
import { type AnimalReference, CONCEPTION_METHODS } from '@ganado/shared/animals';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import type { RouteEntry } from '../../app/route-map';
import { AnimalPicker } from '../animals/components/AnimalPicker';
import { StrawFields, useStrawsOffered } from '../semen/insemination/StrawFields';
import { ChoiceField, TextInput } from '../animals/records/fields';
import { recordInsemination } from './api';
import { CompletionForm, CompletionPage } from './completion/CompletionFrame';
import { useCompletionSubmit } from './completion/use-completion';

function InseminationForm({ task, index }: { task: Task; index: number }) {
  const { t } = useTranslation(['action-list', 'animals']);
  const [sire, setSire] = useState<AnimalReference | null>(null);
  const form = useForm<InseminationTaskForm, unknown, InseminationTaskRequest>({
    resolver: zodResolver(inseminationTaskRequest),
    defaultValues: {
      id: task.id,
      index,
      occurredAt: todayIn(userTimeZone()),
      method: 'artificialInsemination',
      sireId: null,
      semenCode: '',
      semenPackId: null,
      inseminatorId: null,
      technician: '',
      notes: '',
      animalIds: task.animals.map((animal) => animal.id),
    },
  });
  const state = useCompletionSubmit(form, task.id, recordInsemination, 'success.inseminationRecorded');
  const sireError = form.formState.errors.sireId?.message;
  const straws = useStrawsOffered();
  const [method, packId] = useWatch({ control: form.control, name: ['method', 'semenPackId'] });
  const insemination = straws && method === 'artificialInsemination';
  return (
    <CompletionForm title={t('insemination.title')} task={task} index={index} control={form.control} state={state}>
      <ChoiceField
        control={form.control}
        name="method"
        label={t('animals:recordFields.serviceMethod')}
        values={CONCEPTION_METHODS}
        labelOf={(value) => t(`animals:choices.conceptionMethods.${value}`)}
        required
      />
      {insemination && <StrawFields form={form} />}
      {/* A straw of the tanks names its sire: the server takes him from its batch. */}
      {!(insemination && packId) && (
        <>
          <AnimalPicker
            label={t('animals:recordFields.sire')}
            name="sireId"
            gender="male"
            value={sire}
            error={sireError && t(`messages:${sireError}`, { defaultValue: sireError })}
            onChange={(animal) => {
              setSire(animal);
              form.setValue('sireId', animal?.id ?? null, { shouldDirty: true });
            }}
          />
          <TextInput control={form.control} name="semenCode" label={t('animals:recordFields.semenCode')} />
        </>
      )}
      <TextInput control={form.control} name="technician" label={t('animals:recordFields.technician')} />
    </CompletionForm>
  );
}

/** /my-schedule/task/:task_id/record: an insemination task done, as a service on each ticked animal. */
export function InseminationPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('action-list');
  return (
    <CompletionPage entry={entry} category="insemination" wrongCategory={t('insemination.wrongCategory')}>
      {(task, index) => <InseminationForm task={task} index={index} />}
    </CompletionPage>
  );
}
