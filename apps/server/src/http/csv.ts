import { stringify } from 'csv-stringify/sync';

/** A cell the server writes: text, a number it computed (a weight), or nothing. */
export type CsvCell = string | number | null;

/** UTF-8's byte-order mark, so Excel reads the accents of Spanish names in a downloaded file. */
export const CSV_BOM = '\uFEFF';

/**
 * The one CSV writer of every file the server sends (docs/decisions.md, "CSV files"): rows ended
 * by CRLF, every cell in double quotes (RFC 4180, quotes doubled), so a `;` inside a cell never
 * splits it for a spreadsheet set to semicolons; and a text cell beginning with = + - @, tab or
 * carriage return (or their full-width forms) prefixed with a single quote, so a spreadsheet shows
 * it instead of running it as a formula (OWASP, CSV injection). Numbers stay numbers, `-3` included.
 */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows as CsvCell[][], { quoted: true, quoted_empty: true, escape_formulas: true, record_delimiter: 'windows' });
}
