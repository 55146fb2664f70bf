import { actionListOperations as ops } from '@ganado/shared/action-list';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { recordHealth, recordInsemination } from './completions.service';
import { setOccurrence } from './occurrence.service';

/** Completing a task's occurrence, on its own or by recording what was done to its animals (docs/product.md §7). */
export const completionRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.setTaskOccurrence, (request) => setOccurrence(request.tenant, request.session, request.body, request.ip));
  route(app, ops.completeInseminationTask, (request) => recordInsemination(request.tenant, request.session, request.body, request.ip));
  route(app, ops.completeHealthRecordTask, (request) => recordHealth(request.tenant, request.session, request.body, request.ip));
};
