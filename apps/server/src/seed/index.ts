import type { Database } from '../db/client';
import { seedReferenceData } from '../modules/reference/reference.seed';
import { seedAccessControl } from '../modules/roles/roles.seed';
import { seedDefaultOrganization } from './default-organization';
import { seedDemoOrganization } from './demo';

export { DEFAULT_ORGANIZATION } from './default-organization';
export { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from './demo';

/**
 * Runs on every start: reference data is upserted on natural keys, the default organisation
 * (where self-registered farmers go) and the demo organisation are created once; every
 * organisation gets the default departments and roles once, and role-less users a role. One
 * transaction, so a failed start never leaves half-seeded data behind.
 */
export async function runSeeds(database: Database, options: { demo: boolean }): Promise<{ demoCreated: boolean }> {
  return database.db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedDefaultOrganization(tx);
    const demoCreated = options.demo && (await seedDemoOrganization(tx));
    // After the organisations: each gets its departments and roles, and its users their role.
    await seedAccessControl(tx);
    return { demoCreated };
  });
}
