import { type BaseSyntheticEvent, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type AnimalRecord, recordRequest, type RecordRequest, type RecordType } from '@ganado/shared/animals';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { ApiError, errorText } from '../../../app/api';
import i18n from '../../../app/i18n';
import { FormAlert } from '../../../components/form/FormAlert';
import { placeableErrors, withdrawalHeld, withMedicineChecks } from '../../drugs/administration/medicine';
import { createRecord, updateRecord, useAnimal, useRefreshAnimals } from '../detail/api';
import { withoutBlankQuantities } from './blanks';
import { DateField, TextInput } from './fields';

type Member<T extends RecordType> = Extract<(typeof recordRequest.options)[number], { shape: { type: z.ZodLiteral<T> } }>;
export type RecordInput<T extends RecordType> = z.input<Member<T>>;
export type RecordOutput<T extends RecordType> = z.output<Member<T>>;

/** The member of the contract's `recordRequest` union for one record type. */
export function recordSchema<T extends RecordType>(type: T): Member<T> {
  return recordRequest.options.find((option) => option.shape.type.value === type) as Member<T>;
}

export interface RecordFormProps {
  animalId: string;
  /** The record to edit; a new one when absent. */
  record?: AnimalRecord;
  /** Called once saved, with the saved record and the success message key. */
  onSaved: (record: AnimalRecord, message: string) => void;
  onCancel?: () => void;
}

/**
 * A record form's state: the type's schema as resolver, the record's fields (from its `details`) or
 * the type's blanks as defaults, and saving (POST or PUT) with the server's 422 errors placed under
 * their fields and every query of the animal refreshed.
 */
export function useRecordForm<T extends RecordType>(
  type: T,
  props: RecordFormProps,
  blanks: Partial<RecordInput<T>>,
  /** A failure this form always names the same way (docs/product.md §8's "Note not Added"), whatever the cause. */
  failureKey?: string,
) {
  const { record, animalId, onSaved } = props;
  const refresh = useRefreshAnimals();
  const [failure, setFailure] = useState<string | null>(null);
  // The server's refusal of a sale or saleable milk during a withdrawal, which may be overridden with a reason.
  const [held, setHeld] = useState<string | null>(null);
  // Today on the animal's farm's clock (the detail page has the animal already), else on this device's.
  const farmTimeZone = useAnimal(animalId).data?.farmTimeZone;
  const defaults = {
    type,
    occurredAt: record ? record.occurredAt.slice(0, 10) : todayIn(farmTimeZone ?? userTimeZone()),
    status: record?.status ?? (type === 'reminder' ? 'planned' : 'done'),
    notes: record?.notes ?? '',
    ...blanks,
    // A field the record left empty keeps its blank (a quantity keeps its default unit).
    ...Object.fromEntries(Object.entries(record?.details ?? {}).filter(([, value]) => value != null)),
  };
  const schema = recordSchema(type);
  const resolve = zodResolver(schema) as unknown as Resolver<RecordInput<T>, unknown, RecordOutput<T>>;
  const form = useForm<RecordInput<T>, unknown, RecordOutput<T>>({
    // A treatment or a vaccination also names its medicine as the server requires (a no-op for other types).
    resolver: withMedicineChecks((values, context, options) =>
      resolve(withoutBlankQuantities(values as Record<string, unknown>, schema.shape as Record<string, z.ZodType>) as RecordInput<T>, context, options),
    ),
    defaultValues: defaults as DefaultValues<RecordInput<T>>,
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const request = body as RecordRequest;
      const saved = record ? await updateRecord(animalId, record.id, request) : await createRecord(animalId, request);
      await refresh();
      setHeld(null);
      if (!record) form.reset(defaults as DefaultValues<RecordInput<T>>);
      onSaved(saved, record ? 'success.recordUpdated' : 'success.recordAdded');
    } catch (error) {
      // Not a wrong value: the form shows the refusal, and the override to those offered it (WithdrawalOverride).
      const refusedSale = withdrawalHeld(error);
      setHeld(refusedSale);
      if (refusedSale) return;
      const refusal = error instanceof ApiError ? placeableErrors(error) : error;
      if (refusal instanceof ApiError) {
        for (const item of refusal.errors) form.setError(item.param as FieldPath<RecordInput<T>>, { type: 'server', message: item.key ?? item.msg });
      }
      setFailure(failureKey ? i18n.t(`messages:${failureKey}`) : errorText(refusal, 'errors.checkAllValues'));
    }
  });
  const shell: ShellState = { control: form.control as unknown as Control<FieldValues>, submit, failure, submitting: form.formState.isSubmitting };
  return { form, control: form.control, shell, held };
}

interface ShellState {
  control: Control<FieldValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  failure: string | null;
  submitting: boolean;
}

/** The frame of every record form: its title, the date, the type's fields, notes, and Save. */
export function RecordFormShell({
  title,
  state,
  props,
  children,
  dateLabel,
  withNotes = true,
}: {
  title: string;
  state: ShellState;
  props: RecordFormProps;
  children: ReactNode;
  dateLabel?: string;
  withNotes?: boolean;
}) {
  const { t } = useTranslation(['animals', 'common']);
  const control = state.control;
  return (
    <Paper variant="outlined" component="form" noValidate aria-label={title} onSubmit={(event) => void state.submit(event)} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateField control={control} name="occurredAt" label={dateLabel ?? t('recordFields.occurredAt')} required />
        {children}
      </Box>
      {withNotes && <TextInput control={control} name="notes" label={t('recordFields.notes')} multiline />}
      <FormAlert notice={state.failure ? { severity: 'error', text: state.failure } : null} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {props.onCancel && <Button onClick={props.onCancel}>{t('common:admin.cancel')}</Button>}
        <Button type="submit" variant="contained" loading={state.submitting}>
          {t('records.save')}
        </Button>
      </Box>
    </Paper>
  );
}
