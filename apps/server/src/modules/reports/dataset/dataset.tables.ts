import type { DatasetTable } from '@ganado/shared/reports';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A column's type in the files: text; a number (a Parquet double); an instant (epoch milliseconds
 * read from the database, a UTC timestamp in Parquet and ISO 8601 in CSV); a day (YYYY-MM-DD, a
 * Parquet date).
 */
export type DatasetColumnType = 'text' | 'number' | 'instant' | 'day';

export interface DatasetColumn {
  name: string;
  type: DatasetColumnType;
  /** What it holds, in English, for dictionary.csv. */
  meaning: string;
}

export interface DatasetTableSpec {
  name: DatasetTable;
  /** What one row is, for README.txt. */
  rows: string;
  columns: readonly DatasetColumn[];
  /** The rows, their columns named as `columns` in that order; instants as epoch milliseconds (float8), days as text. */
  query: (organizationId: string) => SQL;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * Every table of a dataset (docs/decisions.md: the dataset export). Each query names its
 * organisation, and row-level security holds it to the session's as well (docs/ARCHITECTURE.md:
 * Tenancy). Names are the farm's words, ids are kept so the files join with each other.
 */
export const DATASET_TABLE_SPECS: readonly DatasetTableSpec[] = [
  {
    name: 'animals',
    rows: 'one animal of the register, removed animals included',
    columns: [
      { name: 'id', type: 'text', meaning: 'The animal’s id; records.animal_id and pedigree point at it' },
      { name: 'tag_number', type: 'text', meaning: 'Ear tag or other identification number' },
      { name: 'nickname', type: 'text', meaning: 'The name the farm calls it by' },
      { name: 'species', type: 'text', meaning: 'Species code (cattle, buffalo, sheep, goat, pig, horse…)' },
      { name: 'sex', type: 'text', meaning: 'female or male' },
      { name: 'breed', type: 'text', meaning: 'Breed name' },
      { name: 'birth_date', type: 'day', meaning: 'Day of birth, when known' },
      { name: 'dam_id', type: 'text', meaning: 'The genetic dam’s animal id, when registered' },
      { name: 'sire_id', type: 'text', meaning: 'The sire’s animal id, when registered' },
      { name: 'farm', type: 'text', meaning: 'The farm it is on now (its latest done movement)' },
      { name: 'group', type: 'text', meaning: 'The group it is in now (its latest done group change)' },
      { name: 'status', type: 'text', meaning: 'active, or removed (sold, dead, slaughtered…: see its removal record)' },
      { name: 'removed_at', type: 'instant', meaning: 'When it left the herd, if it has' },
    ],
    query: (organizationId) => sql`
      select a.id, a.tag_number, a.nickname, sp.code as species, a.gender as sex, b.name as breed, a.birth_date::text as birth_date,
        a.dam_id, a.sire_id, f.name as farm, g.name as "group", a.status, ${ms('a.removed_at')} as removed_at
      from animals a
      join species sp on sp.id = a.species_id
      left join breeds b on b.id = a.breed_id
      left join farms f on f.id = a.farm_id and f.organization_id = a.organization_id
      left join animal_groups g on g.id = a.group_id and g.organization_id = a.organization_id
      where a.organization_id = ${organizationId}
      order by a.tag_number, a.id`,
  },
  {
    name: 'records',
    rows: 'one event of the farm’s log, done or planned: every animal record (weights, milk, services, calvings, treatments…) and every stock movement',
    columns: [
      { name: 'id', type: 'text', meaning: 'The record’s id' },
      { name: 'type', type: 'text', meaning: 'What happened: weight, milk, service, pregnancyCheck, calving, disease, treatment, vaccination, movement, groupChange, removal, a stock receipt…' },
      { name: 'status', type: 'text', meaning: 'done, or planned (not yet happened)' },
      { name: 'occurred_at', type: 'instant', meaning: 'When it happened or is planned' },
      { name: 'animal_id', type: 'text', meaning: 'The animal it is about (animals.id); empty for a record about no animal' },
      { name: 'quantity', type: 'number', meaning: 'Its first measured value (a weight, a milk yield, a dose…)' },
      { name: 'unit', type: 'text', meaning: 'The quantity’s unit (kg, L, mL, dose, straw…)' },
      { name: 'details', type: 'text', meaning: 'Everything else recorded, as JSON text (a milking’s session and fat %, a service’s method, a check’s result, a removal’s reason…)' },
      { name: 'notes', type: 'text', meaning: 'Free notes' },
    ],
    query: (organizationId) => sql`
      select e.id, e.type, e.status, ${ms('e.occurred_at')} as occurred_at, s.asset_id as animal_id,
        q.value::float8 as quantity, q.unit, e.details::text as details, e.notes
      from events e
      left join lateral (
        select l.asset_id from event_assets l
        where l.event_id = e.id and l.organization_id = e.organization_id and l.role = 'subject' and l.asset_kind = 'animal'
        order by l.asset_id limit 1
      ) s on true
      left join quantities q on q.event_id = e.id and q.organization_id = e.organization_id and q.position = 0
      where e.organization_id = ${organizationId}
      order by e.occurred_at, e.id`,
  },
  {
    name: 'pedigree',
    rows: 'one animal with its parents as registered',
    columns: [
      { name: 'animal_id', type: 'text', meaning: 'The animal (animals.id)' },
      { name: 'tag_number', type: 'text', meaning: 'Its tag number' },
      { name: 'sire_id', type: 'text', meaning: 'Its sire (animals.id)' },
      { name: 'sire_tag_number', type: 'text', meaning: 'The sire’s tag number' },
      { name: 'dam_id', type: 'text', meaning: 'Its genetic dam (animals.id)' },
      { name: 'dam_tag_number', type: 'text', meaning: 'The dam’s tag number' },
      { name: 'surrogate_dam_id', type: 'text', meaning: 'The recipient dam that carried it (embryo transfer), when not its genetic dam' },
    ],
    query: (organizationId) => sql`
      select a.id as animal_id, a.tag_number, a.sire_id, s.tag_number as sire_tag_number, a.dam_id, d.tag_number as dam_tag_number, a.surrogate_dam_id
      from animals a
      left join animals s on s.id = a.sire_id and s.organization_id = a.organization_id
      left join animals d on d.id = a.dam_id and d.organization_id = a.organization_id
      where a.organization_id = ${organizationId}
      order by a.tag_number, a.id`,
  },
  {
    name: 'tasks',
    rows: 'one task of the action list (a repeating task is one row with its rule)',
    columns: [
      { name: 'id', type: 'text', meaning: 'The task’s id' },
      { name: 'name', type: 'text', meaning: 'What is to be done' },
      { name: 'category', type: 'text', meaning: 'general, insemination, healthRecord, feeding, milking, weighing or maintenance' },
      { name: 'priority', type: 'text', meaning: 'low, medium or high' },
      { name: 'status', type: 'text', meaning: 'pending, inProgress, completed or cancelled' },
      { name: 'start_at', type: 'instant', meaning: 'The start of its first occurrence' },
      { name: 'end_at', type: 'instant', meaning: 'The end of its first occurrence' },
      { name: 'time_zone', type: 'text', meaning: 'The time zone its repetitions follow' },
      { name: 'repeat', type: 'text', meaning: 'Its repetition rule as JSON text; empty for a task done once' },
      { name: 'farm', type: 'text', meaning: 'The farm it is for' },
      { name: 'animal_ids', type: 'text', meaning: 'The animals it is for (animals.id), separated by spaces' },
      { name: 'occurrences_done', type: 'number', meaning: 'Occurrences completed so far' },
      { name: 'completed_at', type: 'instant', meaning: 'When the whole task was completed or cancelled' },
    ],
    query: (organizationId) => sql`
      select t.id, t.name, t.category, t.priority, t.status, ${ms('t.start_at')} as start_at, ${ms('t.end_at')} as end_at, t.time_zone,
        t.repeat::text as repeat, f.name as farm,
        (select string_agg(ta.animal_id::text, ' ' order by ta.animal_id) from task_animals ta where ta.task_id = t.id and ta.organization_id = t.organization_id) as animal_ids,
        (select count(*)::float8 from task_occurrences o where o.task_id = t.id and o.organization_id = t.organization_id) as occurrences_done,
        ${ms('t.completed_at')} as completed_at
      from tasks t
      left join farms f on f.id = t.farm_id and f.organization_id = t.organization_id
      where t.organization_id = ${organizationId}
      order by t.start_at, t.id`,
  },
  {
    name: 'stock',
    rows: 'one thing kept in stock with some on hand: a supply, a drug pack, a feed lot or straws of semen in a tank',
    columns: [
      { name: 'id', type: 'text', meaning: 'The stock item’s id; records of its receipts and uses name it in their details' },
      { name: 'kind', type: 'text', meaning: 'supply, drugPack, feedLot or semenPack' },
      { name: 'name', type: 'text', meaning: 'The supply, the drug and its batch, the feed and its lot number, or the semen batch and its tank' },
      { name: 'on_hand', type: 'number', meaning: 'How much is on hand now, derived from its receipts, uses and stocktakes' },
      { name: 'unit', type: 'text', meaning: 'The unit on_hand is counted in' },
      { name: 'expires_on', type: 'day', meaning: 'When a drug pack or feed lot expires' },
    ],
    query: (organizationId) => sql`
      select a.id, a.kind,
        coalesce(s.name, d.name || ' · ' || p.batch, fi.name || ' · ' || fl.number, sb.code || ' · ' || tank.name) as name,
        a.stock_on_hand::float8 as on_hand, a.stock_unit as unit, coalesce(p.expires_on, fl.expires_on)::text as expires_on
      from assets a
      left join supplies s on s.id = a.id and s.organization_id = a.organization_id
      left join drug_packs p on p.id = a.id and p.organization_id = a.organization_id
      left join drugs d on d.id = p.drug_id and d.organization_id = a.organization_id
      left join feed_lots fl on fl.id = a.id and fl.organization_id = a.organization_id
      left join feed_ingredients fi on fi.id = fl.ingredient_id and fi.organization_id = a.organization_id
      left join semen_packs sp on sp.id = a.id and sp.organization_id = a.organization_id
      left join semen_batches sb on sb.id = sp.batch_id and sb.organization_id = a.organization_id
      left join semen_tanks tank on tank.id = sp.tank_id and tank.organization_id = a.organization_id
      where a.organization_id = ${organizationId} and a.kind in ('supply', 'drugPack', 'feedLot', 'semenPack') and a.stock_on_hand <> 0
      order by a.kind, name, a.id`,
  },
];
