import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { farms, reportSchedules, type ReportScheduleRow, users } from '../../../db/schema';

export type ScheduleValues = Omit<typeof reportSchedules.$inferInsert, 'id' | 'organizationId' | 'userId' | 'createdAt' | 'updatedAt' | 'createdBy'>;

/** A person's schedules, oldest first. */
export function listSchedules(db: Db, organizationId: string, userId: string): Promise<ReportScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.organizationId, organizationId), eq(reportSchedules.userId, userId)))
    .orderBy(asc(reportSchedules.createdAt), asc(reportSchedules.id));
}

/** One of the person's own schedules: anyone else's, of the organisation or not, is not found. */
const mine = (organizationId: string, userId: string, id: string) =>
  and(eq(reportSchedules.organizationId, organizationId), eq(reportSchedules.userId, userId), eq(reportSchedules.id, id));

export async function findSchedule(db: Db, organizationId: string, userId: string, id: string): Promise<ReportScheduleRow | undefined> {
  const [row] = await db.select().from(reportSchedules).where(mine(organizationId, userId, id));
  return row;
}

export async function insertSchedule(db: Db, organizationId: string, userId: string, values: ScheduleValues): Promise<ReportScheduleRow> {
  const [row] = await db
    .insert(reportSchedules)
    .values({ ...values, organizationId, userId, createdBy: userId })
    .returning();
  return row!;
}

export async function updateSchedule(db: Db, organizationId: string, userId: string, id: string, values: ScheduleValues): Promise<ReportScheduleRow | undefined> {
  const [row] = await db.update(reportSchedules).set(values).where(mine(organizationId, userId, id)).returning();
  return row;
}

export async function deleteSchedule(db: Db, organizationId: string, userId: string, id: string): Promise<ReportScheduleRow | undefined> {
  const [row] = await db.delete(reportSchedules).where(mine(organizationId, userId, id)).returning();
  return row;
}

export async function markSent(db: Db, id: string, sentAt: Date): Promise<ReportScheduleRow | undefined> {
  const [row] = await db.update(reportSchedules).set({ lastSentAt: sentAt }).where(eq(reportSchedules.id, id)).returning();
  return row;
}

/**
 * The zone a schedule's hour is on (docs/decisions.md: scheduled reports): its farm filter's or,
 * without one, the organisation's first farm (by when it was registered) that has one; else UTC.
 */
export async function scheduleTimeZone(db: Db, organizationId: string, farmId: string | undefined): Promise<string> {
  const [row] = await db
    .select({ timeZone: farms.timeZone })
    .from(farms)
    .where(and(eq(farms.organizationId, organizationId), isNull(farms.deletedAt), isNotNull(farms.timeZone), farmId ? eq(farms.id, farmId) : undefined))
    .orderBy(asc(farms.createdAt), asc(farms.id))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}

/** Who a schedule is for: the address it goes to, and the role type its session carries. */
export async function scheduleOwner(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email, firstName: users.firstName, role: users.role }).from(users).where(eq(users.id, userId));
  return row;
}

/** Across organisations (the system handle): those with a schedule due. */
export async function organizationsWithDueSchedules(system: Db, now: Date): Promise<string[]> {
  const rows = await system.selectDistinct({ organizationId: reportSchedules.organizationId }).from(reportSchedules).where(lte(reportSchedules.nextRunAt, now));
  return rows.map((row) => row.organizationId);
}

/** The organisation's (its handle's) schedules due, the longest waiting first. */
export function dueSchedules(db: Db, now: Date): Promise<ReportScheduleRow[]> {
  return db.select().from(reportSchedules).where(lte(reportSchedules.nextRunAt, now)).orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id));
}

/**
 * Claims a due schedule by moving its next send from the one it was seen with, in one conditional
 * statement: of two runs that saw it due (two replicas), only one finds it still there and sends.
 */
export async function claimSchedule(db: Db, id: string, seen: Date, next: Date): Promise<ReportScheduleRow | undefined> {
  const [row] = await db
    .update(reportSchedules)
    .set({ nextRunAt: next })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.nextRunAt, seen)))
    .returning();
  return row;
}

/** Gives a claim back when the email could not go, so the next run tries again (unless the person changed it meanwhile). */
export async function releaseSchedule(db: Db, id: string, claimed: Date, seen: Date): Promise<void> {
  await db
    .update(reportSchedules)
    .set({ nextRunAt: seen })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.nextRunAt, claimed)));
}
