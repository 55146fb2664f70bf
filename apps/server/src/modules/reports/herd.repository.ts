import { MS_PER_DAY } from '@ganado/herd-kpis';
import type { Gender } from '@ganado/shared/animals';
import { sql } from 'drizzle-orm';
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

/** One done record of an animal in scope, up to the day, in the columns the figures read. */
export interface RecordRow {
  animalId: string;
  type: 'service' | 'pregnancyCheck' | 'calving' | 'removal' | 'weight' | 'milk' | 'disease' | 'treatment' | 'vaccination';
  at: number;
  value: number | null;
  unit: string | null;
  sireId: string | null;
  semenSireId: string | null;
  semenCode: string | null;
  inseminatorId: string | null;
  semenBatchId: string | null;
  result: string | null;
  reason: string | null;
  label: string | null;
  calfIds: string[] | null;
  fatPercent: number | null;
  proteinPercent: number | null;
  somaticCellCount: number | null;
  session: string | null;
  costMinor: number | null;
  currency: string | null;
}

/** The latest done record of a type about the animal before the end of the day: where it was, which group. */
const latestLinked = (type: 'movement' | 'groupChange', column: 'farm_id' | 'group_id', before: string) =>
  sql.raw(`(select r.${column} from animal_records r
      where r.organization_id = a.organization_id and r.animal_id = a.id and r.type = '${type}' and r.status = 'done'
        and r.occurred_at < '${before}'::timestamptz
      order by r.occurred_at desc, r.id desc limit 1)`);

/**
 * The organisation's animals in the herd's history up to the end of the day (`before`, exclusive)
 * that pass the filters, the farm and group as they were then (docs/decisions.md: reports, as of a
 * day). An animal is in the history from its birth, or its registration without a birth date.
 */
export async function animalsInScope(db: Db, organizationId: string, filters: HerdFilters, before: Date): Promise<AnimalRow[]> {
  const end = before.toISOString();
  return rowsOf<AnimalRow>(
    db.execute(sql`
      select * from (
        select a.id, a.tag_number as "tagNumber", a.gender, a.birth_date::text as "birthDate",
          (extract(epoch from coalesce(a.birth_date::timestamp at time zone 'UTC', a.registration_date::timestamp at time zone 'UTC', a.created_at)) * 1000)::float8 as "enteredAt",
          a.dam_id as "damId", a.birth_weight::float8 as "birthWeight", a.birth_weight_unit as "birthWeightUnit",
          ${latestLinked('movement', 'farm_id', end)} as farm_id,
          ${latestLinked('groupChange', 'group_id', end)} as "groupId"
        from animals a
        where a.organization_id = ${organizationId}
          and coalesce(a.birth_date::timestamp at time zone 'UTC', a.registration_date::timestamp at time zone 'UTC', a.created_at) < ${end}::timestamptz
          ${filters.gender ? sql`and a.gender = ${filters.gender}` : sql``}
          ${filters.breedCode ? sql`and a.breed_id in (select b.id from breeds b where b.code = ${filters.breedCode})` : sql``}
      ) x
      where true ${filters.farmId ? sql`and x.farm_id = ${filters.farmId}` : sql``} ${filters.groupId ? sql`and x."groupId" = ${filters.groupId}` : sql``}`),
  );
}

const TYPES = ['service', 'pregnancyCheck', 'calving', 'removal', 'weight', 'milk', 'disease', 'treatment', 'vaccination'];

/**
 * The done records of these animals up to the end of the day, every figure's input in one read:
 * a medicine's cost is the share of its pack's price its dose drew.
 */
export async function recordsOf(db: Db, organizationId: string, animalIds: readonly string[], before: Date): Promise<RecordRow[]> {
  if (animalIds.length === 0) return [];
  return rowsOf<RecordRow>(
    db.execute(sql`
      select r.animal_id as "animalId", r.type, (extract(epoch from r.occurred_at) * 1000)::float8 as at,
        r.quantity_value::float8 as value, r.quantity_unit as unit, r.related_animal_id as "sireId",
        r.details->>'semenSireId' as "semenSireId", r.details->>'semenCode' as "semenCode",
        r.details->>'inseminatorId' as "inseminatorId", r.details->>'semenBatchId' as "semenBatchId",
        r.details->>'result' as result, r.details->>'reason' as reason,
        case r.type when 'disease' then r.details->>'diagnosis' when 'treatment' then coalesce(r.details->>'reason', r.details->>'product') when 'vaccination' then r.details->>'vaccine' end as label,
        case when r.type = 'calving' then array(select jsonb_array_elements_text(r.details->'calfIds')) end as "calfIds",
        (r.details->>'fatPercent')::float8 as "fatPercent", (r.details->>'proteinPercent')::float8 as "proteinPercent",
        (r.details->>'somaticCellCount')::float8 as "somaticCellCount", r.details->>'session' as session,
        cost.minor as "costMinor", cost.currency
      from animal_records r
      left join lateral (
        select sum(q.stock_value / nullif(p.size, 0) * p.price_minor)::float8 as minor, max(p.currency) as currency
        from quantities q join drug_packs p on p.id = q.asset_id and p.organization_id = q.organization_id
        where r.type in ('treatment', 'vaccination') and q.event_id = r.id and q.adjustment is not null and p.price_minor is not null
      ) cost on true
      where r.organization_id = ${organizationId} and r.status = 'done' and r.animal_id = any(${uuidArray(animalIds)})
        and r.occurred_at < ${before.toISOString()}::timestamptz and r.type = any(${`{${TYPES.join(',')}}`}::text[])`),
  );
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
