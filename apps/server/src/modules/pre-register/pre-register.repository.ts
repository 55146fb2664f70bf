import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, preRegistrations } from '../../db/schema';

export type PreRegistrationRow = typeof preRegistrations.$inferSelect;

export async function insertPreRegistration(db: Db, values: typeof preRegistrations.$inferInsert): Promise<PreRegistrationRow> {
  const [row] = await db.insert(preRegistrations).values(values).returning();
  if (!row) throw new Error('insert into pre_registrations returned nothing');
  return row;
}

export async function dialCodeOf(db: Db, countryCode: string): Promise<string | undefined> {
  const [row] = await db.select({ mobileCode: countries.mobileCode }).from(countries).where(eq(countries.code, countryCode.toUpperCase()));
  return row?.mobileCode;
}
