import { dashboardOperations as ops } from '@ganado/shared/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.getDashboard, (request) => getDashboard(request.tenant, request.session));
};
