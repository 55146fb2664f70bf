import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AnimalReference } from '@ganado/shared/animals';
import { useDebounced } from '../../../components/admin/paging';
import { useAnimalOptions } from '../../animals/api';
import { animalLabel } from '../../animals/choices';
import { useServerSearchProps } from './search-field';

/**
 * Animals picked for work (a task's, a protocol's course): searched on the server as the person
 * types, shown as chips; the form holds their ids under `name`.
 */
export function TaskAnimalsField<T extends FieldValues>({
  control,
  name,
  initial = [],
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  initial?: AnimalReference[];
  /** The task form's "Animals" unless told. */
  label?: string;
}) {
  const { t } = useTranslation(['action-list', 'messages']);
  const { field, fieldState } = useController({ control, name });
  const [chosen, setChosen] = useState(initial);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const options = useAnimalOptions({ search: search || undefined });
  const searchProps = useServerSearchProps<AnimalReference>({
    name: field.name,
    label: label ?? t('fields.animals'),
    placeholder: t('form.searchAnimals'),
    message: fieldState.error?.message,
    loading: options.isFetching,
  });
  return (
    <Autocomplete
      multiple
      value={chosen}
      onChange={(_, animals) => {
        setChosen(animals);
        field.onChange(animals.map((animal) => animal.id));
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      options={options.data ?? []}
      filterSelectedOptions
      getOptionLabel={(animal: AnimalReference) => animalLabel(animal)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      {...searchProps}
    />
  );
}
