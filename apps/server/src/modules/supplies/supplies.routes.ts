import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import { suppliesQuery, supply, supplyEvent, supplyEventRequest, supplyRequest } from '@ganado/shared/supplies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { addSupply, getSupplies, getSupply, recordSupplyEvent } from './supplies.service';

/** Farm supplies and their stock, under the farms permission (docs/decisions.md: supplies). */
export const supplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const tags = { tags: ['supplies'], security: [{ bearer: [] }] };

  app.get(
    '/supply',
    {
      config: { access: { module: 'farms', action: 'view' } },
      schema: { ...tags, summary: 'The organisation’s supplies with their stock on hand', querystring: suppliesQuery, response: { 200: successEnvelope(pageOf(supply)), ...errors } },
    },
    async (request) => ok(request, await getSupplies(request.tenant, request.session, request.query)),
  );

  app.post(
    '/supply',
    { config: { access: { module: 'farms', action: 'create' } }, schema: { ...tags, summary: 'Add a supply kept in stock', body: supplyRequest, response: { 200: successEnvelope(supply), ...errors } } },
    async (request) => ok(request, await addSupply(request.tenant, request.session, request.body, request.ip), 'success.supplyAdded'),
  );

  app.post(
    '/supply/event',
    {
      config: { access: { module: 'farms', action: 'edit' } },
      schema: {
        ...tags,
        summary: 'Supplies received, used or counted: one event of the log, moving their stock',
        body: supplyEventRequest,
        response: { 200: successEnvelope(supplyEvent), ...errors },
      },
    },
    async (request) => ok(request, await recordSupplyEvent(request.tenant, request.session, request.body, request.ip), 'success.supplyEventRecorded'),
  );

  app.get(
    '/supply/:id',
    { config: { access: { module: 'farms', action: 'view' } }, schema: { ...tags, summary: 'One supply with its stock on hand', params: idParams, response: { 200: successEnvelope(supply), ...errors } } },
    async (request) => ok(request, await getSupply(request.tenant, request.session, request.params.id)),
  );
};
