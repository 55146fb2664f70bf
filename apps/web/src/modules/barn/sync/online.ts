import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a network. It can be wrong the other way (a signal with no
 * internet behind it): a send that fails then leaves the commands waiting, and the next run tries again.
 */
function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
