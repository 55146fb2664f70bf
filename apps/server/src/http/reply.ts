import { type MessageKey, type SuccessEnvelope, translateMessage } from '@ganado/shared';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

/** The success envelope of docs/product.md §7, with the message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'success.ok'): SuccessEnvelope<T> {
  return { code: 200, success: true, message: translateMessage(messageKey, requestLanguage(request)), data };
}
