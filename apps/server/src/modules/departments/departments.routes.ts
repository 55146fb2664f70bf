import { department, departmentRequest, idParams } from '@ganado/shared/departments';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { addDepartment, getDepartments, updateDepartment } from './departments.service';

/** Departments group roles (spec §6); they belong to the users module (docs/decisions.md). */
export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['departments'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

  app.get(
    '/department',
    {
      config: { access: { module: 'users', action: 'view' } },
      schema: { tags, security, summary: 'The organisation’s departments, by name', response: { 200: successEnvelope(z.array(department)), ...errors } },
    },
    async (request) => ok(request, await getDepartments(request.tenant, request.session)),
  );

  app.post(
    '/department',
    {
      config: { access: { module: 'users', action: 'create' } },
      schema: { tags, security, summary: 'Add a department', body: departmentRequest, response: { 200: successEnvelope(department), ...errors } },
    },
    async (request) => ok(request, await addDepartment(request.tenant, request.session, request.body, request.ip), 'success.departmentAdded'),
  );

  app.put(
    '/department/:id',
    {
      config: { access: { module: 'users', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Rename a department',
        params: idParams,
        body: departmentRequest,
        response: { 200: successEnvelope(department), ...errors },
      },
    },
    async (request) =>
      ok(request, await updateDepartment(request.tenant, request.session, request.params.id, request.body, request.ip), 'success.departmentUpdated'),
  );
};
