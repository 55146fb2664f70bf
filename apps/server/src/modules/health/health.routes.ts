import { successEnvelope } from '@ganado/shared/http';
import { healthResponse } from '@ganado/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { readHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness, version and database migration status',
        response: { 200: successEnvelope(healthResponse) },
      },
    },
    async (request) => ok(request, await readHealth(app.database)),
  );
};
