import { actionsOf, PERMISSION_ACTIONS, type PermissionAction } from '@ganado/shared/access';
import { APP_MODULES, type AppModule } from '@ganado/shared/auth';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, organizations, rolePermissions, roles, users } from '../../db/schema';
import { columnOf } from './roles.access';

type Grants = Partial<Record<AppModule, readonly PermissionAction[]>>;

const ALL = PERMISSION_ACTIONS;
/** Everything but overriding a block: a farmer's hand, not the manager's signature (docs/decisions.md: withdrawal). */
const ALL_BUT_OVERRIDE = PERMISSION_ACTIONS.filter((action) => action !== 'override');
const WORK = ['view', 'create', 'edit', 'export'] as const;
const VIEW = ['view'] as const;
const ADMINISTRATION: readonly AppModule[] = ['users', 'organisation', 'activityLog'];
/** Each module gets the actions asked for that it has: override only where there is a block to override. */
const grantEach = (modules: readonly AppModule[], actions: readonly PermissionAction[]): Grants =>
  Object.fromEntries(modules.map((module) => [module, actions.filter((action) => actionsOf(module).includes(action))]));

/**
 * The departments and roles every organisation starts with. Administrator has every
 * permission, and the administrator flag (docs/product.md §6's admin rule reads it, never a name); Manager runs the farm and reads the
 * administration; Farmer keeps what a farmer had before roles existed (every farm module); the
 * field specialists get what their work needs.
 */
export const DEFAULT_ACCESS: { department: string; roles: { name: string; grants: Grants; isAdministrator?: true }[] }[] = [
  {
    department: 'Management',
    roles: [
      { name: 'Administrator', grants: grantEach(APP_MODULES, ALL), isAdministrator: true },
      {
        name: 'Manager',
        grants: { ...grantEach(APP_MODULES.filter((module) => !ADMINISTRATION.includes(module)), ALL), users: VIEW, activityLog: VIEW },
      },
    ],
  },
  {
    department: 'Field',
    roles: [
      { name: 'Farmer', grants: grantEach(APP_MODULES.filter((module) => !ADMINISTRATION.includes(module)), ALL_BUT_OVERRIDE) },
      {
        name: 'Inseminator',
        grants: {
          ...grantEach(['dashboard', 'farms', 'genetics', 'genotypePerformance', 'inseminatorStatistics', 'faq'], VIEW),
          ...grantEach(['animals', 'actionList', 'semenAutomation', 'enquiries'], WORK),
        },
      },
      {
        name: 'Veterinarian',
        grants: {
          ...grantEach(['dashboard', 'farms', 'feed', 'faq'], VIEW),
          ...grantEach(['animals', 'actionList', 'drugs', 'reports', 'enquiries'], WORK),
        },
      },
    ],
  },
];

/** The role self-registered users get (docs/product.md §6: "Self-registered users get the role farmer"). */
export const FARMER_ROLE = { department: 'Field', name: 'Farmer' } as const;
export const ADMINISTRATOR_ROLE = { department: 'Management', name: 'Administrator' } as const;

export const permissionValues = (grants: readonly PermissionAction[] = []) =>
  Object.fromEntries(PERMISSION_ACTIONS.map((action) => [columnOf(action), grants.includes(action)])) as Record<
    'canView' | 'canCreate' | 'canEdit' | 'canDelete' | 'canExport' | 'canOverride',
    boolean
  >;

/** Creates the default departments, roles and permissions of an organisation that has no department yet. */
export async function seedOrganizationAccess(db: Db, organizationId: string): Promise<void> {
  const [existing] = await db.select({ id: departments.id }).from(departments).where(eq(departments.organizationId, organizationId)).limit(1);
  if (existing) return;
  for (const { department, roles: roleList } of DEFAULT_ACCESS) {
    const [row] = await db.insert(departments).values({ organizationId, name: department }).returning({ id: departments.id });
    if (!row) throw new Error('insert into departments returned nothing');
    for (const { name, grants, isAdministrator = false } of roleList) {
      const [role] = await db.insert(roles).values({ organizationId, departmentId: row.id, name, isAdministrator }).returning({ id: roles.id });
      if (!role) throw new Error('insert into roles returned nothing');
      await db
        .insert(rolePermissions)
        .values(APP_MODULES.map((module) => ({ organizationId, roleId: role.id, module, ...permissionValues(grants[module]) })));
    }
  }
}

/** The department and role ids of a named default role in an organisation, if it still exists. */
export async function findRoleByName(db: Db, organizationId: string, role: { department: string; name: string }) {
  const [row] = await db
    .select({ departmentId: departments.id, roleId: roles.id })
    .from(roles)
    .innerJoin(departments, eq(departments.id, roles.departmentId))
    .where(and(eq(roles.organizationId, organizationId), eq(departments.name, role.department), eq(roles.name, role.name)));
  return row;
}

/**
 * Runs on every start, for organisations older than the default roles (and the demo organisation, made just before):
 * organisations without departments get the default roles, and users without a role get
 * Administrator or Farmer by their role type. An organisation a sign-up makes comes with its roles
 * (organizations.service.ts), so start-up does not grow with the number of organisations: one query
 * finds the bare ones, and one statement per role type assigns every role-less user.
 */
export async function seedAccessControl(db: Db): Promise<void> {
  const hasDepartment = db.select({ id: departments.id }).from(departments).where(eq(departments.organizationId, organizations.id));
  for (const { id } of await db.select({ id: organizations.id }).from(organizations).where(notExists(hasDepartment))) {
    await seedOrganizationAccess(db, id);
  }
  for (const [type, role] of [['admin', ADMINISTRATOR_ROLE], ['farmer', FARMER_ROLE]] as const) {
    await db.execute(sql`
      update ${users} set department_id = ${departments.id}, role_id = ${roles.id}
      from ${roles} join ${departments} on ${departments.id} = ${roles.departmentId}
      where ${users.roleId} is null and ${users.role} = ${type} and ${roles.organizationId} = ${users.organizationId}
        and ${departments.name} = ${role.department} and ${roles.name} = ${role.name}`);
  }
}
