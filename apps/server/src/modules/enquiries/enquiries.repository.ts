import type { EnquiryListQuery, EnquiryStatus } from '@ganado/shared/enquiries';
import { and, asc, count, desc, eq, gt, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { nextNumber } from '../../db/numbering';
import { enquiries, enquiryMessages, enquiryReads, type EnquiryRow, organizations, roles, users } from '../../db/schema';
import { personName } from '../action-list/tasks.repository';
import { administering } from '../roles/roles.repository';

/** Who is asking: an administrator sees every enquiry of the organisation, anyone else their own (enquiries.policy.ts). */
export interface Reader {
  organizationId: string;
  userId: string;
  isAdmin: boolean;
}

const visibleTo = (reader: Reader): SQL | undefined =>
  and(eq(enquiries.organizationId, reader.organizationId), reader.isAdmin ? undefined : eq(enquiries.askedBy, reader.userId));

/**
 * The listed enquiry's columns inside a subquery, named with their table: a select from one table
 * writes its columns unqualified, even in a subquery, where they would be the inner table's.
 */
const listed = (column: 'id' | 'asked_by') => sql.raw(`"enquiries"."${column}"`);
const askedByName = sql<string>`(select ${personName} from ${users} where ${users.id} = ${listed('asked_by')})`;
/** Messages from others after what the reader has read. */
const unreadOf = (userId: string) => sql<number>`(select count(*)::int from ${enquiryMessages}
  where ${enquiryMessages.enquiryId} = ${listed('id')} and ${enquiryMessages.authorId} <> ${userId}
  and ${enquiryMessages.seq} > coalesce((select ${enquiryReads.readUpTo} from ${enquiryReads} where ${enquiryReads.enquiryId} = ${listed('id')} and ${enquiryReads.userId} = ${userId}), 0))`;

export type EnquiryListRow = EnquiryRow & { askedByName: string; unread: number };

export async function listEnquiries(db: Db, reader: Reader, query: EnquiryListQuery): Promise<{ rows: EnquiryListRow[]; total: number }> {
  const where = and(
    visibleTo(reader),
    query.status ? eq(enquiries.status, query.status) : undefined,
    query.category ? eq(enquiries.category, query.category) : undefined,
    query.search ? or(ilike(enquiries.subject, containing(query.search)), ilike(enquiries.description, containing(query.search))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ enquiry: enquiries, askedByName, unread: unreadOf(reader.userId) })
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.lastMessageAt), desc(enquiries.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(enquiries).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.enquiry, askedByName: row.askedByName, unread: row.unread })), total: total?.value ?? 0 };
}

/**
 * The enquiry if the reader may see it. `lock` holds the enquiry for the rest of the transaction
 * (a message's number is being taken): an advisory lock, not FOR UPDATE, since the writes that
 * follow insert rows whose foreign keys lock the enquiry's row again, and a row lock with others
 * queued on it then deadlocked on PostgreSQL.
 */
