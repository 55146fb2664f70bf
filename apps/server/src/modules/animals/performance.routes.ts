import { animalPerformance } from '@ganado/shared/animals';
import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { getPerformance } from './performance.service';

/** An animal's growth and fertility figures (the animal page's performance tab). */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/animal/:id/performance',
    {
      config: { access: { module: 'animals', action: 'view' } },
      schema: {
        tags: ['animals'],
        security: [{ bearer: [] }],
        summary: 'Weight curve, daily gains, BIF-adjusted 205- and 365-day weights, milk yields and the scrotal hint',
        params: idParams,
        response: { 200: successEnvelope(animalPerformance), 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ok(request, await getPerformance(request.tenant, request.session, request.params.id)),
  );
};
