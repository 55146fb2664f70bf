import { bulkActionRequest, bulkActionResult } from '@ganado/shared/animals';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { bulkAction } from './animals.bulk.service';

/** Actions on the animals chosen in the herd list (issue 6). */
export const animalBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/animal/bulk',
    {
      config: { access: { module: 'animals', action: 'edit' } },
      schema: {
        tags: ['animals'],
        security: [{ bearer: [] }],
        summary: 'Move to a group, record one weight, or add a note, for up to 1,000 animals at once: all or nothing',
        body: bulkActionRequest,
        response: { 200: successEnvelope(bulkActionResult), 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      const result = await bulkAction(request.tenant, request.session, request.body, request.ip);
      return ok(request, result, request.body.action === 'moveGroup' ? 'success.animalsMoved' : 'success.bulkRecorded');
    },
  );
};
