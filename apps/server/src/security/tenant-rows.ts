import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { rowsOf } from '../test/database';

/**
 * A digest of every row the given organisations own, table by table: each table with an
 * `organization_id` (read from the catalogue, so a table added later is covered) and the
 * organisations' own rows. Two equal fingerprints mean nothing was written, deleted or touched
 * (updated_at included) in any of them. Read as the owner, which row-level security does not limit.
 */
export async function tenantRows(app: App, organizationIds: string[]): Promise<Record<string, string>> {
  const { db } = app.database;
  const tables = await rowsOf<{ name: string }>(
    db.execute(sql`select table_name as name from information_schema.columns
                   where table_schema = 'public' and column_name = 'organization_id' order by table_name`),
  );
  const owners = sql.join(
    organizationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const digests = sql.join(
    [
      sql`select 'organizations' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from organizations t where t.id in (${owners})`,
      ...tables.map(
        ({ name }) =>
          sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t where t.organization_id in (${owners})`,
      ),
    ],
    sql` union all `,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db.execute(digests));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
