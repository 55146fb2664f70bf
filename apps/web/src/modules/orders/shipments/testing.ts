import type { OrdersSummary, Shipment } from '@ganado/shared/orders';
import { ABATTOIR_ID, ANIMAL_ID, COW_ID, ORDER_ID, USER_ID } from '../testing';

/** Fixtures of the shipment pages' tests: the sale PO-88 shipped to the abattoir, its steer treated in April, a cow without treatments. */
export const SHIPMENT_ID = '00000000-0000-4000-8000-000000000b01';

export const shipment: Shipment = {
  id: SHIPMENT_ID,
  order: { id: ORDER_ID, number: 14, reference: 'PO-88' },
  destinationKind: 'abattoir',
  destination: { counterpartyId: ABATTOIR_ID, name: 'Rastro Municipal', address: 'Carretera 45, km 3' },
  vehicle: 'JAL-4821',
  driver: 'Juan Pérez',
  departureAt: '2026-06-10T07:30:00.000Z',
  arrivalAt: '2026-06-10T09:15:00.000Z',
  notes: null,
  animals: [
    {
      id: ANIMAL_ID,
      tagNumber: 'A-12',
      gender: 'male',
      birthDate: '2024-03-01',
      treatments: [
        {
          givenAt: '2026-04-20T08:00:00.000Z',
          product: 'Oxitetraciclina 20%',
          batch: 'L-778',
          dose: '10 mL',
          meatWithdrawalEndsAt: '2026-05-18T08:00:00.000Z',
          veterinarian: 'Dra. Ruiz',
        },
      ],
    },
    { id: COW_ID, tagNumber: 'B-7', gender: 'female', birthDate: null, treatments: [] },
  ],
  sheetLanguage: 'es',
  createdAt: '2026-06-10T07:35:00.000Z',
  createdBy: { id: USER_ID, name: 'Fran Farmer' },
};

/** Two months in MXN: animals and milk sold in May, feed bought in June. */
export const summaryInMxn: OrdersSummary = {
  currency: 'MXN',
  currencies: ['MXN', 'USD'],
  months: ['2026-05', '2026-06'],
  rows: [
    { month: '2026-05', kind: 'animal', revenueMinor: 2_850_000, costMinor: 0 },
    { month: '2026-05', kind: 'milk', revenueMinor: 1_030_808, costMinor: 0 },
    { month: '2026-06', kind: 'feed', revenueMinor: 0, costMinor: 14_500 },
  ],
  totals: { revenueMinor: 3_880_808, costMinor: 14_500, marginMinor: 3_866_308 },
};
