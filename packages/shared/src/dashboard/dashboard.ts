import { z } from 'zod';
import { text } from '../http';
import { activityEntry } from '../activity-log/activity-log';
import { APP_MODULES } from '../auth/modules';

/**
 * One number on the dashboard: `key` names what is counted (the web's label and link), `module`
 * the module whose view permission it needs. Modules add their own counters (docs/decisions.md).
 */
export const dashboardCounter = z.object({ key: text(), count: z.number().int().min(0), module: z.enum(APP_MODULES) });
export type DashboardCounter = z.infer<typeof dashboardCounter>;

/** GET /api/dashboard. `recentActivity` is left out for a role that may not view the activity log. */
export const dashboard = z.object({
  counters: z.array(dashboardCounter),
  recentActivity: z.array(activityEntry).optional(),
});
export type Dashboard = z.infer<typeof dashboard>;

/** How many activity entries the dashboard shows. */
export const DASHBOARD_RECENT_ACTIVITY = 10;
