import { MS_PER_DAY } from '@ganado/herd-kpis';
import type { Gender } from '@ganado/shared/animals';
import { type SQL, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Which animals a page counts: on a farm and in a group as of the day, of a breed and sex. */
export interface HerdFilters {
  farmId?: string;
  groupId?: string;
  breedCode?: string;
  gender?: Gender;
}

/** An animal in scope as the page reads it: epoch milliseconds, its farm and group as of the day. */
export interface AnimalRow {
  id: string;
  tagNumber: string;
  gender: Gender;
  birthDate: string | null;
  enteredAt: number;
  damId: string | null;
  birthWeight: number | null;
  birthWeightUnit: string;
  groupId: string | null;
}

/** A done record of an animal in scope up to the day: whose, and when (epoch milliseconds). */
interface Dated {
  animalId: string;
  at: number;
}

/** The records the figures read, by kind, each in the columns its figures read (herd.records.ts). */
export interface HerdRows {
  services: (Dated & { sireId: string | null; semenSireId: string | null; semenCode: string | null; inseminatorId: string | null; semenBatchId: string | null })[];
  checks: (Dated & { result: string | null })[];
  calvings: (Dated & { calfIds: string[] | null })[];
  removals: (Dated & { reason: string | null })[];
  weights: (Dated & { value: number | null; unit: string | null })[];
  milk: (Dated & { value: number | null; unit: string | null; fatPercent: number | null; proteinPercent: number | null; somaticCellCount: number | null; session: string | null })[];
  health: (Dated & { type: 'disease' | 'treatment' | 'vaccination'; label: string | null; costMinor: number | null; currency: string | null })[];
}

/**
 * The latest done movement (its farm) and group change (its group) of each animal before the end of
 * the day, in one pass over the organisation's events of those types: the animal's latest by
 * `occurred_at`, then by event id, as its derived state takes them (docs/ARCHITECTURE.md: current
 * state). Movements are read only for a farm filter.
 */
const placedAsOf = (organizationId: string, end: string, withFarm: boolean) => sql`
  select distinct on (s.asset_id, e.type) s.asset_id as animal_id, e.type, l.asset_id as linked
  from events e
  join event_assets s on s.event_id = e.id and s.organization_id = e.organization_id and s.role = 'subject' and s.asset_kind = 'animal'
  left join event_assets l on l.event_id = e.id and l.organization_id = e.organization_id
    and ((e.type = 'movement' and l.role = 'location' and l.asset_kind = 'farm') or (e.type = 'groupChange' and l.role = 'group'))
  where e.organization_id = ${organizationId} and e.status = 'done' and e.occurred_at < ${end}::timestamptz
    and e.type in (${withFarm ? sql`'movement', ` : sql``}'groupChange')
  order by s.asset_id, e.type, e.occurred_at desc, e.id desc`;

/** Whether the log holds a done movement or group change at or after `end`: then the animals' derived farm and group are not those of the day. */
async function placedSince(db: Db, organizationId: string, end: string): Promise<boolean> {
  const [row] = await rowsOf<{ later: boolean }>(
    db.execute(sql`
      select exists (
        select 1 from events e
        where e.organization_id = ${organizationId} and e.type in ('movement', 'groupChange') and e.status = 'done' and e.occurred_at >= ${end}::timestamptz
      ) as later`),
  );
  return row!.later;
}

/**
 * The organisation's animals in the herd's history up to the end of the day (`before`, exclusive)
 * that pass the filters, the farm and group as they were then (docs/decisions.md: reports, as of a
 * day). An animal is in the history from its birth, or its registration without a birth date.
 * Unless a movement or group change is dated after the day, the farm and group then are the
 * animals' derived ones, which the write path keeps equal to their latest done movement and
 * group change (docs/ARCHITECTURE.md: current state): today's pages read them from the row.
 */
export async function animalsInScope(db: Db, organizationId: string, filters: HerdFilters, before: Date): Promise<AnimalRow[]> {
  const end = before.toISOString();
  const replay = await placedSince(db, organizationId, end);
  const farm = replay ? sql`f.linked` : sql`a.farm_id`;
  const group = replay ? sql`g.linked` : sql`a.group_id`;
  return rowsOf<AnimalRow>(
    db.execute(sql`
      ${replay ? sql`with placed as (${placedAsOf(organizationId, end, Boolean(filters.farmId))})` : sql``}
      select a.id, a.tag_number as "tagNumber", a.gender, a.birth_date::text as "birthDate",
        (extract(epoch from coalesce(a.birth_date::timestamp at time zone 'UTC', a.registration_date::timestamp at time zone 'UTC', a.created_at)) * 1000)::float8 as "enteredAt",
        a.dam_id as "damId", a.birth_weight::float8 as "birthWeight", a.birth_weight_unit as "birthWeightUnit", ${group} as "groupId"
      from animals a
      ${replay ? sql`left join placed g on g.animal_id = a.id and g.type = 'groupChange'` : sql``}
      ${replay && filters.farmId ? sql`left join placed f on f.animal_id = a.id and f.type = 'movement'` : sql``}
      where a.organization_id = ${organizationId}
        and coalesce(a.birth_date::timestamp at time zone 'UTC', a.registration_date::timestamp at time zone 'UTC', a.created_at) < ${end}::timestamptz
        ${filters.gender ? sql`and a.gender = ${filters.gender}` : sql``}
        ${filters.breedCode ? sql`and a.breed_id in (select b.id from breeds b where b.code = ${filters.breedCode})` : sql``}
        ${filters.farmId ? sql`and ${farm} = ${filters.farmId}` : sql``}
        ${filters.groupId ? sql`and ${group} = ${filters.groupId}` : sql``}`),
  );
}

export const RECORD_TYPES = ['service', 'pregnancyCheck', 'calving', 'removal', 'weight', 'milk', 'disease', 'treatment', 'vaccination'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Which animals' records: those of the page's animals when it filters them, else the organisation's (herd.records.ts leaves out any not in scope). */
export type RecordScope = { animalIds: readonly string[] } | 'organisation';

/**
 * The done records of one kind up to the end of the day, straight from the log's tables rather
 * than through `animal_records`, whose link columns are per-row subqueries; only the columns the
 * kind's figures read, so a five-year herd's half a million milk tests carry eight values each.
 */
function recordsOfKind<T>(db: Db, organizationId: string, scope: RecordScope, before: Date, types: readonly RecordType[], columns: SQL, joins: SQL = sql``): Promise<T[]> {
  return rowsOf<T>(
    db.execute(sql`
      select s.asset_id as "animalId", (extract(epoch from e.occurred_at) * 1000)::float8 as at, ${columns}
      from events e
      join event_assets s on s.event_id = e.id and s.organization_id = e.organization_id and s.role = 'subject' and s.asset_kind = 'animal'
      ${scope === 'organisation' ? sql`` : sql`join unnest(${uuidArray(scope.animalIds)}) as scope(id) on scope.id = s.asset_id`}
      ${joins}
      where e.organization_id = ${organizationId} and e.status = 'done' and e.occurred_at < ${before.toISOString()}::timestamptz
        and e.type = any(${`{${types.join(',')}}`}::text[])`),
  );
}

const detail = (key: string) => sql.raw(`e.details->>'${key}'`);
const decimal = (key: string) => sql.raw(`(e.details->>'${key}')::float8`);
const quantity = sql`left join quantities q on q.event_id = e.id and q.organization_id = e.organization_id and q.position = 0`;

/**
 * The done records up to the end of the day of the kinds a page reads (compute/needs.ts), one
 * statement a kind, side by side. A service's sire is its link; a medicine's cost is the share of
 * its pack's price its dose drew.
 */
export async function recordsOf(db: Db, organizationId: string, scope: RecordScope, before: Date, types: readonly RecordType[] = RECORD_TYPES): Promise<HerdRows> {
  const read = <T>(kinds: readonly RecordType[], columns: SQL, joins?: SQL): Promise<T[]> => {
    const wanted = kinds.filter((kind) => types.includes(kind));
    return wanted.length === 0 || (scope !== 'organisation' && scope.animalIds.length === 0) ? Promise.resolve([]) : recordsOfKind<T>(db, organizationId, scope, before, wanted, columns, joins);
  };
  const [services, checks, calvings, removals, weights, milk, health] = await Promise.all([
    read<HerdRows['services'][number]>(
      ['service'],
      sql`sire.asset_id as "sireId", ${detail('semenSireId')} as "semenSireId", ${detail('semenCode')} as "semenCode", ${detail('inseminatorId')} as "inseminatorId", ${detail('semenBatchId')} as "semenBatchId"`,
      sql`left join lateral (select l.asset_id from event_assets l where l.event_id = e.id and l.organization_id = e.organization_id and l.role = 'sire' limit 1) sire on true`,
    ),
    read<HerdRows['checks'][number]>(['pregnancyCheck'], sql`${detail('result')} as result`),
    read<HerdRows['calvings'][number]>(['calving'], sql`array(select jsonb_array_elements_text(e.details->'calfIds')) as "calfIds"`),
    read<HerdRows['removals'][number]>(['removal'], sql`${detail('reason')} as reason`),
    read<HerdRows['weights'][number]>(['weight'], sql`q.value::float8 as value, q.unit`, quantity),
    read<HerdRows['milk'][number]>(
      ['milk'],
      sql`q.value::float8 as value, q.unit, ${decimal('fatPercent')} as "fatPercent", ${decimal('proteinPercent')} as "proteinPercent", ${decimal('somaticCellCount')} as "somaticCellCount", ${detail('session')} as session`,
      quantity,
    ),
    read<HerdRows['health'][number]>(
      ['disease', 'treatment', 'vaccination'],
      sql`e.type, case e.type when 'disease' then e.details->>'diagnosis' when 'treatment' then coalesce(e.details->>'reason', e.details->>'product') else e.details->>'vaccine' end as label,
        cost.minor as "costMinor", cost.currency`,
      sql`left join lateral (
        select sum(c.stock_value / nullif(p.size, 0) * p.price_minor)::float8 as minor, max(p.currency) as currency
        from quantities c join drug_packs p on p.id = c.asset_id and p.organization_id = c.organization_id
        where e.type <> 'disease' and c.event_id = e.id and c.organization_id = e.organization_id and c.adjustment is not null and p.price_minor is not null
      ) cost on true`,
    ),
  ]);
  return { services, checks, calvings, removals, weights, milk, health };
}

/** The names a page shows: groups, and sires by herd animal or semen sire. */
export async function namesOf(db: Db, organizationId: string): Promise<{ groups: Map<string, string>; sires: Map<string, string> }> {
  const [groups, semenSires] = await Promise.all([
    rowsOf<{ id: string; name: string }>(db.execute(sql`select id, name from animal_groups where organization_id = ${organizationId}`)),
    rowsOf<{ id: string; name: string }>(db.execute(sql`select id, name from semen_sires where organization_id = ${organizationId}`)),
  ]);
  return { groups: new Map(groups.map((g) => [g.id, g.name])), sires: new Map(semenSires.map((s) => [s.id, s.name])) };
}

/** The end of an ISO day, exclusive: the instant a page reads the herd as of. */
export const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + MS_PER_DAY);

/** Tag numbers of animals by id (the herd sires services name, who may be outside the page's filters). */
export async function tagsOf(db: Db, organizationId: string, ids: readonly string[]): Promise<[string, string][]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ id: string; tag: string }>(
    db.execute(sql`select id, tag_number as tag from animals where organization_id = ${organizationId} and id = any(${uuidArray(ids)})`),
  );
  return rows.map((row) => [row.id, row.tag]);
}

/** The animals of a figure's page of ids, with where they are now. */
export function figureAnimalRows(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsOf<{ id: string; tagNumber: string; nickname: string | null; gender: Gender; farm: string | null; group: string | null; status: 'active' | 'removed' }>(
    db.execute(sql`
      select a.id, a.tag_number as "tagNumber", a.nickname, a.gender, f.name as farm, g.name as "group", a.status
      from animals a
      left join farms f on f.id = a.farm_id and f.organization_id = a.organization_id
      left join animal_groups g on g.id = a.group_id and g.organization_id = a.organization_id
      where a.organization_id = ${organizationId} and a.id = any(${uuidArray(ids)})`),
  );
}
