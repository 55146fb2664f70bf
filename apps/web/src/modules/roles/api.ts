import { useQuery } from '@tanstack/react-query';
import { roleOperations as ops, type ModulePermission, type Role } from '@ganado/shared/roles';
import { call } from '../../app/api';

export const rolesKey = (department?: string) => ['roles', department ?? 'all'] as const;
export const permissionsKey = (roleId: string) => ['roles', 'permissions', roleId] as const;

/** GET /api/role?department=: one department's roles. */
export function useRoles(department: string | undefined) {
  return useQuery({
    queryKey: rolesKey(department),
    queryFn: () => call(ops.listRoles, { query: { department } }),
    enabled: Boolean(department),
  });
}

/** GET /api/role/:id/permissions: every module with its five actions. */
export function useRolePermissions(roleId: string | undefined) {
  return useQuery({
    queryKey: permissionsKey(roleId ?? ''),
    queryFn: () => call(ops.getRolePermissions, { params: { id: roleId! } }),
    enabled: Boolean(roleId),
  });
}

export const addRole = (department: string, name: string) => call(ops.addRole, { body: { department, name } });
export const renameRole = (item: Role, name: string) => call(ops.updateRole, { params: { id: item.id }, body: { department: item.department.id, name } });
export const savePermissions = (roleId: string, permissions: ModulePermission[]) =>
  call(ops.setRolePermissions, { params: { id: roleId }, body: { permissions } });
