import { fertilityStatisticsOperations as ops } from '@ganado/shared/semen';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../../http/language';
import { route } from '../../../http/operation';
import { sendFile } from '../../../http/table-file';
import { exportFertilityStatistics } from './statistics.export';
import { getFertilityStatistics } from './statistics.service';

/** The three statistics screens, each its figures and its table as a file (docs/decisions.md: the statistics screens). */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.inseminatorStatistics, (request) => getFertilityStatistics(request.tenant, request.session, request.query));
  route(app, ops.exportInseminatorStatistics, async (request, reply) =>
    sendFile(reply, await exportFertilityStatistics(request.tenant, request.session, 'inseminators', request.query, requestLanguage(request))),
  );
  route(app, ops.organisationStatistics, (request) => getFertilityStatistics(request.tenant, request.session, request.query));
  route(app, ops.exportOrganisationStatistics, async (request, reply) =>
    sendFile(reply, await exportFertilityStatistics(request.tenant, request.session, 'organisation', request.query, requestLanguage(request))),
  );
  route(app, ops.genotypePerformance, (request) => getFertilityStatistics(request.tenant, request.session, request.query));
  route(app, ops.exportGenotypePerformance, async (request, reply) =>
    sendFile(reply, await exportFertilityStatistics(request.tenant, request.session, 'genotypes', request.query, requestLanguage(request))),
  );
};
