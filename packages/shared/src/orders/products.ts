import { z } from 'zod';
import { optionalId, optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { unit } from '../ledger';
import { amountToMinor, currency, moneyAnswer } from '../money';
import { decimalText, taxRateText } from './amounts';
import { PRODUCT_KINDS, PRODUCT_NAME_MAX } from './choices';

/**
 * POST /api/order/product and PUT …/{id}: a product of the organisation's catalogue. Its price is in
 * its currency with no more decimals than the currency has; feed and supplies name the supply whose
 * stock an order moves, a drug the drug whose packs it does, semen the batch whose straws it does
 * (docs/decisions.md: orders).
 */
export const productRequest = z
  .object({
    name: requiredText(PRODUCT_NAME_MAX),
    kind: z.enum(PRODUCT_KINDS, { error: 'orders.productKindRequired' }),
    unit,
    price: decimalText,
    currency,
    taxRate: taxRateText.default(0),
    active: z.boolean({ error: 'validation.invalid' }).default(true),
    supplyId: optionalId,
    drugId: optionalId,
    /** Semen straws: the approved batch whose straws a sale ships out of the tanks (docs/decisions.md: postage). */
    semenBatchId: optionalId,
    description: optionalText(500),
  })
  .transform((product, context) => {
    const priceMinor = amountToMinor(product.price, product.currency);
    if (priceMinor === null) context.addIssue({ code: 'custom', path: ['price'], message: 'orders.tooManyDecimals' });
    if (product.supplyId && !['feed', 'supply'].includes(product.kind)) context.addIssue({ code: 'custom', path: ['supplyId'], message: 'orders.stockNotOfKind' });
    if (product.drugId && product.kind !== 'drug') context.addIssue({ code: 'custom', path: ['drugId'], message: 'orders.stockNotOfKind' });
    if (product.semenBatchId && product.kind !== 'semen') context.addIssue({ code: 'custom', path: ['semenBatchId'], message: 'orders.stockNotOfKind' });
    const { price: _price, taxRate, ...rest } = product;
    return { ...rest, priceMinor: priceMinor ?? 0, taxRateBasisPoints: taxRate };
  });
export type ProductRequest = z.infer<typeof productRequest>;
export type ProductForm = z.input<typeof productRequest>;

export const product = z.object({
  id: z.uuid(),
  name: text(),
  kind: z.enum(PRODUCT_KINDS),
  unit: text(),
  price: moneyAnswer,
  taxRateBasisPoints: z.number().int(),
  active: z.boolean(),
  supply: z.object({ id: z.uuid(), name: text(), stockOnHand: z.number().nullable(), unit: text().nullable() }).nullable(),
  drug: z.object({ id: z.uuid(), name: text() }).nullable(),
  semenBatch: z.object({ id: z.uuid(), code: text() }).nullable(),
  description: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Product = z.infer<typeof product>;

export const productsQuery = pageQuery.extend({
  kind: z.enum(PRODUCT_KINDS, { error: 'validation.invalid' }).optional(),
  /** Archived products are left out unless asked for. */
  archived: z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((value) => value === 'true').optional(),
});
export type ProductsQuery = z.infer<typeof productsQuery>;
