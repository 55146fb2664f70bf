import type { Drug, Pack, PackDetail } from '@ganado/shared/drugs';

/** Fixtures of the cabinet's page tests: an antibiotic with a label for cattle, and one pack of it. */
export const DRUG_ID = '00000000-0000-4000-8000-000000000901';
export const PACK_ID = '00000000-0000-4000-8000-000000000902';

export const antibiotic: Drug = {
  id: DRUG_ID,
  registrationDate: '2026-01-15',
  name: 'Oxitetraciclina 20%',
  genericName: 'Oxytetracycline',
  manufacturer: 'Vetlab',
  distributor: null,
  format: 'injection',
  doseDam: 20,
  doseCalf: 5,
  doseUnit: 'mL',
  doseBasis: 'perHead',
  activeIngredients: ['oxytetracycline'],
  substitutionId: null,
  routes: ['intramuscular'],
  withdrawals: [{ speciesCode: 'cattle', speciesName: 'Cattle', speciesNameEs: 'Vacuno', meatHours: 672, milkHours: 84 }],
  prescriptionOnly: true,
  storage: 'below25',
  stockUnit: 'mL',
  reorderLevel: 500,
  notes: null,
  stockOnHand: 350,
  reserved: 20,
  available: 330,
  nextExpiry: '2030-06-30',
  lowStock: true,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
};

export const bottle: Pack = {
  id: PACK_ID,
  drugId: DRUG_ID,
  drugName: antibiotic.name,
  batch: 'L-2291',
  expiresOn: '2030-06-30',
  receivedAt: '2026-02-01T09:00:00.000Z',
  supplier: 'Cooperativa',
  price: { amountMinor: 1250, currency: 'EUR' },
  location: { warehouse: 'Vet room', rack: '2', tier: null, position: null },
  size: 250,
  unit: 'mL',
  stockOnHand: 230,
  reserved: 20,
  available: 210,
  status: 'inStock',
  disposedAt: null,
  suggested: true,
  orderId: null,
};

export const bottleWithHistory: PackDetail = {
  ...bottle,
  history: [
    {
      id: '00000000-0000-4000-8000-000000000903',
      type: 'drugReceived',
      occurredAt: '2026-02-01T09:00:00.000Z',
      change: 250,
      counted: null,
      animal: null,
      location: bottle.location,
      reason: null,
      notes: null,
      createdBy: 'Fran Farmer',
    },
  ],
};
