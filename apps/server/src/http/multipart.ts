import type { FastifyMultipartAttachFieldsToBodyOptions, MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@ganado/shared';
import { AppError } from './app-error';

/**
 * Multipart bodies become plain objects (files as Buffers), so the route's zod schema validates
 * them like JSON. A file over the limit is the spec's "too big" message on that field, not a 413.
 */
export const multipartOptions: FastifyMultipartAttachFieldsToBodyOptions = {
  attachFieldsToBody: 'keyValues' as const,
  limits: { fileSize: UPLOAD_LIMITS.imageMaxBytes, files: 1, fields: 40 },
  async onFile(part: MultipartFile) {
    try {
      (part as MultipartFile & { value: unknown }).value = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(422, 'errors.checkAllValues', { errors: [{ param: part.fieldname, key: 'validation.imageTooBig' }] });
      }
      throw error;
    }
  },
};
