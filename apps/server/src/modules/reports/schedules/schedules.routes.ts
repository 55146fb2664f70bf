import { myReportOperations as ops } from '@ganado/shared/reports';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { route } from '../../../http/operation';
import { personRateLimit } from '../../../http/rate-limit';
import { createMySchedule, deleteMySchedule, getMySchedules, sendMySchedule, updateMySchedule } from './schedules.service';

/** The signed-in person's scheduled reports (docs/decisions.md: scheduled reports), under the reports permission. */
export const scheduleRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  route(app, ops.listReportSchedules, (request) => getMySchedules(request.tenant, request.session));
  route(app, ops.createReportSchedule, (request) => createMySchedule(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateReportSchedule, (request) => updateMySchedule(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.deleteReportSchedule, (request) => deleteMySchedule(request.tenant, request.session, request.params.id, request.ip));
  route(app, ops.sendReportSchedule, (request) => sendMySchedule(request.tenant, request.session, request.params.id, request.ip), {
    config: personRateLimit(context.config.reportSendsPerHour, 60 * 60_000),
  });
};
