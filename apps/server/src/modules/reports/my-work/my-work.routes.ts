import { myReportOperations as ops } from '@ganado/shared/reports';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { getMyWork } from './my-work.service';

/** The signed-in person's own work (docs/decisions.md: my work), under the reports permission. */
export const myWorkRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.getMyWork, (request) => getMyWork(request.tenant, request.session, request.query));
};
