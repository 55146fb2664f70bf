/**
 * The modules a user can be given (docs/product.md §6: "Only the modules whose id is in the user's modules
 * are available"). The login answer lists the ids a user may use; the menu shows only those.
 * The server derives them from the user's role permissions (the modules with view).
 */
export const APP_MODULES = [
  'dashboard',
  'farms',
  'animals',
  'actionList',
  'feed',
  'goals',
  'equipment',
  'geofences',
  'drugs',
  'orders',
  'genetics',
  'genotypePerformance',
  'semenAutomation',
  'inseminatorStatistics',
  'reports',
  'satelliteReports',
  'users',
  'organisation',
  'activityLog',
  'faq',
  'enquiries',
] as const;
export type AppModule = (typeof APP_MODULES)[number];

/** Administration modules an ordinary farmer does not get. */
const ADMINISTRATION_MODULES: readonly AppModule[] = ['users', 'organisation', 'activityLog'];

/**
 * docs/product.md §6: a user is an admin when any of their role records says so. The records a client holds
 * are role types (APP_ROLES), which the server sets to 'admin' from the role's administrator flag
 * only, never from a name: a role called "Badminton" is no administrator (docs/decisions.md).
 */
export function isAdminRole(roles: readonly string[]): boolean {
  return roles.includes('admin');
}

/**
 * The modules of a role type alone, without its permissions: what a client may assume before it
 * knows better. The server answers the real list from the role's permissions.
 */
export function modulesForRoles(roles: readonly string[]): AppModule[] {
  return isAdminRole(roles) ? [...APP_MODULES] : APP_MODULES.filter((module) => !ADMINISTRATION_MODULES.includes(module));
}

/**
 * The role types (GET /api/user/userRole, docs/product.md §6): every role of an organisation's departments
 * is one of these, 'admin' when it carries the administrator flag. Permissions come from the role itself.
 */
export const APP_ROLES = ['admin', 'farmer'] as const;
export type AppRole = (typeof APP_ROLES)[number];
