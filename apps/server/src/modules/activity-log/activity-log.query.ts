import type { ActivityEntry, ActivityLogQuery } from '@ganado/shared/activity-log';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, users } from '../../db/schema';
import { containing } from '../../db/like';

const columns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  action: activityLog.action,
  entityType: activityLog.entityType,
  entityId: activityLog.entityId,
  before: activityLog.before,
  after: activityLog.after,
  ipAddress: activityLog.ipAddress,
  actorId: users.id,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.email,
};
type Row = { [K in keyof typeof columns]: unknown } & { id: string; createdAt: Date; action: string; entityType: string };

function present(row: Row): ActivityEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    entityType: row.entityType,
    entityId: (row.entityId as string | null) ?? null,
    actor: row.actorId
      ? { id: row.actorId as string, name: `${row.actorFirstName as string} ${row.actorLastName as string}`, email: (row.actorEmail as string | null) ?? null }
      : null,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    ipAddress: (row.ipAddress as string | null) ?? null,
  };
}

const SORT: Record<NonNullable<ActivityLogQuery['col']>, SQL[]> = {
  createdAt: [sql`${activityLog.createdAt}`],
  action: [sql`${activityLog.action}`],
  entityType: [sql`${activityLog.entityType}`],
  actor: [sql`${users.firstName}`, sql`${users.lastName}`],
};

/**
 * The organisation's log, newest first unless told otherwise (docs/product.md §7: page, limit, search, col,
 * desc). The search looks in the action, the entity type and the actor's name and email.
 */
export async function listActivity(db: Db, organizationId: string, query: ActivityLogQuery) {
  const search = query.search ? containing(query.search) : undefined;
  const where = and(
    eq(activityLog.organizationId, organizationId),
    search
      ? or(
          ilike(activityLog.action, search),
          ilike(activityLog.entityType, search),
          ilike(users.email, search),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
        )
      : undefined,
  );
  const descending = query.desc ?? query.col === undefined;
  const direction = descending ? desc : asc;
  const order = [...SORT[query.col ?? 'createdAt'].map((column) => direction(column)), direction(activityLog.id)];

  const rows = await db
    .select(columns)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(activityLog).leftJoin(users, eq(users.id, activityLog.actorId)).where(where);
  return { items: rows.map((row) => present(row as Row)), total: total?.value ?? 0, page: query.page, limit: query.limit };
}

/** One entity's history, oldest first; empty when the organisation has none for it. */
export async function listEntityActivity(db: Db, organizationId: string, entityType: string, entityId: string) {
  const rows = await db
    .select(columns)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .where(and(eq(activityLog.organizationId, organizationId), eq(activityLog.entityType, entityType), eq(activityLog.entityId, entityId)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
  return rows.map((row) => present(row as Row));
}
