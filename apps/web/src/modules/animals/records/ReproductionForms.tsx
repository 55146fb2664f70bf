import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useWatch, type Control, type FieldPath, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AnimalReference,
  BIRTH_EASES,
  CONCEPTION_METHODS,
  GENDERS,
  PREGNANCY_CHECK_METHODS,
  PREGNANCY_RESULTS,
  WEIGHT_UNITS,
} from '@ganado/shared/animals';
import { StrawFields, useStrawsOffered } from '../../semen/insemination/StrawFields';
import { AnimalPicker } from '../components/AnimalPicker';
import { blankQuantity } from './blanks';
import { ChoiceField, DateField, NumberInput, QuantityField, TextInput } from './fields';
import { RecordFormShell, useRecordForm, type RecordFormProps } from './record-form';

/** The sire, picked among the herd's males; the form holds only its id. */
function SirePicker<T extends FieldValues>({ props, setValue, error }: { props: RecordFormProps; setValue: UseFormSetValue<T>; error?: string }) {
  const { t } = useTranslation('animals');
  const [sire, setSire] = useState<AnimalReference | null>(props.record?.relatedAnimals.find((animal) => animal.role === 'sire') ?? null);
  return (
    <AnimalPicker
      label={t('recordFields.sire')}
      name="sireId"
      gender="male"
      excludeId={props.animalId}
      value={sire}
      error={error && t(`messages:${error}`, { defaultValue: error })}
      onChange={(animal) => {
        setSire(animal);
        setValue('sireId' as FieldPath<T>, (animal?.id ?? null) as never, { shouldDirty: true });
      }}
    />
  );
}

export function ServiceForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('service', props, { method: 'naturalMating', sireId: null, semenCode: '', technician: '', semenPackId: null, inseminatorId: null });
  const straws = useStrawsOffered();
  const [method, packId] = useWatch({ control: state.control, name: ['method', 'semenPackId'] });
  const insemination = straws && method === 'artificialInsemination';
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.service')} state={state.shell} props={props}>
      <ChoiceField control={state.control} name="method" label={t('recordFields.serviceMethod')} values={CONCEPTION_METHODS} labelOf={(value) => t(`choices.conceptionMethods.${value}`)} required />
      {insemination && <StrawFields form={state.form} />}
      {/* A straw of the tanks names its sire: the server takes him from its batch. */}
      {!(insemination && packId) && (
        <>
          <SirePicker props={props} setValue={state.form.setValue} error={state.form.formState.errors.sireId?.message} />
          <TextInput control={state.control} name="semenCode" label={t('recordFields.semenCode')} />
        </>
      )}
      <TextInput control={state.control} name="technician" label={t('recordFields.technician')} />
    </RecordFormShell>
  );
}

export function ConceptionForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('conception', props, { method: 'naturalMating', sireId: null });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.conception')} state={state.shell} props={props}>
      <ChoiceField control={state.control} name="method" label={t('recordFields.serviceMethod')} values={CONCEPTION_METHODS} labelOf={(value) => t(`choices.conceptionMethods.${value}`)} required />
      <SirePicker props={props} setValue={state.form.setValue} error={state.form.formState.errors.sireId?.message} />
    </RecordFormShell>
  );
}

export function PregnancyCheckForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('pregnancyCheck', props, { result: undefined, method: null, expectedCalvingDate: '', technician: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.pregnancyCheck')} state={state.shell} props={props}>
      <ChoiceField control={state.control} name="result" label={t('recordFields.result')} values={PREGNANCY_RESULTS} labelOf={(value) => t(`recordChoices.pregnancyResults.${value}`)} required />
      <ChoiceField control={state.control} name="method" label={t('recordFields.checkMethod')} values={PREGNANCY_CHECK_METHODS} labelOf={(value) => t(`recordChoices.pregnancyCheckMethods.${value}`)} />
      <NumberInput control={state.control} name="fetusAgeDays" label={t('recordFields.fetusAgeDays')} />
      <DateField control={state.control} name="expectedCalvingDate" label={t('recordFields.expectedCalvingDate')} />
      <TextInput control={state.control} name="technician" label={t('recordFields.technician')} />
    </RecordFormShell>
  );
}

const MAX_CALVES = 4;
const blankCalf = () => ({ tagNumber: '', gender: 'female' as const, nickname: '', birthWeight: blankQuantity('kg') });

function CalfFields<T extends FieldValues>({ control, index, onRemove }: { control: Control<T>; index: number; onRemove?: () => void }) {
  const { t } = useTranslation('animals');
  const name = (field: string) => `calves.${index}.${field}` as FieldPath<T>;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box component="legend" sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span">{t('records.calfNumber', { number: index + 1 })}</Typography>
        {onRemove && (
          <IconButton size="small" aria-label={t('records.removeCalf', { number: index + 1 })} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <TextInput control={control} name={name('tagNumber')} label={t('fields.tagNumber')} required />
      <ChoiceField control={control} name={name('gender')} label={t('fields.gender')} values={GENDERS} labelOf={(value) => t(`choices.genders.${value}`)} required />
      <TextInput control={control} name={name('nickname')} label={t('fields.nickname')} />
      <QuantityField control={control} name={`calves.${index}.birthWeight`} label={t('fields.birthWeight')} units={WEIGHT_UNITS} />
    </Box>
  );
}

/** A calving registers its 1 to 4 calves with their dam, sire and birth facts. */
export function CalvingForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('calving', props, { birthEase: 'noAssistance', sireId: null, calves: [blankCalf()] });
  const calves = useFieldArray({ control: state.control, name: 'calves' });
  const calvesError = state.form.formState.errors.calves?.root?.message ?? state.form.formState.errors.calves?.message;
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.calving')} state={state.shell} props={props} dateLabel={t('recordFields.calvingDate')}>
      <ChoiceField control={state.control} name="birthEase" label={t('fields.birthEase')} values={BIRTH_EASES} labelOf={(value) => t(`choices.birthEases.${value}`)} required />
      <SirePicker props={props} setValue={state.form.setValue} error={state.form.formState.errors.sireId?.message} />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 2 }}>
        {calves.fields.map((calf, index) => (
          <CalfFields key={calf.id} control={state.control} index={index} onRemove={calves.fields.length > 1 ? () => calves.remove(index) : undefined} />
        ))}
        {calvesError && (
          <Typography role="alert" color="error">
            {t(`messages:${calvesError}`, { defaultValue: calvesError })}
          </Typography>
        )}
        {calves.fields.length < MAX_CALVES && (
          <Button startIcon={<AddIcon />} onClick={() => calves.append(blankCalf())} sx={{ alignSelf: 'flex-start' }}>
            {t('records.addCalf')}
          </Button>
        )}
      </Box>
    </RecordFormShell>
  );
}
