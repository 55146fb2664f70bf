import './no-eval';
import { z } from 'zod';
import { sessionUser } from '@ganado/shared/auth';

/**
 * The signed-in session as it is kept (docs/product.md §3, §4): the user record, both tokens, the
 * module ids the user may use and the forced-reset flag. A module of its own so that the store
 * (session.ts), which every page's guard reads, loads zod and the contract only when storage holds
 * a session to check: the sign-in page's first load carries neither (docs/decisions.md, "Initial load").
 */
export const storedSession = z.object({
  user: sessionUser,
  token: z.string(),
  refreshtoken: z.string(),
  modules: z.array(z.string()),
  userRoles: z.array(z.string()).default([]),
  requiredToResetPW: z.boolean().default(false),
});
export type Session = z.infer<typeof storedSession>;
