import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import { satelliteQuery, satelliteReport } from '@ganado/shared/satellite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { getFarmSatellite, getZoneSatellite } from './satellite.service';

/** NDVI series of a farm or a zone (issue 5): reading the land is reading the farm, so farms:view. */
export const satelliteRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope, 503: errorEnvelope };
  const schema = { tags: ['satellite'], security: [{ bearer: [] }], params: idParams, querystring: satelliteQuery, response: { 200: successEnvelope(satelliteReport), ...errors } };
  const access = { module: 'farms', action: 'view' } as const;

  app.get(
    '/farm/:id/satellite',
    { config: { access }, schema: { ...schema, summary: 'Daily NDVI over the farm’s perimeter, from..to (ISO dates, at most 366 days; default the last 90)' } },
    async (request) => ok(request, await getFarmSatellite(request.tenant, request.session, request.params.id, request.query)),
  );

  app.get(
    '/zone/:id/satellite',
    { config: { access }, schema: { ...schema, summary: 'Daily NDVI over a zone, from..to (ISO dates, at most 366 days; default the last 90)' } },
    async (request) => ok(request, await getZoneSatellite(request.tenant, request.session, request.params.id, request.query)),
  );
};
