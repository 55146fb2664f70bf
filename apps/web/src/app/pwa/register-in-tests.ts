import { useEffect, useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { vi } from 'vitest';

/**
 * `virtual:pwa-register/react` in the unit tests (vitest.config.ts aliases it here): the plugin
 * makes that module only in a Vite build with the plugin, and jsdom has no service worker. Nothing
 * is offered until a test calls offerUpdate, so no other test sees the update prompt.
 */
const offers = new Set<() => void>();

/** What the prompt's Reload calls; the real one tells the waiting worker to take over and reloads. */
export const updateServiceWorker = vi.fn((_reloadPage?: boolean) => Promise.resolve());

/** A new release has downloaded and waits, as the real hook's onNeedRefresh reports it. */
export function offerUpdate(): void {
  for (const offer of offers) offer();
}

export function useRegisterSW(_options?: RegisterSWOptions) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  const [, setNeedRefresh] = needRefresh;
  useEffect(() => {
    const offer = () => setNeedRefresh(true);
    offers.add(offer);
    return () => {
      offers.delete(offer);
    };
  }, [setNeedRefresh]);
  return { needRefresh, offlineReady, updateServiceWorker };
}
