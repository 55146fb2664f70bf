import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEED_UNITS, MILK_UNITS, MILKING_SESSIONS, WEIGHING_METHODS, WEIGHT_UNITS } from '@ganado/shared/animals';
import { type OverrideForm, WithdrawalOverride } from '../../drugs/administration/WithdrawalOverride';
import { blankQuantity } from './blanks';
import { ChoiceField, NumberInput, QuantityField, TextInput } from './fields';
import { RecordFormShell, useRecordForm, type RecordFormProps } from './record-form';

export function WeightForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('weight', props, { weight: blankQuantity('kg'), method: null });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.weight')} state={state.shell} props={props}>
      <QuantityField control={state.control} name="weight" label={t('recordFields.weight')} units={WEIGHT_UNITS} required />
      <ChoiceField control={state.control} name="method" label={t('recordFields.method')} values={WEIGHING_METHODS} labelOf={(value) => t(`recordChoices.weighingMethods.${value}`)} />
    </RecordFormShell>
  );
}

/**
 * Whether the milk goes to the tank. Left unticked nothing is sent, and the server counts it
 * saleable unless the cow is in milk withdrawal; ticked, it must be saleable, which a withdrawal refuses.
 */
function SaleableCheck({ control }: { control: Control<{ saleable?: boolean | null }> }) {
  const { t } = useTranslation('animals');
  const { field } = useController({ control, name: 'saleable' });
  return (
    <FormControlLabel
      sx={{ gridColumn: '1 / -1' }}
      label={t('recordFields.saleable')}
      control={<Checkbox name={field.name} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked ? true : undefined)} />}
    />
  );
}

export function MilkForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('milk', props, { yield: blankQuantity('L'), session: 'daily', withdrawalOverride: null });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.milk')} state={state.shell} props={props}>
      <QuantityField control={state.control} name="yield" label={t('recordFields.yield')} units={MILK_UNITS} required />
      <ChoiceField control={state.control} name="session" label={t('recordFields.session')} values={MILKING_SESSIONS} labelOf={(value) => t(`recordChoices.milkingSessions.${value}`)} required />
      <NumberInput control={state.control} name="fatPercent" label={t('recordFields.fatPercent')} />
      <NumberInput control={state.control} name="proteinPercent" label={t('recordFields.proteinPercent')} />
      <NumberInput control={state.control} name="somaticCellCount" label={t('recordFields.somaticCellCount')} />
      <SaleableCheck control={state.control as unknown as Control<{ saleable?: boolean | null }>} />
      <WithdrawalOverride held={state.held} form={state.form as unknown as OverrideForm} />
    </RecordFormShell>
  );
}

export function FeedingForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('feeding', props, { feed: '', amount: blankQuantity('kg'), ration: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.feeding')} state={state.shell} props={props}>
      <TextInput control={state.control} name="feed" label={t('recordFields.feed')} required />
      <QuantityField control={state.control} name="amount" label={t('recordFields.amount')} units={FEED_UNITS} required />
      <TextInput control={state.control} name="ration" label={t('recordFields.ration')} />
    </RecordFormShell>
  );
}
