import type { Permissions } from '@ganado/shared/access';
import { DASHBOARD_RECENT_ACTIVITY, type Dashboard } from '@ganado/shared/dashboard';
import type { AppContext } from '../../context';
import { listActivity } from '../activity-log/activity-log.query';
import { SERVER_MODULES } from '../index';
import { dashboardCounters } from './dashboard.counters';

const mayView = (permissions: Permissions, module: keyof Permissions) => permissions[module]?.includes('view') ?? false;

/**
 * The dashboard (the 403 landing page, so every signed-in user reaches it): the counters the
 * user's role may view, and the organisation's latest activity when it may view the log.
 */
export async function getDashboard(context: AppContext, session: { organizationId: string; permissions: Permissions }): Promise<Dashboard> {
  // Read when asked, not when this file loads: the registry reaches this file through the dashboard's routes.
  const visible = dashboardCounters(SERVER_MODULES).filter((counter) => mayView(session.permissions, counter.module));
  const counters = await Promise.all(
    visible.map(async ({ key, module, count }) => ({ key, module, count: await count(context.db, session.organizationId, context.clock()) })),
  );
  if (!mayView(session.permissions, 'activityLog')) return { counters };
  const activity = await listActivity(context.db, session.organizationId, { page: 1, limit: DASHBOARD_RECENT_ACTIVITY });
  return { counters, recentActivity: activity.items };
}
