import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { SERVER_MODULES } from '../modules';
import { seedDemoOrganization } from './demo';

export { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from './demo';

/**
 * Runs on every start, from each module's `seeds` (modules/module.ts): reference data is upserted
 * on natural keys; the demo organisation is created once when asked (`mustChangePasswords`: its
 * accounts' passwords are public, so in production each must choose its own at first sign-in),
 * its people, farms and zones here and the rest by the modules, in their `order`; then every
 * organisation gets what it must have (the default departments and roles once, and role-less users
 * a role). One transaction, so a failed start never leaves half-seeded data behind. Through the
 * owner's handle: seeds are every organisation's.
 */
export async function runSeeds(database: Database, options: { demo: boolean; mustChangePasswords?: boolean }): Promise<{ demoCreated: boolean }> {
  const seeds = SERVER_MODULES.flatMap((module) => (module.seeds ? [module.seeds] : []));
  const demoParts = seeds.flatMap(({ demo }) => (demo ? [demo] : [])).sort((a, b) => a.order - b.order);
  const seeded = await database.db.transaction(async (tx) => {
    for (const { reference } of seeds) await reference?.(tx);
    const demo = options.demo ? await seedDemoOrganization(tx, { mustChangePasswords: options.mustChangePasswords ?? false }) : null;
    if (demo) for (const part of demoParts) await part.run(tx, demo);
    // After the organisations: each gets its departments and roles, and its users their role.
    for (const { everyOrganization } of seeds) await everyOrganization?.(tx);
    return { demoCreated: demo !== null };
  });
  // The planner's statistics (docs/decisions.md: "Planner statistics on every start"): PGlite runs
  // no autovacuum, so without this a join on the log is planned for empty tables.
  await database.db.execute(sql`analyze`);
  return seeded;
}
