import { roleOperations as ops } from '@ganado/shared/roles';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { addRole, getRolePermissions, getRoles, setRolePermissions, updateRole } from './roles.service';

/** Roles under departments and their permissions matrix (docs/product.md §6); part of the users module. */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listRoles, (request) => getRoles(request.tenant, request.session, request.query.department));
  route(app, ops.addRole, (request) => addRole(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateRole, (request) => updateRole(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.getRolePermissions, (request) => getRolePermissions(request.tenant, request.session, request.params.id));
  route(app, ops.setRolePermissions, (request) => setRolePermissions(request.tenant, request.session, request.params.id, request.body, request.ip));
};
