import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { role, rolePermissions, type ModulePermission, type Role } from '@ganado/shared/roles';
import { api } from '../../app/api';

export const rolesKey = (department?: string) => ['roles', department ?? 'all'] as const;
export const permissionsKey = (roleId: string) => ['roles', 'permissions', roleId] as const;

/** GET /api/role?department=: one department's roles. */
export function useRoles(department: string | undefined) {
  return useQuery({
    queryKey: rolesKey(department),
    queryFn: () => api.get(`/role?department=${encodeURIComponent(department ?? '')}`, z.array(role)),
    enabled: Boolean(department),
  });
}

/** GET /api/role/:id/permissions: every module with its five actions. */
export function useRolePermissions(roleId: string | undefined) {
  return useQuery({
    queryKey: permissionsKey(roleId ?? ''),
    queryFn: () => api.get(`/role/${roleId}/permissions`, rolePermissions),
    enabled: Boolean(roleId),
  });
}

export const addRole = (department: string, name: string) => api.post('/role', { department, name }, role);
export const renameRole = (item: Role, name: string) => api.put(`/role/${item.id}`, { department: item.department.id, name }, role);
export const savePermissions = (roleId: string, permissions: ModulePermission[]) =>
  api.put(`/role/${roleId}/permissions`, { permissions }, rolePermissions);
