import { z } from 'zod';
import type { MessageKey } from '../messages';

/**
 * A file as the server receives it: the server reads each file part of a multipart body into its
 * bytes and the name it had on the sender's computer before the body is checked
 * (apps/server/src/http/multipart.ts).
 */
export interface ReceivedFile {
  filename: string;
  data: Uint8Array;
}

export const isReceivedFile = (value: unknown): value is ReceivedFile =>
  typeof value === 'object' && value !== null && (value as ReceivedFile).data instanceof Uint8Array && typeof (value as ReceivedFile).filename === 'string';

/**
 * A file field of a multipart body (`bodyKind: 'multipart'`), `missing` on the field when none was
 * sent. Its two sides differ: a caller sends a Blob (the web's `call` puts it in FormData), the
 * server's handler gets the file as it was read. Zod checks only the server's side, so the input
 * type is said here; OpenAPI shows the field as binary.
 */
export const fileField = (missing: MessageKey, description: string) =>
  z.custom<ReceivedFile>(isReceivedFile, missing).meta({ type: 'string', format: 'binary', description }) as unknown as z.ZodType<ReceivedFile, Blob>;
