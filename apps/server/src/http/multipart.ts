import type { FastifyMultipartOptions, MultipartFile } from '@fastify/multipart';
import type { MessageKey } from '@ganado/shared';
import type { ReceivedFile } from '@ganado/shared/http';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that takes a file: its limit in bytes (of each file), the message on the file's field
     * when it is over, and the answer's message then (the route's own text for a refused file;
     * errors.checkAllValues unless told), and how many files it takes (one unless told: a PLINK
     * genotype is a .ped and its .map). A route without it takes no file.
     */
    upload?: { maxBytes: number; tooBig: MessageKey; failure?: MessageKey; files?: number };
  }
}

/** A file as a route with `config.upload` receives it: the bytes and the name it had on the sender's computer. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data) && typeof (value as UploadedFile).filename === 'string';

/**
 * A contract's file field (`fileField`, whose type the browser shares: bytes as a Uint8Array) as
 * this server's code reads it. multipartBody reads every file into a Buffer, which is kept as it is.
 */
export const uploaded = (file: ReceivedFile): UploadedFile => ({ filename: file.filename, data: Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data) });

/** The most files any route takes in one body (config.upload.files). */
const MOST_FILES = 2;

/**
 * Bounds on every multipart body, whatever the route. The longest text any contract takes is
 * 1,000 characters, so 16 KB holds any field in any script. A file's limit is its route's, counted
 * by readFile: the parser must not cut files itself, or it would skip the rest of the body at full
 * speed before readFile saw the limit. The file stream's backpressure keeps it a buffer ahead.
 */
export const multipartOptions: FastifyMultipartOptions = {
  limits: { fields: 40, fieldSize: 16 * 1024, files: MOST_FILES, parts: 40 + MOST_FILES, fileSize: Infinity },
};

const refusal = (param: string, key: MessageKey, failure: MessageKey = 'errors.checkAllValues') => new AppError(422, failure, { errors: [{ param, key }] });

/**
 * Reads a file part as it arrives, counting its bytes: past the route's limit it stops reading
 * (the parser lets go of the request) and answers `tooBig` on the field, so a 40 MB picture costs
 * about 1 MB of reading and nothing is held whole. The connection stays open and Node discards
 * the rest unread: closing it would spare that traffic, but then clients (fetch among them) may
 * lose the answer to a write error (docs/decisions.md).
 */
async function readFile(request: FastifyRequest, part: MultipartFile): Promise<UploadedFile> {
  const upload = request.routeOptions.config.upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    if (!upload) throw refusal(part.fieldname, 'validation.invalid');
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > upload.maxBytes) throw refusal(part.fieldname, upload.tooBig, upload.failure);
      chunks.push(chunk);
    }
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  return { filename: part.filename, data: Buffer.concat(chunks) };
}

/**
 * Multipart bodies become plain objects (files as UploadedFile), so the route's zod schema
 * validates them like JSON. Runs before validation on every route (app.ts); a text field cut
 * short by the size limit is refused, never taken truncated.
 */
export async function multipartBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const previous = body[name];
    body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  };
  let files = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files += 1;
      if (files > (request.routeOptions.config.upload?.files ?? 1)) throw refusal(part.fieldname, 'validation.invalid');
      add(part.fieldname, await readFile(request, part));
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw refusal(part.fieldname, 'validation.invalid');
      add(part.fieldname, part.value);
    }
  }
  request.body = body;
}
