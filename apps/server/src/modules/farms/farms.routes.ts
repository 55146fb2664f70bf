import { farmOperations as ops } from '@ganado/shared/farms';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/operation';
import { addFarm, getFarm, getFarms, removeFarm, updateFarm } from './farms.service';
import { geocode } from './geocoding/geocoding.service';
import { addZone, getZone, getZones, removeZone, updateZone } from './zones.service';

/** Farms and their zones (docs/product.md §2, §3): all in the farms module for permissions. */
export const farmRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  route(app, ops.getMapConfig, () => ({ tileUrl: context.config.tileUrl, tileAttribution: context.config.tileAttribution, geocoder: context.geocoder !== null }));
  route(app, ops.findPlaces, (request) => geocode(request.tenant, request.query, requestLanguage(request)));

  route(app, ops.listFarms, (request) => getFarms(request.tenant, request.session, request.query));
  route(app, ops.addFarm, (request) => addFarm(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getFarm, (request) => getFarm(request.tenant, request.session, request.params.id));
  route(app, ops.updateFarm, (request) => updateFarm(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.removeFarm, (request) => removeFarm(request.tenant, request.session, request.params.id, request.ip));

  route(app, ops.listZones, (request) => getZones(request.tenant, request.session, request.params.id));
  route(app, ops.addZone, (request) => addZone(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getZone, (request) => getZone(request.tenant, request.session, request.params.id));
  route(app, ops.updateZone, (request) => updateZone(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.removeZone, (request) => removeZone(request.tenant, request.session, request.params.id, request.ip));
};
