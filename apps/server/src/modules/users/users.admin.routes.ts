import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import { adminUser, userOption, userOptionsQuery, userRequest, usersQuery, userUpdateRequest } from '@ganado/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { createUser, getUserOptions, getUsers, setUserActive, updateAdminUser } from './users.admin.service';

/** The users administration of issue 4 (spec §7): list, add, edit, deactivate and reactivate. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const answer = { 200: successEnvelope(adminUser), ...errors };

  app.get(
    '/user',
    {
      config: { access: { module: 'users', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'The organisation’s users, by status or imported, searched and sorted',
        querystring: usersQuery,
        response: { 200: successEnvelope(pageOf(adminUser)), ...errors },
      },
    },
    async (request) => ok(request, await getUsers(request.tenant, request.session, request.query)),
  );

  app.post(
    '/user',
    {
      config: { access: { module: 'users', action: 'create' } },
      schema: { tags, security, summary: 'Add a user (pending until they set a password from the emailed link)', body: userRequest, response: answer },
    },
    async (request) => ok(request, await createUser(request.tenant, request.session, request.body, request.ip), 'success.userCreated'),
  );

  app.put(
    '/user',
    {
      config: { access: { module: 'users', action: 'edit' } },
      schema: { tags, security, summary: 'Edit a user (named by id in the body)', body: userUpdateRequest, response: answer },
    },
    async (request) => ok(request, await updateAdminUser(request.tenant, request.session, request.body, request.ip), 'success.userUpdated'),
  );

  app.post(
    '/user/:id/deactivate',
    {
      config: { access: { module: 'users', action: 'delete' } },
      schema: { tags, security, summary: 'Deactivate a user: they can no longer sign in, and their sessions end', params: idParams, response: answer },
    },
    async (request) => ok(request, await setUserActive(request.tenant, request.session, request.params.id, false, request.ip), 'success.userDeactivated'),
  );

  app.post(
    '/user/:id/reactivate',
    {
      config: { access: { module: 'users', action: 'edit' } },
      schema: { tags, security, summary: 'Reactivate a deactivated user', params: idParams, response: answer },
    },
    async (request) => ok(request, await setUserActive(request.tenant, request.session, request.params.id, true, request.ip), 'success.userReactivated'),
  );

  app.get(
    '/option/user',
    {
      // Other modules pick people (a task's assignee), so any signed-in user of the organisation may.
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Active users to choose from (spec §9: page 1, limit 1000)',
        querystring: userOptionsQuery,
        response: { 200: successEnvelope(z.array(userOption)), ...errors },
      },
    },
    async (request) => ok(request, await getUserOptions(request.tenant, request.session, request.query)),
  );
};
