import './app/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { i18nReady } from './app/i18n';
import { createAppRouter, routerReady } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Created first, so the page's chunk loads while the texts do; the first paint waits for both and
// is the page itself, translated.
const router = createAppRouter();
void Promise.all([i18nReady, routerReady(router)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
