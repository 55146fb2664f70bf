import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Tenancy by row-level security (docs/ARCHITECTURE.md, "Tenancy"). A tenant connection takes the
 * role `ganado_tenant` and names its organisation in `ganado.organization_id`; every tenant
 * table's policy (db/schema/organizations.ts) then lets it see and write that organisation's rows
 * only, whatever the query says. These wrappers are the only place the two settings are made.
 */
export const TENANT_ROLE = 'ganado_tenant';

/** What the setting holds for "no organisation": the policies match no row. */
const NOBODY = '';

const setScope = (local: boolean) =>
  `select set_config('role', '${TENANT_ROLE}', ${local}), set_config('ganado.organization_id', $1, ${local})`;

/**
 * A stand-in for a pg Pool that hands out connections acting for one organisation. Its
 * connections come from a pool of their own, never shared with the owner's, so a connection that
 * took the tenant role never serves the owner. A connection keeps its settings between uses
 * (session settings: one round trip only when it last served another organisation).
 * The class name ends in "Pool" because drizzle's node-postgres session opens a client of its
 * own for a transaction only when handed something it takes for a pool.
 */
export class TenantPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly organizationId: string | null,
  ) {}

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    const wanted = this.organizationId ?? NOBODY;
    if (scopeOf.get(client) === wanted) return client;
    try {
      await client.query(setScope(false), [wanted]);
    } catch (error) {
      // A connection whose settings are unknown is not given back to the pool.
      client.release(error as Error);
      throw error;
    }
    scopeOf.set(client, wanted);
    return client;
  }

  async query(...args: Parameters<pg.PoolClient['query']>) {
    const client = await this.connect();
    try {
      return await (client.query as (...values: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
  }
}

/** The organisation each tenant-pool connection was last set to. */
const scopeOf = new WeakMap<pg.PoolClient, string>();

/**
 * PGlite has one connection, shared by the owner and every tenant, and interleaves callers, so a
 * tenant's settings are made inside a transaction of its own (SET LOCAL: they end with it) around
 * every statement or transaction it runs.
 */
export function tenantPglite(client: PGlite, organizationId: string | null) {
  const scoped = async <T>(run: (tx: Transaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.query(setScope(true), [organizationId ?? NOBODY]);
      return run(tx);
    });
  return {
    query: (...args: Parameters<Transaction['query']>) => scoped((tx) => tx.query(...args)),
    transaction: <T>(run: (tx: Transaction) => Promise<T>) => scoped(run),
  };
}
