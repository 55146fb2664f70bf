import { randomUUID } from 'node:crypto';
import { PERMISSION_ACTIONS, type PermissionAction } from '@ganado/shared/access';
import { APP_MODULES, type AppModule, type LoginResponse } from '@ganado/shared/auth';
import type { App } from '../app';
import { departments, organizations, rolePermissions, roles, users } from '../db/schema';
import { permissionValues, seedOrganizationAccess } from '../modules/roles/roles.seed';
import { hashPassword } from '../modules/users/users.password';

const PASSWORD = 'Tester#2026';

/** Every action of every module, granted by an ordinary role (not the administrator flag). */
export const EVERY_GRANT: Partial<Record<AppModule, readonly PermissionAction[]>> = Object.fromEntries(APP_MODULES.map((module) => [module, PERMISSION_ACTIONS]));
let passwordHash: Promise<string> | undefined;

export interface Member {
  token: string;
  userId: string;
  organizationId: string;
  departmentId: string;
  roleId: string;
  /** Headers that sign a request in as this member. */
  headers: { authorization: string };
  /** The login's answer, for a browser signed in as the member (bench/barn.bench.ts). */
  login: LoginResponse;
}

/**
 * A signed-in person for API tests: in a new organisation (with the default departments and
 * roles) unless one is given, with a role of their own that grants exactly `grants`, or, with
 * `administrator`, a role with the administrator flag (every permission).
 */
export async function createMember(
  app: App,
  options: { organizationId?: string; grants?: Partial<Record<AppModule, readonly PermissionAction[]>>; roleName?: string; administrator?: boolean } = {},
): Promise<Member> {
  const { db } = app.database;
  const suffix = randomUUID().slice(0, 8);
  let organizationId = options.organizationId;
  if (!organizationId) {
    const [organization] = await db.insert(organizations).values({ name: `Test ${suffix}`, code: `test-${suffix}` }).returning();
    organizationId = organization!.id;
    await seedOrganizationAccess(db, organizationId);
  }
  const [department] = await db.insert(departments).values({ organizationId, name: `Dept ${suffix}` }).returning();
  const [role] = await db
    .insert(roles)
    .values({ organizationId, departmentId: department!.id, name: options.roleName ?? `Role ${suffix}`, isAdministrator: options.administrator ?? false })
    .returning();
  await db
    .insert(rolePermissions)
    .values(APP_MODULES.map((module) => ({ organizationId, roleId: role!.id, module, ...permissionValues(options.grants?.[module]) })));
  passwordHash ??= hashPassword(PASSWORD);
  const email = `member-${suffix}@example.org`;
  const [user] = await db
    .insert(users)
    .values({
      organizationId,
      email,
      firstName: 'Test',
      lastName: 'Member',
      passwordHash: await passwordHash,
      role: options.administrator ? 'admin' : 'farmer',
      status: 'active',
      verified: true,
      departmentId: department!.id,
      roleId: role!.id,
    })
    .returning();
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password: PASSWORD } });
  const login = response.json().data as LoginResponse;
  const token = login.token;
  return {
    token,
    login,
    userId: user!.id,
    organizationId,
    departmentId: department!.id,
    roleId: role!.id,
    headers: { authorization: `Bearer ${token}` },
  };
}
