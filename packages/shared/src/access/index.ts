import type { AppModule } from '../auth/modules';

/** What a role may do in a module: at least view, create, edit, delete and export (docs/product.md §6). */
export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete', 'export'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** A role's permissions: the actions allowed per module; a module left out allows nothing. */
export type Permissions = Partial<Record<AppModule, PermissionAction[]>>;
