import { z } from 'zod';
import { pageQuery, text } from '../http';

/** Columns the activity log sorts by (`col`); newest first unless told otherwise. */
export const ACTIVITY_SORT_COLUMNS = ['createdAt', 'action', 'entityType', 'actor'] as const;

export const activityLogQuery = pageQuery.extend({ col: z.enum(ACTIVITY_SORT_COLUMNS).optional() });
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

export const activityEntry = z.object({
  id: z.uuid(),
  createdAt: text(),
  action: text(),
  entityType: text(),
  entityId: text().nullable(),
  actor: z.object({ id: z.uuid(), name: text(), email: text().nullable() }).nullable(),
  before: z.record(text(), z.unknown()).nullable(),
  after: z.record(text(), z.unknown()).nullable(),
  ipAddress: text().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const entityActivityParams = z.object({
  type: text().trim().min(1).max(50).regex(/^[a-zA-Z][\w-]*$/),
  id: z.uuid({ error: 'errors.notFound' }),
});
