import type { MessageKey } from '@ganado/shared';
import {
  ANIMAL_FILE_COLUMNS,
  ANIMAL_IMPORT_FILE_FIELD,
  ANIMAL_IMPORT_MAX_ROWS,
  ANIMAL_IMPORT_XLSX_LIMITS,
  type AnimalFileColumn,
  type AnimalImportKind,
  foldHeader,
} from '@ganado/shared/animals';
import { AppError, type FieldProblem } from '../../../http/app-error';
import { readXlsxOffThread } from '../../uploads/off-thread';
import type { XlsxProblem } from '../../uploads/xlsx.guard';
import type { Sheet } from '../../uploads/xlsx.sheet';
import type { XlsxRead } from '../../uploads/xlsx.task';
import { csvText, delimiterOf, parseCsv } from '../../users/users.import.csv';

/** One data row of a file: its number as the person sees it (the line, or the sheet's row) and its cells by column. */
export interface FileRow {
  row: number;
  values: Record<string, string>;
}
/** Each column's header as the file writes it, by column name (messages name the column so). */
export type Headers = Record<string, string>;
export interface ImportFile {
  headers: Headers;
  rows: FileRow[];
}

const refused = (key: MessageKey, param: string = ANIMAL_IMPORT_FILE_FIELD) => AppError.invalid([{ param, key }]);

/**
 * Columns by every header that names them: the field's name, its header in either language, and
 * the headers of earlier files, compared as foldHeader does ("Tag number *", "tagNumber" and
 * "número de arete" are the same column).
 */
const columnsByHeader = (columns: readonly AnimalFileColumn[]) =>
  new Map(columns.flatMap((column) => [column.name, ...Object.values(column.header), ...(column.aliases ?? [])].map((header) => [foldHeader(header), column])));

const COLUMN_BY_HEADER = Object.fromEntries(
  Object.entries(ANIMAL_FILE_COLUMNS).map(([kind, columns]) => [kind, columnsByHeader(columns as readonly AnimalFileColumn[])]),
) as Record<AnimalImportKind, Map<string, AnimalFileColumn>>;

function readCsv(bytes: Buffer): Sheet {
  const text = csvText(bytes);
  if (text === undefined) throw refused('animals.importUnreadable');
  const parsed = parseCsv(text, delimiterOf(text.slice(0, text.search(/\r|\n|$/))));
  if (!parsed.ok) throw refused('animals.importUnreadable');
  const [header, ...records] = parsed.records;
  return { header: header?.values ?? [], rows: records.map((record) => ({ row: record.line, cells: record.values })) };
}

const XLSX_REFUSALS: Record<XlsxProblem, MessageKey> = {
  unreadable: 'animals.importUnreadable',
  tooManyParts: 'animals.importTooManyParts',
  unpacksTooBig: 'animals.importUnpacksTooBig',
  cellTooLong: 'animals.importCellTooLong',
  tooManyRows: 'animals.importTooManyRows',
};

/**
 * Checked against the import's limits, then read, in a worker thread (uploads/off-thread.ts). A
 * thread that died on its heap ceiling read something the checks let through: unreadable too.
 */
async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const read = await readXlsxOffThread(bytes, ANIMAL_IMPORT_XLSX_LIMITS).catch((): XlsxRead => ({ problem: 'unreadable', unpackedBytes: 0 }));
  if (!read.sheet) throw refused(XLSX_REFUSALS[read.problem ?? 'unreadable']);
  return read.sheet;
}

/**
 * Matches the header row to the kind's columns: every required column present, none unknown or
 * twice. Answers each column's position in the file and its header there; the export's computed
 * columns (a current weight) are known and skipped, so an exported file imports as it is.
 */
function columnsOf(columns: readonly AnimalFileColumn[], byHeader: Map<string, AnimalFileColumn>, header: string[]): { positions: Map<string, number>; headers: Headers } {
  const positions = new Map<string, number>();
  const headers: Headers = {};
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  header.forEach((title, index) => {
    if (title.trim() === '') return;
    const column = byHeader.get(foldHeader(title));
    if (!column) problems.push({ param: title.trim(), key: 'animals.importUnknownColumn' });
    else if (seen.has(column.name)) problems.push({ param: column.name, key: 'animals.importDuplicateColumn' });
    else {
      seen.add(column.name);
      if (column.exportOnly) return;
      positions.set(column.name, index);
      headers[column.name] = title.trim();
    }
  });
  for (const column of columns) {
    if (column.required && !positions.has(column.name)) problems.push({ param: column.name, key: 'animals.importMissingColumn' });
  }
  if (problems.length > 0) throw AppError.invalid(problems);
  return { positions, headers };
}

/**
 * Reads a whole CSV or XLSX file into rows of cells by `columns`, refusing (422, nothing stored) a
 * file that is not one, cannot be parsed, unpacks past the XLSX limits, has a wrong header, or has
 * no or more than `maxRows` rows (its size in bytes was held to the limit as it arrived: the
 * route's upload). Whether each row's values are right is judged afterwards, by the kind's checks.
 */
export async function readSpreadsheet(columns: readonly AnimalFileColumn[], filename: string, bytes: Buffer, maxRows: number, byHeader = columnsByHeader(columns)): Promise<ImportFile> {
  const extension = filename.toLowerCase().split('.').pop();
  if (extension !== 'csv' && extension !== 'xlsx') throw refused('animals.importFileType');
  const sheet = extension === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  if (sheet.header.length === 0) throw refused('animals.importEmpty');
  const { positions, headers } = columnsOf(columns, byHeader, sheet.header);
  if (sheet.rows.length === 0) throw refused('animals.importEmpty');
  if (sheet.rows.length > maxRows) throw refused('animals.importTooManyRows');
  const rows = sheet.rows.map(({ row, cells }) => ({
    row,
    values: Object.fromEntries([...positions].map(([column, index]) => [column, (cells[index] ?? '').trim()])),
  }));
  return { headers, rows };
}

/** An animals, weights or milk file (animals.import.service.ts). */
export const readImportFile = (kind: AnimalImportKind, filename: string, bytes: Buffer): Promise<ImportFile> =>
  readSpreadsheet(ANIMAL_FILE_COLUMNS[kind] as readonly AnimalFileColumn[], filename, bytes, ANIMAL_IMPORT_MAX_ROWS, COLUMN_BY_HEADER[kind]);
