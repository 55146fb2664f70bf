import { useTranslation } from 'react-i18next';
import { FEED_UNITS, MILK_UNITS, MILKING_SESSIONS, WEIGHING_METHODS, WEIGHT_UNITS } from '@ganado/shared/animals';
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

export function MilkForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('milk', props, { yield: blankQuantity('L'), session: 'daily' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.milk')} state={state.shell} props={props}>
      <QuantityField control={state.control} name="yield" label={t('recordFields.yield')} units={MILK_UNITS} required />
      <ChoiceField control={state.control} name="session" label={t('recordFields.session')} values={MILKING_SESSIONS} labelOf={(value) => t(`recordChoices.milkingSessions.${value}`)} required />
      <NumberInput control={state.control} name="fatPercent" label={t('recordFields.fatPercent')} />
      <NumberInput control={state.control} name="proteinPercent" label={t('recordFields.proteinPercent')} />
      <NumberInput control={state.control} name="somaticCellCount" label={t('recordFields.somaticCellCount')} />
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
