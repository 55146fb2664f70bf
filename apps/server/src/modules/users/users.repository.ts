import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Only the digits of a mobile number as people type it ("+52 378-123 4567"). */
export const mobileDigits = (value: string) => value.replace(/\D/g, '');

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/**
 * By mobile number, with or without its dial code ("3781234567" or "523781234567"); with a
 * dial code given, only that country's. Sign-in is across organisations, so no tenant filter.
 */
export async function findUserByMobile(db: Db, mobile: string, countryCode?: string): Promise<UserRow | undefined> {
  const digits = mobileDigits(mobile);
  const match = countryCode
    ? and(eq(users.mobile, digits), eq(sql`replace(${users.countryCode}, '-', '')`, mobileDigits(countryCode)))
    : or(eq(users.mobile, digits), eq(sql`replace(${users.countryCode}, '-', '') || ${users.mobile}`, digits));
  const [row] = await db.select().from(users).where(match).orderBy(users.createdAt).limit(1);
  return row;
}

/** The login field takes an email or a mobile number (docs/product.md §5). */
export function findUserByLogin(db: Db, username: string): Promise<UserRow | undefined> {
  return username.includes('@') ? findUserByEmail(db, username) : findUserByMobile(db, username);
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}
