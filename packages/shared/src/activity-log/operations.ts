import { z } from 'zod';
import { operation, pageOf } from '../http';
import { activityEntry, activityLogQuery, entityActivityParams } from './activity-log';

/** Read-only: entries are written by the services, in the transaction of each write, and never edited. */
export const activityLogOperations = {
  listActivity: operation({
    operationId: 'listActivity',
    method: 'GET',
    path: '/activity-log',
    summary: 'Who changed what, when and from where (newest first)',
    tag: 'activity-log',
    access: { module: 'activityLog', action: 'view' },
    query: activityLogQuery,
    answer: pageOf(activityEntry),
    errors: [],
  }),
  listEntityActivity: operation({
    operationId: 'listEntityActivity',
    method: 'GET',
    path: '/activity-log/entity/:type/:id',
    summary: 'One entity’s history, oldest first (404 for an entity this organisation does not have)',
    tag: 'activity-log',
    access: { module: 'activityLog', action: 'view' },
    params: entityActivityParams,
    answer: z.array(activityEntry),
    errors: [404],
  }),
};
