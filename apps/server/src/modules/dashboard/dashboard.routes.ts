import { dashboard } from '@ganado/shared/dashboard';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      // Spec §6 sends a signed-in user who meets a 403 here: every signed-in user must reach it.
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: 'Counters the user’s role may view, and the latest activity when it may view the log',
        response: { 200: successEnvelope(dashboard), 401: errorEnvelope },
      },
    },
    async (request) => ok(request, await getDashboard(request.tenant, request.session)),
  );
};
