import type { Inseminator, InseminatorRequest, InseminatorsQuery } from '@ganado/shared/semen';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { containing } from '../../../db/like';
import { inseminators, type InseminatorRow, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { personName } from '../../action-list/tasks.repository';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';

type Row = { inseminator: InseminatorRow; userName: string | null };
const withUser = (db: Db) => db.select({ inseminator: inseminators, userName: personName }).from(inseminators).leftJoin(users, eq(users.id, inseminators.userId));

function presentInseminator({ inseminator, userName }: Row): Inseminator {
  return {
    id: inseminator.id,
    name: inseminator.name,
    user: inseminator.userId && userName ? { id: inseminator.userId, name: userName } : null,
    licenceNumber: inseminator.licenceNumber,
    active: inseminator.active,
    createdAt: inseminator.createdAt.toISOString(),
  };
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<Inseminator> {
  const [row] = await withUser(db).where(and(eq(inseminators.organizationId, organizationId), eq(inseminators.id, id)));
  if (!row) throw AppError.notFound();
  return presentInseminator(row);
}

export async function getInseminators(context: AppContext, session: Session, query: InseminatorsQuery) {
  const where = and(
    eq(inseminators.organizationId, session.organizationId),
    query.active ? eq(inseminators.active, query.active === 'true') : undefined,
    query.search ? or(ilike(inseminators.name, containing(query.search)), ilike(inseminators.licenceNumber, containing(query.search))) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const rows = await withUser(context.db)
    .where(where)
    .orderBy(direction(sql`lower(${inseminators.name})`), direction(inseminators.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await context.db.select({ value: count() }).from(inseminators).where(where);
  return { items: rows.map(presentInseminator), total: total?.value ?? 0, page: query.page, limit: query.limit };
}

/** The inseminators of these ids that are the organisation's (an AI service names one). */
export async function findInseminators(db: Db, organizationId: string, ids: readonly string[]): Promise<InseminatorRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(inseminators).where(and(eq(inseminators.organizationId, organizationId), inArray(inseminators.id, [...ids])));
}

/** A user named is one of the organisation's (another's is not found: 404 on the field); the name is not another's. */
async function checked(tx: Db, organizationId: string, request: InseminatorRequest, except?: string) {
  if (request.userId) {
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.id, request.userId)));
    if (!user) throw new AppError(404, 'errors.notFound', { param: 'userId' });
  }
  const [taken] = await tx
    .select({ id: inseminators.id })
    .from(inseminators)
    .where(and(eq(inseminators.organizationId, organizationId), eq(sql`lower(${inseminators.name})`, request.name.toLowerCase()), except ? ne(inseminators.id, except) : undefined));
  if (taken) throw nameTaken();
  return { name: request.name, userId: request.userId ?? null, licenceNumber: request.licenceNumber ?? null, active: request.active };
}

const nameTaken = () => new AppError(409, 'semen.inseminatorNameTaken', { param: 'name' });

export function addInseminator(context: AppContext, session: Session, request: InseminatorRequest, ip: string): Promise<Inseminator> {
  const work = context.db.transaction(async (tx) => {
    const values = await checked(tx, session.organizationId, request);
    const [row] = await tx.insert(inseminators).values({ ...values, organizationId: session.organizationId, createdBy: session.userId }).returning({ id: inseminators.id });
    const answer = await presentOne(tx, session.organizationId, row!.id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'inseminator.create', entityType: 'inseminator', entityId: row!.id, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, nameTaken);
}

export function updateInseminator(context: AppContext, session: Session, id: string, request: InseminatorRequest, ip: string): Promise<Inseminator> {
  const work = context.db.transaction(async (tx) => {
    const before = await presentOne(tx, session.organizationId, id);
    const values = await checked(tx, session.organizationId, request, id);
    await tx.update(inseminators).set(values).where(and(eq(inseminators.organizationId, session.organizationId), eq(inseminators.id, id)));
    const answer = await presentOne(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'inseminator.update', entityType: 'inseminator', entityId: id, before, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, nameTaken);
}
