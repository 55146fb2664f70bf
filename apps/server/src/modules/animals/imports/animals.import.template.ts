import type { Language } from '@ganado/shared';
import {
  ANIMAL_FILE_CHOICES,
  ANIMAL_FILE_TEXTS,
  type AnimalImportFormat,
  type AnimalImportKind,
  animalImportColumns,
  choiceLabel,
} from '@ganado/shared/animals';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import { CSV_BOM, csvRows } from '../../../http/csv';
import { speciesLabel } from '../register/animals.present';
import { importReference, type ImportReference } from './animals.import.repository';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Dates as the app shows them (the import also reads YYYY-MM-DD). */
const DATE_FORMATS = ['DD/MM/YYYY', 'YYYY-MM-DD'];

/**
 * Rows as a person would fill them in, in their language: labels rather than codes, dates as
 * the app shows them, and the organisation's own farm, zone and group (its first by name), so the
 * template imports as it is.
 */
function examples(kind: AnimalImportKind, reference: ImportReference, language: Language): Record<string, string>[] {
  if (kind === 'weights') return [{ tagNumber: 'MX-0001', date: '01/06/2025', weight: '412.5', unit: 'kg' }];
  if (kind === 'milk') return [{ tagNumber: 'MX-0001', date: '01/06/2025', yield: '18.4', unit: 'L', session: choiceLabel('milkingSessions', 'morning', language) }];
  const farm = reference.farms[0];
  const place = { farm: farm?.name ?? '', zone: farm?.zones[0]?.name ?? '', group: reference.groups[0]?.name ?? '' };
  const species = reference.species.find((entry) => entry.code === 'cattle') ?? reference.species[0];
  const speciesCode = species ? speciesLabel({ speciesName: species.name, speciesNameEs: species.nameEs }, language) : '';
  return [
    {
      tagNumber: 'MX-0001',
      nickname: 'Canela',
      speciesCode,
      gender: choiceLabel('genders', 'female', language),
      breedCode: species?.breeds[0]?.name ?? '',
      birthDate: '14/03/2021',
      categoryStage: choiceLabel('categoryStages', 'cow', language),
      ...place,
      birthWeight: '32',
      birthWeightUnit: 'kg',
      tagType: choiceLabel('tagTypes', 'plastic', language),
      tagColour: choiceLabel('tagColours', 'yellow', language),
    },
    {
      tagNumber: 'MX-0002',
      speciesCode,
      gender: choiceLabel('genders', 'male', language),
      birthDate: '20/02/2025',
      categoryStage: choiceLabel('categoryStages', 'newborn', language),
      farm: place.farm,
      zone: place.zone,
      damTag: 'MX-0001',
      twin: choiceLabel('yesNo', 'no', language),
    },
  ];
}

/** The "Values" sheet: for each coded column, every value it takes (its code, its labels) and what it belongs to (a zone's farm, a breed's species). */
function values(kind: AnimalImportKind, reference: ImportReference, language: Language): (string | null)[][] {
  const rows: (string | null)[][] = [];
  for (const { header, value } of animalImportColumns(kind)) {
    const column = header[language];
    if (!value) continue;
    if ('date' in value) for (const format of DATE_FORMATS) rows.push([column, format]);
    else if ('choices' in value) for (const [code, labels] of Object.entries(ANIMAL_FILE_CHOICES[value.choices])) rows.push([column, code, labels.en, labels.es]);
    else if (value.lookup === 'species') for (const entry of reference.species) rows.push([column, entry.code, entry.name, entry.nameEs]);
    else if (value.lookup === 'breed') {
      for (const entry of reference.species) {
        const of = speciesLabel({ speciesName: entry.name, speciesNameEs: entry.nameEs }, language);
        for (const breed of entry.breeds) rows.push([column, breed.code, breed.name, null, of]);
      }
    } else if (value.lookup === 'farm') for (const farm of reference.farms) rows.push([column, farm.name]);
    else if (value.lookup === 'zone') for (const farm of reference.farms) for (const zone of farm.zones) rows.push([column, zone.name, null, null, farm.name]);
    else for (const group of reference.groups) rows.push([column, group.name]);
  }
  return rows;
}

export interface ImportTemplate {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

/**
 * GET /api/animal/import/template: the header row in the caller's language (`*` marks the
 * required columns) and example rows from the organisation's own farms. A CSV is that alone
 * (one header row, so it imports as it is); an XLSX adds the "Values" sheet (the import reads the first sheet only).
 */
export async function importTemplate(db: Db, organizationId: string, kind: AnimalImportKind, format: AnimalImportFormat, language: Language): Promise<ImportTemplate> {
  const reference = await importReference(db, organizationId);
  const columns = animalImportColumns(kind);
  const header = columns.map((column) => (column.required ? `${column.header[language]}*` : column.header[language]));
  const rows = examples(kind, reference, language).map((example) => columns.map((column) => example[column.name] ?? ''));
  const fileName = `${kind}-import-template.${format}`;
  if (format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: CSV_BOM + csvRows([header, ...rows]) };

  const texts = ANIMAL_FILE_TEXTS[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'animals' ? texts.animalsSheet : texts.recordsSheet);
  sheet.addRows([header, ...rows]);
  sheet.columns.forEach((column) => (column.width = 18));
  workbook.addWorksheet(texts.valuesSheet).addRows([[...texts.valuesHeader], ...values(kind, reference, language)]);
  return { fileName, contentType: XLSX, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
