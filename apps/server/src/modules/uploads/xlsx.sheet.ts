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
 * Reads the workbook's first sheet with exceljs. The whole workbook is loaded (about 10 bytes of
 * heap per byte of sheet XML): exceljs's streaming reader would hold less, but it can answer a
 * shared string's index instead of its text and splits rich text, so its rows cannot be trusted
 * (docs/decisions.md). That is why it runs in a worker thread with a heap ceiling, on files that
 * checkXlsx (xlsx.guard.ts) has let through. Throws on a file that is not an XLSX.
 */
export async function readXlsxSheet(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const lines: Sheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim();
    });
    lines.push({ row: number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  const [header, ...rows] = lines;
  return { header: header?.cells ?? [], rows: rows.filter((row) => row.cells.some((cell) => cell !== '')) };
}
