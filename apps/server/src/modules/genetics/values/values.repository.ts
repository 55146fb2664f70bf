import type { GeneticSort, GeneticTrait, TraitRange } from '@ganado/shared/genetics';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { animals, breeds, farms, geneticEvaluations, geneticInbreeding, geneticValues } from '../../../db/schema';

/** What the list, the search and the export filter by once checked: the query's and the search request's common ground. */
export interface GeneticFilter {
  search?: string | null;
  gender?: 'male' | 'female' | null;
  breedCode?: string | null;
  farmId?: string | null;
  includeInactive?: boolean;
  ranges: TraitRange[];
  sort: GeneticSort;
  desc: boolean;
}

const sorted = alias(geneticValues, 'sorted');

/** The animal's columns every answer shows. */
export const animalColumns = {
  id: animals.id,
  tagNumber: animals.tagNumber,
  nickname: animals.nickname,
  gender: animals.gender,
  breed: breeds.name,
  birthDate: animals.birthDate,
  farm: farms.name,
  status: animals.status,
};

function rangeCondition(evaluationId: string | null, range: TraitRange): SQL {
  if (evaluationId === null) return sql`false`;
  return exists(
    sql`(select 1 from ${geneticValues} v where v.evaluation_id = ${evaluationId} and v.trait = ${range.trait} and v.animal_id = ${animals.id}
      ${range.minEpd != null ? sql`and v.epd >= ${range.minEpd}` : sql``}
      ${range.maxEpd != null ? sql`and v.epd <= ${range.maxEpd}` : sql``}
      ${range.minAccuracy != null ? sql`and v.accuracy >= ${range.minAccuracy}` : sql``}
      ${range.maxAccuracy != null ? sql`and v.accuracy <= ${range.maxAccuracy}` : sql``})`,
  );
}

function where(organizationId: string, evaluationId: string | null, filter: GeneticFilter): SQL | undefined {
  return and(
    eq(animals.organizationId, organizationId),
    filter.includeInactive ? undefined : eq(animals.status, 'active'),
    filter.gender ? eq(animals.gender, filter.gender) : undefined,
    filter.breedCode ? eq(breeds.code, filter.breedCode) : undefined,
    filter.farmId ? eq(animals.farmId, filter.farmId) : undefined,
    filter.search ? or(ilike(animals.tagNumber, containing(filter.search)), ilike(animals.nickname, containing(filter.search))) : undefined,
    ...filter.ranges.map((range) => rangeCondition(evaluationId, range)),
  );
}

function order(filter: GeneticFilter): SQL[] {
  const direction = filter.desc ? desc : asc;
  if (filter.sort.startsWith('epd:')) {
    // Animals the evaluation has no EPD for come last either way.
    return [sql`${sorted.epd} ${filter.desc ? sql`desc` : sql`asc`} nulls last`, asc(sql`lower(${animals.tagNumber})`), asc(animals.id)];
  }
  const column = { tagNumber: sql`lower(${animals.tagNumber})`, nickname: sql`lower(${animals.nickname})`, birthDate: animals.birthDate }[filter.sort as 'tagNumber' | 'nickname' | 'birthDate'];
  return [direction(column), asc(animals.id)];
}

/** A page of animals with the filter, sorted by a column or a trait's EPD in `evaluationId`. */
export async function pageOfAnimals(db: Db, organizationId: string, evaluationId: string | null, filter: GeneticFilter, page: { limit: number; offset: number }) {
  const condition = where(organizationId, evaluationId, filter);
  const sortTrait = filter.sort.startsWith('epd:') ? (filter.sort.slice(4) as GeneticTrait) : null;
  const query = db
    .select(animalColumns)
    .from(animals)
    .leftJoin(breeds, eq(breeds.id, animals.breedId))
    .leftJoin(farms, eq(farms.id, animals.farmId));
  const joined =
    sortTrait && evaluationId
      ? query.leftJoin(sorted, and(eq(sorted.evaluationId, evaluationId), eq(sorted.trait, sortTrait), eq(sorted.animalId, animals.id)))
      : query.leftJoin(sorted, sql`false`);
  const rows = await joined
    .where(condition)
    .orderBy(...order(filter))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(animals).leftJoin(breeds, eq(breeds.id, animals.breedId)).where(condition);
  return { rows, total: total?.value ?? 0 };
}
export type GeneticAnimalRow = Awaited<ReturnType<typeof pageOfAnimals>>['rows'][number];

/** The organisation's animals among `ids`, with the list's columns. */
export async function animalsByIds(db: Db, organizationId: string, ids: readonly string[]): Promise<GeneticAnimalRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(animalColumns)
    .from(animals)
    .leftJoin(breeds, eq(breeds.id, animals.breedId))
    .leftJoin(farms, eq(farms.id, animals.farmId))
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])));
}

/** Every trait's figures of the animals in the evaluations named. */
export async function valuesOf(db: Db, organizationId: string, evaluationIds: readonly string[], animalIds: readonly string[]) {
  if (evaluationIds.length === 0 || animalIds.length === 0) return [];
  return db
    .select()
    .from(geneticValues)
    .where(and(eq(geneticValues.organizationId, organizationId), inArray(geneticValues.evaluationId, [...evaluationIds]), inArray(geneticValues.animalId, [...animalIds])));
}
export type ValueRow = Awaited<ReturnType<typeof valuesOf>>[number];

export async function inbreedingOf(db: Db, evaluationId: string | null, animalIds: readonly string[]): Promise<Map<string, number>> {
  if (!evaluationId || animalIds.length === 0) return new Map();
  const rows = await db
    .select({ animalId: geneticInbreeding.animalId, coefficient: geneticInbreeding.coefficient })
    .from(geneticInbreeding)
    .where(and(eq(geneticInbreeding.evaluationId, evaluationId), inArray(geneticInbreeding.animalId, [...animalIds])));
  return new Map(rows.map((row) => [row.animalId, row.coefficient]));
}

/** The completed evaluations an animal has values in, newest first. */
export async function evaluationsOfAnimal(db: Db, organizationId: string, animalId: string) {
  return db
    .selectDistinct({ id: geneticEvaluations.id, finishedAt: geneticEvaluations.finishedAt })
    .from(geneticValues)
    .innerJoin(geneticEvaluations, eq(geneticEvaluations.id, geneticValues.evaluationId))
    .where(and(eq(geneticValues.organizationId, organizationId), eq(geneticValues.animalId, animalId), eq(geneticEvaluations.status, 'completed')))
    .orderBy(desc(geneticEvaluations.finishedAt));
}

/** Each trait's EPD spread over the evaluation's animals (epd-info). */
export async function traitSpread(db: Db, evaluationId: string) {
  return db
    .select({ trait: geneticValues.trait, animals: sql<number>`count(*)::int`, mean: sql<number>`avg(${geneticValues.epd})::float8`, min: sql<number>`min(${geneticValues.epd})::float8`, max: sql<number>`max(${geneticValues.epd})::float8` })
    .from(geneticValues)
    .where(eq(geneticValues.evaluationId, evaluationId))
    .groupBy(geneticValues.trait);
}

