import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BatchesQuery, CollectionsQuery } from '@ganado/shared/semen';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { assets, semenBatches, semenCollections, semenSires, users } from '../../../db/schema';

// Two people a row names (who decided a batch, who recorded a collection): the users table twice.
const decider = alias(users, 'decider');
const recorder = alias(users, 'recorder');
const nameOf = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`${person.firstName} || ' ' || ${person.lastName}`;
const sireColumns = { id: semenSires.id, name: semenSires.name, naabCode: semenSires.naabCode };

/** A batch with its collection, its sire, its straws in stock and who decided it. */
const batchRows = (db: Db) =>
  db
    .select({ batch: semenBatches, collection: semenCollections, sire: sireColumns, straws: assets.stockOnHand, decidedByName: nameOf(decider) })
    .from(semenBatches)
    .innerJoin(semenCollections, eq(semenCollections.id, semenBatches.collectionId))
    .innerJoin(semenSires, eq(semenSires.id, semenCollections.sireId))
    .innerJoin(assets, eq(assets.id, semenBatches.id))
    .leftJoin(decider, eq(decider.id, semenBatches.decidedBy));
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchRows>['where']>>[number];

export async function listBatches(db: Db, organizationId: string, query: BatchesQuery) {
  const where = and(
    eq(semenBatches.organizationId, organizationId),
    query.status ? eq(semenBatches.status, query.status) : undefined,
    query.sireId ? eq(semenCollections.sireId, query.sireId) : undefined,
    query.search ? or(ilike(semenBatches.code, containing(query.search)), ilike(semenSires.name, containing(query.search))) : undefined,
  );
  const rows = await batchRows(db)
    .where(where)
    .orderBy(desc(semenCollections.collectedAt), desc(semenBatches.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ value: count() })
    .from(semenBatches)
    .innerJoin(semenCollections, eq(semenCollections.id, semenBatches.collectionId))
    .innerJoin(semenSires, eq(semenSires.id, semenCollections.sireId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findBatches(db: Db, organizationId: string, ids: readonly string[]): Promise<BatchRow[]> {
  if (ids.length === 0) return [];
  return batchRows(db).where(and(eq(semenBatches.organizationId, organizationId), inArray(semenBatches.id, [...ids])));
}

/** Locks a batch for its decision: two people deciding it at once decide it once. */
export async function lockBatch(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ status: semenBatches.status })
    .from(semenBatches)
    .where(and(eq(semenBatches.organizationId, organizationId), eq(semenBatches.id, id)))
    .for('update');
  return row;
}

export async function updateBatchRow(db: Db, organizationId: string, id: string, values: Partial<typeof semenBatches.$inferInsert>): Promise<void> {
  await db.update(semenBatches).set(values).where(and(eq(semenBatches.organizationId, organizationId), eq(semenBatches.id, id)));
}

/** Collections with their batch, sire and who recorded them. */
const collectionRows = (db: Db) =>
  db
    .select({ collection: semenCollections, sire: sireColumns, batch: { id: semenBatches.id, code: semenBatches.code, status: semenBatches.status }, byName: nameOf(recorder) })
    .from(semenCollections)
    .innerJoin(semenSires, eq(semenSires.id, semenCollections.sireId))
    .innerJoin(semenBatches, eq(semenBatches.collectionId, semenCollections.id))
    .leftJoin(recorder, eq(recorder.id, semenCollections.createdBy));
export type CollectionRow = Awaited<ReturnType<ReturnType<typeof collectionRows>['where']>>[number];

export async function listCollections(db: Db, organizationId: string, query: CollectionsQuery) {
  const where = and(
    eq(semenCollections.organizationId, organizationId),
    query.sireId ? eq(semenCollections.sireId, query.sireId) : undefined,
    query.search ? or(ilike(semenBatches.code, containing(query.search)), ilike(semenSires.name, containing(query.search)), ilike(semenCollections.centre, containing(query.search))) : undefined,
  );
  const rows = await collectionRows(db)
    .where(where)
    .orderBy(desc(semenCollections.collectedAt), desc(semenCollections.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ value: count() })
    .from(semenCollections)
    .innerJoin(semenSires, eq(semenSires.id, semenCollections.sireId))
    .innerJoin(semenBatches, eq(semenBatches.collectionId, semenCollections.id))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findCollection(db: Db, organizationId: string, id: string): Promise<CollectionRow | undefined> {
  const [row] = await collectionRows(db).where(and(eq(semenCollections.organizationId, organizationId), eq(semenCollections.id, id)));
  return row;
}
