import type { ChatMessage, ChatMessageRequest, Enquiry, EnquiryListQuery, EnquiryPage, EnquiryRequest, EnquiryStatus, EnquirySummary } from '@ganado/shared/enquiries';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { uploaded } from '../../http/multipart';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { keepAttachment, listAttachments, presentAttachment } from '../uploads/attachments';
import { CHAT_CHANNEL, type ChatNote } from './chat.notes';
import { answersAsSupport, readerOf } from './enquiries.policy';
import {
  type EnquiryListRow,
  findEnquiry,
  insertEnquiry,
  insertMessage,
  listEnquiries,
  markRead,
  messageByClientId,
  messagesAfter,
  type MessageRow,
  readByOthers,
  setEnquiryStatus,
} from './enquiries.repository';

type Asker = Pick<Session, 'organizationId' | 'userId' | 'isAdmin'>;

const presentSummary = (row: EnquiryListRow): EnquirySummary => ({
  id: row.id,
  number: row.number,
  subject: row.subject,
  category: row.category,
  status: row.status,
  askedBy: { id: row.askedBy, name: row.askedByName },
  createdAt: row.createdAt.toISOString(),
  lastMessageAt: row.lastMessageAt.toISOString(),
  unread: row.unread,
});

export const presentMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  seq: row.seq,
  clientId: row.clientId,
  author: { id: row.authorId, name: row.authorName },
  body: row.body,
  sentAt: row.sentAt.toISOString(),
});

/** Tells every replica's chat hub (chat.hub.ts), once the transaction commits. */
export async function notifyChat(db: Db, note: ChatNote): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(note)})`);
}

async function visibleEnquiry(db: Db, session: Asker, id: string, lock = false): Promise<EnquiryListRow> {
  const row = await findEnquiry(db, readerOf(session), id, lock);
  if (!row) throw AppError.notFound();
  return row;
}

async function presentEnquiry(db: Db, session: Asker, row: EnquiryListRow): Promise<Enquiry> {
  const files = await listAttachments(db, { organizationId: row.organizationId, subjectType: 'enquiry', subjectId: row.id });
  return {
    ...presentSummary(row),
    description: row.description,
    attachments: files.map(presentAttachment),
    readByOtherUpTo: await readByOthers(db, row.id, session.userId),
    asSupport: answersAsSupport(session, row),
  };
}

export async function getEnquiries(context: AppContext, session: Asker, query: EnquiryListQuery): Promise<EnquiryPage> {
  const { rows, total } = await listEnquiries(context.db, readerOf(session), query);
  return { items: rows.map(presentSummary), total, page: query.page, limit: query.limit };
}

export async function getEnquiry(context: AppContext, session: Asker, id: string): Promise<Enquiry> {
  return presentEnquiry(context.db, session, await visibleEnquiry(context.db, session, id));
}

export function createEnquiry(context: AppContext, session: Asker, request: EnquiryRequest, ip: string): Promise<Enquiry> {
  return context.db.transaction(async (tx) => {
    const row = await insertEnquiry(tx, session.organizationId, session.userId, request);
    if (request.file) await keepAttachment(tx, context, { organizationId: session.organizationId, subjectType: 'enquiry', subjectId: row.id }, session.userId, uploaded(request.file));
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'enquiry.create',
      entityType: 'enquiry',
      entityId: row.id,
      after: { number: row.number, subject: row.subject, category: row.category, file: request.file?.filename ?? null },
      ipAddress: ip,
    });
    return presentEnquiry(tx, session, await visibleEnquiry(tx, session, row.id));
  });
}

export async function getMessages(context: AppContext, session: Asker, id: string, after: number): Promise<ChatMessage[]> {
  const enquiry = await visibleEnquiry(context.db, session, id);
  return (await messagesAfter(context.db, session.organizationId, enquiry.id, after)).map(presentMessage);
}

export interface SentMessage {
  message: ChatMessage;
  /** False when the sender's id was stored before (a retried send): nothing new was written. */
  created: boolean;
  enquiry: EnquiryListRow;
}

/**
 * Stores a chat message once per sender's id, under the enquiry's next number, with the status it
 * leads to: a message from support answers the enquiry, one from the asker opens it again. A closed
 * enquiry takes none (409). The sender has read what they answer.
 */
export function sendMessage(context: AppContext, session: Asker, id: string, request: ChatMessageRequest, ip: string): Promise<SentMessage> {
  return context.db.transaction(async (tx) => {
    const enquiry = await visibleEnquiry(tx, session, id, true);
    const earlier = await messageByClientId(tx, session.organizationId, enquiry.id, session.userId, request.clientId);
    if (earlier) return { message: presentMessage(earlier), created: false, enquiry };
    if (enquiry.status === 'closed') throw new AppError(409, 'enquiries.closed');
    const row = await insertMessage(tx, session.organizationId, enquiry.id, session.userId, request, context.clock());
    const status: EnquiryStatus = answersAsSupport(session, enquiry) ? 'answered' : 'open';
    await setEnquiryStatus(tx, session.organizationId, enquiry.id, status, row.sentAt);
    await markRead(tx, session.organizationId, enquiry.id, session.userId, row.seq);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'enquiry.message',
      entityType: 'enquiry',
      entityId: enquiry.id,
      after: { seq: row.seq, status },
      ipAddress: ip,
    });
    await notifyChat(tx, { organizationId: session.organizationId, enquiryId: enquiry.id, kind: 'message', seq: row.seq });
    if (status !== enquiry.status) await notifyChat(tx, { organizationId: session.organizationId, enquiryId: enquiry.id, kind: 'status', status });
    return { message: presentMessage(row), created: true, enquiry: { ...enquiry, status } };
  });
}

/** The person has read up to `seq`; the other side's ticks follow. Not an activity: nothing of the record changes. */
export function readMessages(context: AppContext, session: Asker, id: string, seq: number): Promise<{ seq: number }> {
  return context.db.transaction(async (tx) => {
    const enquiry = await visibleEnquiry(tx, session, id);
    const upTo = await markRead(tx, session.organizationId, enquiry.id, session.userId, seq);
    await notifyChat(tx, { organizationId: session.organizationId, enquiryId: enquiry.id, kind: 'read', userId: session.userId, seq: upTo });
    return { seq: upTo };
  });
}

/** Closes or reopens; either side may. Reopened, it is open again until support answers. */
export function setStatus(context: AppContext, session: Asker, id: string, closed: boolean, ip: string): Promise<Enquiry> {
  return context.db.transaction(async (tx) => {
    const enquiry = await visibleEnquiry(tx, session, id, true);
    const status: EnquiryStatus = closed ? 'closed' : 'open';
    if (enquiry.status !== status && (closed || enquiry.status === 'closed')) {
      await setEnquiryStatus(tx, session.organizationId, enquiry.id, status);
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: closed ? 'enquiry.close' : 'enquiry.reopen',
        entityType: 'enquiry',
        entityId: enquiry.id,
        before: { status: enquiry.status },
        after: { status },
        ipAddress: ip,
      });
      await notifyChat(tx, { organizationId: session.organizationId, enquiryId: enquiry.id, kind: 'status', status });
    }
    return presentEnquiry(tx, session, await visibleEnquiry(tx, session, id));
  });
}
