import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDER_LINES_MAX } from '@ganado/shared/drugs';
import { LineList } from '../../../components/form/LineList';
import { SelectField } from '../../../components/form/SelectField';
import { NumberField } from '../../farms/form/NumberField';
import { useDrug } from '../api';
import { FormDrugField } from '../cabinet/DrugSearchField';
import { useDrugFigures } from '../figures';
import { unitsLike } from '../packs/pack-forms';
import { blankLine, type OrderValues } from './order-form';

/** The order form as its fields see it: typed values (see OrderFormPage). */
export type OrderFormApi = UseFormReturn<OrderValues>;

/** One line: the drug, the content of one pack (in a unit its stock converts to), how many packs and the price of one. */
function OrderLine({ form, index, onRemove }: { form: OrderFormApi; index: number; onRemove?: () => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const { control } = form;
  const [drugId, unit, code] = useWatch({ control, name: [`lines.${index}.drugId`, `lines.${index}.packSize.unit`, 'currency'] });
  const stockUnit = useDrug(drugId || undefined).data?.stockUnit;
  // Until the drug's label is in, the unit already chosen is the one choice (an edited line's).
  const units = stockUnit ? unitsLike(stockUnit) : unit ? [unit] : [];
  const label = t('orders.lineNumber', { number: index + 1 });
  return (
    <Paper variant="outlined" component="fieldset" aria-label={label} sx={{ p: 2, m: 0, minWidth: 0, display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr auto' } }}>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormDrugField
          control={control}
          name={`lines.${index}.drugId`}
          label={t('orders.fields.drug')}
          // A pack's content is counted in the drug's own unit unless the person says otherwise.
          onPicked={(drug) => form.setValue(`lines.${index}.packSize.unit`, drug.stockUnit as OrderValues['lines'][number]['packSize']['unit'], { shouldDirty: true })}
        />
      </Box>
      <NumberField control={control} name={`lines.${index}.packSize.value`} label={t('orders.fields.packSize')} required />
      <SelectField control={control} name={`lines.${index}.packSize.unit`} label={t('packs.fields.unit')} required disabled={units.length === 0} options={units.map((id) => ({ value: id, label: figures.unit(id) }))} />
      <NumberField control={control} name={`lines.${index}.packs`} label={t('orders.fields.packs')} required />
      <NumberField control={control} name={`lines.${index}.price`} label={t('orders.fields.price')} helperText={t('orders.priceHelp', { currency: code })} />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'end' }}>
        {onRemove && (
          <IconButton aria-label={t('orders.removeLine', { number: index + 1 })} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
    </Paper>
  );
}

/** The order's lines, added and removed; the last one stays, since an order has at least one. */
export function OrderLines({ form }: { form: OrderFormApi }) {
  const { t } = useTranslation('drugs');
  return <LineList control={form.control} name="lines" blank={blankLine} max={ORDER_LINES_MAX} addLabel={t('orders.addLine')} line={(index, onRemove) => <OrderLine form={form} index={index} onRemove={onRemove} />} />;
}
