import { barnOperations as ops } from '@ganado/shared/barn';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { getBarnSnapshot } from './barn.service';

/** The barn's one read; its writes are the modules' own operations sent as commands (http/idempotency.ts). */
export const barnRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.getBarnSnapshot, (request) => getBarnSnapshot(request.tenant, request.session, request.params.id));
};
