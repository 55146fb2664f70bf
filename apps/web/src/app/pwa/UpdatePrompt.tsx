/// <reference types="vite-plugin-pwa/react" />
import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an app left open (a phone in the barn all day) asks the server for a new release. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// Loaded once a release waits (from the precache, so offline too): the first load stays as small.
const UpdateOffer = lazy(() => import('./UpdateOffer').then((module) => ({ default: module.UpdateOffer })));

/**
 * Registers the service worker (apps/web/build/pwa.ts) and offers a new release when one has
 * downloaded: the page reloads only when the person says so, never in the middle of a record they
 * are typing (docs/decisions.md, "Installable app"). "Later" keeps the running version until the
 * app next opens.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOffer onReload={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
