import { z } from 'zod';

/** GET /api/dev/outbox (outside production only): the messages the server sent, latest first. */
export const outboxQuery = z.object({
  recipient: z.string().trim().toLowerCase().optional().describe('Only messages to this email or mobile number'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxEntry = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** The one-time code, or the link token, the message carries. */
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
