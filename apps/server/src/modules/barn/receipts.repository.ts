import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commandReceipts } from '../../db/schema';

export type NewReceipt = typeof commandReceipts.$inferInsert;

/**
 * Holds the organisation's key until the caller's transaction ends, so the same command sent twice
 * at once is written by the first and answered from its receipt for the second.
 */
export async function lockCommandKey(tx: Db, organizationId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`command:${organizationId}:${key}`}, 0))`);
}

export async function findReceipt(db: Db, organizationId: string, key: string) {
  const [row] = await db
    .select()
    .from(commandReceipts)
    .where(and(eq(commandReceipts.organizationId, organizationId), eq(commandReceipts.key, key)));
  return row;
}

export async function insertReceipt(db: Db, receipt: NewReceipt): Promise<void> {
  await db.insert(commandReceipts).values(receipt);
}

/** Every organisation's receipts made before `before` (the system handle: the purge spans them all); answers how many. */
export async function forgetReceiptsBefore(system: Db, before: Date): Promise<number> {
  const gone = await system.delete(commandReceipts).where(lt(commandReceipts.createdAt, before)).returning({ key: commandReceipts.key });
  return gone.length;
}
