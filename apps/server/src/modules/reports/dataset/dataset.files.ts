import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { CSV_BOM, type CsvCell, csvRows } from '../../../http/csv';
import type { DatasetRow } from './dataset.repository';
import type { DatasetColumn, DatasetColumnType, DatasetTableSpec } from './dataset.tables';

type Batches = AsyncIterable<readonly DatasetRow[]>;
/** A column of a Parquet schema, as the writer takes it (the format's SchemaElement). */
type SchemaElement = ConstructorParameters<typeof ParquetWriter>[0]['schema'][number];

const isoInstant = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)).toISOString());
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A cell of the CSV: instants in ISO 8601 UTC, days and text as they are, numbers as numbers. */
const CSV_CELL: Readonly<Record<DatasetColumnType, (value: unknown) => CsvCell>> = { text, number, instant: isoInstant, day: text };

/**
 * A table as CSV, a batch of rows at a time: the one CSV writer of the server (http/csv.ts: every
 * cell quoted, a text beginning like a formula prefixed with a quote), with a byte-order mark.
 */
export async function* csvFile(spec: DatasetTableSpec, batches: Batches): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvRows([spec.columns.map((column) => column.name)]));
  for await (const rows of batches) {
    yield Buffer.from(csvRows(rows.map((row) => spec.columns.map((column) => CSV_CELL[column.type](row[column.name])))));
  }
}

/** Parquet's types (the format's spec: logical types): text as UTF-8, numbers as doubles, instants as UTC milliseconds, days as dates. */
const PARQUET_TYPE: Readonly<Record<DatasetColumnType, Omit<SchemaElement, 'name'>>> = {
  text: { type: 'BYTE_ARRAY', converted_type: 'UTF8' },
  number: { type: 'DOUBLE' },
  instant: { type: 'INT64', converted_type: 'TIMESTAMP_MILLIS', logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' } },
  day: { type: 'INT32', converted_type: 'DATE' },
};

const PARQUET_VALUE: Readonly<Record<DatasetColumnType, (value: unknown) => unknown>> = {
  text,
  number,
  instant: (value) => (value === null || value === undefined ? null : new Date(Number(value))),
  day: (value) => (value === null || value === undefined ? null : new Date(`${String(value)}T00:00:00.000Z`)),
};

const parquetSchema = (columns: readonly DatasetColumn[]): SchemaElement[] => [
  { name: 'root', num_children: columns.length },
  ...columns.map((column) => ({ name: column.name, repetition_type: 'OPTIONAL' as const, ...PARQUET_TYPE[column.type] })),
];

/**
 * A table as Parquet, one row group per batch: each group's bytes leave as soon as it is written
 * (the writer's buffer is emptied after each), so only a batch and the file's small footer index
 * are held while the file is made.
 */
export async function* parquetFile(spec: DatasetTableSpec, batches: Batches): AsyncGenerator<Buffer> {
  const writer = new ByteWriter();
  const parquet = new ParquetWriter({ writer, schema: parquetSchema(spec.columns), createdBy: 'Ganado' });
  const drain = () => {
    const bytes = Buffer.from(writer.getBytes());
    writer.index = 0;
    return bytes;
  };
  for await (const rows of batches) {
    const columnData = spec.columns.map((column) => ({ name: column.name, data: rows.map((row) => PARQUET_VALUE[column.type](row[column.name])) }));
    await parquet.write({ columnData, rowGroupSize: rows.length });
    yield drain();
  }
  await parquet.finish();
  yield drain();
}
