import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Language } from '@ganado/shared';
import type { AnimalExportQuery, AnimalStatus, Gender } from '@ganado/shared/animals';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import { CSV_BOM, type CsvCell, csvRows } from '../../../http/csv';
import { roundKg, speciesLabel } from './animals.present';
import { animalListQuery, type AnimalListRow } from './animals.repository';

/** Rows are read a batch at a time, so a herd of 100,000 never sits in memory as rows (offset paging: few, large batches). */
const BATCH = 25_000;

const COLUMNS = ['tagNumber', 'nickname', 'species', 'gender', 'breed', 'birthDate', 'category', 'status', 'farm', 'zone', 'group', 'weight'] as const;
type Column = (typeof COLUMNS)[number];

// The file is read outside the app, so its words are the caller's language, as the web shows them.
const LABELS: Record<Language, Record<Column, string> & Record<Gender | AnimalStatus, string> & { sheet: string; categories: Record<string, string> }> = {
  en: {
    tagNumber: 'Tag number',
    nickname: 'Nickname',
    species: 'Species',
    gender: 'Gender',
    breed: 'Breed',
    birthDate: 'Birth date',
    category: 'Category',
    status: 'Status',
    farm: 'Farm',
    zone: 'Zone',
    group: 'Group',
    weight: 'Current weight (kg)',
    sheet: 'Animals',
    female: 'Female',
    male: 'Male',
    active: 'Active',
    removed: 'Removed',
    categories: {
      newborn: 'Newborn',
      preWeaning: 'Pre-weaning',
      weaned: 'Weaned',
      yearling: 'Yearling',
      heifer: 'Heifer',
      cow: 'Cow',
      steer: 'Steer',
      bull: 'Bull',
      other: 'Other',
    },
  },
  es: {
    tagNumber: 'Número de arete',
    nickname: 'Apodo',
    species: 'Especie',
    gender: 'Sexo',
    breed: 'Raza',
    birthDate: 'Fecha de nacimiento',
    category: 'Categoría',
    status: 'Estado',
    farm: 'Granja',
    zone: 'Zona',
    group: 'Grupo',
    weight: 'Peso actual (kg)',
    sheet: 'Animales',
    female: 'Hembra',
    male: 'Macho',
    active: 'Activo',
    removed: 'Dado de baja',
    categories: {
      newborn: 'Recién nacido',
      preWeaning: 'Predestete',
      weaned: 'Destetado',
      yearling: 'Añojo',
      heifer: 'Vaquilla',
      cow: 'Vaca',
      steer: 'Novillo',
      bull: 'Toro',
      other: 'Otro',
    },
  },
};

function cells(row: AnimalListRow, language: Language): CsvCell[] {
  const labels = LABELS[language];
  return [
    row.tagNumber,
    row.nickname,
    speciesLabel(row, language),
    labels[row.gender],
    row.breedName,
    row.birthDate,
    row.categoryStage ? (labels.categories[row.categoryStage] ?? row.categoryStage) : null,
    labels[row.status],
    row.farmName,
    row.zoneName,
    row.groupName,
    row.currentWeightKg == null ? null : roundKg(row.currentWeightKg),
  ];
}

/** Every row of the filtered, sorted list, batch by batch, in the same SQL as the list's pages. */
async function* batches(db: Db, organizationId: string, query: AnimalExportQuery) {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await animalListQuery(db, organizationId, query).limit(BATCH).offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
  }
}

async function csvFile(db: Db, organizationId: string, query: AnimalExportQuery, language: Language): Promise<Buffer> {
  const parts = [CSV_BOM, csvRows([COLUMNS.map((column) => LABELS[language][column])])];
  for await (const rows of batches(db, organizationId, query)) parts.push(csvRows(rows.map((row) => cells(row, language))));
  return Buffer.from(parts.join(''));
}

/** Text cells are typed as text in the sheet (never formulas), so they need no neutralising as in CSV. */
async function xlsxFile(db: Db, organizationId: string, query: AnimalExportQuery, language: Language): Promise<Buffer> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(LABELS[language].sheet);
  sheet.columns = COLUMNS.map((column) => ({ header: LABELS[language][column], width: column === 'weight' ? 18 : 16 }));
  const write = async () => {
    for await (const rows of batches(db, organizationId, query)) {
      for (const row of rows) sheet.addRow(cells(row, language)).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  const failed = (error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  };
  const [file] = await Promise.all([buffer(out), write().catch(failed)]);
  return file;
}

export interface AnimalExport {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * The herd list as a file (CSV or XLSX), named by the day it was taken. The whole file is made
 * before the answer starts, so a failure is an error answer, never a 200 with half a file; the
 * rows are read a batch at a time and only their text is kept (a few MB for 100,000 animals).
 */
export async function exportAnimals(db: Db, organizationId: string, query: AnimalExportQuery, language: Language, now: Date): Promise<AnimalExport> {
  const day = now.toISOString().slice(0, 10);
  if (query.format === 'xlsx') {
    return {
      fileName: `animals-${day}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await xlsxFile(db, organizationId, query, language),
    };
  }
  return { fileName: `animals-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: await csvFile(db, organizationId, query, language) };
}
