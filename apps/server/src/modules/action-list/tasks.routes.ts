import { eventsQuery, task, taskEvent, taskListItem, taskRequest, tasksQuery, taskUpdateRequest } from '@ganado/shared/action-list';
import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { addTask, deleteTask, getEvents, getTask, getTasks, updateTask } from './tasks.service';

/** The action list's tasks and calendar (spec §2 /my-schedule, §7). */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const taskAnswer = { 200: successEnvelope(task), ...errors };
  const tags = { tags: ['action list'], security };

  app.post(
    '/action-list/task',
    {
      config: { access: { module: 'actionList', action: 'create' } },
      schema: { ...tags, summary: 'Plan a task, once or repeating, with its animals', body: taskRequest, response: taskAnswer },
    },
    async (request) => ok(request, await addTask(request.tenant, request.session, request.body, request.ip), 'success.taskAdded'),
  );

  app.get(
    '/action-list/task',
    {
      config: { access: { module: 'actionList', action: 'view' } },
      schema: { ...tags, summary: 'A page of tasks, filtered by status (active by default) and sorted', querystring: tasksQuery, response: { 200: successEnvelope(pageOf(taskListItem)), ...errors } },
    },
    async (request) => ok(request, await getTasks(request.tenant, request.session, request.query)),
  );

  app.put(
    '/action-list/task',
    {
      config: { access: { module: 'actionList', action: 'edit' } },
      schema: { ...tags, summary: 'Edit a task (its id and every field are sent; the animal list is replaced)', body: taskUpdateRequest, response: taskAnswer },
    },
    async (request) => ok(request, await updateTask(request.tenant, request.session, request.body, request.ip), 'success.taskUpdated'),
  );

  app.get(
    '/action-list/task/:id',
    { config: { access: { module: 'actionList', action: 'view' } }, schema: { ...tags, summary: 'One task with its animals and completed occurrences', params: idParams, response: taskAnswer } },
    async (request) => ok(request, await getTask(request.tenant, request.session, request.params.id)),
  );

  app.delete(
    '/action-list/task/:id',
    {
      config: { access: { module: 'actionList', action: 'delete' } },
      schema: { ...tags, summary: 'Delete a task (the records its completions wrote on animals stay)', params: idParams, response: taskAnswer },
    },
    async (request) => ok(request, await deleteTask(request.tenant, request.session, request.params.id, request.ip), 'success.taskDeleted'),
  );

  app.get(
    '/action-list/event',
    {
      config: { access: { module: 'actionList', action: 'view' } },
      schema: { ...tags, summary: 'The occurrences overlapping [sDate, eDate), for the calendar and the daily tasks', querystring: eventsQuery, response: { 200: successEnvelope(z.array(taskEvent)), ...errors } },
    },
    async (request) => ok(request, await getEvents(request.tenant, request.session, request.query)),
  );
};
