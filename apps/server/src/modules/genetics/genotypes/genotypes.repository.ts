import { createHash } from 'node:crypto';
import type { GenotypesQuery } from '@ganado/shared/genetics';
import type { Panel } from '@ganado/parentage';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { animals, genotypePanels, genotypes, users } from '../../../db/schema';

export type GenotypeRow = typeof genotypes.$inferSelect;

const listed = (db: Db) =>
  db
    .select({
      genotype: genotypes,
      tagNumber: animals.tagNumber,
      nickname: animals.nickname,
      snps: genotypePanels.snpCount,
      creatorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(genotypes)
    .innerJoin(animals, eq(animals.id, genotypes.animalId))
    .innerJoin(genotypePanels, eq(genotypePanels.id, genotypes.panelId))
    .leftJoin(users, eq(users.id, genotypes.createdBy));
export type ListedGenotype = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

const SORT = {
  createdAt: genotypes.createdAt,
  tagNumber: sql`lower(${animals.tagNumber})`,
  callRate: sql`${genotypes.called}::float8 / nullif(${genotypePanels.snpCount}, 0)`,
} as const;

export async function listGenotypes(db: Db, organizationId: string, query: GenotypesQuery) {
  const where = and(
    eq(genotypes.organizationId, organizationId),
    query.animalId ? eq(genotypes.animalId, query.animalId) : undefined,
    query.conflicts ? eq(genotypes.conflict, true) : undefined,
    query.search ? or(ilike(animals.tagNumber, containing(query.search)), ilike(animals.nickname, containing(query.search)), ilike(genotypes.technicianName, containing(query.search))) : undefined,
  );
  const direction = query.desc ?? !query.col ? desc : asc;
  const rows = await listed(db)
    .where(where)
    .orderBy(direction(SORT[query.col ?? 'createdAt']), desc(genotypes.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(genotypes).innerJoin(animals, eq(animals.id, genotypes.animalId)).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findGenotype(db: Db, organizationId: string, id: string): Promise<ListedGenotype | undefined> {
  const [row] = await listed(db).where(and(eq(genotypes.organizationId, organizationId), eq(genotypes.id, id)));
  return row;
}

/** Each animal's newest genotype, with its calls. */
export async function latestGenotypes(db: Db, organizationId: string, animalIds: readonly string[]): Promise<Map<string, GenotypeRow>> {
  if (animalIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([genotypes.animalId])
    .from(genotypes)
    .where(and(eq(genotypes.organizationId, organizationId), inArray(genotypes.animalId, [...animalIds])))
    .orderBy(genotypes.animalId, desc(genotypes.createdAt), desc(genotypes.id));
  return new Map(rows.map((row) => [row.animalId, row]));
}

/** The herd's genotyped males: the candidate sires of a calf whose sire is unknown or excluded. */
export async function genotypedMales(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: genotypes.animalId })
    .from(genotypes)
    .innerJoin(animals, eq(animals.id, genotypes.animalId))
    .where(and(eq(genotypes.organizationId, organizationId), eq(animals.gender, 'male')));
  return rows.map((row) => row.id);
}

/**
 * The genotyped animals a genotype of `animalId` bears on: its offspring; and when it is a male,
 * those whose sire is unknown or conflicts, among whom he may be the one.
 */
export async function relativesToCheck(db: Db, organizationId: string, animalId: string, male: boolean): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: genotypes.animalId })
    .from(genotypes)
    .innerJoin(animals, eq(animals.id, genotypes.animalId))
    .where(
      and(
        eq(genotypes.organizationId, organizationId),
        or(eq(animals.sireId, animalId), eq(animals.damId, animalId), male ? or(isNull(animals.sireId), eq(genotypes.conflict, true)) : undefined),
      ),
    );
  return rows.map((row) => row.id).filter((id) => id !== animalId);
}

export async function panelsOf(db: Db, organizationId: string, ids: readonly string[]): Promise<Map<string, Panel>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(genotypePanels).where(and(eq(genotypePanels.organizationId, organizationId), inArray(genotypePanels.id, [...new Set(ids)])));
  return new Map(
    rows.map((row) => [row.id, { snps: row.snps.split('\n'), alleles: row.alleles.split('\n'), ...(row.chromosomes === null ? {} : { chromosomes: row.chromosomes.split('\n') }) }]),
  );
}

/** The panel's row, made the first time an organisation's file is on it (one row per chip, however many animals). */
export async function panelId(db: Db, organizationId: string, createdBy: string, panel: Panel): Promise<string> {
  const snps = panel.snps.join('\n');
  const alleles = panel.alleles.join('\n');
  const chromosomes = panel.chromosomes?.join('\n') ?? null;
  const digest = createHash('sha256').update(snps).update('\0').update(alleles).update('\0').update(chromosomes ?? '').digest('hex');
  await db.insert(genotypePanels).values({ organizationId, digest, snpCount: panel.snps.length, snps, alleles, chromosomes, createdBy }).onConflictDoNothing();
  const [row] = await db.select({ id: genotypePanels.id }).from(genotypePanels).where(and(eq(genotypePanels.organizationId, organizationId), eq(genotypePanels.digest, digest)));
  return row!.id;
}

export async function insertGenotype(db: Db, values: typeof genotypes.$inferInsert): Promise<string> {
  const [row] = await db.insert(genotypes).values(values).returning({ id: genotypes.id });
  return row!.id;
}

export async function updateGenotypeRow(db: Db, organizationId: string, id: string, values: Partial<typeof genotypes.$inferInsert>): Promise<void> {
  await db.update(genotypes).set(values).where(and(eq(genotypes.organizationId, organizationId), eq(genotypes.id, id)));
}

export async function deleteGenotypeRow(db: Db, organizationId: string, id: string): Promise<void> {
  await db.delete(genotypes).where(and(eq(genotypes.organizationId, organizationId), eq(genotypes.id, id)));
}

export async function parentsOf(db: Db, organizationId: string, animalId: string) {
  const [row] = await db.select({ sireId: animals.sireId, damId: animals.damId, gender: animals.gender }).from(animals).where(and(eq(animals.organizationId, organizationId), eq(animals.id, animalId)));
  return row;
}

export async function tagsOf(db: Db, organizationId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: animals.id, tagNumber: animals.tagNumber }).from(animals).where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.tagNumber]));
}
