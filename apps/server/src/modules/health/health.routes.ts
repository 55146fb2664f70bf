import { healthOperations } from '@ganado/shared/health';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { readHealth } from './health.service';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, healthOperations.getHealth, () => readHealth(app.database));
};
