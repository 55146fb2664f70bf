import { z } from 'zod';
import { pageQuery, text } from '../http';
import type { Language } from '../constants';
import { ADMINISTRATION_ROUTES } from '../animals/choices';

/**
 * The medicine register (EU 2019/6 art. 108; the US PMO's treatment record): every treatment and
 * vaccination given, with the animal, the drug and batch, the quantity and route, the withdrawal
 * ends, who gave it, the prescribing vet and the supplier, for any period.
 */
const day = z.iso.date({ error: 'animals.dateInvalid' });

export const registerQuery = pageQuery.extend({
  /** The first and last day given, both included; open when left out. */
  from: day.optional(),
  to: day.optional(),
  drugId: z.uuid({ error: 'errors.notFound' }).optional(),
  animalId: z.uuid({ error: 'errors.notFound' }).optional(),
});
export type RegisterQuery = z.infer<typeof registerQuery>;

export const registerExportQuery = registerQuery
  .omit({ page: true, limit: true })
  .extend({ format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'validation.invalid' }).default('csv') });
export type RegisterExportQuery = z.infer<typeof registerExportQuery>;

export const registerEntry = z.object({
  recordId: z.uuid(),
  type: z.enum(['treatment', 'vaccination']),
  givenAt: text(),
  animal: z.object({ id: z.uuid(), tagNumber: text() }),
  drugId: z.uuid().nullable(),
  product: text(),
  batch: text().nullable(),
  quantity: z.object({ value: z.number(), unit: text() }).nullable(),
  route: z.enum(ADMINISTRATION_ROUTES).nullable(),
  meatWithdrawalEndsAt: text().nullable(),
  milkWithdrawalEndsAt: text().nullable(),
  givenBy: text().nullable(),
  veterinarian: text().nullable(),
  supplier: text().nullable(),
});
export type RegisterEntry = z.infer<typeof registerEntry>;

type Labels = Readonly<Record<Language, string>>;

/** The register's columns in order, each with its header in both languages. */
export const REGISTER_COLUMNS = [
  { name: 'givenAt', header: { en: 'Date', es: 'Fecha' }, width: 1.3 },
  { name: 'animal', header: { en: 'Animal', es: 'Animal' }, width: 1 },
  { name: 'product', header: { en: 'Medicine', es: 'Medicamento' }, width: 1.8 },
  { name: 'batch', header: { en: 'Batch', es: 'Lote' }, width: 0.9 },
  { name: 'quantity', header: { en: 'Quantity', es: 'Cantidad' }, width: 0.8 },
  { name: 'route', header: { en: 'Route', es: 'Vía' }, width: 1 },
  { name: 'meatWithdrawalEndsAt', header: { en: 'Meat withdrawal ends', es: 'Fin espera carne' }, width: 1.3 },
  { name: 'milkWithdrawalEndsAt', header: { en: 'Milk withdrawal ends', es: 'Fin espera leche' }, width: 1.3 },
  { name: 'givenBy', header: { en: 'Given by', es: 'Administrado por' }, width: 1.2 },
  { name: 'veterinarian', header: { en: 'Prescribing vet', es: 'Veterinario prescriptor' }, width: 1.2 },
  { name: 'supplier', header: { en: 'Supplier', es: 'Proveedor' }, width: 1.2 },
] as const satisfies readonly { name: string; header: Labels; width: number }[];
export type RegisterColumn = (typeof REGISTER_COLUMNS)[number]['name'];

export const REGISTER_FILE_TEXTS = {
  en: { sheet: 'Medicine register', title: 'Medicine register', from: 'from', to: 'to', all: 'all dates' },
  es: { sheet: 'Libro de tratamientos', title: 'Libro registro de tratamientos', from: 'desde', to: 'hasta', all: 'todas las fechas' },
} as const satisfies Record<Language, Record<string, string>>;
