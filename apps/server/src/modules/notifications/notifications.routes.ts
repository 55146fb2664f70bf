import { outboxEntry, outboxQuery } from '@ganado/shared/auth';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { listOutbox } from './notifications.repository';

/** Registered only outside production (app.ts): the outbox holds live codes. */
export const outboxRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/dev/outbox',
    {
      // Development only (never registered in production): the e2e tests read codes from it.
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Messages the server sent, latest first (not in production)',
        querystring: outboxQuery,
        response: { 200: successEnvelope(z.array(outboxEntry)), 422: errorEnvelope },
      },
    },
    async (request) => {
      // Codes and links are sent after their request's answer: list them once they are out.
      await context.afterAnswer.idle();
      return ok(request, await listOutbox(context.db, request.query));
    },
  );
};
