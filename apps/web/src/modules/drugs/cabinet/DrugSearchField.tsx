import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Drug } from '@ganado/shared/drugs';
import { useDebounced } from '../../../components/admin/paging';
import { errorMessage } from '../../../components/form/field-error';
import { useDrug, useDrugs } from '../api';

/** Enough to find a drug by a few letters of its name; the server searches the rest. */
const DRUGS_OFFERED = 20;

type Option = Pick<Drug, 'id' | 'name'>;

interface DrugSearchFieldProps {
  /** The chosen drug's id, or null. */
  value: string | null;
  /** With the whole drug when it was picked from the list (its stock unit defaults a unit field). */
  onChange: (id: string | null, drug: Drug | null) => void;
  label: string;
  /** A message key (a schema's or the server's). */
  message?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  name?: string;
}

/** A drug of the cabinet, searched on the server by name as the person types. */
export function DrugSearchField({ value, onChange, label, message, required, size, name }: DrugSearchFieldProps) {
  const { t } = useTranslation(['drugs', 'messages']);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const drugs = useDrugs({ search: search || undefined, col: 'name', page: 1, limit: DRUGS_OFFERED });
  const chosen = useDrug(value ?? undefined).data;
  const found: Option[] = drugs.data?.items ?? [];
  // The chosen drug stays a choice whatever the search finds, or the field would blank it.
  const current: Option | null = value ? (found.find((option) => option.id === value) ?? { id: value, name: chosen?.name ?? '' }) : null;
  const options = current && !found.some((option) => option.id === current.id) ? [current, ...found] : found;
  return (
    <Autocomplete
      value={current}
      onChange={(_, option) => onChange(option?.id ?? null, option ? (drugs.data?.items.find((drug) => drug.id === option.id) ?? null) : null)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      loading={drugs.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={t('picker.noDrugs')}
      fullWidth
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={Boolean(message)}
          helperText={message ? errorMessage(t, message) : undefined}
          slotProps={{ formHelperText: { role: message ? 'alert' : undefined } as object }}
        />
      )}
    />
  );
}

/** DrugSearchField bound to a form's drug id; `onPicked` hears of a drug picked from the list. */
export function FormDrugField<T extends FieldValues>({ control, name, label, onPicked }: { control: Control<T>; name: FieldPath<T>; label: string; onPicked?: (drug: Drug) => void }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DrugSearchField
      name={field.name}
      value={(field.value as string | null | undefined) || null}
      onChange={(id, drug) => {
        field.onChange(id ?? '');
        if (drug) onPicked?.(drug);
      }}
      label={label}
      message={fieldState.error?.message}
      required
    />
  );
}
