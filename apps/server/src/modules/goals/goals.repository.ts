import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalGroups, farms, goals, type GoalRow, users } from '../../db/schema';

export type GoalValues = Omit<typeof goals.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy'>;
export type GoalWithNames = GoalRow & { farmName: string | null; groupName: string | null; ownerName: string };

const ofOrganization = (organizationId: string, id?: string) => and(eq(goals.organizationId, organizationId), id ? eq(goals.id, id) : undefined);

/** The goals with the names of their farm, group and owner, soonest deadline first. */
export function listGoalRows(db: Db, organizationId: string, id?: string): Promise<GoalWithNames[]> {
  return db
    .select({
      goal: goals,
      farmName: farms.name,
      groupName: animalGroups.name,
      ownerName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
    })
    .from(goals)
    .leftJoin(farms, eq(farms.id, goals.farmId))
    .leftJoin(animalGroups, eq(animalGroups.id, goals.groupId))
    .leftJoin(users, eq(users.id, goals.ownerId))
    .where(ofOrganization(organizationId, id))
    .orderBy(asc(goals.deadline), asc(goals.createdAt), asc(goals.id))
    .then((rows) => rows.map(({ goal, ...names }) => ({ ...goal, ...names })));
}

export async function findGoal(db: Db, organizationId: string, id: string): Promise<GoalWithNames | undefined> {
  const [row] = await listGoalRows(db, organizationId, id);
  return row;
}

export async function insertGoal(db: Db, organizationId: string, createdBy: string, values: GoalValues): Promise<GoalRow> {
  const [row] = await db.insert(goals).values({ ...values, organizationId, createdBy }).returning();
  if (!row) throw new Error('insert into livestock_goals returned nothing');
  return row;
}

/** The goal changed, or undefined when it is not the organisation's (or is gone). */
export async function updateGoal(db: Db, organizationId: string, id: string, values: GoalValues): Promise<GoalRow | undefined> {
  const [row] = await db.update(goals).set(values).where(ofOrganization(organizationId, id)).returning();
  return row;
}

export async function deleteGoal(db: Db, organizationId: string, id: string): Promise<GoalRow | undefined> {
  const [row] = await db.delete(goals).where(ofOrganization(organizationId, id)).returning();
  return row;
}
