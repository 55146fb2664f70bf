import type { z } from 'zod';
import type { signUpAccountFields, signUpLocation, SignUpType } from '@ganado/shared/auth';

export type AccountValues = z.input<typeof signUpAccountFields>;
export type LocationValues = z.input<typeof signUpLocation>;

/** What the wizard has gathered so far. */
export interface SignUpDraft {
  type: SignUpType;
  account?: z.output<typeof signUpAccountFields>;
  location?: z.output<typeof signUpLocation>;
  picture?: File | null;
  captcha?: string | null;
}
