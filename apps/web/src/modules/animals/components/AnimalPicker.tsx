import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AnimalReference, Gender } from '@ganado/shared/animals';
import { useDebounced } from '../../../components/admin/paging';
import { useAnimalOptions } from '../api';
import { animalLabel } from '../choices';

interface AnimalPickerProps {
  label: string;
  value: AnimalReference | null;
  onChange: (animal: AnimalReference | null) => void;
  gender?: Gender;
  /** Only animals born before this date: a parent is born before its offspring. */
  bornBefore?: string;
  /** The animal being edited, which cannot be its own parent. */
  excludeId?: string;
  /** Already translated. */
  error?: string;
  name?: string;
  disabled?: boolean;
}

/** Chooses another animal of the organisation, searched on the server as the person types. */
export function AnimalPicker({ label, value, onChange, gender, bornBefore, excludeId, error, name, disabled }: AnimalPickerProps) {
  const { t } = useTranslation('animals');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const options = useAnimalOptions({ search: search || undefined, gender, bornBefore: bornBefore || undefined });
  const offered = (options.data ?? []).filter((animal) => animal.id !== excludeId);
  return (
    <Autocomplete
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      options={value && !offered.some((animal) => animal.id === value.id) ? [value, ...offered] : offered}
      // The server already searched: the list is not filtered again here.
      filterOptions={(all) => all}
      getOptionLabel={animalLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={options.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={t('picker.noOptions')}
      disabled={disabled}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ formHelperText: { role: error ? 'alert' : undefined } as object }}
        />
      )}
    />
  );
}
