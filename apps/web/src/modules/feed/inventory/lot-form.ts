import { lotRequest, lotUpdateRequest, type Lot, type LotForm } from '@ganado/shared/feed';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import type { LotUpdate } from '../api';
import { moneyBody, moneyValues, type MoneyValues } from '../components/MoneyField';

/** A lot as typed: figures as numbers (null while blank), days as the picker holds them, the price as text with its currency. */
export interface LotValues {
  ingredientId: string;
  supplierId: string;
  lotCode: string;
  receivedAt: string;
  quantityKg: number | null;
  pricePerTonne: MoneyValues;
  expiresOn: string;
  lowStockKg: number | null;
  location: string;
}

/** A lot received today, of the feed given (the inventory filtered by a feed opens the form for it), or the lot being changed. */
export const lotValues = (lot: Lot | null, ingredientId = ''): LotValues => ({
  ingredientId: lot?.ingredient.id ?? ingredientId,
  supplierId: lot?.supplier?.id ?? '',
  lotCode: lot?.lotCode ?? '',
  receivedAt: lot?.receivedAt.slice(0, 10) ?? todayIn(userTimeZone()),
  quantityKg: lot?.stockKg ?? null,
  pricePerTonne: moneyValues(lot?.pricePerTonne),
  expiresOn: lot?.expiresOn ?? '',
  lowStockKg: lot?.lowStockKg ?? null,
  location: lot?.location ?? '',
});

const updateBody = (values: LotValues): LotUpdate => ({
  lotCode: textOrNull(values.lotCode),
  expiresOn: values.expiresOn,
  lowStockKg: values.lowStockKg,
  location: textOrNull(values.location),
  pricePerTonne: moneyBody(values.pricePerTonne),
});

/** The receipt's body: blanks as null (no supplier, the supplier's price that day), the price in minor units. */
export const lotResolver = bodyResolver(lotRequest, (values: LotValues): LotForm => ({
  ...updateBody(values),
  ingredientId: values.ingredientId,
  supplierId: values.supplierId || null,
  receivedAt: values.receivedAt,
  // Blank reaches the contract as missing, and gets its message.
  quantityKg: values.quantityKg as number,
}));
export const lotUpdateResolver = bodyResolver(lotUpdateRequest, updateBody);

/** The fields the server may name in a 404 or 422. */
export const LOT_FIELDS = ['ingredientId', 'supplierId', 'lotCode', 'receivedAt', 'quantityKg', 'pricePerTonne.amountMinor', 'pricePerTonne.currency', 'expiresOn', 'lowStockKg', 'location'];
