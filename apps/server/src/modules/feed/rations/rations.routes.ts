import { feedOperations as ops } from '@ganado/shared/feed';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { sendFile } from '../../../http/table-file';
import { getAnimalFeed } from './animal-feed.service';
import { feedRation } from './feeding.service';
import { formulateRation } from './formulation.service';
import { loadingSheet } from './loading-sheet';
import { applyRation, copyRation, getRation, getRations, reviseRation, saveRation } from './rations.service';

/** Rations (docs/decisions.md: feed rations): formulation, the ration library, applying and feeding. */
export const rationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.formulateRation, (request) => formulateRation(request.tenant, request.session, request.body));
  route(app, ops.listRations, (request) => getRations(request.tenant, request.session, request.query));
  route(app, ops.saveRation, (request) => saveRation(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getRation, (request) => getRation(request.tenant, request.session, request.params.number));
  route(app, ops.reviseRation, (request) => reviseRation(request.tenant, request.session, request.params.number, request.body, request.ip));
  route(app, ops.copyRation, (request) => copyRation(request.tenant, request.session, request.params.number, request.body.name, request.ip));
  route(app, ops.applyRation, (request) => applyRation(request.tenant, request.session, request.params.number, request.body, request.ip));
  route(app, ops.feedRation, (request) => feedRation(request.tenant, request.session, request.params.number, request.body, request.ip));
  route(app, ops.rationLoadingSheet, async (request, reply) =>
    sendFile(reply, await loadingSheet(request.tenant, request.session, request.params.number, { ...request.query, language: request.query.language ?? undefined })),
  );
  route(app, ops.getAnimalFeed, (request) => getAnimalFeed(request.tenant, request.session, request.params.id));
};
