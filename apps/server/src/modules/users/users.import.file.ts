import type { MessageKey } from '@ganado/shared';
import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_FILE_FIELD,
  USER_IMPORT_LIMITS,
  USER_IMPORT_REQUIRED_COLUMNS,
  type UserImportColumn,
} from '@ganado/shared/users';
import { AppError } from '../../http/app-error';
import { csvText, delimiterOf, parseCsv } from './users.import.csv';

export interface ImportFileRow {
  rowNumber: number;
  email: string | null;
  values: Partial<Record<UserImportColumn, string>>;
}

const refused = (key: MessageKey) => new AppError(422, key, { param: USER_IMPORT_FILE_FIELD });
const isColumn = (name: string): name is UserImportColumn => (USER_IMPORT_COLUMNS as readonly string[]).includes(name);

/**
 * Reads a whole import file before anything is stored, so a malformed file is refused (422, on the
 * `file` field) and creates nothing: not a CSV, a broken quote, a wrong header, a row with more or
 * fewer values than the header, no data rows, or too many (its size was held to the limit as it
 * arrived: the route's upload). Row content is judged later, row by row; here only the shape of the file.
 */
export function readImportFile(filename: string, bytes: Buffer): ImportFileRow[] {
  if (!filename.toLowerCase().endsWith('.csv')) throw refused('userImport.notCsv');
  const text = csvText(bytes);
  if (text === undefined) throw refused('userImport.notCsv');
  const parsed = parseCsv(text, delimiterOf(text.slice(0, text.search(/\r|\n|$/))));
  if (!parsed.ok) throw refused(parsed.problem === 'unclosedQuote' ? 'userImport.unclosedQuote' : 'userImport.strayQuote');
  const [header, ...records] = parsed.records;
  if (!header) throw refused('userImport.noRows');
  const columns = header.values.map((name) => name.trim());
  const known = columns.filter(isColumn);
  if (known.length !== columns.length || new Set(known).size !== known.length || USER_IMPORT_REQUIRED_COLUMNS.some((name) => !known.includes(name))) {
    throw refused('userImport.badHeader');
  }
  if (records.length === 0) throw refused('userImport.noRows');
  if (records.length > USER_IMPORT_LIMITS.maxRows) throw refused('userImport.tooManyRows');
  if (records.some((record) => record.values.length !== known.length)) throw refused('userImport.columnCount');
  return records.map((record) => {
    const values = Object.fromEntries(known.map((name, index) => [name, record.values[index]!]));
    return { rowNumber: record.line, email: values.email?.trim().toLowerCase() || null, values };
  });
}
