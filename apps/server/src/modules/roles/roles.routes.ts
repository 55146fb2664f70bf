import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import { role, rolePermissions, rolePermissionsRequest, roleRequest, rolesQuery } from '@ganado/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { addRole, getRolePermissions, getRoles, setRolePermissions, updateRole } from './roles.service';

/** Roles under departments and their permissions matrix (spec §6); part of the users module. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['roles'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

  app.get(
    '/role',
    {
      config: { access: { module: 'users', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'The organisation’s roles, of one department when given',
        querystring: rolesQuery,
        response: { 200: successEnvelope(z.array(role)), ...errors },
      },
    },
    async (request) => ok(request, await getRoles(request.tenant, request.session, request.query.department)),
  );

  app.post(
    '/role',
    {
      config: { access: { module: 'users', action: 'create' } },
      schema: { tags, security, summary: 'Add a role to a department', body: roleRequest, response: { 200: successEnvelope(role), ...errors } },
    },
    async (request) => ok(request, await addRole(request.tenant, request.session, request.body, request.ip), 'success.roleAdded'),
  );

  app.put(
    '/role/:id',
    {
      config: { access: { module: 'users', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Rename a role or move it to another department',
        params: idParams,
        body: roleRequest,
        response: { 200: successEnvelope(role), ...errors },
      },
    },
    async (request) => ok(request, await updateRole(request.tenant, request.session, request.params.id, request.body, request.ip), 'success.roleUpdated'),
  );

  app.get(
    '/role/:id/permissions',
    {
      config: { access: { module: 'users', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'A role’s permissions matrix: every module with view, create, edit, delete and export',
        params: idParams,
        response: { 200: successEnvelope(rolePermissions), ...errors },
      },
    },
    async (request) => ok(request, await getRolePermissions(request.tenant, request.session, request.params.id)),
  );

  app.put(
    '/role/:id/permissions',
    {
      config: { access: { module: 'users', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Set the actions of the modules sent (the others keep theirs)',
        params: idParams,
        body: rolePermissionsRequest,
        response: { 200: successEnvelope(rolePermissions), ...errors },
      },
    },
    async (request) =>
      ok(request, await setRolePermissions(request.tenant, request.session, request.params.id, request.body, request.ip), 'success.permissionsUpdated'),
  );
};
