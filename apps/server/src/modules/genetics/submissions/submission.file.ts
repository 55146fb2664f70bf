import { EPD_FIELDS, type EpdData, type EpdFieldName, type EpdSection, type GroupTrait } from '@ganado/shared/genetics';
import { CSV_BOM, type CsvCell, csvRows } from '../../../http/csv';

/** The sections a submission holds: identity always, then those chosen. */
export const sectionsOf = (chosen: readonly GroupTrait[]): Set<EpdSection> => new Set<EpdSection>(['identity', ...chosen]);

/** The fields of the chosen sections, in the association's column order. */
export const submittedFields = (chosen: readonly GroupTrait[]) => EPD_FIELDS.filter((field) => sectionsOf(chosen).has(field.section));

/** Whether a field holds something: a number, a day, a code, yes or no. */
export const isFilled = (value: EpdData['fields'][EpdFieldName]) => value !== null && value !== '';

/**
 * A cell as associations read them (docs/decisions.md: data submission): sex as M or F, yes/no
 * as Y or N, days as YYYY-MM-DD, numbers as numbers, codes as written.
 */
function cell(name: EpdFieldName, value: EpdData['fields'][EpdFieldName]): CsvCell {
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (name === 'gender') return value === 'male' ? 'M' : 'F';
  return value;
}

/** The submission's CSV: a header of the association's column names, a row per animal. */
export function submissionFile(sheets: readonly EpdData[], chosen: readonly GroupTrait[]): string {
  const fields = submittedFields(chosen);
  const rows = sheets.map((sheet) => fields.map((field) => cell(field.name, sheet.fields[field.name])));
  return CSV_BOM + csvRows([fields.map((field) => field.header), ...rows]);
}
