import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { i18nReady } from './app/i18n';
import { createAppRouter, routerReady } from './app/routes';
import { restoreSession } from './app/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The stored session is read first, since a page's data prefetch waits for it (routes.tsx); the
// router starts at once after, so the page's chunk loads while the texts and the session do. The
// first paint waits for all three and is the page itself, translated, behind the right guard.
const sessionReady = restoreSession();
const router = createAppRouter();
void Promise.all([i18nReady, sessionReady, routerReady(router)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
