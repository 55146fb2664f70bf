import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DatasetQuery, DatasetTable } from '@ganado/shared/reports';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { csvFile, parquetFile } from './dataset.files';
import { dictionaryFile, readmeFile } from './dataset.readme';
import { cursorBatches, type DatasetRow } from './dataset.repository';
import { DATASET_TABLE_SPECS, type DatasetTableSpec } from './dataset.tables';

/** Rows fetched and written at a time: a Parquet row group each, a few MB of memory at most. */
const BATCH_ROWS = 10_000;
/**
 * The most rows a file holds (docs/decisions.md: the dataset export): a herd of 100,000 animals
 * with five years of records has under two million; past this the file is cut, and README.txt says so.
 */
export const DATASET_MAX_ROWS = 5_000_000;

export interface DatasetFile {
  fileName: string;
  path: string;
  size: number;
  /** Deletes the file once sent. */
  remove(): Promise<void>;
}

/** A table's batches up to the limit, counted as they pass. */
async function* counted(batches: AsyncIterable<DatasetRow[]>, tally: { rows: number; cut: boolean }): AsyncGenerator<DatasetRow[]> {
  for await (const rows of batches) {
    const room = DATASET_MAX_ROWS - tally.rows;
    const kept = rows.length > room ? rows.slice(0, room) : rows;
    tally.rows += kept.length;
    if (kept.length > 0) yield kept;
    if (kept.length < rows.length) {
      tally.cut = true;
      return;
    }
  }
}

/**
 * The archive written to `target` within the transaction `tx`: each table's file streamed from its
 * cursor (the zip reads its entries one after another, so one cursor is open at a time), then the
 * dictionary and the README with the counts.
 */
async function writeArchive(tx: Db, session: Session, query: DatasetQuery, now: Date, target: string): Promise<ReadonlyMap<DatasetTable, { rows: number; cut: boolean }>> {
  const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, session.organizationId));
  const tallies = new Map<DatasetTable, { rows: number; cut: boolean }>();
  const zip = new ZipFile();
  const file = (spec: DatasetTableSpec) => {
    const tally = { rows: 0, cut: false };
    tallies.set(spec.name, tally);
    const batches = counted(cursorBatches(tx, `dataset_${spec.name}`, spec.query(session.organizationId), BATCH_ROWS), tally);
    return Readable.from(query.format === 'csv' ? csvFile(spec, batches) : parquetFile(spec, batches));
  };
  for (const spec of DATASET_TABLE_SPECS) zip.addReadStreamLazy(`${spec.name}.${query.format}`, { mtime: now }, (done) => done(null, file(spec)));
  zip.addBuffer(dictionaryFile(query.format), 'dictionary.csv', { mtime: now });
  zip.addReadStreamLazy('README.txt', { mtime: now }, (done) =>
    done(null, Readable.from([readmeFile({ organization: organization?.name ?? '', exportedAt: now, format: query.format, tables: tallies, maxRows: DATASET_MAX_ROWS })])),
  );
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
  return tallies;
}

/**
 * The organisation's dataset as a zip (docs/decisions.md: the dataset export), written to a
 * temporary file before the answer starts, so a failure is an error answer and never half a file,
 * and a slow download holds no transaction open. Read in one transaction; with `snapshot`
 * (PostgreSQL) a repeatable-read one, so the files agree with each other while others write (on
 * PGlite, whose one connection the transaction holds, nobody writes meanwhile). The export is
 * recorded in the activity log once made.
 */
export async function exportDataset(context: AppContext, session: Session, query: DatasetQuery, options: { snapshot: boolean; ip: string }): Promise<DatasetFile> {
  const now = context.clock();
  const folder = await mkdtemp(path.join(tmpdir(), 'ganado-dataset-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const target = path.join(folder, 'dataset.zip');
  try {
    const tallies = await context.db.transaction(
      (tx) => writeArchive(tx, session, query, now, target),
      options.snapshot ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
    );
    await context.db.transaction((tx) =>
      recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'dataset.export',
        entityType: 'dataset',
        entityId: null,
        after: { format: query.format, rows: Object.fromEntries([...tallies].map(([table, tally]) => [table, tally.rows])) },
        ipAddress: options.ip,
      }),
    );
    return { fileName: `dataset-${now.toISOString().slice(0, 10)}.zip`, path: target, size: (await stat(target)).size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
