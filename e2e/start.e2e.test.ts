import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server';

/** What `npm start` promises on a fresh data folder, and across a restart. */
describe('starting the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ganado-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves /login and /api/health, prints the demo accounts once, and keeps data across a restart', async () => {
    const first = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    let health: { data: { database: { kind: string; migration: string | null; migrationsApplied: number } } };
    try {
      const login = await fetch(`${first.url}/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<div id="root">');

      health = await (await fetch(`${first.url}/api/health`)).json();
      expect(health.data.database.kind).toBe('pglite');
      expect(health.data.database.migrationsApplied).toBeGreaterThan(0);
      expect(first.output()).toContain(first.url);
      expect(first.output()).toContain('admin@ganado.farm');
    } finally {
      await first.stop();
    }

    const second = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    try {
      const again = await (await fetch(`${second.url}/api/health`)).json();
      expect(again.data.database).toEqual(health.data.database);
      // The demo organisation persisted, so its accounts are not printed again...
      expect(second.output()).not.toContain('admin@ganado.farm');
      // ...and the reference data is served after the restart.
      const countries = await (await fetch(`${second.url}/api/countries`)).json();
      expect(countries.data.length).toBeGreaterThanOrEqual(240);
    } finally {
      await second.stop();
    }
  });
});
