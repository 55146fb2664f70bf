import { z } from 'zod';
import { text } from '../http';
import { PERMISSION_ACTIONS } from '../access';
import { APP_MODULES } from '../auth/modules';
import { NAME_MAX_LENGTH } from '../constants';

/** docs/product.md §5 "Role name: required, under 15 characters"; unique within its department. */
export const roleName = text({ error: 'roles.nameRequired' })
  .trim()
  .min(1, 'roles.nameRequired')
  .max(NAME_MAX_LENGTH.roleName, 'roles.nameTooLong');

const departmentId = z.uuid({ error: 'roles.departmentRequired' });

export const roleRequest = z.object({ department: departmentId, name: roleName });
export type RoleRequest = z.infer<typeof roleRequest>;

export const rolesQuery = z.object({ department: z.uuid().optional() });

export const role = z.object({
  id: z.uuid(),
  name: text(),
  department: z.object({ id: z.uuid(), name: text() }),
  /** docs/product.md §6: an administrator role (its flag, never its name) gives its users every permission. */
  isAdmin: z.boolean(),
  createdAt: text(),
});
export type Role = z.infer<typeof role>;

// Override is false when not sent: a client that knows only the five actions of §6 stays valid.
const flags = Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, action === 'override' ? z.boolean().default(false) : z.boolean()])) as Record<
  Exclude<(typeof PERMISSION_ACTIONS)[number], 'override'>,
  z.ZodBoolean
> & { override: z.ZodDefault<z.ZodBoolean> };

/** One row of the permissions matrix: a module and its actions (override only counts where the module has one). */
export const modulePermission = z.object({ module: z.enum(APP_MODULES), ...flags });
export type ModulePermission = z.infer<typeof modulePermission>;

/**
 * Why the person asking may not change a role's permissions, if they may not (the escalation rule,
 * docs/decisions.md): it is an administrator role, the role they hold, or it allows something they
 * may not do themselves.
 */
export const ROLE_LOCKS = ['roles.adminHasAll', 'roles.cannotEditOwn', 'roles.beyondYours'] as const;
export type RoleLock = (typeof ROLE_LOCKS)[number];

/** GET answers every module, in APP_MODULES order; PUT may send only the rows that change. */
export const rolePermissions = z.object({ role: role, permissions: z.array(modulePermission), locked: z.enum(ROLE_LOCKS).nullable() });
export type RolePermissions = z.infer<typeof rolePermissions>;

export const rolePermissionsRequest = z.object({
  permissions: z
    .array(modulePermission)
    .max(APP_MODULES.length)
    .refine((rows) => new Set(rows.map((row) => row.module)).size === rows.length, 'roles.duplicateModule'),
});
export type RolePermissionsRequest = z.infer<typeof rolePermissionsRequest>;
