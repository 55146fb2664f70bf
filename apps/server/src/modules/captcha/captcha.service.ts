import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Clock } from '../../context';

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** Whether the widget's payload (base64 JSON of {challenge, solution}) solves one of our challenges. */
  verify(payload: string | undefined): Promise<boolean>;
}

const CHALLENGE_TTL_MINUTES = 10;

/**
 * Self-hosted ALTCHA proof of work. Deterministic mode: the server knows the answer's range, and
 * signs both the challenge and the derived key, so verifying needs no stored state. SHA-256 with
 * a counter up to 50 000 costs a browser well under a second and a bot the same per sign-up.
 */
export function createCaptchaService(hmacKey: string, clock: Clock): CaptchaService {
  const hmacSignatureSecret = hmacKey;
  const hmacKeySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key').digest('hex');

  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(5_000, 50_000),
        deriveKey,
        expiresAt: new Date(clock().getTime() + CHALLENGE_TTL_MINUTES * 60_000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(payload) {
      const parsed = decode(payload);
      if (!parsed) return false;
      try {
        const result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
        return result.verified;
      } catch {
        return false;
      }
    },
  };
}

function decode(payload: string | undefined): Payload | undefined {
  if (!payload) return undefined;
  for (const text of [Buffer.from(payload, 'base64').toString('utf8'), payload]) {
    try {
      const value = JSON.parse(text) as Partial<Payload>;
      if (value?.challenge?.parameters && value.solution) return value as Payload;
    } catch {
      // not this encoding
    }
  }
  return undefined;
}

/** CAPTCHA_HMAC_KEY, or a key derived from the session secret (never the secret itself). */
export const captchaKey = (configured: string | undefined, sessionSecret: string) =>
  configured ?? createHmac('sha256', sessionSecret).update('ganado-captcha').digest('hex');
