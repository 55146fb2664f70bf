import { animalGroup, groupHistoryEntry, groupMoveRequest, groupMoveResult, groupRequest, groupsQuery } from '@ganado/shared/animals';
import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { addGroup, getGroup, getGroupHistory, getGroups, moveAnimals, removeGroup, updateGroup } from './groups.service';

/** Groups of animals and moving animals between them (the animals module's permission). */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const groupAnswer = { 200: successEnvelope(animalGroup), ...errors };
  const groups = { tags: ['animal groups'], security: [{ bearer: [] }] };

  app.get(
    '/animal-group',
    {
      config: { access: { module: 'animals', action: 'view' } },
      schema: { ...groups, summary: 'The organisation’s groups with their active animals counted', querystring: groupsQuery, response: { 200: successEnvelope(pageOf(animalGroup)), ...errors } },
    },
    async (request) => ok(request, await getGroups(request.tenant, request.session, request.query)),
  );

  app.post(
    '/animal-group',
    { config: { access: { module: 'animals', action: 'create' } }, schema: { ...groups, summary: 'Add a group', body: groupRequest, response: groupAnswer } },
    async (request) => ok(request, await addGroup(request.tenant, request.session, request.body, request.ip), 'success.groupAdded'),
  );

  app.post(
    '/animal-group/move',
    {
      config: { access: { module: 'animals', action: 'edit' } },
      schema: {
        ...groups,
        summary: 'Move animals into a group, or out of any (groupId empty), on a date: a group-change record each',
        body: groupMoveRequest,
        response: { 200: successEnvelope(groupMoveResult), ...errors },
      },
    },
    async (request) => ok(request, await moveAnimals(request.tenant, request.session, request.body, request.ip), 'success.animalsMoved'),
  );

  app.get(
    '/animal-group/:id',
    { config: { access: { module: 'animals', action: 'view' } }, schema: { ...groups, summary: 'One group', params: idParams, response: groupAnswer } },
    async (request) => ok(request, await getGroup(request.tenant, request.session, request.params.id)),
  );

  app.put(
    '/animal-group/:id',
    {
      config: { access: { module: 'animals', action: 'edit' } },
      schema: { ...groups, summary: 'Edit a group (every field is sent)', params: idParams, body: groupRequest, response: groupAnswer },
    },
    async (request) => ok(request, await updateGroup(request.tenant, request.session, request.params.id, request.body, request.ip), 'success.groupUpdated'),
  );

  app.delete(
    '/animal-group/:id',
    {
      config: { access: { module: 'animals', action: 'delete' } },
      schema: { ...groups, summary: 'Remove an empty group (kept for its history)', params: idParams, response: groupAnswer },
    },
    async (request) => ok(request, await removeGroup(request.tenant, request.session, request.params.id, request.ip), 'success.groupDeleted'),
  );

  app.get(
    '/animal-group/:id/history',
    {
      config: { access: { module: 'animals', action: 'view' } },
      schema: { ...groups, summary: 'Who joined and left the group, newest first', params: idParams, response: { 200: successEnvelope(z.array(groupHistoryEntry)), ...errors } },
    },
    async (request) => ok(request, await getGroupHistory(request.tenant, request.session, request.params.id)),
  );
};
