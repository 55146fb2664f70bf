import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { get, type Control, useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContemporaryGroup } from '@ganado/shared/genetics';
import { useDebounced } from '../../../components/admin/paging';
import { useServerSearchProps } from '../../action-list/form/search-field';
import { useGeneticsFigures } from '../shared/figures';
import { GROUPS_OFFERED, useContemporaryGroups } from './api';
import type { MoveValues } from './move-form';

/** The group of the chosen trait the animals go into, searched on the server by its code as the person types. */
export function GroupField({ control }: { control: Control<MoveValues> }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const { field } = useController({ control, name: 'group' });
  const { errors } = useFormState({ control });
  const trait = useWatch({ control, name: 'trait' });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const groups = useContemporaryGroups({ trait: trait || undefined, search: search || undefined, page: 1, limit: GROUPS_OFFERED }, Boolean(trait));
  const found = groups.data?.items ?? [];
  const chosen = field.value as ContemporaryGroup | null;
  const label = (group: ContemporaryGroup) => t('groups.manage.groupOption', { code: group.code, size: figures.animals(group.size) });
  const searchProps = useServerSearchProps<ContemporaryGroup>({
    name: 'groupId',
    label: `${t('groups.manage.group')} *`,
    placeholder: t('groups.manage.searchGroup'),
    message: (get(errors, 'groupId') as { message?: string } | undefined)?.message,
    loading: groups.isFetching,
  });
  return (
    <Autocomplete
      value={chosen}
      onChange={(_, group) => field.onChange(group)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      disabled={!trait}
      // The chosen group stays a choice whatever the search finds, or the field would blank it.
      options={chosen && !found.some((group) => group.id === chosen.id) ? [chosen, ...found] : found}
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      {...searchProps}
    />
  );
}
