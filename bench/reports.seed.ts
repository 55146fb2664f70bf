/**
 * A dairy and beef herd with five years of records for the analytics bench (bench/README.md,
 * `npm run bench:reports`), written in set-based SQL (generate_series) straight into the log's
 * tables as the one write path would have (docs/ARCHITECTURE.md: the model): an event per record,
 * its animal as subject, the farm and zone of a movement as locations, a group change's group, a
 * natural service's bull as sire, and the record's quantity. Deterministic: every choice is a hash
 * of the row's number, so two runs seed the same herd.
 *
 * The herd: cows (three in five dairy: Holstein, Jersey, Brown Swiss; the rest beef: Angus,
 * Hereford, Brahman, Simmental), a sixth of them heifers calving first at 23–27 months, calving
 * every 360–440 days, one in seven culled; every calving registers its calf (twins one in fifty) with
 * its dam and birth weight; the beef herd's bulls; fattening steers bought in, weighed monthly, sold.
 */
import type pg from 'pg';
import { log, timed } from './support';

export interface HerdSeed {
  organizationId: string;
  /** About this many animals: cows, their calves, bulls and steers. */
  animals: number;
  /** Records run up to the day before this one, from five years before it. */
  lastDay: Date;
}

/** A whole number 0 … mod − 1 from a row's number and a salt: the seed's only source of variety. */
const h = (expr: string, salt: number, mod: number | string) => `(abs(hashint4((${expr})::int * 31 + ${salt})) % (${mod}))`;

const FARMS = ['Rancho Benchmark', 'Rancho Benchmark Sierra', 'Engorda La Vega'];
const GROUPS = ['Ordeño', 'Secas', 'Vacas de cría', 'Terneras', 'Recría', 'Engorde', 'Toros'];
const [MILKING, DRY, SUCKLER, CALVES, REARING, FATTENING, BULLS] = GROUPS.map((_, index) => `p.groups[${index + 1}]`);
const DAIRY_BREEDS = ['holstein-friesian', 'holstein-friesian', 'jersey', 'brown-swiss'];
const BEEF_BREEDS = ['angus', 'hereford', 'brahman', 'simmental'];

