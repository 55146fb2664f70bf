import { z } from 'zod';
import { text } from '../http';

/** GET /api/captcha/challenge: an ALTCHA v2 challenge, answered bare (the widget reads it directly). */
export const captchaChallenge = z.object({
  parameters: z.object({
    algorithm: text(),
    nonce: text(),
    salt: text(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: text(),
    keySignature: text().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(text(), z.union([text(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: text().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
