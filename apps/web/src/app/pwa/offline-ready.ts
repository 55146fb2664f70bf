import { useSyncExternalStore } from 'react';

// No service worker outside a secure context (plain http to a LAN address), nor in jsdom.
const subscribe = (changed: () => void) => {
  navigator.serviceWorker?.addEventListener('controllerchange', changed);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', changed);
};

const isControlled = () => Boolean(navigator.serviceWorker?.controller);

/**
 * Whether the app itself opens offline: a service worker controls the page, and one activates only
 * once it has the whole shell precached (apps/web/build/pwa.ts; it claims the page on its first
 * install). The records shown offline are another matter: the barn's IndexedDB.
 */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(subscribe, isControlled, () => false);
}