/** Each kind of record, from the herd's tables into `bench_records` (one row per event). */
const RECORDS: Record<string, string> = {
  calving: `
    insert into bench_records (type, animal_id, at, details)
    select 'calving', cv.cow_id, cv.day + time '06:00',
      jsonb_build_object('birthEase', case when ${h('cv.n', 31, 12)} = 0 then 'someAssistance' else 'noAssistance' end, 'calfIds', coalesce(c.ids, '[]'))
    from bench_calvings cv cross join bench_set p
    left join (select n, jsonb_agg(id order by j) as ids from bench_calves group by n) c on c.n = cv.n
    where cv.day between p.s and p.e`,
  // The conceiving service 278–285 days before the calving, after up to two returns 21 days apart.
  service: `
    insert into bench_records (type, animal_id, at, details, sire_id)
    select 'service', x.cow_id, x.served + time '08:00',
      case when x.dairy then jsonb_build_object('method', 'artificialInsemination', 'semenCode', 'HO-' || lpad((1 + ${h('x.n * 3 + x.f', 34, 40)})::text, 3, '0'))
        else jsonb_build_object('method', 'naturalMating') end,
      case when not x.dairy then p.bulls[1 + ${h('x.n', 35, 'array_length(p.bulls, 1)')}] end
    from (select cv.*, f, cv.conceived - 21 * f - ${h('cv.n * 3 + f', 33, 3)} as served
          from bench_calvings cv cross join generate_series(0, 2) f where f <= ${h('cv.n', 36, 3)}) x
    cross join bench_set p
    where x.served between p.s and p.e`,
  pregnancyCheck: `
    insert into bench_records (type, animal_id, at, details)
    select 'pregnancyCheck', cv.cow_id, cv.conceived + 35 + ${h('cv.n', 37, 10)} + time '10:00', '{"result": "pregnant", "method": "ultrasound"}'::jsonb
    from bench_calvings cv cross join bench_set p where cv.conceived + 45 between p.s and p.e
    union all
    select 'pregnancyCheck', cw.id, cw.cull_at - 20 + time '10:00', '{"result": "open", "method": "palpation"}'::jsonb
    from bench_cows cw cross join bench_set p where cw.cull_reason <> 'dead' and cw.cull_at - 20 between p.s and p.e`,
  // A monthly test day per cow in milk (days 8–280, before drying off 60 days ahead of the next
  // calving): one daily yield, or morning and evening for a third of the cows. Wood's curve shape.
  milk: `
    insert into bench_records (type, animal_id, at, details, value, unit, measure, label)
    select 'milk', t.cow_id, t.day + s.clock,
      jsonb_build_object('session', s.session, 'saleable', true,
        'fatPercent', round(3.3 + ${h('t.k', 42, 120)} / 100.0, 2), 'proteinPercent', round(2.9 + ${h('t.k', 43, 60)} / 100.0, 2),
        'somaticCellCount', 30000 * power(2, ${h('t.k', 44, 5)})::int + ${h('t.k', 45, 20000)}),
      round((t.a * power(t.dim, 0.25) * exp(-0.0035 * t.dim) * s.share)::numeric, 1), 'kg', 'weight', 'yield'
    from (select cv.n * 10 + m as k, cv.cow_id, cv.cow, cv.day + 8 + 30 * m + ${h('cv.n * 10 + m', 40, 5)} as day,
            8 + 30 * m + ${h('cv.n * 10 + m', 40, 5)} as dim, cv.next_day, cw.cull_at,
            (10 + ${h('cv.cow', 41, 6)}) * case when cv.parity = 1 then 0.8 else 1 end as a
          from bench_calvings cv join bench_cows cw on cw.c = cv.cow cross join generate_series(0, 9) m
          where cv.dairy) t
    join bench_sessions s on s.two = (t.cow % 3 = 0)
    cross join bench_set p
    where t.day between p.s and p.e and t.day < coalesce(t.next_day - 60, p.e + 1) and t.day < coalesce(t.cull_at, p.e + 1)`,
  weight: `
    insert into bench_records (type, animal_id, at, details, value, unit, measure, label)
    select 'weight', x.id, x.day + time '09:00', '{"method": "scale"}'::jsonb, round(x.kg::numeric, 1), 'kg', 'weight', 'weight'
    from (
      select cf.id, cf.birth + w.age as day, cf.fate_at, cf.birth_weight + w.age * case when cf.dairy then 0.75 else 0.8 + ${h('cf.i', 46, 40)} / 100.0 end as kg
      from bench_calves cf cross join lateral (values (case when cf.dairy then 60 else 200 end + ${h('cf.i', 47, 40)}), (case when cf.dairy then 180 else 365 end + ${h('cf.i', 48, 30)})) w(age)
      union all
      select st.id, st.entered + 30 * m, st.sold_at, st.entry_kg + 1.1 * 30 * m from bench_steers st cross join generate_series(0, 11) m
      union all
      select cv.cow_id, cv.day + 100, null, 520 + ${h('cv.n', 49, 140)} from bench_calvings cv
    ) x cross join bench_set p
    where x.day between p.s and p.e and (x.fate_at is null or x.day < x.fate_at)`,
  disease: `
    insert into bench_records (type, animal_id, at, details)
    select 'disease', animal_id, day + time '11:00', jsonb_build_object('diagnosis', diagnosis, 'severity', 'mild') from bench_cases`,
  treatment: `
    insert into bench_records (type, animal_id, at, details, value, unit, measure, label)
    select 'treatment', animal_id, day + time '12:00', jsonb_build_object('reason', diagnosis, 'product', product, 'route', 'intramuscular'), 20, 'mL', 'volume', 'dose' from bench_cases`,
  // Cows every 15 March while in the herd, calves at three months.
  vaccination: `
    insert into bench_records (type, animal_id, at, details, value, unit, measure, label)
    select 'vaccination', x.id, x.day + time '09:30', '{"vaccine": "Clostridial 8"}'::jsonb, 5, 'mL', 'volume', 'dose'
    from (
      select cw.id, make_date(extract(year from p.s)::int + y, 3, 15) as day, cw.cull_at as gone, cw.birth
      from bench_cows cw cross join bench_set p cross join generate_series(0, 5) y
      union all
      select cf.id, cf.birth + 90, cf.fate_at::date, cf.birth from bench_calves cf
    ) x cross join bench_set p
    where x.day between p.s and p.e and x.day > x.birth and (x.gone is null or x.day < x.gone)`,
  removal: `
    insert into bench_records (type, animal_id, at, details)
    select 'removal', x.id, x.at, jsonb_build_object('reason', x.reason)
    from (
      select cw.id, cw.cull_at + time '14:00' as at, cw.cull_reason as reason from bench_cows cw
      union all select cf.id, cf.fate_at, cf.fate_reason from bench_calves cf
      union all select st.id, st.sold_at + time '14:00', 'sold' from bench_steers st
    ) x cross join bench_set p
    where x.at::date between p.s and p.e`,
  // Each animal onto its farm when it comes (cows when the records begin), weaned beef heifers kept to La Vega.
  movement: `
    insert into bench_records (type, animal_id, at, details, farm_id, zone_id)
    select 'movement', x.id, x.day + time '07:00', '{}'::jsonb, p.farms[x.farm], p.zones[(x.farm - 1) * 4 + 1 + x.zone]
    from (
      select cw.id, greatest(cw.birth, p.s - 1) as day, case when cw.dairy then 1 else 2 end as farm, cw.c % 4 as zone from bench_cows cw cross join bench_set p
      union all select b.id, p.s - 1, 2, 0 from bench_bulls b cross join bench_set p
      union all select cf.id, cf.birth, case when cf.dairy then 1 else 2 end, cf.i % 4 from bench_calves cf
      union all select cf.id, cf.birth + 245, 3, cf.i % 4 from bench_calves cf where not cf.dairy and (cf.fate_at is null or cf.fate_at > cf.birth + 245)
      union all select st.id, st.entered, 3, st.k % 4 from bench_steers st
    ) x cross join bench_set p
    where x.day <= p.e`,
  // Dairy cows into the milking string at calving and dry 60 days before the next; the others once.
  groupChange: `
    insert into bench_records (type, animal_id, at, details, group_id)
    select 'groupChange', x.id, x.at, '{}'::jsonb, x.group_id
    from (
      select cv.cow_id as id, cv.day + time '07:30' as at, ${MILKING} as group_id from bench_calvings cv cross join bench_set p where cv.dairy
      union all select cv.cow_id, cv.next_day - 60 + time '07:30', ${DRY} from bench_calvings cv cross join bench_set p
        where cv.dairy and cv.next_day is not null and (cv.cull_at is null or cv.next_day - 60 < cv.cull_at)
      union all select cw.id, greatest(cw.birth, p.s - 1) + time '07:30', ${SUCKLER} from bench_cows cw cross join bench_set p where not cw.dairy
      union all select cf.id, cf.birth + time '07:30', ${CALVES} from bench_calves cf cross join bench_set p
      union all select cf.id, cf.birth + 180 + time '07:30', ${REARING} from bench_calves cf cross join bench_set p
        where cf.dairy and cf.gender = 'female' and (cf.fate_at is null or cf.fate_at > cf.birth + 180)
      union all select st.id, st.entered + time '07:30', ${FATTENING} from bench_steers st cross join bench_set p
      union all select b.id, p.s - 1 + time '07:30', ${BULLS} from bench_bulls b cross join bench_set p
    ) x cross join bench_set p
    where x.at::date <= p.e`,
};

