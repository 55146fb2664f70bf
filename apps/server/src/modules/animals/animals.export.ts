import { PassThrough, Readable } from 'node:stream';
import type { Language } from '@ganado/shared';
import type { AnimalExportQuery, AnimalStatus, Gender } from '@ganado/shared/animals';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { roundKg, speciesLabel } from './animals.present';
import { animalListQuery, type AnimalListRow } from './animals.repository';

/** Rows are read a batch at a time, so a herd of 100,000 never sits in memory whole (offset paging: few, large batches). */
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

type Cell = string | number | null;

function cells(row: AnimalListRow, language: Language): Cell[] {
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

/** A text a spreadsheet would run as a formula is kept as text (CSV injection). */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const csvField = (value: Cell) => {
  if (value == null) return '';
  const text = typeof value === 'number' ? String(value) : inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (values: readonly Cell[]) => `${values.map(csvField).join(',')}\r\n`;

/** UTF-8 with a byte-order mark, so Excel reads the accents of Spanish names. */
async function* csvChunks(db: Db, organizationId: string, query: AnimalExportQuery, language: Language) {
  yield `\uFEFF${csvLine(COLUMNS.map((column) => LABELS[language][column]))}`;
  for await (const rows of batches(db, organizationId, query)) yield rows.map((row) => csvLine(cells(row, language))).join('');
}

function xlsxStream(db: Db, organizationId: string, query: AnimalExportQuery, language: Language): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(LABELS[language].sheet);
  sheet.columns = COLUMNS.map((column) => ({ header: LABELS[language][column], width: column === 'weight' ? 18 : 16 }));
  void (async () => {
    for await (const rows of batches(db, organizationId, query)) {
      for (const row of rows) sheet.addRow(cells(row, language)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export interface AnimalExport {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** The herd list as a file (CSV or XLSX), named by the day it was taken. */
export function exportAnimals(db: Db, organizationId: string, query: AnimalExportQuery, language: Language, now: Date): AnimalExport {
  const day = now.toISOString().slice(0, 10);
  if (query.format === 'xlsx') {
    return {
      fileName: `animals-${day}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: xlsxStream(db, organizationId, query, language),
    };
  }
  return { fileName: `animals-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: Readable.from(csvChunks(db, organizationId, query, language)) };
}
