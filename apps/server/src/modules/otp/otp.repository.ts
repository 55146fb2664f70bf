import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OtpPurpose, otpCodes } from '../../db/schema';

export type OtpRow = typeof otpCodes.$inferSelect;

/** The newest code of a purpose, spent or not: the one a code typed is checked against. */
export async function latestOtp(db: Db, userId: string, purpose: OtpPurpose): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** A new code replaces every earlier one of the same purpose. */
export async function replaceOtp(db: Db, values: typeof otpCodes.$inferInsert & { createdAt: Date }): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: values.createdAt })
    .where(and(eq(otpCodes.userId, values.userId), eq(otpCodes.purpose, values.purpose), isNull(otpCodes.usedAt)));
  await db.insert(otpCodes).values(values);
}

/**
 * Claims one try of a code in one conditional statement, before the code is compared: answers the
 * tries so far (this one included), or undefined when the code is spent, expired or out of tries.
 * Parallel tries are counted one by one (the row is locked until the caller's transaction ends),
 * so never more than `maxTries` are compared.
 */
export async function claimOtpTry(db: Db, id: string, maxTries: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ tries: sql`${otpCodes.tries} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.tries, maxTries), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, now)))
    .returning({ tries: otpCodes.tries });
  return row?.tries;
}

/** Spends a right code; false when a parallel request spent it first. */
export async function spendOtp(db: Db, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return spent.length === 1;
}

/** After a new password: no code sent before it can still be used. */
export async function spendOtpsOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt)));
}
