import type { LoginResponse } from '@ganado/shared/auth';
import type { Session } from './session-schema';

/**
 * Browser-storage keys of the signed-in session (docs/product.md §4: user record, tokens and modules are
 * kept in browser storage, and logout clears them together with the stored farm).
 */
export const SESSION_STORAGE_KEYS = {
  session: 'ganado.session',
  farm: 'ganado.farm',
} as const;

/**
 * The session as it is stored, built from the login answer. Free of browser code, so the
 * end-to-end tests build the same record when they sign a page in without the form.
 */
export function sessionFromLogin(answer: LoginResponse): Session {
  return {
    user: answer.user,
    token: answer.token,
    refreshtoken: answer.refreshtoken,
    modules: answer.modules,
    userRoles: answer.userRoles,
    requiredToResetPW: answer.requiredToResetPW,
  };
}

export function clearStoredSession(): void {
  try {
    for (const key of Object.values(SESSION_STORAGE_KEYS)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing stored to clear.
  }
}
