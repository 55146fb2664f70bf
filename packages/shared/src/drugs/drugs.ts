import { z } from 'zod';
import { ADMINISTRATION_ROUTES, DOSE_UNITS } from '../animals/choices';
import { optionalChoice, optionalDate, optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { unit } from '../ledger';
import { DOSE_BASES, DRUG_FORMATS, STORAGE_CONDITIONS, WITHDRAWAL_RULES } from './choices';

/**
 * A drug of the organisation's medicine cabinet (docs/product.md §3 "Drug", plus what a farm needs:
 * the species it is authorised for with each one's meat and milk withdrawal in hours, routes,
 * dose, prescription and storage; docs/decisions.md: drugs). Its stock is its packs'.
 */
export const DRUG_NAME_MAX = 100;
export const MAX_ACTIVE_INGREDIENTS = 10;
/** Ten years: no label withdrawal comes near it; a bigger number is a typing slip. */
export const MAX_WITHDRAWAL_HOURS = 87_600;

const hours = z
  .number({ error: 'validation.required' })
  .int('drugs.wholeHours')
  .min(0, 'drugs.hoursNotNegative')
  .max(MAX_WITHDRAWAL_HOURS, 'drugs.hoursTooLong');

/** One species the label authorises, with its withdrawals; milk null when the label does not authorise it for milk for people. */
export const labelWithdrawal = z.object({
  speciesCode: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(32, 'validation.invalid'),
  meatHours: hours,
  milkHours: hours.nullable(),
});
export type LabelWithdrawalInput = z.infer<typeof labelWithdrawal>;

const dose = z.number({ error: 'validation.invalid' }).positive('drugs.doseMustBePositive').max(1e6, 'validation.invalid').nullish();

/** POST /api/drug and PUT /api/drug/{id}: every field is sent. */
export const drugRequest = z
  .object({
    registrationDate: optionalDate,
    name: requiredText(DRUG_NAME_MAX),
    genericName: optionalText(),
    manufacturer: optionalText(),
    distributor: optionalText(),
    format: z.enum(DRUG_FORMATS, { error: 'drugs.formatRequired' }),
    /** The label's dose for a dam (an adult) and for a calf, per head or per kg as `doseBasis` says, in `doseUnit`. */
    doseDam: dose,
    doseCalf: dose,
    doseUnit: z.enum(DOSE_UNITS, { error: 'validation.invalid' }),
    doseBasis: z.enum(DOSE_BASES, { error: 'validation.invalid' }).default('perHead'),
    activeIngredients: z.array(requiredText(), { error: 'validation.invalid' }).max(MAX_ACTIVE_INGREDIENTS, 'validation.invalid').default([]),
    /** The id of the product this one substitutes (a generic for a brand), as the distributor lists it. */
    substitutionId: optionalText(40),
    routes: z.array(z.enum(ADMINISTRATION_ROUTES, { error: 'validation.invalid' }), { error: 'drugs.routeRequired' }).min(1, 'drugs.routeRequired'),
    withdrawals: z.array(labelWithdrawal, { error: 'validation.invalid' }).max(20, 'validation.invalid').default([]),
    prescriptionOnly: z.boolean({ error: 'validation.invalid' }).default(false),
    storage: optionalChoice(STORAGE_CONDITIONS),
    /** The unit its packs are counted in, for good (mL for a bottle, dose for a vaccine, unit for boluses). */
    stockUnit: unit,
    /** Below this much in stock (in `stockUnit`) the drug is flagged for reordering. */
    reorderLevel: z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(1e9, 'validation.invalid').nullish(),
    notes: optionalText(500),
  })
  .superRefine((drug, context) => {
    const seen = new Set<string>();
    drug.withdrawals.forEach((row, index) => {
      if (seen.has(row.speciesCode)) context.addIssue({ code: 'custom', path: ['withdrawals', index, 'speciesCode'], message: 'drugs.speciesTwice' });
      seen.add(row.speciesCode);
    });
  });
export type DrugRequest = z.infer<typeof drugRequest>;
export type DrugForm = z.input<typeof drugRequest>;

export const drug = z.object({
  id: z.uuid(),
  registrationDate: text().nullable(),
  name: text(),
  genericName: text().nullable(),
  manufacturer: text().nullable(),
  distributor: text().nullable(),
  format: z.enum(DRUG_FORMATS),
  doseDam: z.number().nullable(),
  doseCalf: z.number().nullable(),
  doseUnit: text(),
  doseBasis: z.enum(DOSE_BASES),
  activeIngredients: z.array(text()),
  substitutionId: text().nullable(),
  routes: z.array(z.enum(ADMINISTRATION_ROUTES)),
  withdrawals: z.array(labelWithdrawal.extend({ speciesName: text(), speciesNameEs: text() })),
  prescriptionOnly: z.boolean(),
  storage: z.enum(STORAGE_CONDITIONS).nullable(),
  stockUnit: text(),
  reorderLevel: z.number().nullable(),
  notes: text().nullable(),
  /** In `stockUnit`, over its packs that are neither disposed nor expired. */
  stockOnHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  /** The earliest expiry among its packs with stock. */
  nextExpiry: text().nullable(),
  /** Stock on hand at or below the reorder level. */
  lowStock: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
});
export type Drug = z.infer<typeof drug>;

export const DRUG_SORT_COLUMNS = ['name', 'genericName', 'manufacturer', 'registrationDate', 'stockOnHand', 'nextExpiry'] as const;
const flag = z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((value) => value === 'true');

/** GET /api/drug: search over name, generic name, manufacturer and active ingredients. */
export const drugFilters = pageQuery.extend({
  col: z.enum(DRUG_SORT_COLUMNS, { error: 'validation.invalid' }).optional(),
  species: text().trim().max(32).optional(),
  /** The drug's format (`format` is the export's file format). */
  drugFormat: z.enum(DRUG_FORMATS, { error: 'validation.invalid' }).optional(),
  prescriptionOnly: flag.optional(),
  /** Only drugs at or below their reorder level. */
  lowStock: flag.optional(),
});
export const drugsQuery = drugFilters;
export type DrugsQuery = z.infer<typeof drugsQuery>;
export const drugExportQuery = drugFilters.extend({ format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv') });
export type DrugExportQuery = z.infer<typeof drugExportQuery>;

/** What produced an animal's withdrawal for one product: kept on the treatment and on the animal (docs/decisions.md: withdrawal). */
export const productWithdrawal = z.object({
  hours: z.number().int(),
  endsAt: text(),
  rule: z.enum(WITHDRAWAL_RULES),
  organic: z.boolean(),
});
export type ProductWithdrawalAnswer = z.infer<typeof productWithdrawal>;
