import type { Formulation, Ingredient, Lot, Ration, RationSummary, Supplier, SubGroupRation } from '@ganado/shared/feed';

/** Fixtures of the feed pages' tests: a silage and a soybean meal in the library and in stock, a supplier, a steers' group ration. */
export const SILAGE_ID = '00000000-0000-4000-8000-000000000f01';
export const SOY_ID = '00000000-0000-4000-8000-000000000f02';
export const SILAGE_LOT_ID = '00000000-0000-4000-8000-000000000f11';
export const SOY_LOT_ID = '00000000-0000-4000-8000-000000000f12';
export const SUPPLIER_ID = '00000000-0000-4000-8000-000000000f21';
export const PRICE_ID = '00000000-0000-4000-8000-000000000f22';
export const OLD_PRICE_ID = '00000000-0000-4000-8000-000000000f23';
export const GROUP_ID = '00000000-0000-4000-8000-000000000f31';
export const ANIMAL_ID = '00000000-0000-4000-8000-000000000f32';
export const RATION_ID = '00000000-0000-4000-8000-000000000f41';
export const OLD_RATION_ID = '00000000-0000-4000-8000-000000000f42';
export const EVENT_ID = '00000000-0000-4000-8000-000000000f51';

const CREATED = '2026-11-01T10:00:00.000Z';

export const silage: Ingredient = {
  id: SILAGE_ID,
  name: 'Corn silage',
  category: 'forage',
  dmPercent: 35,
  nutrients: { cp: 8.1, ndf: 45, nem: 1.6, neg: 1.02, nel: 1.45, ca: 0.25 },
  caAbsorption: null,
  pAbsorption: null,
  marketPrice: { amountMinor: 4500, currency: 'EUR' },
  safety: { maxPercentOfDm: null, maxKgDmPerHead: null, notForSpecies: [], toxicity: null },
  source: 'Laboratorio Norte',
  stockKg: 12_000,
  bestSupplierPrice: { amountMinor: 4200, currency: 'EUR', supplierId: SUPPLIER_ID, supplierName: 'Piensos del Valle' },
  createdAt: CREATED,
  updatedAt: CREATED,
};

export const soy: Ingredient = {
  ...silage,
  id: SOY_ID,
  name: 'Soybean meal',
  category: 'proteinMeal',
  dmPercent: 89,
  nutrients: { cp: 49, ndf: 15, nem: 2.1, neg: 1.4 },
  marketPrice: null,
  stockKg: 800,
  bestSupplierPrice: null,
  source: null,
};

export const silageLot: Lot = {
  id: SILAGE_LOT_ID,
  number: 4,
  ingredient: { id: SILAGE_ID, name: 'Corn silage', category: 'forage' },
  supplier: { id: SUPPLIER_ID, name: 'Piensos del Valle' },
  lotCode: 'SIL-2026',
  receivedAt: '2026-10-01T00:00:00.000Z',
  expiresOn: '2026-11-20',
  location: 'Bunker 2',
  pricePerTonne: { amountMinor: 4500, currency: 'EUR' },
  stockKg: 12_000,
  lowStockKg: 2000,
  low: false,
  expiringSoon: true,
  analysis: null,
  createdAt: CREATED,
};

export const soyLot: Lot = {
  ...silageLot,
  id: SOY_LOT_ID,
  number: 5,
  ingredient: { id: SOY_ID, name: 'Soybean meal', category: 'proteinMeal' },
  lotCode: null,
  expiresOn: null,
  pricePerTonne: { amountMinor: 42_000, currency: 'EUR' },
  stockKg: 300,
  lowStockKg: 500,
  low: true,
  expiringSoon: false,
};

export const supplier: Supplier = {
  id: SUPPLIER_ID,
  name: 'Piensos del Valle',
  email: 'ventas@valle.example',
  phone: '+34 600 000 000',
  address: null,
  notes: null,
  prices: [
    { id: PRICE_ID, ingredient: { id: SILAGE_ID, name: 'Corn silage' }, pricePerTonne: { amountMinor: 4200, currency: 'EUR' }, validFrom: '2026-10-01', current: true },
    { id: OLD_PRICE_ID, ingredient: { id: SILAGE_ID, name: 'Corn silage' }, pricePerTonne: { amountMinor: 4800, currency: 'EUR' }, validFrom: '2026-06-01', current: false },
  ],
  createdAt: CREATED,
};

const requirements: SubGroupRation['requirements'] = {
  dmiKg: 9.1,
  nutrients: [
    { id: 'nem', unit: 'Mcal/d', total: 7.2, parts: { maintenance: 7.2, gain: 0, lactation: 0, pregnancy: 0 }, basis: null },
    { id: 'neg', unit: 'Mcal/d', total: 4.1, parts: { maintenance: 0, gain: 4.1, lactation: 0, pregnancy: 0 }, basis: null },
    { id: 'ca', unit: 'g/d', total: 38, parts: { maintenance: 12, gain: 26, lactation: 0, pregnancy: 0 }, basis: 'dietary' },
  ],
};

