import { z } from 'zod';
import { drugOrderLine, drugOrderRequest, ORDER_LINES_MAX, type DrugOrder } from '@ganado/shared/drugs';
import type { Unit } from '@ganado/shared/ledger';
import { currency, fromMinor, toMinor } from '@ganado/shared/money';
import type { FieldPath } from 'react-hook-form';
import { DEFAULT_CURRENCY } from '../packs/pack-forms';

/** One line as typed: the price of a pack in the order currency's major units (12.50), or none. */
export interface OrderLineValues {
  drugId: string;
  packSize: { value: number | null; unit: Unit | '' };
  packs: number | null;
  price: number | null;
}

/** The order form as typed; blanks stay blank until the schema turns them into what the contract takes. */
export interface OrderValues {
  supplier: string;
  reference: string;
  currency: string;
  address: string;
  expectedOn: string;
  notes: string;
  lines: OrderLineValues[];
}

const typedLine = drugOrderLine.omit({ priceMinor: true }).extend({
  price: z.number({ error: 'validation.invalid' }).nonnegative('animals.mustBePositive').max(1e12, 'validation.invalid').nullable(),
});

/** The contract's draft, with each line's price typed in major units and sent in the currency's minor units (toMinor). */
export const orderForm = drugOrderRequest
  .extend({
    currency,
    lines: z.array(typedLine, { error: 'validation.required' }).min(1, 'drugs.orderLinesRequired').max(ORDER_LINES_MAX, 'drugs.tooManyLines'),
  })
  .transform(({ lines, ...order }) => ({
    ...order,
    lines: lines.map(({ price, ...line }) => ({ ...line, priceMinor: price === null ? null : toMinor(price, order.currency) })),
  }));

/** A new line: one pack, its size and drug still to choose. */
export const blankLine = (): OrderLineValues => ({ drugId: '', packSize: { value: null, unit: '' }, packs: 1, price: null });

/** The form's values for a new order, or for the draft being rewritten (its prices back in major units). */
export function orderValues(order?: DrugOrder): OrderValues {
  const code = order?.currency ?? DEFAULT_CURRENCY;
  return {
    supplier: order?.supplier ?? '',
    reference: order?.reference ?? '',
    currency: code,
    address: order?.address ?? '',
    expectedOn: order?.expectedOn ?? '',
    notes: order?.notes ?? '',
    lines: order
      ? order.lines.map((line) => ({
          drugId: line.drugId,
          packSize: { value: line.packSize.value, unit: line.packSize.unit as Unit },
          packs: line.packs,
          price: line.price ? fromMinor(line.price.amountMinor, line.price.currency) : null,
        }))
      : [blankLine()],
  };
}

const LINE_FIELDS = ['drugId', 'packSize.value', 'packSize.unit', 'packs', 'price'] as const;

/** The fields the server may name in a 422, every line's included. */
export const orderFields = (values: OrderValues): FieldPath<OrderValues>[] => [
  ...(Object.keys(values) as (keyof OrderValues)[]),
  ...values.lines.flatMap((_, index) => LINE_FIELDS.map((field) => `lines.${index}.${field}` as const)),
];
