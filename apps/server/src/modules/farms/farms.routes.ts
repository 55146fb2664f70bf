import { idParams } from '@ganado/shared/departments';
import { farm, farmRequest, farmsQuery, mapConfig, zone, zoneRequest, zoneUpdateRequest } from '@ganado/shared/farms';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { addFarm, getFarm, getFarms, removeFarm, updateFarm } from './farms.service';
import { addZone, getZone, getZones, removeZone, updateZone } from './zones.service';

/** Farms and their zones (spec §2, §3; issue 5): all in the farms module for permissions. */
export const farmRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const farmAnswer = { 200: successEnvelope(farm), ...errors };
  const zoneAnswer = { 200: successEnvelope(zone), ...errors };
  const farms = { tags: ['farms'], security };
  const zones = { tags: ['zones'], security };

  app.get(
    '/map/config',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['farms'], security, summary: 'Where the maps take their tiles from (TILE_URL)', response: { 200: successEnvelope(mapConfig), ...errors } },
    },
    async (request) => ok(request, { tileUrl: context.config.tileUrl, tileAttribution: context.config.tileAttribution }),
  );

  app.get(
    '/farm',
    {
      config: { access: { module: 'farms', action: 'view' } },
      schema: { ...farms, summary: 'The organisation’s farms, searched and sorted', querystring: farmsQuery, response: { 200: successEnvelope(pageOf(farm)), ...errors } },
    },
    async (request) => ok(request, await getFarms(request.tenant, request.session, request.query)),
  );

  app.post(
    '/farm',
    {
      config: { access: { module: 'farms', action: 'create' } },
      schema: { ...farms, summary: 'Register a farm; size and perimeter are measured from the drawn perimeter', body: farmRequest, response: farmAnswer },
    },
    async (request) => ok(request, await addFarm(request.tenant, request.session, request.body, request.ip), 'success.farmAdded'),
  );

  app.get(
    '/farm/:id',
    { config: { access: { module: 'farms', action: 'view' } }, schema: { ...farms, summary: 'One farm', params: idParams, response: farmAnswer } },
    async (request) => ok(request, await getFarm(request.tenant, request.session, request.params.id)),
  );

  app.put(
    '/farm/:id',
    {
      config: { access: { module: 'farms', action: 'edit' } },
      schema: { ...farms, summary: 'Edit a farm (every field is sent)', params: idParams, body: farmRequest, response: farmAnswer },
    },
    async (request) => ok(request, await updateFarm(request.tenant, request.session, request.params.id, request.body, request.ip), 'success.farmUpdated'),
  );

  app.delete(
    '/farm/:id',
    {
      config: { access: { module: 'farms', action: 'delete' } },
      schema: { ...farms, summary: 'Remove a farm and its zones (kept for history, no longer listed)', params: idParams, response: farmAnswer },
    },
    async (request) => ok(request, await removeFarm(request.tenant, request.session, request.params.id, request.ip), 'success.farmDeleted'),
  );

  app.get(
    '/farm/:id/zone',
    {
      config: { access: { module: 'farms', action: 'view' } },
      schema: { ...zones, summary: 'The zones of a farm, by name', params: idParams, response: { 200: successEnvelope(z.array(zone)), ...errors } },
    },
    async (request) => ok(request, await getZones(request.tenant, request.session, request.params.id)),
  );

  app.post(
    '/zone',
    {
      config: { access: { module: 'farms', action: 'create' } },
      schema: { ...zones, summary: 'Add a zone, drawn inside its farm’s perimeter', body: zoneRequest, response: zoneAnswer },
    },
    async (request) => ok(request, await addZone(request.tenant, request.session, request.body, request.ip), 'success.zoneAdded'),
  );

  app.get(
    '/zone/:id',
    { config: { access: { module: 'farms', action: 'view' } }, schema: { ...zones, summary: 'One zone', params: idParams, response: zoneAnswer } },
    async (request) => ok(request, await getZone(request.tenant, request.session, request.params.id)),
  );

  app.put(
    '/zone/:id',
    {
      config: { access: { module: 'farms', action: 'edit' } },
      schema: { ...zones, summary: 'Edit a zone (it stays on its farm)', params: idParams, body: zoneUpdateRequest, response: zoneAnswer },
    },
    async (request) => ok(request, await updateZone(request.tenant, request.session, request.params.id, request.body, request.ip), 'success.zoneUpdated'),
  );

  app.delete(
    '/zone/:id',
    { config: { access: { module: 'farms', action: 'delete' } }, schema: { ...zones, summary: 'Remove a zone', params: idParams, response: zoneAnswer } },
    async (request) => ok(request, await removeZone(request.tenant, request.session, request.params.id, request.ip), 'success.zoneDeleted'),
  );
};
