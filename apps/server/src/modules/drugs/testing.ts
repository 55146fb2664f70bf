/** A believable drug registration for tests, overridden field by field. */
export const drugPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Oxitetraciclina 20 % LA',
  genericName: 'Oxitetraciclina',
  manufacturer: 'Zoetis',
  format: 'injection',
  doseDam: 1,
  doseCalf: 1,
  doseUnit: 'mL',
  doseBasis: 'perKg',
  activeIngredients: ['Oxitetraciclina dihidrato 200 mg/mL'],
  routes: ['intramuscular'],
  withdrawals: [
    { speciesCode: 'cattle', meatHours: 672, milkHours: 168 },
    { speciesCode: 'sheep', meatHours: 672, milkHours: null },
  ],
  prescriptionOnly: true,
  storage: 'below25',
  stockUnit: 'mL',
  reorderLevel: 500,
  ...overrides,
});
