import { animalOperations as ops } from '@ganado/shared/animals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { bulkAction } from './animals.bulk.service';

/** Actions on the animals chosen in the herd list; the message says which was done. */
export const animalBulkRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.bulkAnimalAction, (request) => bulkAction(request.tenant, request.session, request.body, request.ip));
};
