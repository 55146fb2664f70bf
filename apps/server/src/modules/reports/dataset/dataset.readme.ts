import type { DatasetFormat, DatasetTable } from '@ganado/shared/reports';
import { CSV_BOM, csvRows } from '../../../http/csv';
import { DATASET_TABLE_SPECS } from './dataset.tables';

/** What a file's column type is called in the dictionary, per format. */
const TYPE_NAMES = {
  csv: { text: 'text', number: 'number', instant: 'timestamp (ISO 8601, UTC)', day: 'date (YYYY-MM-DD)' },
  parquet: { text: 'string (UTF-8)', number: 'double', instant: 'timestamp (milliseconds, UTC)', day: 'date' },
} as const;

/** dictionary.csv: every column of every file, its type in this format and what it means. */
export function dictionaryFile(format: DatasetFormat): Buffer {
  const rows = DATASET_TABLE_SPECS.flatMap((spec) => spec.columns.map((column) => [`${spec.name}.${format}`, column.name, TYPE_NAMES[format][column.type], column.meaning]));
  return Buffer.from(CSV_BOM + csvRows([['file', 'column', 'type', 'meaning'], ...rows]));
}

export interface DatasetSummary {
  organization: string;
  exportedAt: Date;
  format: DatasetFormat;
  /** Rows written per table, and whether the table was cut at the limit. */
  tables: ReadonlyMap<DatasetTable, { rows: number; cut: boolean }>;
  maxRows: number;
}

/** README.txt: what the archive holds, how it reads, and anything left out. */
export function readmeFile(summary: DatasetSummary): Buffer {
  const lines = [
    `Ganado dataset of ${summary.organization}`,
    `Exported ${summary.exportedAt.toISOString()} (UTC) as ${summary.format === 'csv' ? 'CSV' : 'Parquet'}.`,
    '',
    'Files:',
    ...DATASET_TABLE_SPECS.map((spec) => {
      const table = summary.tables.get(spec.name);
      const count = table ? `${table.rows} rows${table.cut ? `, cut at the limit of ${summary.maxRows}` : ''}` : 'not written';
      return `  ${spec.name}.${summary.format}: ${spec.rows} (${count})`;
    }),
    '  dictionary.csv: every column of every file, its type and its meaning',
    '',
    'Reading the files:',
    '  - Ids are UUIDs; they join the files: records.animal_id, pedigree.sire_id and pedigree.dam_id are animals.id.',
    '  - Times are in UTC. Weights are in the unit given beside them (records.unit), as the farm recorded them.',
    '  - records.details is JSON text: what the record holds beyond its quantity.',
    summary.format === 'csv'
      ? '  - CSV: UTF-8 with a byte-order mark, every cell in double quotes, rows ended by CRLF. A text beginning with = + - @ is written after a single quote, so a spreadsheet never runs it as a formula.'
      : '  - Parquet: one row group per batch of rows; columns are typed (strings, doubles, timestamps, dates) and every column may be empty (null).',
    '  - The files were read in one transaction: they agree with each other as of the export.',
    '',
  ];
  return Buffer.from(lines.join('\r\n'));
}
