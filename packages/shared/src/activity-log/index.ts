import { z } from 'zod';
import { pageQuery } from '../http';

export * from './actions';

/** Columns the activity log sorts by (`col`); newest first unless told otherwise. */
export const ACTIVITY_SORT_COLUMNS = ['createdAt', 'action', 'entityType', 'actor'] as const;

export const activityLogQuery = pageQuery.extend({ col: z.enum(ACTIVITY_SORT_COLUMNS).optional() });
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

export const activityEntry = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const entityActivityParams = z.object({
  type: z.string().trim().min(1).max(50).regex(/^[a-zA-Z][\w-]*$/),
  id: z.uuid({ error: 'errors.notFound' }),
});
