import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Clock } from '../../context';
import type { Db } from '../../db/client';
import { spendChallenge } from './captcha.repository';

/** A challenge of ours that a payload solves, and when it expires. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /**
   * The challenge the widget's payload (base64 JSON of {challenge, solution}) solves, when it is
   * one of ours and has not expired. Reads no state: a spent solution still passes here.
   */
  check(payload: string | undefined): Promise<SolvedChallenge | undefined>;
  /** Spends a solution: true the first time only, on every replica (the database remembers it until it expires). */
  spend(solved: SolvedChallenge): Promise<boolean>;
}

const CHALLENGE_TTL_MINUTES = 10;

/**
 * Self-hosted ALTCHA proof of work. Deterministic mode: the server knows the answer's range, and
 * signs both the challenge and the derived key, so checking a solution needs no stored state;
 * only spending one does. SHA-256 with a counter up to 50 000 costs a browser well under a
 * second and a bot the same per sign-up.
 */
export function createCaptchaService({ hmacKey, clock, db }: { hmacKey: string; clock: Clock; db: Db }): CaptchaService {
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

    async check(payload) {
      const parsed = decode(payload);
      const { signature } = parsed?.challenge ?? {};
      // Ours always expire (seconds since the epoch, signed with the rest); judged on our clock.
      const expiresAt = new Date((parsed?.challenge.parameters.expiresAt ?? 0) * 1_000);
      if (!parsed || !signature || expiresAt <= clock()) return undefined;
      try {
        const result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
        return result.verified ? { signature, expiresAt } : undefined;
      } catch {
        return undefined;
      }
    },

    spend: (solved) => spendChallenge(db, solved, clock()),
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
