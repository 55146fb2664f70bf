/**
 * Orders and products (docs/product.md §1 "Orders and products", §3 Order; docs/decisions.md: orders).
 * A product is what a farm sells or buys; its kind says what an order line of it moves when it ships
 * or arrives: an animal leaves the herd, feed, supplies and drugs leave or enter stock.
 */
export const PRODUCT_KINDS = ['animal', 'milk', 'semen', 'embryo', 'feed', 'drug', 'supply', 'service', 'other'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The kinds whose stock is a supply of the log (feed is kept as a supply until the feed module keeps its own). */
export const SUPPLY_KINDS: readonly ProductKind[] = ['feed', 'supply'];

export const COUNTERPARTY_KINDS = ['customer', 'supplier', 'abattoir', 'farm', 'other'] as const;
export type CounterpartyKind = (typeof COUNTERPARTY_KINDS)[number];

export const ORDER_DIRECTIONS = ['sale', 'purchase'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** draft → placed → confirmed → shipped → delivered → paid, or cancelled before it ships. */
export const ORDER_STATUSES = ['draft', 'placed', 'confirmed', 'shipped', 'delivered', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Each step of an order's life: the statuses it may start from and the one it leads to. */
export const ORDER_STEPS = {
  place: { from: ['draft'], to: 'placed' },
  confirm: { from: ['placed'], to: 'confirmed' },
  ship: { from: ['placed', 'confirmed'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  pay: { from: ['delivered'], to: 'paid' },
  cancel: { from: ['draft', 'placed', 'confirmed'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderStep = keyof typeof ORDER_STEPS;
export const ORDER_STEP_NAMES = Object.keys(ORDER_STEPS) as OrderStep[];

export const PRODUCT_NAME_MAX = 100;
export const ORDER_LINES_MAX = 100;
/** Thousandths: a line's quantity keeps three decimals (1.250 kg). */
export const QUANTITY_DIGITS = 3;
/** Hundredths of a percent: a tax rate keeps two decimals (10.50 %). */
export const TAX_RATE_DIGITS = 2;
