import type { FeedingAnimal } from '@ganado/feeding';
import type { RationTarget } from '@ganado/shared/feed';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { uuidArray } from '../../../db/arrays';
import { rowsOf } from '../../../db/rows';
import { animalGroups, animals } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

/** A milk record older than this says nothing of today's yield. */
export const MILK_RECORD_DAYS = 31;
/** A litre of cow's milk weighs about 1.03 kg. */
const KG_PER_LITRE_OF_MILK = 1.03;
const KG_PER_LB = 0.453_592_37;
const DAY_MS = 86_400_000;
/** Gestation to calving a pregnancy check's expected calving date counts back from (NASEM 2021's default). */
const GESTATION_DAYS = 280;

export interface TargetAnimals {
  target: { kind: 'group' | 'animal'; id: string; name: string; headCount: number };
  /** Animals with a weight on record, as the formulation takes them. */
  animals: FeedingAnimal[];
  /** Tags of the animals left out for having no weight. */
  unweighed: string[];
  speciesCodes: string[];
  /** The country of the farm most of them are on: the loading sheet's language. */
  countryCode: string | null;
}

interface AnimalFacts {
  id: string;
  tag_number: string;
  nickname: string | null;
  gender: string;
  category_stage: string | null;
  birth_date: string | null;
  current_weight_kg: string | null;
  species_code: string;
  country_code: string | null;
  calvings: number;
  /** Instants come back as Dates from PGlite and as text from node-postgres: read them with `instant`. */
  last_calving_at: Date | string | null;
  check_result: string | null;
  check_at: Date | string | null;
  fetus_age_days: number | null;
  expected_calving: string | null;
  service_at: Date | string | null;
  milk_day: string | null;
  milk_kg: string | null;
  milk_fat: string | null;
  milk_protein: string | null;
  condition: string | null;
}

/** The group's current members or the one animal, by id; another organisation's is not found. */
async function targetOf(db: Db, organizationId: string, target: RationTarget): Promise<{ name: string; ids: string[] }> {
  if (target.kind === 'animal') {
    const [animal] = await db
      .select({ id: animals.id, tag: animals.tagNumber, nickname: animals.nickname })
      .from(animals)
      .where(and(eq(animals.organizationId, organizationId), eq(animals.id, target.animalId)));
    if (!animal) throw new AppError(404, 'errors.notFound', { param: 'target.animalId' });
    return { name: animal.nickname ? `${animal.tag} (${animal.nickname})` : animal.tag, ids: [animal.id] };
  }
  const [group] = await db
    .select({ name: animalGroups.name })
    .from(animalGroups)
    .where(and(eq(animalGroups.organizationId, organizationId), eq(animalGroups.id, target.groupId), isNull(animalGroups.deletedAt)));
  if (!group) throw new AppError(404, 'errors.notFound', { param: 'target.groupId' });
  const members = await db
    .select({ id: animals.id })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), eq(animals.groupId, target.groupId), eq(animals.status, 'active')));
  return { name: group.name, ids: members.map((member) => member.id) };
}

/**
 * What the requirements engines need of each animal, from its records as of `on`: its latest weight
 * (cached on the animal by the log), calvings and the latest, a pregnancy confirmed since and how far
 * on, the latest day's milk within a month with its fat and protein, the latest condition score.
 */
