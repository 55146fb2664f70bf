import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { testClock } from '../../test/clock';
import { resolveSessionSecret } from './session-secret';
import { createTokenService } from './tokens';

const dataDir = await mkdtemp(path.join(tmpdir(), 'ganado-secret-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('uses SESSION_SECRET when it is set', async () => {
  expect(await resolveSessionSecret(testConfig({ dataDir, sessionSecret: 'x'.repeat(40) }))).toBe('x'.repeat(40));
});

it('otherwise generates one, keeps it readable only by its owner, and reuses it after a restart', async () => {
  const config = testConfig({ dataDir, sessionSecret: undefined });
  const first = await resolveSessionSecret(config);

  expect(first.length).toBeGreaterThanOrEqual(48);
  expect((await stat(path.join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);
  expect(await readFile(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
  expect(await resolveSessionSecret(config)).toBe(first);

  // A token signed before the "restart" still verifies after it.
  const clock = testClock();
  const claims = { userId: 'u', organizationId: 'o', role: 'farmer', sessionId: 's' };
  const token = createTokenService(first, clock).signAccessToken(claims);
  expect(createTokenService(await resolveSessionSecret(config), clock).verifyAccessToken(token)).toEqual(claims);
  expect(createTokenService('another-secret-another-secret-xx', clock).verifyAccessToken(token)).toBeNull();
});
