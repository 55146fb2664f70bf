import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { type Control, useController, useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/admin/paging';
import { useServerSearchProps } from '../../action-list/form/search-field';
import { OPTIONS_OFFERED, useSires } from '../api';
import { useSemenFigures } from '../figures';
import type { CollectionValues, SireChoice } from './collection-form';

/** The collection's sire, searched on the server by name or NAAB code as the person types; the form holds his id. */
export function SireField({ control, setValue }: { control: Control<CollectionValues>; setValue: UseFormSetValue<CollectionValues> }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const { field, fieldState } = useController({ control, name: 'sireId' });
  const chosen = useWatch({ control, name: 'sire' });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const sires = useSires({ search: search || undefined, page: 1, limit: OPTIONS_OFFERED });
  const found: SireChoice[] = (sires.data?.items ?? []).map(({ id, name, naabCode }) => ({ id, name, naabCode }));
  const searchProps = useServerSearchProps<SireChoice>({
    name: field.name,
    label: t('collectionForm.fields.sire'),
    placeholder: t('collectionForm.searchSire'),
    message: fieldState.error?.message,
    loading: sires.isFetching,
  });
  return (
    <Autocomplete
      value={chosen}
      onChange={(_, sire) => {
        setValue('sire', sire);
        field.onChange(sire?.id ?? '');
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      // The chosen sire stays a choice whatever the search finds, or the field would blank him.
      options={chosen && !found.some((sire) => sire.id === chosen.id) ? [chosen, ...found] : found}
      getOptionLabel={figures.sire}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      {...searchProps}
    />
  );
}
