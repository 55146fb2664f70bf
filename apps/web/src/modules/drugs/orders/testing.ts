import type { DrugOrder } from '@ganado/shared/drugs';
import { antibiotic, DRUG_ID } from '../testing';

/** Fixtures of the order pages' tests: a draft for two bottles of the antibiotic at 12.50 EUR each. */
export const ORDER_ID = '00000000-0000-4000-8000-000000000911';
export const LINE_ID = '00000000-0000-4000-8000-000000000912';

export const draftOrder: DrugOrder = {
  id: ORDER_ID,
  supplier: 'Cooperativa',
  reference: 'PO-7',
  currency: 'EUR',
  address: null,
  expectedOn: '2026-06-10',
  status: 'draft',
  lines: [{ id: LINE_ID, drugId: DRUG_ID, drugName: antibiotic.name, packSize: { value: 250, unit: 'mL' }, packs: 2, price: { amountMinor: 1250, currency: 'EUR' } }],
  total: { amountMinor: 2500, currency: 'EUR' },
  notes: null,
  placedAt: null,
  shippedAt: null,
  receivedAt: null,
  cancelledAt: null,
  createdAt: '2026-05-01T09:00:00.000Z',
};

export const placedOrder: DrugOrder = { ...draftOrder, status: 'placed', placedAt: '2026-05-02T09:00:00.000Z' };
