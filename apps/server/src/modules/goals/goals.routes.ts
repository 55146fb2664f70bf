import { goalOperations as ops } from '@ganado/shared/goals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { addGoal, changeGoal, getGoal, getGoals, removeGoal } from './goals.service';

/** Livestock goals, under the goals module's permissions (docs/decisions.md: livestock goals). */
export const goalRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listGoals, (request) => getGoals(request.tenant, request.session));
  route(app, ops.getGoal, (request) => getGoal(request.tenant, request.session, request.params.id));
  route(app, ops.addGoal, (request) => addGoal(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateGoal, (request) => changeGoal(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.deleteGoal, (request) => removeGoal(request.tenant, request.session, request.params.id, request.ip));
};
