import type { AppModule } from '../auth/modules';

/**
 * What a role may do in a module: at least view, create, edit, delete and export (docs/product.md §6),
 * and, in a module that enforces a block, override it with a logged reason (docs/decisions.md: withdrawal).
 */
export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete', 'export', 'override'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** A role's permissions: the actions allowed per module; a module left out allows nothing. */
export type Permissions = Partial<Record<AppModule, PermissionAction[]>>;

/** The modules with a block a permitted user may override: drugs (a sale or saleable milk during withdrawal). */
export const OVERRIDABLE_MODULES: readonly AppModule[] = ['drugs'];

/** The actions a module has: override only where there is something to override. */
export const actionsOf = (module: AppModule): readonly PermissionAction[] =>
  OVERRIDABLE_MODULES.includes(module) ? PERMISSION_ACTIONS : PERMISSION_ACTIONS.filter((action) => action !== 'override');
