import type { ActivityAction } from '@ganado/shared/activity-log';
import type { Db } from '../../db/client';
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
  await tx.insert(activityLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
