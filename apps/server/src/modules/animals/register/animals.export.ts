import type { Language } from '@ganado/shared';
import { ANIMAL_EXPORT_COLUMNS, ANIMAL_FILE_TEXTS, type AnimalExportColumn, type AnimalExportQuery, choiceLabel } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import type { CsvCell } from '../../../http/csv';
import { type TableFile, tableFile } from '../../../http/table-file';
import { roundKg, speciesLabel } from './animals.present';
import { animalListQuery, type AnimalListRow } from './animals.repository';

/** Rows are read a batch at a time, so a herd of 100,000 never sits in memory as rows (offset paging: few, large batches). */
const BATCH = 25_000;

/**
 * One cell per column of the export, which are the import's own (ANIMAL_EXPORT_COLUMNS): headers
 * and labels in the caller's language, which the import reads as it reads codes, so an exported
 * file imports as it is (docs/decisions.md). The computed current weight is the import's to skip.
 */
const CELLS: Record<AnimalExportColumn, (row: AnimalListRow, language: Language) => CsvCell> = {
  tagNumber: (row) => row.tagNumber,
  nickname: (row) => row.nickname,
  speciesCode: (row, language) => speciesLabel(row, language),
  gender: (row, language) => choiceLabel('genders', row.gender, language),
  breedCode: (row) => row.breedName,
  birthDate: (row) => row.birthDate,
  categoryStage: (row, language) => (row.categoryStage ? choiceLabel('categoryStages', row.categoryStage, language) : null),
  status: (row, language) => choiceLabel('statuses', row.status, language),
  farm: (row) => row.farmName,
  zone: (row) => row.zoneName,
  group: (row) => row.groupName,
  currentWeight: (row) => (row.currentWeightKg == null ? null : roundKg(row.currentWeightKg)),
};

const cells = (row: AnimalListRow, language: Language): CsvCell[] => ANIMAL_EXPORT_COLUMNS.map(({ name }) => CELLS[name](row, language));
const headers = (language: Language) => ANIMAL_EXPORT_COLUMNS.map(({ header }) => header[language]);

/** Every row of the filtered, sorted list, batch by batch, in the same SQL as the list's pages. */
async function* batches(db: Db, organizationId: string, query: AnimalExportQuery) {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await animalListQuery(db, organizationId, query).limit(BATCH).offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
  }
}

/**
 * The herd list as a file (CSV or XLSX), named by the day it was taken. The whole file is made
 * before the answer starts, so a failure is an error answer, never a 200 with half a file; the
 * rows are read a batch at a time and only their text is kept (a few MB for 100,000 animals).
 */
export function exportAnimals(db: Db, organizationId: string, query: AnimalExportQuery, language: Language, now: Date): Promise<TableFile> {
  return tableFile(query.format, {
    name: `animals-${now.toISOString().slice(0, 10)}`,
    sheetName: ANIMAL_FILE_TEXTS[language].animalsSheet,
    headers: headers(language),
    batches: rowBatches(db, organizationId, query, language),
  });
}

/** The rows as cells, batch by batch. */
async function* rowBatches(db: Db, organizationId: string, query: AnimalExportQuery, language: Language) {
  for await (const rows of batches(db, organizationId, query)) yield rows.map((row) => cells(row, language));
}
