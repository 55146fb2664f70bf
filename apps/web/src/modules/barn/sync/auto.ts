import { isOnline } from './online';
import { syncNow } from './engine';

/** How often, while the app is open and online, waiting commands are sent and kept farms read again. */
export const SYNC_EVERY_MS = 5 * 60 * 1000;

/**
 * Syncs at the moments a person expects (docs/decisions.md, "Offline in the barn"): when the app
 * opens, when the network comes back, when the app is shown again, and every few minutes. Answers
 * the function that stops it.
 */
export function startAutoSync(): () => void {
  // A failure to reach the browser's storage leaves things as they are until the next moment.
  const sync = () => {
    if (isOnline()) void syncNow().catch(() => undefined);
  };
  const shown = () => {
    if (document.visibilityState === 'visible') sync();
  };
  window.addEventListener('online', sync);
  document.addEventListener('visibilitychange', shown);
  const timer = window.setInterval(sync, SYNC_EVERY_MS);
  sync();
  return () => {
    window.removeEventListener('online', sync);
    document.removeEventListener('visibilitychange', shown);
    window.clearInterval(timer);
  };
}
