import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, useBoundField } from '../../../components/form/fields';
import { FormDateField } from '../../../components/dates/FormDateField';
import { NumberField } from '../../farms/form/NumberField';

/** A native select of one of the contract's lists; the blank choice is null, as the schemas want. */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  values,
  labelOf,
  required,
  onValueChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  values: readonly string[];
  labelOf: (value: string) => string;
  required?: boolean;
  /** Called after the value changes (to clear a dependent field). */
  onValueChange?: () => void;
}) {
  const { t } = useTranslation('animals');
  const bound = useBoundField(control, name, undefined);
  return (
    <TextField
      {...bound.props}
      label={label}
      required={required}
      select
      fullWidth
      onChange={(event) => {
        bound.field.onChange(event.target.value === '' ? null : event.target.value);
        onValueChange?.();
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: { role: bound.hasError ? 'alert' : undefined } as object }}
    >
      <option value="">{required ? '' : t('records.none')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </TextField>
  );
}

export function DateField<T extends FieldValues>({ control, name, label, required }: { control: Control<T>; name: FieldPath<T>; label: string; required?: boolean }) {
  return <FormDateField control={control} name={name} label={label} required={required} />;
}

export function TextInput<T extends FieldValues>({ control, name, label, required, multiline }: { control: Control<T>; name: FieldPath<T>; label: string; required?: boolean; multiline?: boolean }) {
  return <FormTextField control={control} name={name} label={label} required={required} multiline={multiline} minRows={multiline ? 2 : undefined} autoComplete="off" />;
}

export function NumberInput<T extends FieldValues>({ control, name, label, required }: { control: Control<T>; name: FieldPath<T>; label: string; required?: boolean }) {
  return <NumberField control={control} name={name} label={label} required={required} />;
}

/** A quantity of the contract (`{ value, unit }`): the number and its unit side by side. */
export function QuantityField<T extends FieldValues>({
  control,
  name,
  label,
  units,
  required,
}: {
  control: Control<T>;
  name: string;
  label: string;
  units: readonly string[];
  required?: boolean;
}) {
  const { t } = useTranslation('animals');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 1 }}>
      <NumberField control={control} name={`${name}.value` as FieldPath<T>} label={label} required={required} />
      <ChoiceField
        control={control}
        name={`${name}.unit` as FieldPath<T>}
        label={t('recordFields.unit')}
        values={units}
        labelOf={(unit) => t(`recordChoices.units.${unit}`)}
        required
      />
    </Box>
  );
}
