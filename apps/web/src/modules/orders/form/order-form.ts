import type { FieldPath } from 'react-hook-form';
import type { AnimalReference } from '@ganado/shared/animals';
import { amountToMinor, minorToAmount, scaledDecimal, type LineMoney, type Money } from '@ganado/shared/money';
import {
  orderRequest,
  QUANTITY_DIGITS,
  TAX_RATE_DIGITS,
  type CounterpartyKind,
  type Order,
  type OrderDirection,
  type OrderForm,
  type Product,
  type ProductKind,
} from '@ganado/shared/orders';
import { bodyResolver, decimalOf, textOrNull } from '../../../components/form/body-resolver';
import { percentOf } from '../figures';

/** The currency an order starts in until its first product says otherwise (docs/decisions.md: money). */
export const DEFAULT_CURRENCY = 'MXN';

/** What a line knows of its product: what it is, its unit, and the price and rate it prefills (none for a saved line's). */
export interface ProductChoice {
  id: string;
  name: string;
  kind: ProductKind;
  unit: string;
  price: Money | null;
  taxRateBasisPoints: number | null;
}

export const productChoice = (product: Product): ProductChoice => ({
  id: product.id,
  name: product.name,
  kind: product.kind,
  unit: product.unit,
  price: product.price,
  taxRateBasisPoints: product.taxRateBasisPoints,
});

