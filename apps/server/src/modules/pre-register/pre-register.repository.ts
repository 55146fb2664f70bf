import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, preRegistrations } from '../../db/schema';

export type PreRegistrationRow = typeof preRegistrations.$inferSelect;

export async function insertPreRegistration(db: Db, values: typeof preRegistrations.$inferInsert): Promise<PreRegistrationRow> {
  const [row] = await db.insert(preRegistrations).values(values).returning();
  if (!row) throw new Error('insert into pre_registrations returned nothing');
  return row;
}

export async function findPreRegistration(db: Db, id: string): Promise<PreRegistrationRow | undefined> {
  const [row] = await db.select().from(preRegistrations).where(eq(preRegistrations.id, id));
  return row;
}

export async function markPreRegistrationUsed(db: Db, id: string, userId: string): Promise<void> {
  await db.update(preRegistrations).set({ userId }).where(eq(preRegistrations.id, id));
}

export async function dialCodeOf(db: Db, countryCode: string): Promise<string | undefined> {
  const [row] = await db.select({ mobileCode: countries.mobileCode }).from(countries).where(eq(countries.code, countryCode.toUpperCase()));
  return row?.mobileCode;
}
