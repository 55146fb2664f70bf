import { activityLogOperations as ops } from '@ganado/shared/activity-log';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/operation';
import { ownsEntity } from './activity-log.entities';
import { listActivity, listEntityActivity } from './activity-log.query';

/** Read-only: entries are written by the services, in the transaction of each write, and never edited. */
export const activityLogRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listActivity, (request) => listActivity(request.tenant.db, request.session.organizationId, request.query));
  route(app, ops.listEntityActivity, async (request) => {
    const { db } = request.tenant;
    const { organizationId } = request.session;
    const { type, id } = request.params;
    const [owned, entries] = await Promise.all([ownsEntity(db, organizationId, type, id), listEntityActivity(db, organizationId, type, id)]);
    // An entity of its own with no entry yet has an empty history; another organisation's (or none)
    // is a 404, as everywhere (docs/decisions.md, "The per-entity history").
    if (owned === false || (owned === undefined && entries.length === 0)) throw AppError.notFound();
    return entries;
  });
};
