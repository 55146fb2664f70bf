import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attemptCounters } from '../../db/schema';

/** A limit: `max` attempts, then nothing for `blockMs`; a count untouched for `forgetMs` starts again. */
export interface AttemptRule {
  max: number;
  blockMs: number;
  forgetMs: number;
}

export interface Claim {
  /** Attempts counted so far, this one included (the highest of the keys). */
  count: number;
  /** This attempt reached the limit: the keys are blocked from now on. */
  blocked: boolean;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Counts one attempt on every key in one statement, or none if a key is blocked (then answers
 * null): a conditional upsert, so parallel attempts are counted one by one by the database and
 * never more than `max` get through (docs/decisions.md, "Security"). Keys are taken in order, so
 * two claims on the same keys cannot deadlock. A blocked key whose block has passed, or a count
 * older than `forgetMs`, starts again at 1. A claim refused on one key still counts on the others.
 */
export async function claimAttempt(db: Db, keys: readonly string[], rule: AttemptRule, now: Date): Promise<Claim | null> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) throw new Error('an attempt is counted on at least one key');
  const blockedUntil = new Date(now.getTime() + rule.blockMs);
  const forgetAt = new Date(now.getTime() + rule.forgetMs);
  const blockedExpiry = blockedUntil > forgetAt ? blockedUntil : forgetAt;
  const { count, blockedUntil: blocked, expiresAt } = attemptCounters;
  const next = sql`case when ${expiresAt} <= ${at(now)} or ${blocked} <= ${at(now)} then 1 else ${count} + 1 end`;
  const reaches = sql`${next} >= ${rule.max}`;
  const first = rule.max <= 1;
  const rows = await db
    .insert(attemptCounters)
    .values(sorted.map((key) => ({ key, count: 1, blockedUntil: first ? blockedUntil : null, expiresAt: first ? blockedExpiry : forgetAt })))
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: next,
        blockedUntil: sql`case when ${reaches} then ${at(blockedUntil)} end`,
        expiresAt: sql`case when ${reaches} then ${at(blockedExpiry)} else ${at(forgetAt)} end`,
      },
      setWhere: sql`${blocked} is null or ${blocked} <= ${at(now)}`,
    })
    .returning({ count, blockedUntil: blocked });
  if (rows.length < sorted.length) return null;
  return { count: Math.max(...rows.map((row) => row.count)), blocked: rows.some((row) => row.blockedUntil !== null) };
}

/** A success: the counts of these keys start again. */
export async function forgetAttempts(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(attemptCounters).where(inArray(attemptCounters.key, [...keys]));
}

/** Rows past their expiry (run on a timer), so names tried once do not pile up. */
export async function forgetExpiredAttempts(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(attemptCounters).where(lte(attemptCounters.expiresAt, now)).returning({ key: attemptCounters.key });
  return gone.length;
}
