import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from '../app/i18n';
import { queryClient } from '../app/query-client';
import { clearSession } from '../app/session';
import { barnDb } from '../modules/barn/store/db';
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
  // The barn's IndexedDB (an in-memory stand-in here) outlives a test like the storage above.
  await Promise.all(barnDb.tables.map((table) => table.clear()));
});
