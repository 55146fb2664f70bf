import { activityEntry, activityLogQuery, entityActivityParams } from '@ganado/shared/activity-log';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { listActivity, listEntityActivity } from './activity-log.query';

/** Read-only: entries are written by the services, in the transaction of each write, and never edited. */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activity-log'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

  app.get(
    '/activity-log',
    {
      config: { access: { module: 'activityLog', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'Who changed what, when and from where (newest first)',
        querystring: activityLogQuery,
        response: { 200: successEnvelope(pageOf(activityEntry)), ...errors },
      },
    },
    async (request) => ok(request, await listActivity(request.tenant.db, request.session.organizationId, request.query)),
  );

  app.get(
    '/activity-log/entity/:type/:id',
    {
      config: { access: { module: 'activityLog', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'One entity’s history, oldest first (404 when this organisation has none for it)',
        params: entityActivityParams,
        response: { 200: successEnvelope(z.array(activityEntry)), ...errors },
      },
    },
    async (request) => {
      const entries = await listEntityActivity(request.tenant.db, request.session.organizationId, request.params.type, request.params.id);
      if (entries.length === 0) throw AppError.notFound();
      return ok(request, entries);
    },
  );
};
