import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lineTotals, minorToAmount } from '@ganado/shared/money';
import { ORDER_LINES_MAX } from '@ganado/shared/orders';
import { errorMessage } from '../../../components/form/field-error';
import { FormTextField } from '../../../components/form/fields';
import { LineList } from '../../../components/form/LineList';
import { TaskAnimalsField } from '../../action-list/form/TaskAnimalsField';
import { AnimalPicker } from '../../animals/components/AnimalPicker';
import { percentOf, useOrderFigures } from '../figures';
import { blankLine, lineMoney, namesAnimal, namesSources, type OrderValues, type ProductChoice } from './order-form';
import { ProductField } from './ProductField';

/** The order form as its fields see it: typed values (see OrderFormPage). */
export type OrderFormApi = UseFormReturn<OrderValues>;

/** Decimals are typed as text: the phone offers its number pad with a decimal mark. */
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;
const WIDE = { gridColumn: { xs: 'auto', sm: '1 / -1', md: 'span 2' } } as const;

/** The animal a line of an animal product sells, searched on the server; the form holds its id. */
function LineAnimalField({ form, index }: { form: OrderFormApi; index: number }) {
  const { t } = useTranslation(['orders', 'messages']);
  const { field, fieldState } = useController({ control: form.control, name: `lines.${index}.animalId` });
  const animal = useWatch({ control: form.control, name: `lines.${index}.animal` });
  const message = fieldState.error?.message;
  return (
    <AnimalPicker
      name={field.name}
      label={t('form.fields.animal')}
      value={animal}
      onChange={(chosen) => {
        form.setValue(`lines.${index}.animal`, chosen);
        field.onChange(chosen?.id ?? '');
      }}
      error={message && errorMessage(t, message)}
    />
  );
}

/** What the line comes to, worked out as the server will (half to even, in minor units), as the person types. */
function LinePreview({ form, index }: { form: OrderFormApi; index: number }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const [line, currency] = useWatch({ control: form.control, name: [`lines.${index}`, 'currency'] });
  const money = lineMoney(line, currency);
  const totals = money && lineTotals(money);
  const of = (amountMinor: number) => figures.money({ amountMinor, currency });
  return (
    <Typography component="output" variant="body2" color={totals ? 'text.primary' : 'text.secondary'} data-testid={`line-preview-${index}`} sx={{ fontWeight: totals ? 600 : 400 }}>
      {totals ? t('form.linePreview', { net: of(totals.netMinor), tax: of(totals.taxMinor), gross: of(totals.grossMinor) }) : t('form.lineIncomplete')}
    </Typography>
  );
}

/**
 * One line: the product, the animal it sells (a sale of an animal) or the animals its milk came from
 * (a sale of milk), how much, at what price and rate, and what it comes to. On a phone the fields stack.
 */
function OrderLine({ form, index, onRemove }: { form: OrderFormApi; index: number; onRemove?: () => void }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const { control } = form;
  const [direction, currency, product, sourceAnimals] = useWatch({ control, name: ['direction', 'currency', `lines.${index}.product`, `lines.${index}.sourceAnimals`] });
  const perHead = namesAnimal(direction, product) && product?.unit === 'unit';
  const otherCurrency = product?.price && product.price.currency !== currency ? product.price.currency : null;
  const label = t('form.lineNumber', { number: index + 1 });

  /** A product chosen prefills the line: its price (in the order's currency), its rate, and one head for an animal sold by the head. */
  const picked = (chosen: ProductChoice | null) => {
    const lines = form.getValues('lines');
    // The first product of a new order sets its currency, unless the person chose one.
    const first = lines.every((line, other) => other === index || !line.productId);
    if (chosen?.price && first && !form.getFieldState('currency').isDirty) form.setValue('currency', chosen.price.currency);
    const code = form.getValues('currency');
    const set = <K extends keyof OrderValues['lines'][number]>(key: K, value: OrderValues['lines'][number][K]) =>
      form.setValue(`lines.${index}.${key}`, value as never, { shouldDirty: true });
    set('product', chosen);
    set('unitPrice', chosen?.price && chosen.price.currency === code ? minorToAmount(chosen.price.amountMinor, code) : '');
    set('taxRate', chosen?.taxRateBasisPoints != null ? percentOf(chosen.taxRateBasisPoints) : '');
    if (namesAnimal(direction, chosen) && chosen?.unit === 'unit') set('quantity', '1');
    // Another product is another sale: its animal is chosen again; a milk line keeps the animals it came from.
    set('animal', null);
    set('animalId', '');
    if (!namesSources(direction, chosen)) set('sourceAnimalIds', []);
  };

  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={label}
      sx={{ p: 2, m: 0, minWidth: 0, display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Box sx={WIDE}>
        <ProductField form={form} index={index} onPicked={picked} />
      </Box>
      {namesAnimal(direction, product) && (
        <Box sx={WIDE}>
          <LineAnimalField form={form} index={index} />
        </Box>
      )}
      {namesSources(direction, product) && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TaskAnimalsField control={control} name={`lines.${index}.sourceAnimalIds`} initial={sourceAnimals} label={t('form.fields.sourceAnimals')} />
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.75, pt: 0.5 }}>
            {t('form.sourceAnimalsHelp')}
          </Typography>
        </Box>
      )}
      <FormTextField
        control={control}
        name={`lines.${index}.quantity`}
        label={t('form.fields.quantity')}
        required
        disabled={perHead}
        helperText={perHead ? t('form.onePerAnimal') : product && t('form.quantityHelp', { unit: figures.unit(product.unit, 2) })}
        slotProps={DECIMAL}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name={`lines.${index}.unitPrice`}
        label={t('form.fields.unitPrice')}
        helperText={otherCurrency ? t('form.otherCurrency', { currency: otherCurrency }) : t('form.priceHelp', { currency })}
        slotProps={DECIMAL}
        autoComplete="off"
      />
      <FormTextField control={control} name={`lines.${index}.taxRate`} label={t('form.fields.taxRate')} helperText={t('form.taxHelp')} slotProps={DECIMAL} autoComplete="off" />
      <FormTextField control={control} name={`lines.${index}.description`} label={t('form.fields.description')} maxLength={200} autoComplete="off" />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <LinePreview form={form} index={index} />
        {onRemove && (
          <IconButton aria-label={t('form.removeLine', { number: index + 1 })} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
    </Paper>
  );
}

/** The order's lines, added and removed; the last one stays, since an order has at least one. */
export function OrderLines({ form }: { form: OrderFormApi }) {
  const { t } = useTranslation('orders');
  return <LineList control={form.control} name="lines" blank={blankLine} max={ORDER_LINES_MAX} addLabel={t('form.addLine')} line={(index, onRemove) => <OrderLine form={form} index={index} onRemove={onRemove} />} />;
}