/** One line as typed: decimals as text ("2,5" or "2.5"), the chosen product and animals beside their ids (for their labels). */
export interface OrderLineValues {
  product: ProductChoice | null;
  productId: string;
  animal: AnimalReference | null;
  animalId: string;
  sourceAnimals: AnimalReference[];
  sourceAnimalIds: string[];
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

export interface CounterpartyValues {
  name: string;
  kind: CounterpartyKind | '';
  email: string;
  phone: string;
  address: string;
}

/** The order form as typed; the body sent is made of it by orderBody. */
export interface OrderValues {
  direction: OrderDirection;
  /** A customer or supplier chosen, or one added with the order. */
  counterpartyMode: 'existing' | 'new';
  counterpartyId: string;
  counterparty: CounterpartyValues;
  reference: string;
  currency: string;
  address: string;
  shipOn: string;
  notes: string;
  lines: OrderLineValues[];
}

/** A new line: one of a product still to choose. */
export const blankLine = (): OrderLineValues => ({
  product: null,
  productId: '',
  animal: null,
  animalId: '',
  sourceAnimals: [],
  sourceAnimalIds: [],
  description: '',
  quantity: '1',
  unitPrice: '',
  taxRate: '',
});

/** An animal as an order names it, for a picker's label (an order knows its tag only). */
const reference = (animal: { id: string; tagNumber: string }) => ({ ...animal, nickname: null }) as AnimalReference;

/** A sale sells to a customer, a purchase buys from a supplier, unless the person says otherwise. */
const kindFor = (direction: OrderDirection): CounterpartyKind => (direction === 'sale' ? 'customer' : 'supplier');

/** The form's values for a new sale or purchase, or for the draft being rewritten. */
export function orderValues(direction: OrderDirection, order?: Order): OrderValues {
  return {
    direction: order?.direction ?? direction,
    counterpartyMode: 'existing',
    counterpartyId: order?.counterparty.id ?? '',
    counterparty: { name: '', kind: kindFor(order?.direction ?? direction), email: '', phone: '', address: '' },
    reference: order?.reference ?? '',
    currency: order?.currency ?? DEFAULT_CURRENCY,
    address: order?.address ?? '',
    shipOn: order?.shipOn ?? '',
    notes: order?.notes ?? '',
    lines: order
      ? order.lines.map((line) => ({
          product: { ...line.product, unit: line.unit, price: null, taxRateBasisPoints: null },
          productId: line.product.id,
          animal: line.animal && reference(line.animal),
          animalId: line.animal?.id ?? '',
          sourceAnimals: line.sourceAnimals.map(reference),
          sourceAnimalIds: line.sourceAnimals.map((animal) => animal.id),
          description: line.description ?? '',
          quantity: String(line.quantity),
          unitPrice: minorToAmount(line.unitPrice.amountMinor, line.unitPrice.currency),
          taxRate: percentOf(line.taxRateBasisPoints),
        }))
      : [blankLine()],
  };
}

/** Whether a line names the animal it sells (a sale of an animal product), and the animals its milk came from (a sale of milk). */
export const namesAnimal = (direction: OrderDirection, product: ProductChoice | null) => direction === 'sale' && product?.kind === 'animal';
export const namesSources = (direction: OrderDirection, product: ProductChoice | null) => direction === 'sale' && product?.kind === 'milk';

/** The contract's body: decimals with a point, blanks as null, the counterparty chosen or the one added, never both. */
export function orderBody(values: OrderValues): OrderForm {
  const adding = values.counterpartyMode === 'new';
  const counterparty = values.counterparty;
  return {
    direction: values.direction,
    counterpartyId: adding ? null : values.counterpartyId || null,
    counterparty: adding
      ? {
          name: counterparty.name.trim(),
          kind: counterparty.kind as CounterpartyKind,
          email: counterparty.email.trim(),
          phone: textOrNull(counterparty.phone),
          address: textOrNull(counterparty.address),
        }
      : null,
    reference: textOrNull(values.reference),
    currency: values.currency,
    address: textOrNull(values.address),
    shipOn: values.shipOn || null,
    notes: textOrNull(values.notes),
    lines: values.lines.map((line) => ({
      productId: line.productId,
      animalId: namesAnimal(values.direction, line.product) ? line.animalId || null : null,
      sourceAnimalIds: namesSources(values.direction, line.product) && line.sourceAnimalIds.length > 0 ? line.sourceAnimalIds : null,
      description: textOrNull(line.description),
      quantity: decimalOf(line.quantity),
      unitPrice: decimalOf(line.unitPrice) || null,
      taxRate: decimalOf(line.taxRate) || null,
    })),
  };
}

/** Checked by the contract's own schema, and sent as checked. */
export const orderResolver = bodyResolver(orderRequest, orderBody);

const COUNTERPARTY_FIELDS = ['name', 'kind', 'email', 'phone', 'address'] as const;
const LINE_FIELDS = ['productId', 'animalId', 'sourceAnimalIds', 'description', 'quantity', 'unitPrice', 'taxRate'] as const;

/** The fields the server may name in a 422 or a 409 (`lines.1.animalId`), every line's included. */
export const orderFields = (values: OrderValues): FieldPath<OrderValues>[] => [
  'direction',
  'counterpartyId',
  ...COUNTERPARTY_FIELDS.map((field) => `counterparty.${field}` as const),
  'reference',
  'currency',
  'address',
  'shipOn',
  'notes',
  'lines',
  ...values.lines.flatMap((_, index) => LINE_FIELDS.map((field) => `lines.${index}.${field}` as const)),
];

/**
 * A line's figures as the server will take them, or null while one is missing or not a number: the
 * quantity in thousandths, the price typed (or the product's, in the order's currency), the rate
 * typed (or the product's). The money is then worked out with the contract's integer arithmetic.
 */
export function lineMoney(line: OrderLineValues, currency: string): LineMoney | null {
  if (!line.product) return null;
  const quantity = scaledDecimal(decimalOf(line.quantity), QUANTITY_DIGITS);
  const price = decimalOf(line.unitPrice);
  const productPrice = line.product.price?.currency === currency ? line.product.price.amountMinor : null;
  const unitPriceMinor = price ? amountToMinor(price, currency) : productPrice;
  const rate = decimalOf(line.taxRate);
  const taxRate = rate ? scaledDecimal(rate, TAX_RATE_DIGITS) : BigInt(line.product.taxRateBasisPoints ?? 0);
  if (quantity === null || quantity <= 0n || quantity > BigInt(Number.MAX_SAFE_INTEGER) || unitPriceMinor === null || taxRate === null || taxRate > 10_000n) return null;
  return { quantityMilli: Number(quantity), unitPriceMinor, taxRateBasisPoints: Number(taxRate) };
}
