import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries, type FaqEntryRow } from '../../db/schema';

type FaqText = Pick<FaqEntryRow, 'topic' | 'questionEn' | 'answerEn' | 'questionEs' | 'answerEs'>;

const ofOrganization = (organizationId: string, id?: string) => and(eq(faqEntries.organizationId, organizationId), id ? eq(faqEntries.id, id) : undefined);

/** The organisation's entries by topic, then as written. */
export function listFaqEntries(db: Db, organizationId: string): Promise<FaqEntryRow[]> {
  return db.select().from(faqEntries).where(ofOrganization(organizationId)).orderBy(asc(faqEntries.topic), asc(faqEntries.createdAt), asc(faqEntries.id));
}

export async function findFaqEntry(db: Db, organizationId: string, id: string): Promise<FaqEntryRow | undefined> {
  const [row] = await db.select().from(faqEntries).where(ofOrganization(organizationId, id));
  return row;
}

export async function insertFaqEntry(db: Db, organizationId: string, createdBy: string, values: FaqText): Promise<FaqEntryRow> {
  const [row] = await db.insert(faqEntries).values({ ...values, organizationId, createdBy }).returning();
  if (!row) throw new Error('insert into faq_entries returned nothing');
  return row;
}

/** The entry changed, or undefined when it is not the organisation's (or is gone). */
export async function updateFaqEntry(db: Db, organizationId: string, id: string, values: FaqText): Promise<FaqEntryRow | undefined> {
  const [row] = await db.update(faqEntries).set(values).where(ofOrganization(organizationId, id)).returning();
  return row;
}

export async function deleteFaqEntry(db: Db, organizationId: string, id: string): Promise<FaqEntryRow | undefined> {
  const [row] = await db.delete(faqEntries).where(ofOrganization(organizationId, id)).returning();
  return row;
}
