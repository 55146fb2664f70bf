import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SiresQuery } from '@ganado/shared/semen';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { animals, semenHealthTests, semenSires } from '../../../db/schema';

export type SireValues = Pick<typeof semenSires.$inferInsert, 'name' | 'animalId' | 'naabCode' | 'internationalId' | 'breed'>;

const columns = { sire: semenSires, tagNumber: animals.tagNumber };
const withAnimal = (db: Db) => db.select(columns).from(semenSires).leftJoin(animals, eq(animals.id, semenSires.animalId));
export type SireWithAnimal = { sire: typeof semenSires.$inferSelect; tagNumber: string | null };

export async function listSires(db: Db, organizationId: string, query: SiresQuery) {
  const where = and(
    eq(semenSires.organizationId, organizationId),
    query.search ? or(ilike(semenSires.name, containing(query.search)), ilike(semenSires.naabCode, containing(query.search))) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const rows = await withAnimal(db)
    .where(where)
    .orderBy(direction(sql`lower(${semenSires.name})`), direction(semenSires.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(semenSires).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findSires(db: Db, organizationId: string, ids: readonly string[]): Promise<SireWithAnimal[]> {
  if (ids.length === 0) return [];
  return withAnimal(db).where(and(eq(semenSires.organizationId, organizationId), inArray(semenSires.id, [...ids])));
}

/** The sire already holding what `values` would take: its name, NAAB code or animal (`except` itself). */
export async function sireHolding(db: Db, organizationId: string, values: SireValues, except?: string) {
  const [row] = await db
    .select({ name: semenSires.name, naabCode: semenSires.naabCode, animalId: semenSires.animalId })
    .from(semenSires)
    .where(
      and(
        eq(semenSires.organizationId, organizationId),
        except ? ne(semenSires.id, except) : undefined,
        or(
          eq(sql`lower(${semenSires.name})`, values.name.toLowerCase()),
          values.naabCode ? eq(semenSires.naabCode, values.naabCode) : undefined,
          values.animalId ? eq(semenSires.animalId, values.animalId) : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSire(db: Db, organizationId: string, createdBy: string, values: SireValues): Promise<string> {
  const [row] = await db.insert(semenSires).values({ ...values, organizationId, createdBy }).returning({ id: semenSires.id });
  return row!.id;
}

export async function updateSireRow(db: Db, organizationId: string, id: string, values: SireValues): Promise<void> {
  await db.update(semenSires).set(values).where(and(eq(semenSires.organizationId, organizationId), eq(semenSires.id, id)));
}

export async function healthTestsOf(db: Db, organizationId: string, sireIds: readonly string[]) {
  if (sireIds.length === 0) return [];
  return db
    .select()
    .from(semenHealthTests)
    .where(and(eq(semenHealthTests.organizationId, organizationId), inArray(semenHealthTests.sireId, [...sireIds])))
    .orderBy(desc(semenHealthTests.testedOn), desc(semenHealthTests.createdAt));
}

export async function insertHealthTest(db: Db, organizationId: string, createdBy: string, values: Pick<typeof semenHealthTests.$inferInsert, 'sireId' | 'testedOn' | 'disease' | 'result'>) {
  const [row] = await db.insert(semenHealthTests).values({ ...values, organizationId, createdBy }).returning({ id: semenHealthTests.id });
  return row!.id;
}
