import { reportOperations as ops } from '@ganado/shared/reports';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/operation';
import { sendFile } from '../../http/table-file';
import { exportReport } from './reports.export';
import { getFigureAnimals } from './reports.service';
import { reportAnswer } from './snapshots/snapshots.service';

/** The analytics pages: figures, the animals behind one, and the page as a file (docs/decisions.md: reports). */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.reportPage, (request) => reportAnswer(request.tenant, request.session.organizationId, request.params.page, request.query));
  route(app, ops.figureAnimals, (request) => getFigureAnimals(request.tenant, request.session.organizationId, request.params.page, request.params.figure, request.query));
  route(app, ops.exportReport, async (request, reply) =>
    sendFile(reply, await exportReport(request.tenant, request.session.organizationId, request.params.page, request.query, requestLanguage(request))),
  );
};
