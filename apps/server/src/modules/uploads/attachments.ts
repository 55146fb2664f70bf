import { ATTACHMENT_LIMITS, type Attachment } from '@ganado/shared/http';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { type AttachmentRow, type AttachmentSubject, attachments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { sendFile } from '../../http/table-file';

/**
 * The one way a module keeps a file with its record (docs/decisions.md: attachments). Spec §9's
 * types, judged by the file's first bytes as well as its name: a renamed program is no PDF.
 */
const KINDS = [
  { extensions: ['pdf'], contentType: 'application/pdf', image: false, starts: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  { extensions: ['png'], contentType: 'image/png', image: true, starts: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', image: true, starts: [[0xff, 0xd8, 0xff]] },
  { extensions: ['docx'], contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false, starts: [[0x50, 0x4b, 0x03, 0x04]] },
  { extensions: ['xlsx'], contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false, starts: [[0x50, 0x4b, 0x03, 0x04]] },
  // The old Office format is an OLE compound file.
  { extensions: ['xls'], contentType: 'application/vnd.ms-excel', image: false, starts: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  { extensions: ['csv'], contentType: 'text/csv', image: false, starts: [] },
] as const;

/** A CSV is text: valid UTF-8 with no NUL byte in what we look at. */
const isText = (bytes: Buffer) => {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.length < bytes.length ? head.subarray(0, head.length - 4) : head);
    return true;
  } catch {
    return false;
  }
};

/** The file's kind when its name and its bytes agree on one §9 allows, else undefined. */
export function attachmentKind(file: UploadedFile): { contentType: string; image: boolean } | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const kind = KINDS.find((candidate) => (candidate.extensions as readonly string[]).includes(extension));
  if (!kind || file.data.length === 0) return undefined;
  const matches = kind.starts.length === 0 ? isText(file.data) : kind.starts.some((start) => start.every((byte, index) => file.data[index] === byte));
  return matches ? { contentType: kind.contentType, image: kind.image } : undefined;
}

/**
 * What a route that takes an attachment passes as its config: the parser stops reading at the
 * larger limit, and `keepAttachment` holds an image to §9's 1 MB.
 */
export const ATTACHMENT_ROUTE = { config: { upload: { maxBytes: ATTACHMENT_LIMITS.documentMaxBytes, tooBig: 'attachments.documentTooBig' } } } as const;

/** A file name as it may travel in a header and be shown: its last path part, printable, at most 120 characters. */
const safeName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .slice(-120) || 'file';

export const presentAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  uploadedAt: row.createdAt.toISOString(),
});

interface Subject {
  organizationId: string;
  subjectType: AttachmentSubject;
  subjectId: string;
}

/**
 * Checks and keeps a file for the subject: 422 on the `file` field for a type §9 does not allow or
 * an image over 1 MB. The bytes are stored before the row is written in the caller's transaction;
 * bytes whose transaction fails are left unreferenced, never a row without its bytes.
 */
export async function keepAttachment(db: Db, context: AppContext, subject: Subject, userId: string, file: UploadedFile, param = 'file'): Promise<AttachmentRow> {
  const kind = attachmentKind(file);
  if (!kind) throw new AppError(422, 'attachments.typeNotAllowed', { errors: [{ param, key: 'attachments.typeNotAllowed' }] });
  if (kind.image && file.data.length > ATTACHMENT_LIMITS.imageMaxBytes) throw new AppError(422, 'validation.imageTooBig', { errors: [{ param, key: 'validation.imageTooBig' }] });
  const storageKey = await context.storage.put(`attachments/${subject.subjectType}`, /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? 'bin', file.data);
  const [row] = await db
    .insert(attachments)
    .values({ ...subject, fileName: safeName(file.filename), contentType: kind.contentType, size: file.data.length, storageKey, createdBy: userId })
    .returning();
  if (!row) throw new Error('insert into attachments returned nothing');
  return row;
}

const ofSubject = (subject: Subject) =>
  and(eq(attachments.organizationId, subject.organizationId), eq(attachments.subjectType, subject.subjectType), eq(attachments.subjectId, subject.subjectId));

export function listAttachments(db: Db, subject: Subject): Promise<AttachmentRow[]> {
  return db.select().from(attachments).where(ofSubject(subject)).orderBy(asc(attachments.createdAt), asc(attachments.id));
}

export async function findAttachment(db: Db, subject: Subject, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachments).where(and(ofSubject(subject), eq(attachments.id, id)));
  return row;
}

/** Removes the row (the stored bytes stay, as every upload's do: docs/decisions.md). */
export async function dropAttachment(db: Db, subject: Subject, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.delete(attachments).where(and(ofSubject(subject), eq(attachments.id, id))).returning();
  return row;
}

/** Removes every file of a subject that is being deleted. */
export async function dropAttachmentsOf(db: Db, subject: Subject): Promise<void> {
  await db.delete(attachments).where(ofSubject(subject));
}

/** Answers the file as a download: never shown inline, so an uploaded page cannot run in ours. */
export async function sendAttachment(reply: FastifyReply, context: AppContext, row: AttachmentRow) {
  return sendFile(reply.header('x-content-type-options', 'nosniff'), { fileName: row.fileName, contentType: row.contentType, body: await context.storage.get(row.storageKey) });
}
