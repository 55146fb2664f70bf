import { useCallback, useMemo } from 'react';
import type { LoginResponse } from '@ganado/shared/auth';
import { chooseLanguage } from './i18n';
import { setSession, useSessionState, type Session } from './session';
import { sessionFromLogin } from './session-storage';

export interface SessionApi {
  session: Session | null;
  isSignedIn: boolean;
  /**
   * Keeps the login answer as the session (and in storage, for automatic login), and switches the
   * interface to the account's language.
   */
  signIn: (answer: LoginResponse) => Session;
  /** POST /logout, then forget everything, the stored farm included, and go to `to` (default /login). */
  logOut: (to?: string) => Promise<void>;
}

/** The signed-in session in a component (docs/product.md §3, §4). */
export function useSession(): SessionApi {
  const session = useSessionState();
  const signIn = useCallback((answer: LoginResponse) => {
    const next = sessionFromLogin(answer);
    setSession(next);
    // The person chose this language at sign-up, remembered for the next visit. Only here, at
    // sign-in: a later choice from the top bar must survive a reload.
    void chooseLanguage(answer.user.language);
    return next;
  }, []);
  return useMemo(() => ({ session, isSignedIn: session !== null, signIn, logOut }), [session, signIn]);
}

/** The API client loads when first needed: the sign-in page, which signs in here, shows before it. */
async function logOut(to?: string): Promise<void> {
  const api = await import('./api');
  return api.logOut(to);
}
