import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { animalReference, type AnimalReference, type Gender } from '@ganado/shared/animals';
import { api } from '../../../app/api';
import { useDebounced } from '../../../components/admin/paging';

export interface AnimalPickerProps {
  label: string;
  value: AnimalReference | null;
  onChange: (animal: AnimalReference | null) => void;
  gender?: Gender;
  bornBefore?: string;
  excludeId?: string;
  error?: string;
  name?: string;
  disabled?: boolean;
}

const describe = (animal: AnimalReference) => (animal.nickname ? `${animal.tagNumber} · ${animal.nickname}` : animal.tagNumber);

/** Another animal of the herd, searched by tag or nickname on the server (GET /api/animal/options). */
export function AnimalPicker({ label, value, onChange, gender, bornBefore, excludeId, error, name, disabled }: AnimalPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (gender) query.set('gender', gender);
  if (bornBefore) query.set('bornBefore', bornBefore);
  const options = useQuery({
    queryKey: ['animals', 'options', query.toString()],
    queryFn: () => api.get(`/animal/options?${query.toString()}`, z.array(animalReference)),
  });
  return (
    <Autocomplete
      value={value}
      onChange={(_, animal) => onChange(animal)}
      onInputChange={(_, text) => setTyped(text)}
      options={(options.data ?? []).filter((animal) => animal.id !== excludeId)}
      getOptionLabel={describe}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} name={name} error={Boolean(error)} helperText={error} />}
    />
  );
}
