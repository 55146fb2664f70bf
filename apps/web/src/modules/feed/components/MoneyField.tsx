import { useEffect } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { get, useController, useFormState, type Control, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amountToMinor, minorToAmount, type Money } from '@ganado/shared/money';
import { errorMessage } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/SelectField';
import { decimalOf } from '../../../components/form/body-resolver';
import { useLots } from '../api';

/** The currency a price starts in when nothing says otherwise (docs/decisions.md: money). */
export const DEFAULT_CURRENCY = 'EUR';
const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code }));

/** Money as typed: the amount in the currency's major units as text ("245,50"), and its currency. */
export interface MoneyValues {
  amount: string;
  currency: string;
}

export const moneyValues = (money: Pick<Money, 'amountMinor' | 'currency'> | null | undefined, currency = DEFAULT_CURRENCY): MoneyValues => ({
  amount: money ? minorToAmount(money.amountMinor, money.currency) : '',
  currency: money?.currency ?? currency,
});

/**
 * The organisation's feed currency as its lots show it (docs/decisions.md: prices are compared within
 * one currency, the one most lots were priced in); unknown until they are in, or with no priced lot.
 */
function useFeedCurrency(): string | undefined {
  const lots = useLots({ page: 1, limit: 25 });
  const counts = new Map<string, number>();
  for (const lot of lots.data?.items ?? []) if (lot.pricePerTonne) counts.set(lot.pricePerTonne.currency, (counts.get(lot.pricePerTonne.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A new price starts in the feed currency once it is known, unless a currency was chosen or an amount typed meanwhile. */
export function useCurrencyDefault<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: FieldPath<T>) {
  const currency = useFeedCurrency();
  useEffect(() => {
    const field = `${name}.currency` as FieldPath<T>;
    if (!currency || form.getFieldState(field).isDirty || form.getValues(`${name}.amount` as FieldPath<T>)) return;
    form.setValue(field, currency as PathValue<T, FieldPath<T>>);
  }, [currency, form, name]);
}

/**
 * The contract's money (`{amountMinor, currency}`) from what was typed, or null when the amount is
 * blank. An amount the currency cannot hold ("12.505" EUR, "abc") goes as NaN, for the contract's
 * own message under the field.
 */
export function moneyBody(values: MoneyValues): Money | null {
  const typed = decimalOf(values.amount);
  if (typed === '') return null;
  return { amountMinor: amountToMinor(typed, values.currency) ?? Number.NaN, currency: values.currency };
}

/**
 * An amount and its currency side by side. The contract names a bad amount by `<name>.amountMinor`
 * (the minor units it takes), which is said under the amount typed here.
 */
export function MoneyField<T extends FieldValues>({ control, name, label, helperText, required }: { control: Control<T>; name: FieldPath<T>; label: string; helperText?: string; required?: boolean }) {
  const { t } = useTranslation(['feed', 'messages']);
  const { field } = useController({ control, name: `${name}.amount` as FieldPath<T> });
  const { errors } = useFormState({ control, name: [`${name}.amount`, `${name}.amountMinor`] as FieldPath<T>[] });
  const error = (get(errors, `${name}.amountMinor`) ?? get(errors, `${name}.amount`) ?? get(errors, name)) as { message?: string } | undefined;
  const message = typeof error?.message === 'string' && error.message ? error.message : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' }}>
      <TextField
        name={field.name}
        inputRef={field.ref}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        label={label}
        required={required}
        error={Boolean(message)}
        helperText={message ? errorMessage(t, message) : helperText}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' }, formHelperText: { role: message ? 'alert' : undefined } as object }}
      />
      <SelectField control={control} name={`${name}.currency` as FieldPath<T>} label={t('money.currency')} options={CURRENCIES} />
    </Box>
  );
}
