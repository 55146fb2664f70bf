import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../modules/reference/reference.seed';
import { createTestDatabase, rowsOf } from '../test/database';
import { farms, organizations } from './schema';

const database = await createTestDatabase({ seed: false });
afterAll(() => database.close());
const { db } = database;
await seedReferenceData(db);

/** Reference data: the same for everyone, which tenants read and never write (migration 0007). */
const REFERENCE_TABLES = ['breeds', 'countries', 'species'];
/** The operators' and the sign-in area's own tables: row-level security on and no policy, so no tenant sees a row. */
const OPERATOR_TABLES = ['attempt_counters', 'pre_registrations', 'rate_limits', 'spent_captchas'];

/** What PostgreSQL said, under drizzle's "Failed query" wrapper. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? error);
  }
  return 'not refused';
}

async function organization(name: string) {
  const [row] = await db.insert(organizations).values({ name, code: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}` }).returning();
  return row!.id;
}

async function farmOf(organizationId: string, name: string) {
  const [row] = await db.insert(farms).values({ organizationId, name }).returning();
  return row!.id;
}

const alamos = await organization('Alamos');
const mezquite = await organization('Mezquite');
await farmOf(alamos, 'Los Álamos');
await farmOf(mezquite, 'El Mezquite');

describe('row-level security on every table', () => {
  it('gives every tenant table the tenant policy, and every other table a reason to be without it', async () => {
    const rows = await rowsOf<{ name: string; rls: boolean; policies: string[] | null; tenantColumn: boolean }>(db.execute(sql`
      select c.relname as name, c.relrowsecurity as rls,
             (select array_agg(p.polname::text) from pg_policy p where p.polrelid = c.oid) as policies,
             exists (select 1 from information_schema.columns k
                     where k.table_schema = 'public' and k.table_name = c.relname and k.column_name = 'organization_id') as "tenantColumn"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`));
    expect(rows.length).toBeGreaterThan(20);
    for (const table of rows) {
      if (REFERENCE_TABLES.includes(table.name)) {
        expect(table.rls, table.name).toBe(false);
      } else if (OPERATOR_TABLES.includes(table.name)) {
        expect({ name: table.name, rls: table.rls, policies: table.policies }).toEqual({ name: table.name, rls: true, policies: null });
      } else {
        // organizations carries its own policy on id; every other table is keyed by organization_id.
        expect({ name: table.name, rls: table.rls, policies: table.policies }).toEqual({ name: table.name, rls: true, policies: ['tenant_isolation'] });
        if (table.name !== 'organizations') expect(table.tenantColumn, table.name).toBe(true);
      }
    }
  });

  it('lets tenants read reference data and write none of it', async () => {
    const tenant = database.forTenant(alamos);
    const [country] = await rowsOf(tenant.execute(sql`select code from countries where code = 'MX'`));
    expect(country).toEqual({ code: 'MX' });
    expect(await refusal(tenant.execute(sql`delete from countries`))).toMatch(/permission denied/);
  });
});

describe('a tenant handle', () => {
  it('sees its own organisation’s rows only, whatever the query asks', async () => {
    const rows = await database.forTenant(alamos).select({ name: farms.name, organizationId: farms.organizationId }).from(farms);
    expect(rows).toEqual([{ name: 'Los Álamos', organizationId: alamos }]);
    const theirs = await database.forTenant(alamos).select().from(farms).where(eq(farms.organizationId, mezquite));
    expect(theirs).toEqual([]);
  });

  it('cannot write another organisation’s rows, nor move its own to another', async () => {
    const tenant = database.forTenant(alamos);
    expect(await refusal(tenant.insert(farms).values({ organizationId: mezquite, name: 'Intruder' }))).toMatch(/row-level security/);
    const changed = await tenant.update(farms).set({ name: 'Taken' }).where(eq(farms.organizationId, mezquite)).returning();
    expect(changed).toEqual([]);
    expect(await refusal(tenant.update(farms).set({ organizationId: mezquite }).where(eq(farms.organizationId, alamos)))).toMatch(/row-level security/);
    const deleted = await tenant.delete(farms).where(eq(farms.organizationId, mezquite)).returning();
    expect(deleted).toEqual([]);
    expect(await db.$count(farms, eq(farms.organizationId, mezquite))).toBe(1);
  });

  it('keeps its organisation inside a transaction, and the owner’s handle is not limited', async () => {
    const names = await database.forTenant(mezquite).transaction(async (tx) => {
      await tx.insert(farms).values({ organizationId: mezquite, name: 'Potrero Sur' });
      return (await tx.select({ name: farms.name }).from(farms)).map((row) => row.name).sort();
    });
    expect(names).toEqual(['El Mezquite', 'Potrero Sur']);
    expect(await db.$count(farms)).toBe(3);
  });

  it('sees its organisation’s own row and no other', async () => {
    const rows = await database.forTenant(alamos).select({ id: organizations.id }).from(organizations);
    expect(rows).toEqual([{ id: alamos }]);
  });

  it('for no organisation sees no tenant row at all', async () => {
    expect(await database.forTenant(null).select().from(farms)).toEqual([]);
    expect(await database.forTenant(null).select().from(organizations)).toEqual([]);
  });

  it('never mixes organisations when many run at once on the same connections', async () => {
    const reads = Array.from({ length: 60 }, (_, index) => {
      const organizationId = index % 2 === 0 ? alamos : mezquite;
      const read = index % 3 === 0
        ? database.forTenant(organizationId).transaction((tx) => tx.select({ organizationId: farms.organizationId }).from(farms))
        : database.forTenant(organizationId).select({ organizationId: farms.organizationId }).from(farms);
      return read.then((rows) => ({ organizationId, seen: [...new Set(rows.map((row) => row.organizationId))] }));
    });
    for (const { organizationId, seen } of await Promise.all(reads)) expect(seen).toEqual([organizationId]);
  });
});
