import { useSyncExternalStore } from 'react';
import type { Session } from './session-schema';
import { SESSION_STORAGE_KEYS, clearStoredSession } from './session-storage';

export type { Session };

/**
 * The signed-in session (docs/product.md §3, §4) lives in one small store outside React, so the API
 * client can read and renew the tokens, and is mirrored in localStorage so a reload signs the user
 * in again.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function storedText(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEYS.session);
  } catch {
    return null;
  }
}

/**
 * Automatic login (docs/product.md §4): the stored session, if it is still readable. Its schema is
 * loaded only when there is one to check, so a signed-out visit never downloads it.
 */
async function readStoredSession(): Promise<Session | null> {
  const raw = storedText();
  if (!raw) return null;
  const { storedSession } = await import('./session-schema');
  try {
    const parsed = storedSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Null until restoreSession() has read storage; main.tsx waits for it before the first paint. */
let current: Session | null = null;
/** Counts the store's writes, so a read of storage that finishes after a newer write is dropped. */
let writes = 0;

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session): void {
  current = session;
  writes += 1;
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
  writes += 1;
  clearStoredSession();
  emit();
}

/**
 * Reads the stored session into the store: at start (main.tsx), in tests after seeding localStorage,
 * and when another tab signs in or out.
 */
export function restoreSession(): Promise<void> {
  const before = writes;
  restoring = readStoredSession().then((restored) => {
    if (writes !== before) return;
    current = restored;
    emit();
  });
  return restoring;
}

let restoring: Promise<void> = Promise.resolve();

/** Settles once the latest restoreSession() has: a route's prefetch waits for it (routes.tsx). */
export function sessionRestored(): Promise<void> {
  return restoring;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEYS.session || event.key === null) void restoreSession();
  });
}

/** The current session in a component; re-renders when it changes. */
export function useSessionState(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
