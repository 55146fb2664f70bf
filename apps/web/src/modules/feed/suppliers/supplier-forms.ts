import { supplierPriceRequest, supplierRequest, type SupplierForm } from '@ganado/shared/feed';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import type { Money } from '@ganado/shared/money';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { moneyBody, moneyValues, type MoneyValues } from '../components/MoneyField';

export interface SupplierValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
}
export const blankSupplier: SupplierValues = { name: '', email: '', phone: '', address: '', notes: '' };
export const supplierResolver = bodyResolver(supplierRequest, (values: SupplierValues): SupplierForm => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: textOrNull(values.phone),
  address: textOrNull(values.address),
  notes: textOrNull(values.notes),
}));
export const SUPPLIER_FIELDS = ['name', 'email', 'phone', 'address', 'notes'];

/** A price as typed: the feed, the amount per tonne with its currency, the day it holds from (today unless told). */
export interface PriceValues {
  ingredientId: string;
  pricePerTonne: MoneyValues;
  validFrom: string;
}
export const blankPrice = (currency?: string): PriceValues => ({ ingredientId: '', pricePerTonne: moneyValues(null, currency), validFrom: todayIn(userTimeZone()) });
export const priceResolver = bodyResolver(supplierPriceRequest, (values: PriceValues) => ({
  ingredientId: values.ingredientId,
  // A blank price reaches the contract as missing, and gets its message.
  pricePerTonne: moneyBody(values.pricePerTonne) as Money,
  validFrom: values.validFrom,
}));
export const PRICE_FIELDS = ['ingredientId', 'pricePerTonne.amountMinor', 'pricePerTonne.currency', 'pricePerTonne', 'validFrom'];
