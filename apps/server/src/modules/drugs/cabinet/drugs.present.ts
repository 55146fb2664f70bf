import type { Drug } from '@ganado/shared/drugs';
import type { DrugRow, LabelRow } from './drugs.repository';
import { isoInstant } from '../../../db/rows';

const number = (value: string | null) => (value === null ? null : Number(value));

/** A drug as answered: its label's species in their names' order, its stock from its packs. */
export function presentDrug(row: DrugRow, labels: readonly LabelRow[]): Drug {
  const onHand = Number(row.on_hand);
  const reorderLevel = number(row.reorder_level);
  return {
    id: row.id,
    registrationDate: row.registration_date,
    name: row.name,
    genericName: row.generic_name,
    manufacturer: row.manufacturer,
    distributor: row.distributor,
    format: row.format as Drug['format'],
    doseDam: number(row.dose_dam),
    doseCalf: number(row.dose_calf),
    doseUnit: row.dose_unit,
    doseBasis: row.dose_basis as Drug['doseBasis'],
    activeIngredients: row.active_ingredients,
    substitutionId: row.substitution_id,
    routes: row.routes as Drug['routes'],
    withdrawals: labels
      .filter((label) => label.drugId === row.id)
      .map(({ speciesCode, speciesName, speciesNameEs, meatHours, milkHours }) => ({ speciesCode, speciesName, speciesNameEs, meatHours, milkHours })),
    prescriptionOnly: row.prescription_only,
    storage: row.storage as Drug['storage'],
    stockUnit: row.stock_unit,
    reorderLevel,
    notes: row.notes,
    stockOnHand: onHand,
    reserved: Number(row.reserved),
    // What is free to use: not expired, not reserved; never shown below zero.
    available: Math.max(0, Number(row.usable) - Number(row.reserved)),
    nextExpiry: row.next_expiry,
    lowStock: reorderLevel !== null && onHand <= reorderLevel,
    createdAt: isoInstant(row.created_at),
    updatedAt: isoInstant(row.updated_at),
  };
}
