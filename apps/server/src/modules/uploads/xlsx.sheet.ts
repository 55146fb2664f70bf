import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A spreadsheet's first sheet as text: the header row's cells, then each non-blank row with its number. */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** A cell as the person typed it: dates as yyyy-mm-dd, formulas by their result, rich text as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * Reads the first sheet the workbook stores with exceljs's streaming reader, which keeps one row
 * at a time instead of the whole workbook (a 100,000-row sheet: about 60 MB of heap instead of
 * 500 MB). Any later sheet is read through and dropped. Throws on a file that is not an XLSX;
 * call it only on a file checkXlsx (xlsx.guard.ts) has let through.
 */
export async function readXlsxSheet(bytes: Buffer): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const lines: Sheet['rows'] = [];
  let first = true;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      if (!first || !row.hasValues) continue;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value).trim();
      });
      lines.push({ row: row.number, cells: Array.from(cells, (cell) => cell ?? '') });
    }
    first = false;
  }
  const [header, ...rows] = lines;
  return { header: header?.cells ?? [], rows: rows.filter((row) => row.cells.some((cell) => cell !== '')) };
}
