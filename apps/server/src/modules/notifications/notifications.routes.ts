import { outboxEntry, outboxQuery } from '@ganado/shared/auth';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { listOutbox } from './notifications.repository';

/** Addresses of this machine: what DEV_OUTBOX_LOOPBACK lets read every message without signing in. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Registered only outside production (app.ts): the outbox holds live codes and links
 * (docs/decisions.md). An administrator of an organisation reads its messages, and nobody else's
 * (row-level security). With DEV_OUTBOX_LOOPBACK on, anyone on this machine reads every message
 * without signing in: the end-to-end tests, and a person trying sign-up without a mail server.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const loopback = context.config.devOutboxLoopback;
  app.get(
    '/dev/outbox',
    {
      config: { access: loopback ? 'public' : 'administrator' },
      schema: {
        tags: ['development'],
        summary: 'Messages the server sent, latest first (not in production)',
        querystring: outboxQuery,
        response: { 200: successEnvelope(z.array(outboxEntry)), 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      // Codes and links are sent after their request's answer: list them once they are out.
      await context.afterAnswer.idle();
      if (!loopback) return ok(request, await listOutbox(request.tenant.db, request.query));
      if (!LOOPBACK.has(request.ip)) throw AppError.forbidden();
      return ok(request, await listOutbox(context.system, request.query));
    },
  );
};
