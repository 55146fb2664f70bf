import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS } from '@ganado/shared';
import type { Clock } from '../../context';

export interface AccessClaims {
  userId: string;
  organizationId: string;
  role: string;
  /** The sign-in (refresh token family) the token was issued to: revoking it ends the token too. */
  sessionId: string;
}

export interface TokenService {
  signAccessToken(claims: AccessClaims): string;
  /** The claims of a well-signed, unexpired token; null for anything else. */
  verifyAccessToken(token: string): AccessClaims | null;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** A random opaque token: refresh tokens, link tokens, temporary flow tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** How opaque tokens and codes are stored: never in clear. */
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * HS256 JWTs with node:crypto. Only the header we write is accepted (no "alg" negotiation),
 * which closes the alg=none and key-confusion holes of general JWT libraries.
 */
export function createTokenService(secret: string, clock: Clock): TokenService {
  const sign = (input: string) => createHmac('sha256', secret).update(input).digest();
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    signAccessToken({ userId, organizationId, role, sessionId }) {
      const iat = nowSeconds();
      const payload = base64url(
        JSON.stringify({ sub: userId, org: organizationId, role, sid: sessionId, iat, exp: iat + AUTH_LIMITS.accessTokenTtlSeconds }),
      );
      return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`).toString('base64url')}`;
    },

    verifyAccessToken(token) {
      const [header, payload, signature, ...rest] = token.split('.');
      if (header !== HEADER || !payload || !signature || rest.length > 0) return null;
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        const { sub, org, role, sid, exp } = claims;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof role !== 'string' || typeof sid !== 'string') return null;
        if (typeof exp !== 'number' || exp <= nowSeconds()) return null;
        return { userId: sub, organizationId: org, role, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
