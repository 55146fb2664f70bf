import { satelliteOperations as ops } from '@ganado/shared/satellite';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { getFarmSatellite, getZoneSatellite } from './satellite.service';

/** NDVI series of a farm or a zone: reading the land is reading the farm, so farms:view. */
export const satelliteRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.getFarmSatellite, (request) => getFarmSatellite(request.tenant, request.session, request.params.id, request.query));
  route(app, ops.getZoneSatellite, (request) => getZoneSatellite(request.tenant, request.session, request.params.id, request.query));
};
