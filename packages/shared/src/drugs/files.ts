import type { Language } from '../constants';
import type { DrugFormat } from './choices';

type Labels = Readonly<Record<Language, string>>;

/** The drug list's export: its columns in order, each with its header in both languages. */
export const DRUG_EXPORT_COLUMNS = [
  { name: 'name', header: { en: 'Name', es: 'Nombre' } },
  { name: 'genericName', header: { en: 'Generic name', es: 'Nombre genérico' } },
  { name: 'manufacturer', header: { en: 'Manufacturer', es: 'Fabricante' } },
  { name: 'distributor', header: { en: 'Distributor', es: 'Distribuidor' } },
  { name: 'format', header: { en: 'Format', es: 'Presentación' } },
  { name: 'activeIngredients', header: { en: 'Active ingredients', es: 'Principios activos' } },
  { name: 'species', header: { en: 'Species (meat h / milk h)', es: 'Especies (carne h / leche h)' } },
  { name: 'prescriptionOnly', header: { en: 'Prescription only', es: 'Con receta' } },
  { name: 'stockOnHand', header: { en: 'Stock on hand', es: 'Existencias' } },
  { name: 'available', header: { en: 'Available', es: 'Disponible' } },
  { name: 'stockUnit', header: { en: 'Unit', es: 'Unidad' } },
  { name: 'nextExpiry', header: { en: 'Next expiry', es: 'Próxima caducidad' } },
  { name: 'reorderLevel', header: { en: 'Reorder level', es: 'Nivel de reposición' } },
] as const satisfies readonly { name: string; header: Labels }[];
export type DrugExportColumn = (typeof DRUG_EXPORT_COLUMNS)[number]['name'];

export const DRUG_FORMAT_LABELS: Readonly<Record<DrugFormat, Labels>> = {
  injection: { en: 'Injection', es: 'Inyectable' },
  oralSolution: { en: 'Oral solution', es: 'Solución oral' },
  tablet: { en: 'Tablet', es: 'Comprimido' },
  bolus: { en: 'Bolus', es: 'Bolo' },
  powder: { en: 'Powder', es: 'Polvo' },
  pourOn: { en: 'Pour-on', es: 'Pour-on (unción dorsal)' },
  intramammary: { en: 'Intramammary', es: 'Intramamario' },
  spray: { en: 'Spray', es: 'Aerosol' },
  vaccine: { en: 'Vaccine', es: 'Vacuna' },
  other: { en: 'Other', es: 'Otra' },
};

export const DRUG_FILE_TEXTS = {
  en: { drugsSheet: 'Drugs', yes: 'Yes', no: 'No' },
  es: { drugsSheet: 'Medicamentos', yes: 'Sí', no: 'No' },
} as const satisfies Record<Language, { drugsSheet: string; yes: string; no: string }>;
