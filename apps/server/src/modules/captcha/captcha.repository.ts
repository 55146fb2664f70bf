import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spentCaptchas } from '../../db/schema';

/** Rows outlive their challenge by this much, so a replica whose clock runs behind still finds them. */
const KEPT_AFTER_EXPIRY_MS = 60 * 60_000;

/**
 * Spends a solved challenge: true the first time, false ever after. The claim is one
 * `INSERT … ON CONFLICT DO NOTHING RETURNING`, so of parallel sign-ups with one solution exactly
 * one gets the row. Spent challenges long expired are forgotten on the way (sign-ups are few).
 */
export async function spendChallenge(db: Db, challenge: { signature: string; expiresAt: Date }, now: Date): Promise<boolean> {
  await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS)));
  const spent = await db.insert(spentCaptchas).values(challenge).onConflictDoNothing().returning({ signature: spentCaptchas.signature });
  return spent.length === 1;
}
