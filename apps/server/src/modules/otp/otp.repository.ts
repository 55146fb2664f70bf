import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OtpPurpose, otpCodes } from '../../db/schema';

export type OtpRow = typeof otpCodes.$inferSelect;

/** The newest code of a purpose, spent or not (the resend cooldown counts from it). */
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

export async function updateOtp(db: Db, id: string, values: Partial<typeof otpCodes.$inferInsert>): Promise<void> {
  await db.update(otpCodes).set(values).where(eq(otpCodes.id, id));
}
