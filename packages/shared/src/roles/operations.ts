import { z } from 'zod';
import { operation } from '../http';
import { idParams } from '../departments/departments';
import { role, rolePermissions, rolePermissionsRequest, roleRequest, rolesQuery } from './roles';

/**
 * Roles under departments and their permissions matrix (docs/product.md §6); part of the users module, so
 * its permissions guard them. 404: a role or department not in the organisation; 409: a name
 * taken in the department, or permissions the escalation rule refuses (docs/decisions.md).
 */
export const roleOperations = {
  listRoles: operation({
    operationId: 'listRoles',
    method: 'GET',
    path: '/role',
    summary: 'The organisation’s roles, of one department when given',
    tag: 'roles',
    access: { module: 'users', action: 'view' },
    query: rolesQuery,
    answer: z.array(role),
    errors: [404],
  }),
  addRole: operation({
    operationId: 'addRole',
    method: 'POST',
    path: '/role',
    summary: 'Add a role to a department',
    tag: 'roles',
    access: { module: 'users', action: 'create' },
    body: roleRequest,
    answer: role,
    errors: [404, 409],
    message: 'success.roleAdded',
  }),
  updateRole: operation({
    operationId: 'updateRole',
    method: 'PUT',
    path: '/role/:id',
    summary: 'Rename a role or move it to another department',
    tag: 'roles',
    access: { module: 'users', action: 'edit' },
    params: idParams,
    body: roleRequest,
    answer: role,
    errors: [404, 409],
    message: 'success.roleUpdated',
  }),
  getRolePermissions: operation({
    operationId: 'getRolePermissions',
    method: 'GET',
    path: '/role/:id/permissions',
    summary: 'A role’s permissions matrix: every module with view, create, edit, delete and export',
    tag: 'roles',
    access: { module: 'users', action: 'view' },
    params: idParams,
    answer: rolePermissions,
    errors: [404],
  }),
  setRolePermissions: operation({
    operationId: 'setRolePermissions',
    method: 'PUT',
    path: '/role/:id/permissions',
    summary: 'Set the actions of the modules sent (the others keep theirs)',
    tag: 'roles',
    access: { module: 'users', action: 'edit' },
    params: idParams,
    body: rolePermissionsRequest,
    answer: rolePermissions,
    errors: [404, 409],
    message: 'success.permissionsUpdated',
  }),
};
