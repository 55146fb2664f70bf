import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from '../app/i18n';
import { queryClient } from '../app/query-client';
import { clearSession } from '../app/session';
import { removeTestStyles } from './styles';

// Run before each test file (vitest.config.ts setupFiles): a hook registered by a module the
// worker's files share would run for the first file only.

// Two cores run the suite in parallel: give findBy/waitFor room before calling a wait a failure.
configure({ asyncUtilTimeout: 4000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  removeTestStyles();
  clearSession();
  queryClient.clear();
  // Before the storage is cleared: choosing a language stores it, and the next test must find none.
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});
