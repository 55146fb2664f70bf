import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { animalGroups } from '../../../db/schema';

export async function groupOfOrganization(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: animalGroups.id })
    .from(animalGroups)
    .where(and(eq(animalGroups.organizationId, organizationId), eq(animalGroups.id, id), isNull(animalGroups.deletedAt)));
  return row;
}
