import { z } from 'zod';
import { attachment, clientKey, fileField, pageOf, pageQuery, text } from '../http';

/**
 * Enquiries (docs/decisions.md: enquiries): a question a user of the organisation puts to its
 * administrators, who are its support staff, and the chat between them. Never across organisations.
 */
export const ENQUIRY_CATEGORIES = ['animals', 'health', 'breeding', 'feed', 'equipment', 'orders', 'account', 'technical', 'other'] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

/** Open until support answers; answered until the asker writes again; closed by either side. */
export const ENQUIRY_STATUSES = ['open', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_SUBJECT_MAX_LENGTH = 120;
export const ENQUIRY_DESCRIPTION_MAX_LENGTH = 4000;
/** The limit on one chat message. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** Create: the fields of a multipart body (a photo or a document may go with it). */
export const enquiryRequest = z.object({
  subject: text({ error: 'enquiries.subjectRequired' }).trim().min(1, 'enquiries.subjectRequired').max(ENQUIRY_SUBJECT_MAX_LENGTH, 'enquiries.subjectTooLong'),
  category: z.enum(ENQUIRY_CATEGORIES, { error: 'enquiries.categoryInvalid' }),
  description: text({ error: 'enquiries.descriptionRequired' }).trim().min(1, 'enquiries.descriptionRequired').max(ENQUIRY_DESCRIPTION_MAX_LENGTH, 'enquiries.descriptionTooLong'),
  file: fileField('attachments.fileRequired', 'A photo or document: CSV, XLS, XLSX, PDF, DOCX, PNG or JPEG; an image at most 1 MB, another file at most 10 MB').optional(),
});
export type EnquiryRequest = z.infer<typeof enquiryRequest>;
export type EnquiryInput = z.input<typeof enquiryRequest>;

export const enquiryListQuery = pageQuery.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: 'enquiries.statusInvalid' }).optional(),
  category: z.enum(ENQUIRY_CATEGORIES, { error: 'enquiries.categoryInvalid' }).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuery>;

const person = z.object({ id: z.uuid(), name: text() });

export const enquirySummary = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: text(),
  category: z.enum(ENQUIRY_CATEGORIES),
  status: z.enum(ENQUIRY_STATUSES),
  askedBy: person,
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
  /** Messages from the other side the signed-in person has not read. */
  unread: z.number().int(),
});
export type EnquirySummary = z.infer<typeof enquirySummary>;
export const enquiryPage = pageOf(enquirySummary);
export type EnquiryPage = z.infer<typeof enquiryPage>;

export const enquiry = enquirySummary.extend({
  description: text(),
  attachments: z.array(attachment),
  /** The newest message of this person's that the other side has read (0: none): the chat's ticks. */
  readByOtherUpTo: z.number().int(),
  /** Whether the signed-in person answers as support (an administrator who did not ask). */
  asSupport: z.boolean(),
});
export type Enquiry = z.infer<typeof enquiry>;

/**
 * One chat message. `seq` numbers an enquiry's messages 1, 2, 3… in the order the server stored
 * them: a client that reconnects asks for those after the last it holds, so none is lost or doubled.
 */
export const chatMessage = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  /** The sender's own id for it: a message sent twice (a retry after a dropped connection) is stored once. */
  clientId: z.uuid(),
  author: person,
  body: text(),
  sentAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatMessageRequest = z.object({
  clientId: clientKey('enquiries.clientIdInvalid'),
  body: text({ error: 'enquiries.messageRequired' }).trim().min(1, 'enquiries.messageRequired').max(CHAT_MESSAGE_MAX_LENGTH, 'enquiries.messageTooLong'),
});
export type ChatMessageRequest = z.infer<typeof chatMessageRequest>;

export const chatHistoryQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });
export const chatReadRequest = z.object({ seq: z.number().int().min(0) });

export const enquiryParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
export const enquiryAttachmentParams = enquiryParams.extend({ attachmentId: z.uuid({ error: 'errors.notFound' }) });
