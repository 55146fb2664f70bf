import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/admin/paging';
import { useServerSearchProps } from '../../action-list/form/search-field';
import { useShippableSales } from '../api';
import { saleAnimals, type SaleChoice, type ShipmentValues } from './shipment-form';

/** A sale as an option names it: its number, its customer and reference. */
const saleLabel = (sale: SaleChoice) => [sale.number, sale.counterparty.name, sale.reference].filter(Boolean).join(' · ');

/**
 * The sale the shipment ships: a placed or confirmed sale, searched on the server by customer or
 * reference; its animals and customer are said under it. `onPicked` hears of the choice.
 */
export function SaleField({ form, onPicked }: { form: UseFormReturn<ShipmentValues>; onPicked: (sale: SaleChoice | null) => void }) {
  const { t } = useTranslation('orders');
  const { field } = useController({ control: form.control, name: 'orderId' });
  // The contract says a missing sale on `animalIds` (a sale or animals, one of them): shown here too.
  const { errors } = useFormState({ control: form.control, name: ['orderId', 'animalIds'] });
  const chosen = useWatch({ control: form.control, name: 'sale' });
  const [typed, setTyped] = useState('');
  const sales = useShippableSales(useDebounced(typed.trim()));
  const found = sales.data ?? [];
  const searchProps = useServerSearchProps<SaleChoice>({
    name: field.name,
    label: t('shipments.fields.sale'),
    placeholder: t('shipments.searchSale'),
    message: errors.orderId?.message ?? errors.animalIds?.message,
    loading: sales.isFetching,
  });
  const animals = chosen ? saleAnimals(chosen) : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Autocomplete
        value={chosen}
        onChange={(_, sale) => {
          form.setValue('sale', sale, { shouldDirty: true });
          field.onChange(sale?.id ?? '');
          onPicked(sale);
        }}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setTyped(text);
        }}
        options={chosen && !found.some((option) => option.id === chosen.id) ? [chosen, ...found] : found}
        getOptionLabel={saleLabel}
        renderOption={({ key, ...props }, sale) => (
          <li key={key} {...props}>
            <Box>
              <Typography>{saleLabel(sale)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('shipments.saleOption', { status: t(`statuses.${sale.status}`), count: saleAnimals(sale).length })}
              </Typography>
            </Box>
          </li>
        )}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        {...searchProps}
      />
      {chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.75, overflowWrap: 'anywhere' }} data-testid="sale-summary">
          {animals.length > 0 ? t('shipments.saleAnimals', { customer: chosen.counterparty.name, animals: animals.join(', ') }) : t('shipments.saleWithoutAnimals', { customer: chosen.counterparty.name })}
        </Typography>
      )}
    </Box>
  );
}
