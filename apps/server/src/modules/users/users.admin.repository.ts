import type { UsersQuery } from '@ganado/shared/users';
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, roles, users } from '../../db/schema';
import { containing } from '../../db/like';

const columns = {
  id: users.id,
  organizationId: users.organizationId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  countryCode: users.countryCode,
  language: users.language,
  status: users.status,
  importId: users.importId,
  createdAt: users.createdAt,
  departmentId: departments.id,
  departmentName: departments.name,
  roleId: roles.id,
  roleName: roles.name,
};

const SORT: Record<NonNullable<UsersQuery['col']>, SQL[]> = {
  firstName: [sql`${users.firstName}`, sql`${users.lastName}`],
  lastName: [sql`${users.lastName}`, sql`${users.firstName}`],
  email: [sql`${users.email}`],
  status: [sql`${users.status}`],
  createdAt: [sql`${users.createdAt}`],
  department: [sql`${departments.name}`],
  role: [sql`${roles.name}`],
};

const withNames = (db: Db) =>
  db.select(columns).from(users).leftJoin(departments, eq(departments.id, users.departmentId)).leftJoin(roles, eq(roles.id, users.roleId));
export type AdminUserRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** The organisation's users (docs/product.md §7): by status or imported, searched by name, email or mobile. */
export async function listUsers(db: Db, organizationId: string, query: UsersQuery) {
  const search = query.search ? containing(query.search) : undefined;
  const where = and(
    eq(users.organizationId, organizationId),
    query.status === 'imported' ? isNotNull(users.importId) : query.status ? eq(users.status, query.status) : undefined,
    search
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search), ilike(users.email, search), ilike(users.mobile, search))
      : undefined,
  );
  const direction = query.desc ? desc : asc;
  const order = [...SORT[query.col ?? 'firstName'].map((column) => direction(column)), direction(users.id)];
  const rows = await withNames(db)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findAdminUser(db: Db, organizationId: string, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await withNames(db).where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  return row;
}

/** Whether another user has this email (emails are unique across organisations, docs/decisions.md). */
export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined));
  return row !== undefined;
}

/** Active users of the organisation to choose from, by name. */
export function listUserOptions(db: Db, organizationId: string, query: { page: number; limit: number; name?: string }) {
  const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  return db
    .select({ id: users.id, name })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active'), query.name ? ilike(name, containing(query.name)) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}
