import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LinkPurpose, linkTokens } from '../../db/schema';

export type LinkTokenRow = typeof linkTokens.$inferSelect;

export async function insertLinkToken(db: Db, values: typeof linkTokens.$inferInsert): Promise<void> {
  await db.insert(linkTokens).values(values);
}

const usable = (tokenHash: string, purposes: LinkPurpose[], now: Date) =>
  and(eq(linkTokens.tokenHash, tokenHash), inArray(linkTokens.purpose, purposes), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, now));

/** An unspent, unexpired token of one of these purposes, left unspent. */
export async function findUsableLinkToken(db: Db, tokenHash: string, purposes: LinkPurpose[], now: Date) {
  const [row] = await db.select().from(linkTokens).where(usable(tokenHash, purposes, now));
  return row;
}

/** Spends the token in one statement, so two requests can never both use it. */
export async function spendLinkToken(db: Db, tokenHash: string, purposes: LinkPurpose[], now: Date) {
  const [row] = await db.update(linkTokens).set({ usedAt: now }).where(usable(tokenHash, purposes, now)).returning();
  return row;
}

/** After a new password: no link or flow token made before it can still be used. */
export async function spendLinkTokensOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), isNull(linkTokens.usedAt)));
}
