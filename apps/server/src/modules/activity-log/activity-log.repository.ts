import type { ActivityAction } from '@ganado/shared/activity-log';
import type { Db } from '../../db/client';
import { orderedId } from '../../db/ordered-id';
import { activityLog } from '../../db/schema';

export interface ActivityEntry {
  /** Null for the operators' own events, of no organisation yet (a pre-registration): no tenant sees them. */
  organizationId: string | null;
  /** Null when nobody is signed in (a sign-up, a password reset by link). */
  actorId: string | null;
  /** `<entity>.<verb>`, one of the shared list the web labels. */
  action: ActivityAction;
  entityType: string;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ipAddress?: string | null;
}

/**
 * Records a write. Call it with the transaction that made the write, so the two commit or
 * roll back together. Never pass secrets, hashes or codes in before/after.
 */
export async function recordActivity(tx: Db, entry: ActivityEntry): Promise<void> {
  await recordActivities(tx, [entry]);
}

/**
 * Records several writes of one transaction in one statement (recordActivity's rules). They share
 * the transaction's time, so their ids are ordered (db/ordered-id.ts): a history lists them in the
 * order given.
 */
export async function recordActivities(tx: Db, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activityLog).values(
    entries.map((entry) => ({ id: orderedId(), ...entry, before: entry.before ?? null, after: entry.after ?? null, ipAddress: entry.ipAddress ?? null })),
  );
}
