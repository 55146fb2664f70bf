import { animal, animalExportQuery, animalLineage, animalListItem, animalOptionsQuery, animalReference, animalRequest, animalsQuery } from '@ganado/shared/animals';
import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/language';
import { ok } from '../../http/reply';
import { exportAnimals } from './animals.export';
import { addAnimal, deleteAnimal, getAnimal, getAnimalOptions, getAnimals, getLineage, updateAnimal } from './animals.service';

/** The animal register (spec §2, §3; issue 6). The fixed paths come before `/animal/:id`, which would otherwise take them as ids. */
export const animalRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const animalAnswer = { 200: successEnvelope(animal), ...errors };
  const tags = { tags: ['animals'], security };

  app.get(
    '/animal',
    {
      config: { access: { module: 'animals', action: 'view' } },
      schema: { ...tags, summary: 'The herd: a page of animals, filtered and sorted', querystring: animalsQuery, response: { 200: successEnvelope(pageOf(animalListItem)), ...errors } },
    },
    async (request) => ok(request, await getAnimals(request.tenant, request.session, request.query)),
  );

  app.get(
    '/animal/options',
    {
      config: { access: { module: 'animals', action: 'view' } },
      schema: {
        ...tags,
        summary: 'Active animals by tag or nickname, for the dam and sire pickers',
        querystring: animalOptionsQuery,
        response: { 200: successEnvelope(z.array(animalReference)), ...errors },
      },
    },
    async (request) => ok(request, await getAnimalOptions(request.tenant, request.session, request.query)),
  );

  app.get(
    '/animal/export',
    {
      config: { access: { module: 'animals', action: 'export' } },
      schema: { ...tags, summary: 'The filtered, sorted herd as a CSV or XLSX file', querystring: animalExportQuery },
    },
    async (request, reply) => {
      const file = await exportAnimals(request.tenant.db, request.session.organizationId, request.query, requestLanguage(request), context.clock());
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
    },
  );

  app.post(
    '/animal',
    {
      config: { access: { module: 'animals', action: 'create' } },
      schema: { ...tags, summary: 'Register an animal; its farm, zone and group are recorded as a movement and a group change', body: animalRequest, response: animalAnswer },
    },
    async (request) => ok(request, await addAnimal(request.tenant, request.session, request.body, requestLanguage(request), request.ip), 'success.animalAdded'),
  );

  app.get(
    '/animal/:id',
    { config: { access: { module: 'animals', action: 'view' } }, schema: { ...tags, summary: 'One animal', params: idParams, response: animalAnswer } },
    async (request) => ok(request, await getAnimal(request.tenant, request.session, request.params.id, requestLanguage(request))),
  );

  app.put(
    '/animal/:id',
    {
      config: { access: { module: 'animals', action: 'edit' } },
      schema: { ...tags, summary: 'Edit an animal (every field is sent); a new place or group is recorded as of now', params: idParams, body: animalRequest, response: animalAnswer },
    },
    async (request) => ok(request, await updateAnimal(request.tenant, request.session, request.params.id, request.body, requestLanguage(request), request.ip), 'success.animalUpdated'),
  );

  app.delete(
    '/animal/:id',
    {
      config: { access: { module: 'animals', action: 'delete' } },
      schema: { ...tags, summary: 'Delete an animal entered by mistake (one with offspring or records is removed by a removal record instead)', params: idParams, response: animalAnswer },
    },
    async (request) => ok(request, await deleteAnimal(request.tenant, request.session, request.params.id, requestLanguage(request), request.ip), 'success.animalDeleted'),
  );

  app.get(
    '/animal/:id/lineage',
    {
      config: { access: { module: 'animals', action: 'view' } },
      schema: { ...tags, summary: 'Parents, grandparents and offspring', params: idParams, response: { 200: successEnvelope(animalLineage), ...errors } },
    },
    async (request) => ok(request, await getLineage(request.tenant, request.session, request.params.id)),
  );
};
