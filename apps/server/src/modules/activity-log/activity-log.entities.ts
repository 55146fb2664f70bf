import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalGroups, animals, departments, farms, roles, tasks, users, zones } from '../../db/schema';

/** The kinds of entity whose rows an organisation owns, by the entity type their history is logged under. */
const OWNED = { animal: animals, animalGroup: animalGroups, farm: farms, zone: zones, department: departments, role: roles, user: users, task: tasks };

/**
 * Whether the organisation has this entity (removed ones included: their history stays readable);
 * undefined for a kind of entity not kept in a table of its own (a session, an import).
 */
export async function ownsEntity(db: Db, organizationId: string, entityType: string, id: string): Promise<boolean | undefined> {
  const table = Object.hasOwn(OWNED, entityType) ? OWNED[entityType as keyof typeof OWNED] : undefined;
  if (!table) return undefined;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
    .limit(1);
  return row !== undefined;
}
