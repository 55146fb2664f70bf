import { actionListOperations as ops } from '@ganado/shared/action-list';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { addTask, deleteTask, getEventCounts, getEvents, getTask, getTasks, updateTask } from './tasks.service';

/** The action list's tasks and calendar (docs/product.md §2 /my-schedule, §7). */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.addTask, (request) => addTask(request.tenant, request.session, request.body, request.ip));
  route(app, ops.listTasks, (request) => getTasks(request.tenant, request.session, request.query));
  route(app, ops.updateTask, (request) => updateTask(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getTask, (request) => getTask(request.tenant, request.session, request.params.id));
  route(app, ops.deleteTask, (request) => deleteTask(request.tenant, request.session, request.params.id, request.ip));
  route(app, ops.listTaskEvents, (request) => getEvents(request.tenant, request.session, request.query));
  route(app, ops.countTaskEvents, (request) => getEventCounts(request.tenant, request.session, request.query));
};
