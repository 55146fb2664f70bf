import { outboxOperations as ops } from '@ganado/shared/auth';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { route } from '../../http/operation';
import { listOutbox } from './notifications.repository';

/** Addresses of this machine: what DEV_OUTBOX_LOOPBACK lets read every message without signing in. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Registered only outside production (app.ts): the outbox holds live codes and links
 * (docs/decisions.md). An administrator of an organisation reads its messages, and nobody else's
 * (row-level security). With DEV_OUTBOX_LOOPBACK on, anyone on this machine reads every message
 * without signing in: the end-to-end tests, and a person trying sign-up without a mail server.
 */
export const outboxRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const loopback = context.config.devOutboxLoopback;
  const op = loopback ? { ...ops.listOutbox, access: 'public' as const } : ops.listOutbox;
  route(app, op, async (request) => {
    // Codes and links are sent after their request's answer: list them once they are out.
    await context.afterAnswer.idle();
    if (!loopback) return listOutbox(request.tenant.db, request.query);
    if (!LOOPBACK.has(request.ip)) throw AppError.forbidden();
    return listOutbox(context.system, request.query);
  });
};
