import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Order } from '@ganado/shared/orders';
import { useDebounced } from '../../../components/admin/paging';
import { useServerSearchProps } from '../../action-list/form/search-field';
import { useCounterparties } from '../api';
import type { OrderFormApi } from './OrderLines';

type Choice = Order['counterparty'];

/** The customer or supplier, searched on the server by name as the person types; its address is said under it. */
export function CounterpartyField({ form, initial }: { form: OrderFormApi; initial: Choice | null }) {
  const { t } = useTranslation('orders');
  const { field, fieldState } = useController({ control: form.control, name: 'counterpartyId' });
  const [chosen, setChosen] = useState(initial);
  const [typed, setTyped] = useState('');
  const counterparties = useCounterparties(useDebounced(typed.trim()));
  const found: Choice[] = counterparties.data?.items ?? [];
  const searchProps = useServerSearchProps<Choice>({
    name: field.name,
    label: t(`counterparty.${form.getValues('direction')}`),
    placeholder: t('form.searchCounterparty'),
    message: fieldState.error?.message,
    loading: counterparties.isFetching,
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Autocomplete
        value={chosen}
        onChange={(_, counterparty) => {
          setChosen(counterparty);
          field.onChange(counterparty?.id ?? '');
        }}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setTyped(text);
        }}
        options={chosen && !found.some((option) => option.id === chosen.id) ? [chosen, ...found] : found}
        getOptionLabel={(counterparty) => counterparty.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        {...searchProps}
      />
      {chosen?.address && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.75, overflowWrap: 'anywhere' }}>
          {t('form.counterpartyAddress', { address: chosen.address })}
        </Typography>
      )}
    </Box>
  );
}
