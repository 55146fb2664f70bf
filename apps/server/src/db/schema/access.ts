import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APP_MODULES } from '@ganado/shared/auth';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Departments group roles (docs/product.md §6); names are unique within the organisation, whatever the case. */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    ...audit,
  },
  (table) => [uniqueIndex('departments_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/** A role belongs to one department; its name is unique within that department, whatever the case. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    organizationId: organizationId(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /**
     * An administrator role has every permission of every module, whatever its rows say (docs/product.md §6's
     * admin rule, read from this flag and never from the name: docs/decisions.md). Only the
     * default Administrator role has it; the API cannot set it.
     */
    isAdministrator: boolean('is_administrator').notNull().default(false),
    ...audit,
  },
  (table) => [
    uniqueIndex('roles_department_name_key').on(table.departmentId, sql`lower(${table.name})`),
    index('roles_organization_idx').on(table.organizationId),
    tenantPolicy(),
  ],
);

/** What a role may do in one module; a module without a row allows nothing. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: id(),
    organizationId: organizationId(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    module: text('module', { enum: APP_MODULES }).notNull(),
    canView: boolean('can_view').notNull().default(false),
    canCreate: boolean('can_create').notNull().default(false),
    canEdit: boolean('can_edit').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
    canExport: boolean('can_export').notNull().default(false),
    /** Go past a block the module enforces (drugs: a sale or saleable milk during withdrawal), with a reason that is logged. */
    canOverride: boolean('can_override').notNull().default(false),
    ...audit,
  },
  (table) => [
    uniqueIndex('role_permissions_role_module_key').on(table.roleId, table.module),
    check('role_permissions_module_known', sql`${table.module} in (${quotedList(APP_MODULES)})`),
    tenantPolicy(),
  ],
);
