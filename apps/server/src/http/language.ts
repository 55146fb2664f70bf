import { type Language, languageFromAcceptLanguage } from '@ganado/shared';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
