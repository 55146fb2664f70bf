import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/admin/paging';
import { useServerSearchProps } from '../../action-list/form/search-field';
import { OPTIONS_OFFERED, useProducts } from '../api';
import { useOrderFigures } from '../figures';
import { productChoice, type ProductChoice } from './order-form';
import type { OrderFormApi } from './OrderLines';

/**
 * A line's product: an active product of the catalogue, searched on the server as the person types,
 * each offered with its kind, price and unit. The form holds its id; `onPicked` hears of the choice
 * (it prefills the line's price and rate).
 */
export function ProductField({ form, index, onPicked }: { form: OrderFormApi; index: number; onPicked: (product: ProductChoice | null) => void }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const { field, fieldState } = useController({ control: form.control, name: `lines.${index}.productId` });
  const chosen = useWatch({ control: form.control, name: `lines.${index}.product` });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const products = useProducts({ search: search || undefined, page: 1, limit: OPTIONS_OFFERED });
  const found = (products.data?.items ?? []).map(productChoice);
  const searchProps = useServerSearchProps<ProductChoice>({
    name: field.name,
    label: t('form.fields.product'),
    placeholder: t('form.searchProducts'),
    message: fieldState.error?.message,
    loading: products.isFetching,
  });
  const describe = (product: ProductChoice) =>
    t('form.productOption', { kind: t(`productKinds.${product.kind}`), price: figures.money(product.price), unit: figures.unit(product.unit, 1) });
  return (
    <Autocomplete
      value={chosen}
      onChange={(_, product) => {
        field.onChange(product?.id ?? '');
        onPicked(product);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      // The chosen product stays a choice whatever the search finds, or the field would blank it.
      options={chosen && !found.some((product) => product.id === chosen.id) ? [chosen, ...found] : found}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...props }, product) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <Typography>{product.name}</Typography>
          {product.price && (
            <Typography variant="body2" color="text.secondary">
              {describe(product)}
            </Typography>
          )}
        </Box>
      )}
      {...searchProps}
      noOptionsText={t('form.noProducts')}
    />
  );
}
