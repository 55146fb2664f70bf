import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createTestDatabase } from './database';

/**
 * A fixed session secret, the captcha and rate limits off, the outbox open to this machine (tests
 * read codes and links as a person trying Ganado on their own machine would), and a data folder of its own.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    dataDir: path.join(tmpdir(), `ganado-test-${randomUUID()}`),
    sessionSecret: 'test-session-secret-that-is-long-enough-for-hs256',
    captchaEnabled: false,
    authRateLimit: 0,
    reportSendsPerHour: 0,
    devOutboxLoopback: true,
    ...overrides,
  };
}

/**
 * The app on a fresh test database, closed (database dropped) after the file's tests.
 * Call it once per file, at the top: starting a database costs about a second.
 * The app is not ready yet, so a test may still add its own routes before the first inject.
 */
export async function buildTestApp(
  options: { config?: Partial<Config> } & Pick<BuildAppOptions, 'serveWeb' | 'clock' | 'sms' | 'storage' | 'weather' | 'satellite' | 'geocoder' | 'reminders' | 'reservationSweep' | 'drugAlerts' | 'reportSchedules' | 'reportSnapshots'> = {},
) {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const { config, ...rest } = options;
  const app = await buildApp({ config: testConfig(config), database, ...rest });
  // Registered last, so it runs first: the app closes before its database.
  afterAll(() => app.close());
  return app;
}
