import type { EnquiryStatus } from '@ganado/shared/enquiries';

/** The NOTIFY channel every replica's chat hub listens on (docs/decisions.md: live chat). */
export const CHAT_CHANNEL = 'ganado_chat';

/**
 * What a NOTIFY says: ids and numbers only (a payload is at most 8,000 bytes; a message of 4,000
 * characters may be more), the hub reads the message itself from the table.
 */
export type ChatNote = { organizationId: string; enquiryId: string } & (
  | { kind: 'message'; seq: number }
  | { kind: 'typing'; userId: string; name: string }
  | { kind: 'read'; userId: string; seq: number }
  | { kind: 'status'; status: EnquiryStatus }
);
