import { animalRecord, recordParams, recordRequest, recordsQuery } from '@ganado/shared/animals';
import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { addRecord, deleteRecord, getRecord, getRecords, updateRecord } from './records.service';

/** An animal's records: its dated events, one route set for every type (docs/ARCHITECTURE.md). */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const recordAnswer = { 200: successEnvelope(animalRecord), ...errors };
  const records = { tags: ['animal records'], security: [{ bearer: [] }] };

  app.get(
    '/animal/:id/record',
    {
      config: { access: { module: 'animals', action: 'view' } },
      schema: {
        ...records,
        summary: 'An animal’s records of one or more types, newest first',
        params: idParams,
        querystring: recordsQuery,
        response: { 200: successEnvelope(pageOf(animalRecord)), ...errors },
      },
    },
    async (request) => ok(request, await getRecords(request.tenant, request.session, request.params.id, request.query)),
  );

  app.post(
    '/animal/:id/record',
    {
      config: { access: { module: 'animals', action: 'create' } },
      schema: { ...records, summary: 'Add a record to an animal; a calving registers its calves', params: idParams, body: recordRequest, response: recordAnswer },
    },
    async (request) => ok(request, await addRecord(request.tenant, request.session, request.params.id, request.body, request.ip), 'success.recordAdded'),
  );

  app.get(
    '/animal/:id/record/:recordId',
    { config: { access: { module: 'animals', action: 'view' } }, schema: { ...records, summary: 'One record of an animal', params: recordParams, response: recordAnswer } },
    async (request) => ok(request, await getRecord(request.tenant, request.session, request.params.id, request.params.recordId)),
  );

  app.put(
    '/animal/:id/record/:recordId',
    {
      config: { access: { module: 'animals', action: 'edit' } },
      schema: { ...records, summary: 'Edit a record (it keeps its type; a calving keeps its calves)', params: recordParams, body: recordRequest, response: recordAnswer },
    },
    async (request) =>
      ok(request, await updateRecord(request.tenant, request.session, request.params.id, request.params.recordId, request.body, request.ip), 'success.recordUpdated'),
  );

  app.delete(
    '/animal/:id/record/:recordId',
    {
      config: { access: { module: 'animals', action: 'delete' } },
      schema: { ...records, summary: 'Delete a record; deleting a calving deletes its calves', params: recordParams, response: recordAnswer },
    },
    async (request) => ok(request, await deleteRecord(request.tenant, request.session, request.params.id, request.params.recordId, request.ip), 'success.recordDeleted'),
  );
};
