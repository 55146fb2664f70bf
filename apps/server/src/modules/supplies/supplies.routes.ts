import { supplyOperations as ops } from '@ganado/shared/supplies';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { addSupply, getSupplies, getSupply, recordSupplyEvent } from './supplies.service';

/** Farm supplies and their stock, under the farms permission (docs/decisions.md: supplies). */
export const supplyRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listSupplies, (request) => getSupplies(request.tenant, request.session, request.query));
  route(app, ops.addSupply, (request) => addSupply(request.tenant, request.session, request.body, request.ip));
  route(app, ops.recordSupplyEvent, (request) => recordSupplyEvent(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getSupply, (request) => getSupply(request.tenant, request.session, request.params.id));
};
