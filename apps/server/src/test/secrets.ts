import { expect } from 'vitest';
import type { Db } from '../db/client';
import { activityLog, linkTokens, otpCodes, refreshTokens, users } from '../db/schema';

/** Every hash the database holds: none may ever appear in an answer. */
async function storedHashes(db: Db): Promise<string[]> {
  const rows = [
    ...(await db.select({ value: users.passwordHash }).from(users)),
    ...(await db.select({ value: refreshTokens.tokenHash }).from(refreshTokens)),
    ...(await db.select({ value: otpCodes.codeHash }).from(otpCodes)),
    ...(await db.select({ value: linkTokens.tokenHash }).from(linkTokens)),
  ];
  return rows.map((row) => row.value).filter((value): value is string => Boolean(value));
}

/**
 * Asserts that serialised answers carry no password hash, code hash or token hash, and that
 * the activity log holds none either.
 */
export async function expectNoStoredSecrets(db: Db, bodies: string[]): Promise<void> {
  const hashes = await storedHashes(db);
  expect(hashes.length).toBeGreaterThan(0);
  const activity = JSON.stringify(await db.select().from(activityLog));
  for (const body of [...bodies, activity]) {
    expect(body).not.toMatch(/\$argon2/);
    for (const hash of hashes) expect(body).not.toContain(hash);
  }
}
