import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Gender, REMOVAL_REASONS } from '@ganado/shared/animals';
import { SCROTAL_CIRCUMFERENCE } from '@ganado/shared/constants';
import { type OverrideForm, WithdrawalOverride } from '../../drugs/administration/WithdrawalOverride';
import { ChoiceField, NumberInput, TextInput } from './fields';
import { RecordFormShell, useRecordForm, type RecordFormProps } from './record-form';

/** docs/product.md §9's scrotal circumference hint, with its figures from the shared constants. */
export function ScrotalHint() {
  const { t } = useTranslation('animals');
  return (
    <Typography variant="body2" color="text.secondary">
      {t('performance.scrotalHintText', SCROTAL_CIRCUMFERENCE)}
    </Typography>
  );
}

export function AssessmentForm(props: RecordFormProps & { gender?: Gender }) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('assessment', props, { bodyConditionScore: null, scrotalCircumferenceCm: null, hipHeightCm: null, temperamentScore: null, assessor: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.assessment')} state={state.shell} props={props}>
      <NumberInput control={state.control} name="bodyConditionScore" label={t('recordFields.bodyConditionScore')} />
      {props.gender !== 'female' && <NumberInput control={state.control} name="scrotalCircumferenceCm" label={t('recordFields.scrotalCircumferenceCm')} />}
      <NumberInput control={state.control} name="hipHeightCm" label={t('recordFields.hipHeightCm')} />
      <NumberInput control={state.control} name="temperamentScore" label={t('recordFields.temperamentScore')} />
      <TextInput control={state.control} name="assessor" label={t('recordFields.assessor')} />
      {props.gender !== 'female' && <ScrotalHint />}
    </RecordFormShell>
  );
}

/** docs/product.md §5: a note is required and under 50 characters; docs/product.md §8: "Note not Added" when saving fails. */
export function NoteForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('note', props, { text: '' }, 'errors.noteNotAdded');
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.note')} state={state.shell} props={props} withNotes={false}>
      <TextInput control={state.control} name="text" label={t('recordFields.noteText')} required />
    </RecordFormShell>
  );
}

export function ReminderForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('reminder', props, { text: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.reminder')} state={state.shell} props={props} dateLabel={t('recordFields.dueOn')} withNotes={false}>
      <TextInput control={state.control} name="text" label={t('recordFields.reminderText')} required />
    </RecordFormShell>
  );
}

export function RemovalForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('removal', props, { reason: undefined, destination: '', withdrawalOverride: null });
  return (
    <RecordFormShell title={t('removal.title')} state={state.shell} props={props} dateLabel={t('removal.date')}>
      <ChoiceField control={state.control} name="reason" label={t('removal.reason')} values={REMOVAL_REASONS} labelOf={(value) => t(`choices.removalReasons.${value}`)} required />
      <TextInput control={state.control} name="destination" label={t('removal.destination')} />
      {/* A sale or slaughter while the meat is in withdrawal is refused unless overridden with a reason. */}
      <WithdrawalOverride held={state.held} form={state.form as unknown as OverrideForm} />
    </RecordFormShell>
  );
}
