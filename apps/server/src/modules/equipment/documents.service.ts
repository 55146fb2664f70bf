import type { Attachment } from '@ganado/shared/http';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { dropAttachment, findAttachment, keepAttachment, listAttachments, presentAttachment, sendAttachment } from '../uploads/attachments';
import { findEquipment } from './equipment.repository';

/** The item's files (manuals, invoices) as the shared attachments keep them (docs/decisions.md: attachments). */
async function subjectOf(db: Db, organizationId: string, id: string) {
  if (!(await findEquipment(db, organizationId, id))) throw AppError.notFound();
  return { organizationId, subjectType: 'equipment' as const, subjectId: id };
}

export async function getDocuments(context: AppContext, session: Session, id: string): Promise<Attachment[]> {
  return (await listAttachments(context.db, await subjectOf(context.db, session.organizationId, id))).map(presentAttachment);
}

export function attachDocument(context: AppContext, session: Session, id: string, file: UploadedFile, ip: string): Promise<Attachment> {
  return context.db.transaction(async (tx) => {
    const row = await keepAttachment(tx, context, await subjectOf(tx, session.organizationId, id), session.userId, file);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipment.attach', entityType: 'equipment', entityId: id, after: { fileName: row.fileName, size: row.size }, ipAddress: ip });
    return presentAttachment(row);
  });
}

export async function downloadDocument(context: AppContext, session: Session, id: string, attachmentId: string, reply: FastifyReply) {
  const row = await findAttachment(context.db, await subjectOf(context.db, session.organizationId, id), attachmentId);
  if (!row) throw AppError.notFound();
  return sendAttachment(reply, context, row);
}

export function removeDocument(context: AppContext, session: Session, id: string, attachmentId: string, ip: string): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const row = await dropAttachment(tx, await subjectOf(tx, session.organizationId, id), attachmentId);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipment.detach', entityType: 'equipment', entityId: id, before: { fileName: row.fileName, size: row.size }, ipAddress: ip });
    return { id: attachmentId };
  });
}
