import type { EvaluatedTrait, TraitRun } from '@ganado/shared/genetics';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertRows } from '../../../db/insert-rows';
import { geneticEvaluations, geneticInbreeding, geneticValues, users } from '../../../db/schema';
import type { TraitColumns } from './evaluation.task';

export type EvaluationRow = typeof geneticEvaluations.$inferSelect;
/** Completed evaluations kept with their values: the current one and its history. */
export const EVALUATIONS_KEPT = 12;

const withCreator = (db: Db) =>
  db
    .select({ evaluation: geneticEvaluations, creatorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(geneticEvaluations)
    .leftJoin(users, eq(users.id, geneticEvaluations.createdBy));

export async function findEvaluation(db: Db, organizationId: string, id: string) {
  const [row] = await withCreator(db).where(and(eq(geneticEvaluations.organizationId, organizationId), eq(geneticEvaluations.id, id)));
  return row;
}

export async function listEvaluations(db: Db, organizationId: string, page: number, limit: number) {
  const where = eq(geneticEvaluations.organizationId, organizationId);
  const rows = await withCreator(db)
    .where(where)
    .orderBy(desc(geneticEvaluations.createdAt), desc(geneticEvaluations.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ value: count() }).from(geneticEvaluations).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The evaluation whose EPDs are published: the organisation's latest completed one. */
export async function currentEvaluation(db: Db, organizationId: string): Promise<{ id: string; finishedAt: Date } | undefined> {
  const [row] = await db
    .select({ id: geneticEvaluations.id, finishedAt: geneticEvaluations.finishedAt })
    .from(geneticEvaluations)
    .where(and(eq(geneticEvaluations.organizationId, organizationId), eq(geneticEvaluations.status, 'completed')))
    .orderBy(desc(geneticEvaluations.finishedAt), desc(geneticEvaluations.id))
    .limit(1);
  return row && { id: row.id, finishedAt: row.finishedAt! };
}

export async function updateEvaluation(db: Db, id: string, values: Partial<typeof geneticEvaluations.$inferInsert>): Promise<void> {
  await db.update(geneticEvaluations).set(values).where(eq(geneticEvaluations.id, id));
}

/** Traits' figures for every animal of the evaluation (`animalIds` in the columns' row order), in one statement of arrays. */
export async function insertTraitValues(db: Db, organizationId: string, evaluationId: string, animalIds: readonly string[], columns: readonly TraitColumns[]): Promise<void> {
  await db.delete(geneticValues).where(and(eq(geneticValues.evaluationId, evaluationId), inArray(geneticValues.trait, columns.map((column) => column.trait))));
  const rows: (typeof geneticValues.$inferInsert)[] = [];
  for (const column of columns) {
    for (let row = 0; row < animalIds.length; row += 1) {
      rows.push({
        organizationId,
        evaluationId,
        trait: column.trait,
        animalId: animalIds[row]!,
        epd: column.epd[row]!,
        accuracy: column.accuracy[row]!,
        percentile: column.percentile[row]! || null,
        possibleChange: column.possibleChange[row]!,
      });
    }
  }
  await insertRows(db, geneticValues, rows);
}

export async function insertInbreeding(db: Db, organizationId: string, evaluationId: string, animalIds: readonly string[], coefficients: Float64Array): Promise<void> {
  await db.delete(geneticInbreeding).where(eq(geneticInbreeding.evaluationId, evaluationId));
  await insertRows(
    db,
    geneticInbreeding,
    animalIds.map((animalId, row) => ({ organizationId, evaluationId, animalId, coefficient: coefficients[row]! })),
  );
}

/** The traits an earlier attempt of this evaluation finished (their values saved). */
export const finishedTraits = (runs: readonly TraitRun[]): Set<EvaluatedTrait> => new Set(runs.map((run) => run.trait));

/** Drops completed evaluations past the newest EVALUATIONS_KEPT (their values go with them). */
export async function pruneEvaluations(db: Db, organizationId: string): Promise<void> {
  const kept = db
    .select({ id: geneticEvaluations.id })
    .from(geneticEvaluations)
    .where(and(eq(geneticEvaluations.organizationId, organizationId), eq(geneticEvaluations.status, 'completed')))
    .orderBy(desc(geneticEvaluations.finishedAt))
    .limit(EVALUATIONS_KEPT);
  await db
    .delete(geneticEvaluations)
    .where(and(eq(geneticEvaluations.organizationId, organizationId), eq(geneticEvaluations.status, 'completed'), notInArray(geneticEvaluations.id, kept)));
}

/** A failed evaluation keeps its row (what went wrong) but none of the values it had saved. */
export async function dropValues(db: Db, evaluationId: string): Promise<void> {
  await db.delete(geneticValues).where(eq(geneticValues.evaluationId, evaluationId));
  await db.delete(geneticInbreeding).where(eq(geneticInbreeding.evaluationId, evaluationId));
}
