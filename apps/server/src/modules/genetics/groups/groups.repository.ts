import type { ContemporaryGroupsQuery, GroupTrait } from '@ganado/shared/genetics';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertRows } from '../../../db/insert-rows';
import { containing } from '../../../db/like';
import { animals, contemporaryGroupMembers, contemporaryGroups } from '../../../db/schema';

export type GroupRow = typeof contemporaryGroups.$inferSelect;
export type GroupValues = Omit<typeof contemporaryGroups.$inferInsert, 'organizationId' | 'id'>;

const size = sql<number>`(select count(*)::int from ${contemporaryGroupMembers} m where m.group_id = ${contemporaryGroups.id})`;
const SORT = { code: sql`lower(${contemporaryGroups.code})`, size, bornFrom: contemporaryGroups.bornFrom, updatedAt: contemporaryGroups.updatedAt } as const;

export async function listGroups(db: Db, organizationId: string, query: ContemporaryGroupsQuery) {
  const where = and(
    eq(contemporaryGroups.organizationId, organizationId),
    query.trait ? eq(contemporaryGroups.trait, query.trait) : undefined,
    query.search ? ilike(contemporaryGroups.code, containing(query.search)) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const rows = await db
    .select({ group: contemporaryGroups, size })
    .from(contemporaryGroups)
    .where(where)
    .orderBy(direction(SORT[query.col ?? 'code']), asc(contemporaryGroups.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(contemporaryGroups).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findGroup(db: Db, organizationId: string, trait: GroupTrait, id: string) {
  const [row] = await db
    .select({ group: contemporaryGroups, size })
    .from(contemporaryGroups)
    .where(and(eq(contemporaryGroups.organizationId, organizationId), eq(contemporaryGroups.trait, trait), eq(contemporaryGroups.id, id)));
  return row;
}

export async function groupMembers(db: Db, organizationId: string, groupId: string) {
  return db
    .select({ id: animals.id, tagNumber: animals.tagNumber, nickname: animals.nickname, gender: animals.gender, birthDate: animals.birthDate })
    .from(contemporaryGroupMembers)
    .innerJoin(animals, eq(animals.id, contemporaryGroupMembers.animalId))
    .where(and(eq(contemporaryGroupMembers.organizationId, organizationId), eq(contemporaryGroupMembers.groupId, groupId)))
    .orderBy(asc(animals.birthDate), asc(sql`lower(${animals.tagNumber})`));
}

/** The animals of the organisation among `ids`. */
export async function animalsFound(db: Db, organizationId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: animals.id }).from(animals).where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Codes the trait's groups hold, lower-cased. */
export async function takenCodes(db: Db, organizationId: string, trait: GroupTrait): Promise<Set<string>> {
  const rows = await db
    .select({ code: contemporaryGroups.code })
    .from(contemporaryGroups)
    .where(and(eq(contemporaryGroups.organizationId, organizationId), eq(contemporaryGroups.trait, trait)));
  return new Set(rows.map((row) => row.code.toLowerCase()));
}

export async function insertGroups(db: Db, organizationId: string, createdBy: string | null, values: readonly GroupValues[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(contemporaryGroups)
    .values(values.map((value) => ({ ...value, organizationId, createdBy })))
    .returning({ id: contemporaryGroups.id });
  return rows.map((row) => row.id);
}

export async function updateGroupRow(db: Db, organizationId: string, id: string, values: Partial<GroupValues>) {
  await db.update(contemporaryGroups).set(values).where(and(eq(contemporaryGroups.organizationId, organizationId), eq(contemporaryGroups.id, id)));
}

export async function deleteGroups(db: Db, organizationId: string, trait: GroupTrait, which: { id: string } | { automatic: true }) {
  await db
    .delete(contemporaryGroups)
    .where(and(eq(contemporaryGroups.organizationId, organizationId), eq(contemporaryGroups.trait, trait), 'id' in which ? eq(contemporaryGroups.id, which.id) : eq(contemporaryGroups.automatic, true)));
}

/** The animals in a hand-made group of the trait: a build leaves them where they are. */
export async function handPlaced(db: Db, organizationId: string, trait: GroupTrait): Promise<Set<string>> {
  const rows = await db
    .select({ animalId: contemporaryGroupMembers.animalId })
    .from(contemporaryGroupMembers)
    .innerJoin(contemporaryGroups, eq(contemporaryGroups.id, contemporaryGroupMembers.groupId))
    .where(and(eq(contemporaryGroupMembers.organizationId, organizationId), eq(contemporaryGroupMembers.trait, trait), eq(contemporaryGroups.automatic, false)));
  return new Set(rows.map((row) => row.animalId));
}

/** Takes the animals out of any group of the trait, then puts them in `groupId` (none when null). */
export async function placeAnimals(db: Db, organizationId: string, trait: GroupTrait, groupId: string | null, animalIds: readonly string[]): Promise<void> {
  if (animalIds.length === 0) return;
  await db
    .delete(contemporaryGroupMembers)
    .where(and(eq(contemporaryGroupMembers.organizationId, organizationId), eq(contemporaryGroupMembers.trait, trait), inArray(contemporaryGroupMembers.animalId, [...animalIds])));
  if (groupId) await insertRows(db, contemporaryGroupMembers, animalIds.map((animalId) => ({ organizationId, trait, groupId, animalId })));
}

/** Empties a group (its animals in none of the trait) before its members are set again. */
export async function emptyGroup(db: Db, organizationId: string, groupId: string): Promise<void> {
  await db.delete(contemporaryGroupMembers).where(and(eq(contemporaryGroupMembers.organizationId, organizationId), eq(contemporaryGroupMembers.groupId, groupId)));
}
