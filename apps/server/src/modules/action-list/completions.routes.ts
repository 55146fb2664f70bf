import { healthRecordTaskRequest, inseminationTaskRequest, occurrenceRequest, taskCompletion, taskEvent } from '@ganado/shared/action-list';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { recordHealth, recordInsemination } from './completions.service';
import { setOccurrence } from './occurrence.service';

/** Completing a task's occurrence, on its own or by recording what was done to its animals (spec §7). */
export const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
  const tasks = { tags: ['action list'], security: [{ bearer: [] }] };
  const access = { module: 'actionList', action: 'edit' } as const;

  app.put(
    '/action-list/task/occurrence',
    {
      config: { access },
      schema: {
        ...tasks,
        summary: 'Mark one occurrence of a task done, or reopen it; a task that does not repeat follows its only occurrence',
        body: occurrenceRequest,
        response: { 200: successEnvelope(taskEvent), ...errors },
      },
    },
    async (request) => {
      const event = await setOccurrence(request.tenant, request.session, request.body, request.ip);
      return ok(request, event, request.body.status === 'completed' ? 'success.occurrenceCompleted' : 'success.occurrenceReopened');
    },
  );

  app.post(
    '/action-list/task/insemination',
    {
      config: { access },
      schema: {
        ...tasks,
        summary: 'Complete an insemination task: a service on each of its animals (needs the animals create permission too)',
        body: inseminationTaskRequest,
        response: { 200: successEnvelope(taskCompletion), ...errors },
      },
    },
    async (request) => ok(request, await recordInsemination(request.tenant, request.session, request.body, request.ip), 'success.inseminationRecorded'),
  );

  app.put(
    '/action-list/task/health-record',
    {
      config: { access },
      schema: {
        ...tasks,
        summary: 'Complete a health-record task: a treatment or vaccination on each of its animals (needs the animals create permission too)',
        body: healthRecordTaskRequest,
        response: { 200: successEnvelope(taskCompletion), ...errors },
      },
    },
    async (request) => ok(request, await recordHealth(request.tenant, request.session, request.body, request.ip), 'success.healthRecorded'),
  );
};
