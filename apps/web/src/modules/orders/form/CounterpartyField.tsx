import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Order } from '@ganado/shared/orders';
import { useDebounced } from '../../../components/admin/paging';
import { useServerSearchProps } from '../../action-list/form/search-field';
import { useCounterparties } from '../api';
import type { OrderFormApi } from './OrderLines';

type Choice = Order['counterparty'];

/** The customer or supplier of an order, searched on the server by name as the person types; its address is said under it. */
export function CounterpartyField({ form, initial }: { form: OrderFormApi; initial: Choice | null }) {
  const { t } = useTranslation('orders');
  return <CounterpartyPicker control={form.control} name="counterpartyId" label={t(`counterparty.${form.getValues('direction')}`)} initial={initial} />;
}

/**
 * A customer, supplier, abattoir or farm of the organisation, searched on the server by name; the
 * form holds its id under `name`, and `onChosen` hears of the choice (a shipment's destination).
 */
export function CounterpartyPicker<T extends FieldValues>({
  control,
  name,
  label,
  initial,
  onChosen,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  /** Already translated. */
  label: string;
  initial: Choice | null;
  onChosen?: (counterparty: Choice | null) => void;
}) {
  const { t } = useTranslation('orders');
  const { field, fieldState } = useController({ control, name });
  const [chosen, setChosen] = useState(initial);
  const [typed, setTyped] = useState('');
  const counterparties = useCounterparties(useDebounced(typed.trim()));
  const found: Choice[] = counterparties.data?.items ?? [];
  const searchProps = useServerSearchProps<Choice>({
    name: field.name,
    label,
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
          onChosen?.(counterparty);
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
