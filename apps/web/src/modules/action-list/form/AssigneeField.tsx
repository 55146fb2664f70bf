import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { type userOption, userOperations } from '@ganado/shared/users';
import { call } from '../../../app/api';
import { useDebounced } from '../../../components/admin/paging';
import type { TaskFormApi } from './fields';
import { useServerSearchProps } from './search-field';

type Person = z.infer<typeof userOption>;

/** GET /api/option/user: the organisation's active users whose name holds `name`. */
function useUserOptions(name: string) {
  return useQuery({
    queryKey: ['users', 'options', name],
    queryFn: () => call(userOperations.listUserOptions, { query: { page: 1, limit: 1000, name: name || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** Who does the task: a user searched on the server by name; none leaves it to whoever takes it. */
export function AssigneeField({ form, initial }: { form: TaskFormApi; initial: Person | null }) {
  const { t } = useTranslation(['action-list', 'messages']);
  const { field, fieldState } = useController({ control: form.control, name: 'assigneeId' });
  const [chosen, setChosen] = useState(initial);
  const [typed, setTyped] = useState('');
  const options = useUserOptions(useDebounced(typed.trim()));
  const offered = options.data ?? [];
  const search = useServerSearchProps<Person>({ name: field.name, label: t('fields.assignee'), message: fieldState.error?.message, loading: options.isFetching });
  return (
    <Autocomplete
      value={chosen}
      onChange={(_, person) => {
        setChosen(person);
        field.onChange(person?.id ?? '');
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      options={chosen && !offered.some((person) => person.id === chosen.id) ? [chosen, ...offered] : offered}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      {...search}
    />
  );
}
