import type { Language } from '@ganado/shared';
import { type Drug, DRUG_EXPORT_COLUMNS, DRUG_FILE_TEXTS, DRUG_FORMAT_LABELS, type DrugExportColumn, type DrugExportQuery } from '@ganado/shared/drugs';
import type { Db } from '../../../db/client';
import type { CsvCell } from '../../../http/csv';
import { type TableFile, tableFile } from '../../../http/table-file';
import { presentDrug } from './drugs.present';
import { allDrugs, labelsOf } from './drugs.repository';

const CELLS: Record<DrugExportColumn, (drug: Drug, language: Language) => CsvCell> = {
  name: (drug) => drug.name,
  genericName: (drug) => drug.genericName ?? null,
  manufacturer: (drug) => drug.manufacturer,
  distributor: (drug) => drug.distributor,
  format: (drug, language) => DRUG_FORMAT_LABELS[drug.format][language],
  activeIngredients: (drug) => drug.activeIngredients.join('; '),
  species: (drug, language) =>
    drug.withdrawals.map((row) => `${language === 'es' ? row.speciesNameEs : row.speciesName} (${row.meatHours} / ${row.milkHours ?? '—'})`).join('; '),
  prescriptionOnly: (drug, language) => DRUG_FILE_TEXTS[language][drug.prescriptionOnly ? 'yes' : 'no'],
  stockOnHand: (drug) => drug.stockOnHand,
  available: (drug) => drug.available,
  stockUnit: (drug) => drug.stockUnit,
  nextExpiry: (drug) => drug.nextExpiry,
  reorderLevel: (drug) => drug.reorderLevel,
};

/** The filtered, sorted drug list as CSV or XLSX, headers and labels in the caller's language. A cabinet is small: one batch. */
export function exportDrugs(db: Db, organizationId: string, today: string, query: DrugExportQuery, language: Language): Promise<TableFile> {
  async function* batches() {
    const { format: _file, ...filters } = query;
    const rows = await allDrugs(db, organizationId, today, filters);
    const labels = await labelsOf(db, organizationId, rows.map((row) => row.id));
    yield rows.map((row) => presentDrug(row, labels)).map((drug) => DRUG_EXPORT_COLUMNS.map(({ name }) => CELLS[name](drug, language)));
  }
  return tableFile(query.format, {
    name: `drugs-${today}`,
    sheetName: DRUG_FILE_TEXTS[language].drugsSheet,
    headers: DRUG_EXPORT_COLUMNS.map(({ header }) => header[language]),
    batches: batches(),
  });
}
