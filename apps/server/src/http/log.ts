import type { FastifyRequest } from 'fastify';

/**
 * Single-use tokens travel in some addresses (`/password/set?token=…`,
 * `/pre-register/set-password/<token>`); request logs must not keep them.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|accesstoken|refreshtoken)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/set-password\/)[^/?#]+/i, '$1[redacted]');
}

/** Fastify's request log fields, with the address redacted. */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}
