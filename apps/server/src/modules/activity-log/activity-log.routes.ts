import { activityLogOperations as ops } from '@ganado/shared/activity-log';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/operation';
import { listActivity, listEntityActivity } from './activity-log.query';

/** Read-only: entries are written by the services, in the transaction of each write, and never edited. */
export const activityLogRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listActivity, (request) => listActivity(request.tenant.db, request.session.organizationId, request.query));
  route(app, ops.listEntityActivity, async (request) => {
    const entries = await listEntityActivity(request.tenant.db, request.session.organizationId, request.params.type, request.params.id);
    if (entries.length === 0) throw AppError.notFound();
    return entries;
  });
};
