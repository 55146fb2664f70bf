import { z } from 'zod';
import { text } from '../http';

/** GET /api/dev/outbox (outside production only): the messages the server sent, latest first. */
export const outboxQuery = z.object({
  recipient: text().trim().toLowerCase().optional().describe('Only messages to this email or mobile number'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** A file attached to a message (a scheduled report's PDF): what it was, not its bytes. */
export const outboxAttachment = z.object({ name: text(), type: text(), size: z.number().int().describe('Bytes') });
export type OutboxAttachment = z.infer<typeof outboxAttachment>;

export const outboxEntry = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: text(),
  subject: text().nullable(),
  body: text(),
  /** The one-time code, or the link token, the message carries. */
  code: text().nullable(),
  attachments: z.array(outboxAttachment),
  createdAt: text(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
