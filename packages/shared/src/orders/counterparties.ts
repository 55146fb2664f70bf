import { z } from 'zod';
import { optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { COUNTERPARTY_KINDS } from './choices';

/** A customer or supplier (an abattoir, a neighbouring farm, a feed mill) with the address an order ships to. */
export const counterpartyRequest = z.object({
  name: requiredText(),
  kind: z.enum(COUNTERPARTY_KINDS, { error: 'orders.counterpartyKindRequired' }),
  email: z.union([z.email({ error: 'orders.emailInvalid' }), z.literal('')], { error: 'orders.emailInvalid' }).transform((value) => value || null).nullish(),
  phone: optionalText(30),
  taxId: optionalText(40),
  /** The address as it is written on a delivery note, line by line. */
  address: optionalText(300),
  country: optionalText(60),
  notes: optionalText(500),
});
export type CounterpartyRequest = z.infer<typeof counterpartyRequest>;
export type CounterpartyForm = z.input<typeof counterpartyRequest>;

export const counterparty = z.object({
  id: z.uuid(),
  name: text(),
  kind: z.enum(COUNTERPARTY_KINDS),
  email: text().nullable(),
  phone: text().nullable(),
  taxId: text().nullable(),
  address: text().nullable(),
  country: text().nullable(),
  notes: text().nullable(),
  createdAt: text(),
});
export type Counterparty = z.infer<typeof counterparty>;

export const counterpartiesQuery = pageQuery.extend({ kind: z.enum(COUNTERPARTY_KINDS, { error: 'validation.invalid' }).optional() });
export type CounterpartiesQuery = z.infer<typeof counterpartiesQuery>;