/**
 * Seeds the herd with `client` (the database's owner, so row-level security does not apply; one
 * session, so the staging tables are temporary). Farms, zones and groups are inserted as the app
 * does, their triggers registering them as assets.
 */
export async function seedDairyAndBeefHerd(client: pg.Client, seed: HerdSeed): Promise<void> {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const org = seed.organizationId;
  const lastDay = new Date(Date.UTC(seed.lastDay.getUTCFullYear(), seed.lastDay.getUTCMonth(), seed.lastDay.getUTCDate() - 1));
  const firstDay = new Date(Date.UTC(lastDay.getUTCFullYear() - 5, lastDay.getUTCMonth(), lastDay.getUTCDate() + 1));
  const iso = (day: Date) => day.toISOString().slice(0, 10);
  await q("set timezone = 'UTC'");

  const cattle = (await q(`select id from species where code = 'cattle'`)).rows[0]!.id as string;
  const breedId = async (codes: string[]) => {
    const rows = (await q(`select code, id from breeds where species_id = $1 and code = any($2)`, [cattle, codes])).rows as { code: string; id: string }[];
    return codes.map((code) => rows.find((row) => row.code === code)!.id);
  };
  const farmIds: string[] = [];
  const zoneIds: string[] = [];
  for (const name of FARMS) {
    const farm = (await q(`insert into farms (organization_id, name) values ($1, $2) returning id`, [org, name])).rows[0]!.id as string;
    farmIds.push(farm);
    for (let zone = 1; zone <= 4; zone += 1) {
      const row = (await q(`insert into zones (organization_id, farm_id, name, area_square_meters, perimeter_meters) values ($1, $2, $3, 120000, 1400) returning id`, [org, farm, `Potrero ${zone}`])).rows[0]!;
      zoneIds.push(row.id as string);
    }
  }
  const groupIds: string[] = [];
  for (const name of GROUPS) groupIds.push((await q(`insert into animal_groups (organization_id, name) values ($1, $2) returning id`, [org, name])).rows[0]!.id as string);

  const cows = Math.round(seed.animals * 0.19);
  await q(
    `create temporary table bench_set as select $1::uuid as org, $2::date as s, $3::date as e, $4::uuid[] as dairy_breeds, $5::uuid[] as beef_breeds,
       $6::uuid[] as farms, $7::uuid[] as zones, $8::uuid[] as groups, '{}'::uuid[] as bulls`,
    [org, iso(firstDay), iso(lastDay), await breedId(DAIRY_BREEDS), await breedId(BEEF_BREEDS), farmIds, zoneIds, groupIds],
  );
  await q(`create temporary table bench_sessions (two boolean, session text, clock time, share float8)`);
  await q(`insert into bench_sessions values (true, 'morning', '05:00', 0.55), (true, 'evening', '17:00', 0.45), (false, 'daily', '07:00', 1)`);

  await timed('the herd: cows, calvings, calves, bulls, steers', async () => {
    await q(`
      create temporary table bench_cows as
      select x.*, case when x.young then x.birth + 700 + ${h('x.c', 2, 120)} else p.s - 380 + ${h('x.c', 4, 400)} end as first_calving,
        360 + ${h('x.c', 5, 80)} as interval_days,
        case when x.c % 7 = 1 then p.s + 200 + ${h('x.c', 6, 1600)} end as cull_at,
        (array['sold', 'slaughtered', 'dead'])[1 + ${h('x.c', 7, 3)}] as cull_reason,
        case when x.dairy then p.dairy_breeds[1 + x.c % 4] else p.beef_breeds[1 + x.c % 4] end as breed_id
      from (select c, gen_random_uuid() as id, c % 5 < 3 as dairy, c % 6 = 0 as young,
              case when c % 6 = 0 then p.s - 730 + ${h('c', 1, 1460)} else p.s - 900 - ${h('c', 3, 2000)} end as birth
            from bench_set p cross join generate_series(1, ${cows}) c) x cross join bench_set p`);
    // Calvings while the cow is in the herd, from up to 400 days before the records begin (the
    // lactations and pregnancies under way then) to 300 days after the last day (the pregnancies
    // still carried: their services and checks are seeded, not the calving).
    await q(`
      create temporary table bench_calvings as
      select row_number() over (order by w.cow, w.k)::int as n, w.*,
        row_number() over (partition by w.cow order by w.k)::int + case when w.young then 0 else 2 end as parity,
        lead(w.day) over (partition by w.cow order by w.k) as next_day,
        w.day - 278 - ${h('w.cow * 13 + w.k', 20, 8)} as conceived
      from (select cw.c as cow, cw.id as cow_id, cw.dairy, cw.young, cw.cull_at, k, cw.first_calving + k * cw.interval_days as day
            from bench_cows cw cross join bench_set p cross join generate_series(0, 12) k
            where cw.first_calving + k * cw.interval_days between p.s - 400 and p.e + 300
              and (cw.cull_at is null or cw.first_calving + k * cw.interval_days < cw.cull_at)) w`);
    // A calf per calving on or before the last day (twins one in fifty), and what became of it:
    // dead within 48 h or before weaning, dairy bull calves sold at two weeks, beef bull calves and
    // half the beef heifers sold at weaning, a tenth of the kept heifers sold at 15 months.
    await q(`
      create temporary table bench_calves as
      select y.*,
        case when y.roll < 4 then y.birth + interval '6 hours'
          when y.roll < 7 then y.birth + (10 + ${h('y.i', 24, 40)}) + time '14:00'
          when y.dairy and y.gender = 'male' then y.birth + 14 + time '14:00'
          when not y.dairy and (y.gender = 'male' or ${h('y.i', 26, 2)} = 0) then y.birth + 240 + ${h('y.i', 25, 60)} + time '14:00'
          when ${h('y.i', 27, 10)} = 0 then y.birth + 450 + time '14:00' end as fate_at,
        case when y.roll < 7 then 'dead' else 'sold' end as fate_reason
      from (select cv.n, j, gen_random_uuid() as id, cv.cow_id, cv.dairy, cv.day as birth,
              case when ${h('cv.n * 2 + j', 21, 2)} = 0 then 'female' else 'male' end as gender,
              row_number() over (order by cv.n, j)::int as i,
              30 + ${h('cv.n * 2 + j', 28, 15)} as birth_weight,
              ${h('cv.n * 2 + j', 23, 100)} as roll
            from bench_calvings cv cross join bench_set p cross join generate_series(1, 2) j
            where cv.day between p.s and p.e and (j = 1 or ${h('cv.n', 22, 50)} = 0)) y`);
    const calves = (await q(`select count(*)::int as n from bench_calves`)).rows[0]!.n as number;
    const bulls = Math.max(5, Math.ceil((cows * 0.4) / 40));
    const steers = Math.max(0, seed.animals - cows - calves - bulls);
    await q(`create temporary table bench_bulls as select b, gen_random_uuid() as id from generate_series(1, ${bulls}) b`);
    await q(`update bench_set set bulls = (select array_agg(id order by b) from bench_bulls)`);
    await q(`
      create temporary table bench_steers as
      select k, gen_random_uuid() as id, p.s + ${h('k', 50, 1700)} as entered, 230 + ${h('k', 51, 60)} as entry_kg,
        p.s + ${h('k', 50, 1700)} + 240 + ${h('k', 52, 90)} as sold_at
      from bench_set p cross join generate_series(1, ${steers}) k`);
    await q(`
      insert into animals (id, organization_id, species_id, gender, breed_id, tag_number, birth_date, birth_weight, dam_id, category_stage, registration_date)
      select cw.id, p.org, $1::uuid, 'female', cw.breed_id, 'VC-' || lpad(cw.c::text, 6, '0'), cw.birth, null::numeric, null::uuid, 'cow', null::date from bench_cows cw cross join bench_set p
      union all
      select cf.id, p.org, $1::uuid, cf.gender, cw.breed_id, 'BC-' || lpad(cf.i::text, 6, '0'), cf.birth, cf.birth_weight, cf.cow_id, 'calf', null
      from bench_calves cf join bench_cows cw on cw.id = cf.cow_id cross join bench_set p
      union all
      select b.id, p.org, $1::uuid, 'male', p.beef_breeds[1 + b.b % 4], 'TO-' || lpad(b.b::text, 4, '0'), p.s - 1500 - ${h('b.b', 53, 700)}, null, null, 'bull', null from bench_bulls b cross join bench_set p
      union all
      select st.id, p.org, $1::uuid, 'male', p.beef_breeds[1 + st.k % 4], 'NV-' || lpad(st.k::text, 6, '0'), st.entered - 210 - ${h('st.k', 54, 60)}, null, null, 'steer', st.entered
      from bench_steers st cross join bench_set p`,
      [cattle],
    );
    log(`${cows} cows, ${calves} calves, ${bulls} bulls, ${steers} steers`);
  });

  await timed('five years of records', async () => {
    // Diseases of the cows after calving and of the calves, each treated the same day.
    await q(`
      create temporary table bench_cases as
      select x.* from (
        select cv.cow_id as animal_id, cv.day + 45 as day, 'mastitis' as diagnosis, 'Cefquinoma' as product from bench_calvings cv where cv.dairy and ${h('cv.n', 10, 6)} = 0
        union all select cv.cow_id, cv.day + 10, 'metritis', 'Oxytetracycline' from bench_calvings cv where ${h('cv.n', 12, 12)} = 0
        union all select cv.cow_id, cv.day + 120, 'lameness', 'Meloxicam' from bench_calvings cv where ${h('cv.n', 11, 10)} = 0
        union all select cf.id, cf.birth + 8, 'neonatal diarrhoea', 'Electrolytes' from bench_calves cf where ${h('cf.i', 13, 8)} = 0 and (cf.fate_at is null or cf.fate_at > cf.birth + 8)
        union all select cf.id, cf.birth + 50, 'pneumonia', 'Florfenicol' from bench_calves cf where ${h('cf.i', 14, 14)} = 0 and (cf.fate_at is null or cf.fate_at > cf.birth + 50)
      ) x cross join bench_set p where x.day between p.s and p.e`);
    await q(`
      create temporary table bench_records (id uuid not null default gen_random_uuid(), type text not null, animal_id uuid not null, at timestamptz not null,
        details jsonb not null default '{}', value numeric, unit text, measure text, label text, farm_id uuid, zone_id uuid, group_id uuid, sire_id uuid)`);
    for (const [type, statement] of Object.entries(RECORDS)) {
      const { rowCount } = await q(statement);
      log(`  ${type}: ${rowCount}`);
    }
    await q(`insert into events (id, organization_id, type, status, occurred_at, details) select r.id, p.org, r.type, 'done', r.at, r.details from bench_records r cross join bench_set p`);
    await q(`
      insert into event_assets (organization_id, event_id, asset_id, asset_kind, role)
      select p.org, r.id, r.animal_id, 'animal', 'subject' from bench_records r cross join bench_set p
      union all select p.org, r.id, r.farm_id, 'farm', 'location' from bench_records r cross join bench_set p where r.farm_id is not null
      union all select p.org, r.id, r.zone_id, 'zone', 'location' from bench_records r cross join bench_set p where r.zone_id is not null
      union all select p.org, r.id, r.group_id, 'group', 'group' from bench_records r cross join bench_set p where r.group_id is not null
      union all select p.org, r.id, r.sire_id, 'animal', 'sire' from bench_records r cross join bench_set p where r.sire_id is not null`);
    await q(`
      insert into quantities (organization_id, event_id, position, measure, value, unit, label)
      select p.org, r.id, 0, r.measure, r.value, r.unit, r.label from bench_records r cross join bench_set p where r.value is not null`);
  });
  for (const table of ['bench_records', 'bench_cases', 'bench_steers', 'bench_bulls', 'bench_calves', 'bench_calvings', 'bench_cows', 'bench_sessions', 'bench_set']) await q(`drop table ${table}`);
}
