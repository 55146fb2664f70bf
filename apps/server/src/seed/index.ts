import type { Database } from '../db/client';
import { seedReferenceData } from '../modules/reference/reference.seed';
import { seedAccessControl } from '../modules/roles/roles.seed';
import { seedDemoOrganization } from './demo';

export { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from './demo';

/**
 * Runs on every start: reference data is upserted on natural keys, and the demo organisation is
 * created once when asked (`mustChangePasswords`: its accounts' passwords are public, so in
 * production each must choose its own at first sign-in); every organisation gets the default
 * departments and roles once, and role-less users a role. One transaction, so a failed start never
 * leaves half-seeded data behind. Through the owner's handle: seeds are every organisation's.
 */
export async function runSeeds(database: Database, options: { demo: boolean; mustChangePasswords?: boolean }): Promise<{ demoCreated: boolean }> {
  return database.db.transaction(async (tx) => {
    await seedReferenceData(tx);
    const demoCreated = options.demo && (await seedDemoOrganization(tx, { mustChangePasswords: options.mustChangePasswords ?? false }));
    // After the organisations: each gets its departments and roles, and its users their role.
    await seedAccessControl(tx);
    return { demoCreated };
  });
}
