import { z } from 'zod';
import { text } from '../http';
import { type chatMessage, chatMessageRequest, type ENQUIRY_STATUSES } from './enquiries';

/**
 * The live chat's frames over the WebSocket `/api/enquiries/{id}/live` (docs/decisions.md: live chat).
 * A browser cannot set headers on a WebSocket, and a token in the address would be logged, so the
 * first frame is `hello` with the access token and the last `seq` the client holds.
 */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: text().max(4096), after: z.number().int().min(0) }),
  chatMessageRequest.extend({ type: z.literal('send') }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('read'), seq: z.number().int().min(0) }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

export type ServerFrame =
  /** Subscribed: the messages after `after` follow, then live ones. */
  | { type: 'ready'; readByOtherUpTo: number; status: (typeof ENQUIRY_STATUSES)[number] }
  | { type: 'message'; message: z.infer<typeof chatMessage> }
  /** The other side is typing (sent at most every few seconds while they type). */
  | { type: 'typing'; userId: string; name: string }
  /** The other side has read up to `seq`. */
  | { type: 'read'; userId: string; seq: number }
  | { type: 'status'; status: (typeof ENQUIRY_STATUSES)[number] }
  /** A refused frame: a `send`'s `clientId` says which message, `key` why, in the person's language as `message`. */
  | { type: 'error'; clientId?: string; key: string; message: string };

/** Close codes past 4000 are the application's: why the server ended the connection. */
export const LIVE_CLOSE = { unauthorised: 4401, forbidden: 4403, notFound: 4404, helloTimeout: 4408, badFrame: 4422 } as const;

/** How long the server waits for `hello` before it closes the connection. */
export const LIVE_HELLO_WAIT_MS = 10_000;
/** A person typing is told to the other side at most this often. */
export const LIVE_TYPING_EVERY_MS = 2_000;
