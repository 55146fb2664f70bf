import type { RegisterQuery } from '@ganado/shared/drugs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { uuidArray } from '../../../db/arrays';
import { rowsOf } from '../../../db/rows';

export interface RegisterRow {
  id: string;
  type: 'treatment' | 'vaccination';
  occurred_at: Date | string;
  animal_id: string;
  tag_number: string;
  time_zone: string | null;
  drug_id: string | null;
  product: string | null;
  batch: string | null;
  value: string | null;
  unit: string | null;
  route: string | null;
  meat_ends_at: string | null;
  milk_ends_at: string | null;
  given_by: string | null;
  veterinarian: string | null;
  supplier: string | null;
}

/** The register's filters; `animalIds` is a shipment's animals (their food-chain information). */
export type RegisterFilters = Omit<RegisterQuery, 'page' | 'limit' | 'search' | 'col' | 'desc'> & { animalIds?: readonly string[] };

/** The days are UTC days, as records' days are (docs/decisions.md). */
function filtersOf(filters: RegisterFilters): SQL {
  const parts = [
    filters.from ? sql`e.occurred_at >= ${filters.from}::date` : undefined,
    filters.to ? sql`e.occurred_at < ${filters.to}::date + 1` : undefined,
    filters.drugId ? sql`e.details ->> 'drugId' = ${filters.drugId}` : undefined,
    filters.animalId
      ? sql`exists (select 1 from event_assets a where a.event_id = e.id and a.organization_id = e.organization_id and a.role = 'subject' and a.asset_id = ${filters.animalId})`
      : undefined,
    filters.animalIds
      ? sql`exists (select 1 from event_assets a where a.event_id = e.id and a.organization_id = e.organization_id and a.role = 'subject' and a.asset_id = any(${uuidArray(filters.animalIds)}))`
      : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** The register's events: done treatments and vaccinations of the organisation matching `where`. */
const given = (organizationId: string, where: SQL) =>
  sql`e.organization_id = ${organizationId} and e.type in ('treatment', 'vaccination') and e.status = 'done' and ${where}`;

/**
 * The entries of the events `picked` (ids in order, chosen first on the events table alone: the
 * joins then run for one batch, not for the whole period), in that order.
 */
const entriesOf = (organizationId: string, picked: SQL, order: SQL) => sql`
  select e.id, e.type, e.occurred_at, an.id as animal_id, an.tag_number, f.time_zone,
    e.details ->> 'drugId' as drug_id, coalesce(e.details ->> 'product', e.details ->> 'vaccine') as product, e.details ->> 'batch' as batch,
    q.value::text, q.unit, e.details ->> 'route' as route,
    e.details #>> '{withdrawal,meat,endsAt}' as meat_ends_at, e.details #>> '{withdrawal,milk,endsAt}' as milk_ends_at,
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as given_by,
    e.details ->> 'veterinarian' as veterinarian, p.supplier
  from (${picked}) k
  join events e on e.id = k.id and e.organization_id = ${organizationId}
  join event_assets s on s.event_id = e.id and s.organization_id = e.organization_id and s.role = 'subject' and s.asset_kind = 'animal'
  join animals an on an.id = s.asset_id and an.organization_id = e.organization_id
  left join farms f on f.id = an.farm_id and f.organization_id = an.organization_id
  left join quantities q on q.event_id = e.id and q.organization_id = e.organization_id and q.position = 0
  left join drug_packs p on p.organization_id = e.organization_id and p.id = (e.details ->> 'packId')::uuid
  left join users u on u.id = e.created_by
  order by ${order}`;

/** A page of the register, newest first (the screen). */
export async function registerPage(db: Db, organizationId: string, query: RegisterQuery): Promise<{ rows: RegisterRow[]; total: number }> {
  const where = given(organizationId, filtersOf(query));
  const picked = sql`select e.id, e.occurred_at from events e where ${where} order by e.occurred_at desc, e.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`;
  const rows = await rowsOf<RegisterRow>(db.execute(entriesOf(organizationId, picked, sql`k.occurred_at desc, k.id desc`)));
  const [count] = await rowsOf<{ n: string }>(db.execute(sql`select count(*)::text as n from events e where ${where}`));
  return { rows, total: Number(count?.n ?? 0) };
}

const BATCH = 5_000;

/** The whole register in batches, oldest first (the legal record's order), by keyset: 100,000 rows never sit in memory at once. */
export async function* registerBatches(db: Db, organizationId: string, filters: RegisterFilters): AsyncGenerator<RegisterRow[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const from: SQL = after ? sql`(e.occurred_at, e.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql`true`;
    const picked = sql`select e.id, e.occurred_at from events e where ${given(organizationId, sql`${filtersOf(filters)} and ${from}`)} order by e.occurred_at, e.id limit ${BATCH}`;
    const rows: RegisterRow[] = await rowsOf<RegisterRow>(db.execute(entriesOf(organizationId, picked, sql`k.occurred_at, k.id`)));
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: new Date(last.occurred_at).toISOString(), id: last.id };
  }
}