export async function targetAnimals(db: Db, organizationId: string, target: RationTarget, on: Date): Promise<TargetAnimals> {
  const { name, ids } = await targetOf(db, organizationId, target);
  const id = target.kind === 'group' ? target.groupId : target.animalId;
  if (ids.length === 0) return { target: { kind: target.kind, id, name, headCount: 0 }, animals: [], unweighed: [], speciesCodes: [], countryCode: null };
  const facts = await rowsOf<AnimalFacts>(
    db.execute(sql`
      with subject as not materialized (
        select l.asset_id as animal_id, e.id, e.type, e.occurred_at, e.details
        from event_assets l join events e on e.id = l.event_id and e.organization_id = l.organization_id
        where l.organization_id = ${organizationId} and l.asset_id = any(${uuidArray(ids)}) and l.role = 'subject'
          and e.status = 'done' and e.occurred_at <= ${on.toISOString()}
          and e.type in ('calving', 'pregnancyCheck', 'service', 'conception', 'milk', 'assessment')
      )
      select a.id, a.tag_number, a.nickname, a.gender, a.category_stage, a.birth_date::text, a.current_weight_kg::text,
        s.code as species_code, f.country_code,
        (select count(*)::int from subject c where c.animal_id = a.id and c.type = 'calving') as calvings,
        calving.occurred_at as last_calving_at,
        pregnancy.details->>'result' as check_result, pregnancy.occurred_at as check_at,
        (pregnancy.details->>'fetusAgeDays')::int as fetus_age_days, pregnancy.details->>'expectedCalvingDate' as expected_calving,
        (select max(v.occurred_at) from subject v where v.animal_id = a.id and v.type in ('service', 'conception')
          and v.occurred_at > coalesce(calving.occurred_at, '-infinity') and v.occurred_at <= pregnancy.occurred_at) as service_at,
        milk.day::text as milk_day, milk.kg::text as milk_kg, milk.fat::text as milk_fat, milk.protein::text as milk_protein,
        (select (m.details->>'bodyConditionScore') from subject m where m.animal_id = a.id and m.type = 'assessment'
          and m.details->>'bodyConditionScore' is not null order by m.occurred_at desc, m.id desc limit 1) as condition
      from animals a
      join species s on s.id = a.species_id
      left join farms f on f.id = a.farm_id and f.organization_id = a.organization_id
      left join lateral (select c.occurred_at from subject c where c.animal_id = a.id and c.type = 'calving' order by c.occurred_at desc, c.id desc limit 1) calving on true
      left join lateral (
        select p.occurred_at, p.details from subject p where p.animal_id = a.id and p.type = 'pregnancyCheck'
          and p.occurred_at > coalesce(calving.occurred_at, '-infinity') order by p.occurred_at desc, p.id desc limit 1
      ) pregnancy on true
      left join lateral (
        select d.day, sum(d.kg) as kg,
          sum(d.kg * (d.details->>'fatPercent')::numeric) / nullif(sum(d.kg) filter (where d.details->>'fatPercent' is not null), 0) as fat,
          sum(d.kg * (d.details->>'proteinPercent')::numeric) / nullif(sum(d.kg) filter (where d.details->>'proteinPercent' is not null), 0) as protein
        from (
          select (m.occurred_at at time zone 'UTC')::date as day, m.details,
            q.value * case q.unit when 'L' then ${KG_PER_LITRE_OF_MILK}::numeric when 'lb' then ${KG_PER_LB}::numeric else 1 end as kg,
            dense_rank() over (order by (m.occurred_at at time zone 'UTC')::date desc) as latest
          from subject m join quantities q on q.event_id = m.id and q.organization_id = ${organizationId} and q.position = 0
          where m.animal_id = a.id and m.type = 'milk' and m.occurred_at > ${new Date(on.getTime() - MILK_RECORD_DAYS * DAY_MS).toISOString()}
        ) d where d.latest = 1 group by d.day
      ) milk on true
      where a.organization_id = ${organizationId} and a.id = any(${uuidArray(ids)})
      order by a.tag_number`),
  );
  const weighed = facts.filter((row) => row.current_weight_kg !== null && Number(row.current_weight_kg) > 0);
  return {
    target: { kind: target.kind, id, name, headCount: ids.length },
    animals: weighed.map((row) => feedingAnimal(row, on)),
    unweighed: facts.filter((row) => !weighed.includes(row)).map((row) => row.tag_number),
    speciesCodes: [...new Set(facts.map((row) => row.species_code))],
    countryCode: commonest(facts.map((row) => row.country_code)),
  };
}

function commonest(values: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
const daysBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));

/** How far on a confirmed pregnancy is: the check's fetal age, its expected calving, or its service. */
function daysPregnant(row: AnimalFacts, on: Date): number {
  const checked = instant(row.check_at);
  if (row.check_result !== 'pregnant' || !checked) return 0;
  if (row.fetus_age_days !== null) return row.fetus_age_days + daysBetween(checked, on);
  if (row.expected_calving) return Math.max(0, GESTATION_DAYS - daysBetween(on, new Date(`${row.expected_calving}T00:00:00Z`)));
  const served = instant(row.service_at);
  return served ? daysBetween(served, on) : 0;
}

function feedingAnimal(row: AnimalFacts, on: Date): FeedingAnimal {
  const born = row.birth_date ? new Date(`${row.birth_date}T00:00:00Z`) : null;
  const score = row.condition === null ? null : Number(row.condition);
  return {
    id: row.id,
    bodyWeightKg: Number(row.current_weight_kg),
    sex: row.gender === 'female' ? 'female' : row.category_stage === 'steer' ? 'castrated' : 'male',
    ageMonths: born ? Math.floor(daysBetween(born, on) / 30.44) : null,
    calvings: row.calvings,
    daysInMilk: row.last_calving_at ? daysBetween(instant(row.last_calving_at)!, on) : null,
    daysPregnant: daysPregnant(row, on),
    milk:
      row.milk_kg === null
        ? null
        : { kgPerDay: Number(row.milk_kg), fatPercent: numberOrNull(row.milk_fat), proteinPercent: numberOrNull(row.milk_protein), lactosePercent: null },
    // A dairy condition score is on the 1–5 scale; a beef one on 1–9 is left to the default.
    bodyConditionScore: score !== null && score <= 5 ? score : null,
  };
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
