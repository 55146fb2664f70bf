import type { FaqEntry, FaqEntryRequest } from '@ganado/shared/faq';
import type { AppContext } from '../../context';
import type { FaqEntryRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { deleteFaqEntry, findFaqEntry, insertFaqEntry, listFaqEntries, updateFaqEntry } from './faq.repository';

const present = (row: FaqEntryRow): FaqEntry => ({
  id: row.id,
  topic: row.topic,
  questionEn: row.questionEn,
  answerEn: row.answerEn,
  questionEs: row.questionEs,
  answerEs: row.answerEs,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the log keeps of an entry: its topic and questions (an answer may be long). */
const logged = (row: FaqEntryRow) => ({ topic: row.topic, questionEn: row.questionEn, questionEs: row.questionEs });

export async function getFaqEntries(context: AppContext, session: Session): Promise<FaqEntry[]> {
  return (await listFaqEntries(context.db, session.organizationId)).map(present);
}

export function addFaqEntry(context: AppContext, session: Session, request: FaqEntryRequest, ip: string): Promise<FaqEntry> {
  return context.db.transaction(async (tx) => {
    const row = await insertFaqEntry(tx, session.organizationId, session.userId, request);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'faqEntry.create', entityType: 'faqEntry', entityId: row.id, after: logged(row), ipAddress: ip });
    return present(row);
  });
}

export function changeFaqEntry(context: AppContext, session: Session, id: string, request: FaqEntryRequest, ip: string): Promise<FaqEntry> {
  return context.db.transaction(async (tx) => {
    const before = await findFaqEntry(tx, session.organizationId, id);
    const row = before && (await updateFaqEntry(tx, session.organizationId, id, request));
    if (!before || !row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'faqEntry.update', entityType: 'faqEntry', entityId: id, before: logged(before), after: logged(row), ipAddress: ip });
    return present(row);
  });
}

export function removeFaqEntry(context: AppContext, session: Session, id: string, ip: string): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const row = await deleteFaqEntry(tx, session.organizationId, id);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'faqEntry.delete', entityType: 'faqEntry', entityId: id, before: logged(row), ipAddress: ip });
    return { id };
  });
}