/** The steers' ration: silage and soybean meal, NEm binding, calcium met. */
export const optimalFormulation: Formulation = {
  target: { kind: 'group', id: GROUP_ID, name: 'Steers 2026', headCount: 24 },
  system: 'beefGrowing',
  currency: 'EUR',
  subGroups: [
    {
      index: 0,
      headCount: 24,
      averageWeightKg: 320,
      animalIds: [],
      requirements,
      outcome: {
        status: 'optimal',
        ingredients: [
          { lotId: SILAGE_LOT_ID, lotNumber: 4, ingredientId: SILAGE_ID, name: 'Corn silage', category: 'forage', kgDmPerHead: 7.5, kgAsFedPerHead: 21.43, kgAsFedGroup: 514.3, percentOfDm: 82.4, costPerHead: 0.96 },
          { lotId: SOY_LOT_ID, lotNumber: 5, ingredientId: SOY_ID, name: 'Soybean meal', category: 'proteinMeal', kgDmPerHead: 1.6, kgAsFedPerHead: 1.8, kgAsFedGroup: 43.2, percentOfDm: 17.6, costPerHead: 0.76 },
        ],
        dmiKg: 9.1,
        costPerHead: 1.72,
        costGroup: 41.28,
        nutrients: [
          { id: 'nem', supplied: 7.2, min: 7.2, max: null, percentOfRequirement: 100, unit: 'Mcal' },
          { id: 'neg', supplied: 4.3, min: 4.1, max: null, percentOfRequirement: 104.9, unit: 'Mcal' },
          { id: 'ca', supplied: 0.037, min: 0.038, max: null, percentOfRequirement: 97.4, unit: 'kg/head/day' },
        ],
        binding: [{ constraint: 'nutrient:nem:min', limit: 7.2, shadowPrice: 0.12, limitUnit: 'Mcal/head/day' }],
        incomeOverFeedCostPerHead: null,
      },
    },
  ],
  warnings: [{ key: 'feed.warnings.unpriced', params: { feed: 'Soybean meal' } }],
};

/** No ration: calcium cannot be met from silage and soybean meal. */
export const infeasibleFormulation: Formulation = {
  ...optimalFormulation,
  subGroups: [
    {
      ...optimalFormulation.subGroups[0]!,
      outcome: {
        status: 'infeasible',
        conflicts: [
          {
            constraint: 'nutrient:ca:min',
            limit: 0.05,
            reached: 0.038,
            missedBy: 0.012,
            moveLimitBy: -0.012,
            unit: 'kg/head/day',
            bestIngredient: { id: SILAGE_LOT_ID, name: 'Corn silage', concentration: 0.0025 },
            messageKey: 'rations.conflicts.nutrient.min',
            params: { limit: 0.05, reached: 0.038, missedBy: 0.012, unit: 'kg/head/day', nutrient: 'ca', ingredient: SILAGE_LOT_ID, ingredientConcentration: 0.0025 },
          },
        ],
        blocking: [`stock:${SOY_LOT_ID}`],
      },
    },
  ],
  warnings: [],
};

export const savedRation: Ration = {
  id: RATION_ID,
  number: 7,
  name: 'Steers winter',
  version: 2,
  versions: [
    { id: RATION_ID, version: 2, createdAt: CREATED },
    { id: OLD_RATION_ID, version: 1, createdAt: '2026-10-01T10:00:00.000Z' },
  ],
  notes: 'Mix silage first.',
  request: {
    target: { kind: 'group', groupId: GROUP_ID },
    system: 'beefGrowing',
    targetGainKgPerDay: 1.2,
    days: 7,
    subGroups: 1,
    feeds: [{ lotId: SILAGE_LOT_ID }, { lotId: SOY_LOT_ID }],
  },
  result: optimalFormulation,
  appliedTo: [{ kind: 'group', id: GROUP_ID, name: 'Steers 2026', from: '2026-11-02' }],
  createdAt: CREATED,
  createdBy: 'Fran Farmer',
};

export const rationSummary = (changes: Partial<RationSummary> = {}): RationSummary => ({
  id: RATION_ID,
  number: 7,
  name: 'Steers winter',
  version: 2,
  createdAt: CREATED,
  appliedTo: savedRation.appliedTo,
  system: 'beefGrowing',
  target: optimalFormulation.target,
  costPerHead: 1.72,
  currency: 'EUR',
  ...changes,
});

