import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { animals, breeds, farms, inseminators, semenBatches, semenSires } from '../../../db/schema';

/** Which services a screen counts: AI services done in the period, of females on a farm, of a species and breed. */
export interface ServiceFilters {
  /** Included. */
  from: Date;
  /** Excluded. */
  to: Date;
  farmId?: string;
  speciesCode?: string;
  breedCode?: string;
}

/**
 * One record of an inseminated animal's history, as the figures read it (docs/decisions.md:
 * fertility figures): an AI service with what it names, a pregnancy check's result, a calving, a
 * removal. `at` in epoch milliseconds.
 */
export interface HistoryRow {
  animalId: string;
  type: 'service' | 'pregnancyCheck' | 'calving' | 'removal';
  at: number;
  relatedAnimalId: string | null;
  inseminatorId: string | null;
  semenBatchId: string | null;
  semenSireId: string | null;
  semenCode: string | null;
  result: string | null;
}

/** An animal serviced in the period and the farm it is on: its services' farm. */
export interface ServicedAnimal {
  id: string;
  farmId: string | null;
}

const AI_SERVICE = sql`r.type = 'service' and r.details->>'method' = 'artificialInsemination'`;

/** The animals with a done AI service in the period that pass the filters. */
function servicedAnimals(organizationId: string, filters: ServiceFilters): SQL {
  return sql`
    select distinct r.animal_id from animal_records r
    join animals a on a.id = r.animal_id and a.organization_id = r.organization_id
    where r.organization_id = ${organizationId} and r.status = 'done' and ${AI_SERVICE}
      and r.occurred_at >= ${filters.from.toISOString()}::timestamptz and r.occurred_at < ${filters.to.toISOString()}::timestamptz
      ${filters.farmId ? sql`and a.farm_id = ${filters.farmId}` : sql``}
      ${filters.speciesCode ? sql`and a.species_id in (select s.id from species s where s.code = ${filters.speciesCode})` : sql``}
      ${filters.breedCode ? sql`and a.breed_id in (select b.id from breeds b where b.code = ${filters.breedCode})` : sql``}`;
}

/**
 * The whole histories of the organisation's animals serviced in the period (a first service and an
 * outcome need the records before and after it): their done AI services, pregnancy checks with a
 * result (an uncertain one says nothing), calvings and removals (an animal's removed status is
 * derived from its removal record: docs/ARCHITECTURE.md), and the animals themselves.
 */
export async function loadHistories(db: Db, organizationId: string, filters: ServiceFilters): Promise<{ rows: HistoryRow[]; animals: ServicedAnimal[] }> {
  // The animals first, then their histories by id: a semi-join of the records view on itself is
  // planned as a nested loop over every event of the organisation (seconds on the embedded database).
  const found = await rowsOf<ServicedAnimal>(
    db.execute(sql`
      select a.id, a.farm_id as "farmId" from animals a where a.organization_id = ${organizationId} and a.id in (${servicedAnimals(organizationId, filters)})`),
  );
  if (found.length === 0) return { rows: [], animals: [] };
  const rows = await rowsOf<HistoryRow>(
    db.execute(sql`
      select r.animal_id as "animalId", r.type, (extract(epoch from r.occurred_at) * 1000)::float8 as at,
        r.related_animal_id as "relatedAnimalId", r.details->>'inseminatorId' as "inseminatorId",
        r.details->>'semenBatchId' as "semenBatchId", r.details->>'semenSireId' as "semenSireId",
        r.details->>'semenCode' as "semenCode", r.details->>'result' as result
      from animal_records r
      where r.organization_id = ${organizationId} and r.status = 'done' and r.animal_id = any(${uuidArray(found.map((animal) => animal.id))})
        and ((${AI_SERVICE}) or (r.type = 'pregnancyCheck' and r.details->>'result' in ('pregnant', 'open')) or r.type in ('calving', 'removal'))`),
  );
  return { rows, animals: found };
}

/** Every sire semen is collected from: few, and each service may name one by id, herd animal or code. */
export function loadSemenSires(db: Db, organizationId: string) {
  return db
    .select({ id: semenSires.id, name: semenSires.name, naabCode: semenSires.naabCode, breed: semenSires.breed, animalId: semenSires.animalId })
    .from(semenSires)
    .where(eq(semenSires.organizationId, organizationId));
}
export type SemenSireRow = Awaited<ReturnType<typeof loadSemenSires>>[number];

/** Herd bulls by id, with their breed's name. */
export async function loadHerdSires(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: animals.id, tagNumber: animals.tagNumber, nickname: animals.nickname, breed: breeds.name })
    .from(animals)
    .leftJoin(breeds, eq(breeds.id, animals.breedId))
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])));
}
export type HerdSireRow = Awaited<ReturnType<typeof loadHerdSires>>[number];

/** The names of the organisation's inseminators, batches (their codes) or farms with these ids. */
export async function namesOf(db: Db, organizationId: string, of: 'inseminator' | 'batch' | 'farm', ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = { inseminator: inseminators, batch: semenBatches, farm: farms }[of];
  const name = of === 'batch' ? semenBatches.code : of === 'farm' ? farms.name : inseminators.name;
  const rows = await db
    .select({ id: table.id, name })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
