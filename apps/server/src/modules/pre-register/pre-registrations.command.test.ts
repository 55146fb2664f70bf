import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { users } from '../../db/schema';
import { runSeeds } from '../../seed';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'ganado-operators-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `npm run pre-registrations -- …` as an operator types it, on an embedded database of its own. */
async function command(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/server/scripts/pre-registrations.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'development' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** A request as the /pre-register page stores it, written while no server holds the files. */
async function requestAccess(email: string) {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    await runSeeds(database, { demo: false });
    const { preRegistrations } = await import('../../db/schema');
    await database.db.insert(preRegistrations).values({ firstName: 'Lola', lastName: 'Paz', email, countryId: 'MX', countryCode: '52', mobile: '5512345678', permissionToContact: 1 });
  } finally {
    await database.close();
  }
}

// The command on the embedded database, as an operator of a single-machine install runs it: once, on PGlite.
describe.skipIf(process.env.GANADO_TEST_DB === 'postgres')('npm run pre-registrations', () => {
  it('lists the waiting requests, invites one, and then lists it no more', { timeout: 120_000 }, async () => {
    await requestAccess('lola@rancho.mx');

    const listed = await command();
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/Lola Paz {2}· {2}lola@rancho\.mx {2}· {2}MX {2}· {2}\+52 5512345678 {2}· {2}may be contacted {2}· {2}waiting/);

    const invited = await command('invite', 'lola@rancho.mx');
    expect(invited.code).toBe(0);
    expect(invited.output).toMatch(/Invited lola@rancho\.mx: organisation [\w-]+ created, set-password link sent\./);
    expect((await command()).output).toContain('No requests waiting.');
    expect((await command('--all')).output).toMatch(/lola@rancho\.mx .*invited \d{4}-\d{2}-\d{2}/);

    const again = await command('invite', 'lola@rancho.mx');
    expect(again).toMatchObject({ code: 1, output: expect.stringContaining('no request waiting from lola@rancho.mx') });
    expect((await command('approve')).code).toBe(2);

    const database = await openDatabase({ dataDir });
    try {
      const [owner] = await database.db.select().from(users).where(eq(users.email, 'lola@rancho.mx'));
      expect(owner).toMatchObject({ status: 'pending', role: 'farmer' });
    } finally {
      await database.close();
    }
  });
});
