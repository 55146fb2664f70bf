import { animalOperations as ops } from '@ganado/shared/animals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { getPerformance } from './performance.service';

/** An animal's growth and fertility figures (the animal page's performance tab). */
export const performanceRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.getAnimalPerformance, (request) => getPerformance(request.tenant, request.session, request.params.id));
};
