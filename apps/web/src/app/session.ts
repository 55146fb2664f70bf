import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { sessionUser } from '@ganado/shared/auth';
import { SESSION_STORAGE_KEYS, clearStoredSession } from './session-storage';

/**
 * The signed-in session (docs/product.md §3, §4): the user record, both tokens, the module ids the user may
 * use and the forced-reset flag. It lives in one small store outside React, so the API client can
 * read and renew the tokens, and is mirrored in localStorage so a reload signs the user in again.
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

type Listener = () => void;
const listeners = new Set<Listener>();

/** Automatic login (docs/product.md §4): the stored session, if it is still readable. */
function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEYS.session);
    if (!raw) return null;
    const parsed = storedSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let current: Session | null = readStoredSession();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session): void {
  current = session;
  try {
    localStorage.setItem(SESSION_STORAGE_KEYS.session, JSON.stringify(session));
  } catch {
    // Storage unavailable: the session lasts until the tab closes.
  }
  emit();
}

/** New tokens after a refresh; everything else stays. */
export function updateTokens(tokens: { accesstoken: string; refreshtoken: string }): void {
  if (!current) return;
  setSession({ ...current, token: tokens.accesstoken, refreshtoken: tokens.refreshtoken });
}

/** The user's record changed (their profile): the session shows the new one, tokens unchanged. */
export function updateSessionUser(changes: Partial<Session['user']>): void {
  if (!current) return;
  setSession({ ...current, user: { ...current.user, ...changes } });
}

/** Forgets the session and the stored farm (docs/product.md §4 logout). */
export function clearSession(): void {
  current = null;
  clearStoredSession();
  emit();
}

/** Re-reads storage; tests use it after seeding localStorage, and another tab's logout reaches us through it. */
export function reloadSessionFromStorage(): void {
  current = readStoredSession();
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEYS.session || event.key === null) reloadSessionFromStorage();
  });
}

/** The current session in a component; re-renders when it changes. */
export function useSessionState(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
