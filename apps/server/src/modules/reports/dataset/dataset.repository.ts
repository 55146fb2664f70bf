import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

export type DatasetRow = Record<string, unknown>;

/**
 * A table's rows a batch at a time through a cursor of the caller's transaction: one statement,
 * one plan and one snapshot for the whole table, and never more than a batch of rows in memory (a
 * 100,000-animal herd has millions of records). The cursor is closed when the rows run out or the
 * reader stops early; after a failure the transaction's rollback ends it.
 */
export async function* cursorBatches(tx: Db, cursor: string, query: SQL, batch: number): AsyncGenerator<DatasetRow[]> {
  // The cursor's name is the caller's constant, never input.
  await tx.execute(sql`declare ${sql.raw(cursor)} no scroll cursor for ${query}`);
  let failed = false;
  try {
    for (;;) {
      const rows = await rowsOf<DatasetRow>(tx.execute(sql.raw(`fetch forward ${batch} from ${cursor}`)));
      if (rows.length > 0) yield rows;
      if (rows.length < batch) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (!failed) await tx.execute(sql.raw(`close ${cursor}`));
  }
}
