import type { FastifyMultipartAttachFieldsToBodyOptions, MultipartFile } from '@fastify/multipart';
import { type MessageKey, UPLOAD_LIMITS } from '@ganado/shared';
import { ANIMAL_IMPORT_MAX_BYTES } from '@ganado/shared/animals';
import { USER_IMPORT_LIMITS } from '@ganado/shared/users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes a document: its file arrives as an `UploadedFile`, and a file over the limit gets `tooBig`. */
    upload?: { tooBig: MessageKey };
  }
}

/** A document as a route with `config.upload` receives it: the bytes and the name it had on the sender's computer. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** A route's file field, as the multipart plugin hands it over for a route with `config.upload`; `missing` when none was sent. */
export const uploadedFile = (missing: MessageKey) =>
  z.custom<UploadedFile>((value) => typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data), missing);

/**
 * Multipart bodies become plain objects (files as Buffers), so the route's zod schema validates
 * them like JSON. A file over the limit is the spec's "too big" message on that field, not a 413.
 * The limit is the largest any route takes (an animal import); each service checks its own, smaller, one.
 */
export const multipartOptions: FastifyMultipartAttachFieldsToBodyOptions = {
  attachFieldsToBody: 'keyValues' as const,
  limits: { fileSize: Math.max(UPLOAD_LIMITS.imageMaxBytes, USER_IMPORT_LIMITS.maxBytes, ANIMAL_IMPORT_MAX_BYTES), files: 1, fields: 40 },
  async onFile(this: FastifyRequest, part: MultipartFile) {
    const upload = this.routeOptions.config.upload;
    try {
      const data = await part.toBuffer();
      const value: Buffer | UploadedFile = upload ? { filename: part.filename, data } : data;
      (part as MultipartFile & { value: unknown }).value = value;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(422, 'errors.checkAllValues', { errors: [{ param: part.fieldname, key: upload?.tooBig ?? 'validation.imageTooBig' }] });
      }
      throw error;
    }
  },
};
