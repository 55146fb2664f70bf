import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalGroups, animals } from '../../db/schema';

/** The organisation's animals among these ids, with whether each is removed. */
export async function animalsOfOrganization(db: Db, organizationId: string, ids: readonly string[]) {
  return db
    .select({ id: animals.id, status: animals.status })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])));
}

export async function groupOfOrganization(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: animalGroups.id })
    .from(animalGroups)
    .where(and(eq(animalGroups.organizationId, organizationId), eq(animalGroups.id, id), isNull(animalGroups.deletedAt)));
  return row;
}