export async function findEnquiry(db: Db, reader: Reader, id: string, lock = false): Promise<EnquiryListRow | undefined> {
  if (lock) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`enquiry:${id}`}, 0))`);
  const [row] = await db
    .select({ enquiry: enquiries, askedByName, unread: unreadOf(reader.userId) })
    .from(enquiries)
    .where(and(visibleTo(reader), eq(enquiries.id, id)));
  return row && { ...row.enquiry, askedByName: row.askedByName, unread: row.unread };
}

export async function insertEnquiry(db: Db, organizationId: string, userId: string, values: Pick<EnquiryRow, 'subject' | 'category' | 'description'>): Promise<EnquiryRow> {
  const number = await nextNumber(db, `enquiries:${organizationId}`, enquiries, enquiries.number, eq(enquiries.organizationId, organizationId));
  const [row] = await db.insert(enquiries).values({ ...values, organizationId, number, askedBy: userId, createdBy: userId }).returning();
  if (!row) throw new Error('insert into enquiries returned nothing');
  return row;
}

export async function setEnquiryStatus(db: Db, organizationId: string, id: string, status: EnquiryStatus, lastMessageAt?: Date): Promise<void> {
  await db
    .update(enquiries)
    .set({ status, ...(lastMessageAt ? { lastMessageAt } : {}) })
    .where(and(eq(enquiries.organizationId, organizationId), eq(enquiries.id, id)));
}

const messageColumns = {
  id: enquiryMessages.id,
  seq: enquiryMessages.seq,
  clientId: enquiryMessages.clientId,
  authorId: enquiryMessages.authorId,
  authorName: sql<string>`coalesce((select ${personName} from ${users} where ${users.id} = ${enquiryMessages.authorId}), '')`,
  body: enquiryMessages.body,
  sentAt: enquiryMessages.sentAt,
};
export interface MessageRow {
  id: string;
  seq: number;
  clientId: string;
  authorId: string;
  authorName: string;
  body: string;
  sentAt: Date;
}

/** An enquiry's messages after `after`, in order. */
export function messagesAfter(db: Db, organizationId: string, enquiryId: string, after: number): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(enquiryMessages)
    .where(and(eq(enquiryMessages.organizationId, organizationId), eq(enquiryMessages.enquiryId, enquiryId), gt(enquiryMessages.seq, after)))
    .orderBy(asc(enquiryMessages.seq));
}

/** A sender's message by their own id: the one stored before, when a send is retried. */
export async function messageByClientId(db: Db, organizationId: string, enquiryId: string, authorId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(enquiryMessages)
    .where(and(eq(enquiryMessages.organizationId, organizationId), eq(enquiryMessages.enquiryId, enquiryId), eq(enquiryMessages.authorId, authorId), eq(enquiryMessages.clientId, clientId)));
  return row;
}

/** Stores a message under the next number; the caller holds the enquiry's row (findEnquiry with lock). */
export async function insertMessage(db: Db, organizationId: string, enquiryId: string, authorId: string, values: { clientId: string; body: string }, sentAt: Date): Promise<MessageRow> {
  const [next] = await db
    .select({ seq: sql<number>`(coalesce(max(${enquiryMessages.seq}), 0) + 1)::int` })
    .from(enquiryMessages)
    .where(eq(enquiryMessages.enquiryId, enquiryId));
  await db.insert(enquiryMessages).values({ organizationId, enquiryId, authorId, seq: Number(next!.seq), sentAt, ...values });
  return (await messageByClientId(db, organizationId, enquiryId, authorId, values.clientId))!;
}

/** Moves the person's read mark forward (never back), up to the newest message; answers the mark. */
export async function markRead(db: Db, organizationId: string, enquiryId: string, userId: string, seq: number): Promise<number> {
  const newest = sql`(select coalesce(max(${enquiryMessages.seq}), 0) from ${enquiryMessages} where ${enquiryMessages.enquiryId} = ${enquiryId})`;
  const [row] = await db
    .insert(enquiryReads)
    .values({ organizationId, enquiryId, userId, readUpTo: sql`least(${seq}::int, ${newest})` })
    .onConflictDoUpdate({
      target: [enquiryReads.enquiryId, enquiryReads.userId],
      set: { readUpTo: sql`greatest(${enquiryReads.readUpTo}, least(${seq}::int, ${newest}))`, updatedAt: sql`now()` },
    })
    .returning({ readUpTo: enquiryReads.readUpTo });
  return row?.readUpTo ?? 0;
}

/** How far anyone but `userId` has read: the ticks on `userId`'s own messages. */
export async function readByOthers(db: Db, enquiryId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ upTo: sql<number>`coalesce(max(${enquiryReads.readUpTo}), 0)::int` })
    .from(enquiryReads)
    .where(and(eq(enquiryReads.enquiryId, enquiryId), ne(enquiryReads.userId, userId)));
  return row?.upTo ?? 0;
}

/**
 * Claims the right to email `userId` about message `seq`: only when every message they were
 * emailed about before has since been read, so one email stands for a run of unread messages.
 */
export async function claimEmail(db: Db, organizationId: string, enquiryId: string, userId: string, seq: number): Promise<boolean> {
  const claimed = await db
    .insert(enquiryReads)
    .values({ organizationId, enquiryId, userId, emailedUpTo: seq })
    .onConflictDoUpdate({
      target: [enquiryReads.enquiryId, enquiryReads.userId],
      set: { emailedUpTo: seq },
      setWhere: and(sql`${enquiryReads.emailedUpTo} <= ${enquiryReads.readUpTo}`, sql`${enquiryReads.readUpTo} < ${seq}`),
    })
    .returning({ userId: enquiryReads.userId });
  return claimed.length > 0;
}

export interface Participant {
  userId: string;
  name: string;
  email: string | null;
  language: 'en' | 'es';
}

/** Who takes part in an enquiry: its asker and the organisation's active administrators (roles.access.ts `administers`). */
export function participants(db: Db, organizationId: string, askedBy: string): Promise<Participant[]> {
  return db
    .select({ userId: users.id, name: personName, email: users.email, language: users.language })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'active'),
        or(eq(users.id, askedBy), administering()),
      ),
    );
}

export async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: personName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
