import type { Counterparty, Order, Product } from '@ganado/shared/orders';

/** Fixtures of the order pages' tests: a catalogue of a steer, milk and feed, an abattoir, and a sale to it. */
export const ORDER_ID = '00000000-0000-4000-8000-000000000a01';
export const STEER_ID = '00000000-0000-4000-8000-000000000a02';
export const MILK_ID = '00000000-0000-4000-8000-000000000a03';
export const FEED_ID = '00000000-0000-4000-8000-000000000a04';
export const ABATTOIR_ID = '00000000-0000-4000-8000-000000000a05';
export const ANIMAL_ID = '00000000-0000-4000-8000-000000000a06';
export const COW_ID = '00000000-0000-4000-8000-000000000a07';
export const USER_ID = '00000000-0000-4000-8000-000000000a08';

const CREATED = '2026-05-01T09:00:00.000Z';
const mxn = (amountMinor: number) => ({ amountMinor, currency: 'MXN' });

const product = (fields: Pick<Product, 'id' | 'name' | 'kind' | 'unit' | 'price' | 'taxRateBasisPoints'> & Partial<Product>): Product => ({
  active: true,
  supply: null,
  drug: null,
  semenBatch: null,
  description: null,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...fields,
});

/** A steer sold by the head at 28,500.00 MXN, no VAT. */
export const steer = product({ id: STEER_ID, name: 'Novillo', kind: 'animal', unit: 'unit', price: mxn(2_850_000), taxRateBasisPoints: 0 });
/** Milk by the litre at 8.35 MXN. */
export const milk = product({ id: MILK_ID, name: 'Leche cruda', kind: 'milk', unit: 'L', price: mxn(835), taxRateBasisPoints: 0 });
/** Feed by the kilo at 0.25 MXN with 16 % VAT, kept as a supply. */
export const feed = product({
  id: FEED_ID,
  name: 'Concentrado',
  kind: 'feed',
  unit: 'kg',
  price: mxn(25),
  taxRateBasisPoints: 1600,
  supply: { id: '00000000-0000-4000-8000-000000000a09', name: 'Concentrado 18%', stockOnHand: 1200, unit: 'kg' },
});

export const abattoir: Counterparty = {
  id: ABATTOIR_ID,
  name: 'Rastro Municipal',
  kind: 'abattoir',
  email: null,
  phone: null,
  taxId: null,
  address: 'Carretera 45, km 3',
  country: null,
  notes: null,
  createdAt: CREATED,
};

/** A draft sale of one steer (tag A-12) and 1,234.5 L of milk from cow B-7. */
export const draftSale: Order = {
  id: ORDER_ID,
  direction: 'sale',
  number: 14,
  status: 'draft',
  counterparty: { id: ABATTOIR_ID, name: abattoir.name, kind: 'abattoir', address: abattoir.address },
  reference: 'PO-88',
  currency: 'MXN',
  address: null,
  shipOn: '2026-06-10',
  notes: null,
  lines: [
    {
      id: '00000000-0000-4000-8000-000000000a11',
      product: { id: STEER_ID, name: steer.name, kind: 'animal' },
      animal: { id: ANIMAL_ID, tagNumber: 'A-12' },
      sourceAnimals: [],
      description: null,
      quantity: 1,
      unit: 'unit',
      unitPrice: mxn(2_850_000),
      taxRateBasisPoints: 0,
      net: mxn(2_850_000),
      tax: mxn(0),
      gross: mxn(2_850_000),
    },
    {
      id: '00000000-0000-4000-8000-000000000a12',
      product: { id: MILK_ID, name: milk.name, kind: 'milk' },
      animal: null,
      sourceAnimals: [{ id: COW_ID, tagNumber: 'B-7' }],
      description: null,
      quantity: 1234.5,
      unit: 'L',
      unitPrice: mxn(835),
      taxRateBasisPoints: 0,
      net: mxn(1_030_808),
      tax: mxn(0),
      gross: mxn(1_030_808),
    },
  ],
  totals: { net: mxn(3_880_808), tax: mxn(0), gross: mxn(3_880_808) },
  history: [{ status: 'draft', occurredAt: CREATED, by: { id: USER_ID, name: 'Fran Farmer' }, note: null }],
  createdAt: CREATED,
  updatedAt: CREATED,
};

/** The same sale once placed, with the note its step left. */
export const placedSale: Order = {
  ...draftSale,
  status: 'placed',
  history: [...draftSale.history, { status: 'placed', occurredAt: '2026-05-02T15:30:00.000Z', by: { id: USER_ID, name: 'Fran Farmer' }, note: 'Truck booked' }],
};

/** A purchase of feed, shipped by the supplier. */
export const shippedPurchase: Order = {
  ...draftSale,
  direction: 'purchase',
  status: 'shipped',
  counterparty: { id: ABATTOIR_ID, name: 'Forrajes del Norte', kind: 'supplier', address: null },
  lines: [
    {
      id: '00000000-0000-4000-8000-000000000a13',
      product: { id: FEED_ID, name: feed.name, kind: 'feed' },
      animal: null,
      sourceAnimals: [],
      description: null,
      quantity: 500,
      unit: 'kg',
      unitPrice: mxn(25),
      taxRateBasisPoints: 1600,
      net: mxn(12_500),
      tax: mxn(2_000),
      gross: mxn(14_500),
    },
  ],
  totals: { net: mxn(12_500), tax: mxn(2_000), gross: mxn(14_500) },
};
