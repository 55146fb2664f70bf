import type { FieldPath } from 'react-hook-form';
import type { Unit } from '@ganado/shared/ledger';
import { minorToAmount } from '@ganado/shared/money';
import { productRequest, SUPPLY_KINDS, type Product, type ProductForm, type ProductKind } from '@ganado/shared/orders';
import { bodyResolver, decimalOf, textOrNull } from '../../../components/form/body-resolver';
import { percentOf } from '../figures';
import { DEFAULT_CURRENCY } from '../form/order-form';

/** The product form as typed: the price and rate as text ("12,50", "16"), the stock it is kept as by id. */
export interface ProductValues {
  name: string;
  kind: ProductKind | '';
  unit: Unit | '';
  price: string;
  currency: string;
  taxRate: string;
  active: boolean;
  supplyId: string;
  drugId: string;
  semenBatchId: string;
  description: string;
}

/** Whether a kind's stock is a supply of the log (feed, supplies), a drug of the cabinet or straws of a semen batch. */
export const keptAsSupply = (kind: ProductKind | '') => kind !== '' && SUPPLY_KINDS.includes(kind);
export const keptAsDrug = (kind: ProductKind | '') => kind === 'drug';
/** Semen straws ship out of the tanks: the approved batch they are of. */
export const keptAsStraws = (kind: ProductKind | '') => kind === 'semen';

/** A new product (sold by the unit, in pesos, tax-free until told), or the one being changed. */
export const productValues = (product?: Product | null): ProductValues => ({
  name: product?.name ?? '',
  kind: product?.kind ?? '',
  unit: (product?.unit as Unit | undefined) ?? 'unit',
  price: product ? minorToAmount(product.price.amountMinor, product.price.currency) : '',
  currency: product?.price.currency ?? DEFAULT_CURRENCY,
  taxRate: product ? percentOf(product.taxRateBasisPoints) : '0',
  active: product?.active ?? true,
  supplyId: product?.supply?.id ?? '',
  drugId: product?.drug?.id ?? '',
  semenBatchId: product?.semenBatch?.id ?? '',
  description: product?.description ?? '',
});

/** The contract's body: decimals with a point, the stock link only for a kind that has one. */
export const productBody = (values: ProductValues): ProductForm => ({
  name: values.name.trim(),
  kind: values.kind as ProductKind,
  unit: values.unit as Unit,
  price: decimalOf(values.price),
  currency: values.currency,
  taxRate: decimalOf(values.taxRate) || undefined,
  active: values.active,
  supplyId: keptAsSupply(values.kind) ? values.supplyId || null : null,
  drugId: keptAsDrug(values.kind) ? values.drugId || null : null,
  semenBatchId: keptAsStraws(values.kind) ? values.semenBatchId || null : null,
  description: textOrNull(values.description),
});

export const productResolver = bodyResolver(productRequest, productBody);

/** The fields the server may name in a 422 or 409. */
export const PRODUCT_FIELDS: FieldPath<ProductValues>[] = ['name', 'kind', 'unit', 'price', 'currency', 'taxRate', 'active', 'supplyId', 'drugId', 'semenBatchId', 'description'];
