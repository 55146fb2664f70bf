import { desc, eq } from 'drizzle-orm';
import type { OutboxEntry } from '@ganado/shared/auth';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export async function insertOutbox(db: Db, values: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(values);
}

/** The newest messages `db` may see: an organisation's own (row-level security), or all through the system handle. */
export async function listOutbox(db: Db, filter: { recipient?: string; limit: number }): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(filter.limit);
  return rows.map(({ channel, recipient, subject, body, code, attachments, createdAt }) => ({ channel, recipient, subject, body, code, attachments, createdAt: createdAt.toISOString() }));
}
