import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope } from '@ganado/shared/http';
import { USER_IMPORT_FILE_FIELD, USER_IMPORT_LIMITS, userImport, userImportRowResult, userImportRowsQuery, userImportsQuery } from '@ganado/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedFile } from '../../http/multipart';
import { ok } from '../../http/reply';
import { acceptImport, getImport, getImportRows, getImports } from './users.import.service';

/** The CSV user import of issue 4 (spec §5 "User import accepts CSV only", §7 `POST user/import; GET user/import`). */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };
  const view = { module: 'users', action: 'view' } as const;

  app.post(
    '/user/import',
    {
      config: { access: { module: 'users', action: 'create' }, upload: { maxBytes: USER_IMPORT_LIMITS.maxBytes, tooBig: 'userImport.tooBig', failure: 'userImport.tooBig' } },
      schema: {
        tags,
        security,
        summary: 'Import users from a CSV file (multipart, field "file"): checked whole, then processed in the background',
        consumes: ['multipart/form-data'],
        body: z.object({ [USER_IMPORT_FILE_FIELD]: uploadedFile('userImport.fileRequired').describe('CSV, header row first; at most 2 MB and 10,000 rows') }),
        response: { 202: successEnvelope(userImport), ...errors },
      },
    },
    async (request, reply) => {
      const accepted = await acceptImport(request.tenant, request.session, request.body.file, request.ip);
      return reply.code(202).send(ok(request, accepted, 'success.userImportQueued'));
    },
  );

  app.get(
    '/user/import',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'The organisation’s import files with their status and progress, newest first, searched by file name',
        querystring: userImportsQuery,
        response: { 200: successEnvelope(pageOf(userImport)), ...errors },
      },
    },
    async (request) => ok(request, await getImports(request.tenant, request.session, request.query)),
  );

  app.get(
    '/user/import/:id',
    {
      config: { access: view },
      schema: { tags, security, summary: 'One import file: status, progress and counts', params: idParams, response: { 200: successEnvelope(userImport), ...errors } },
    },
    async (request) => ok(request, await getImport(request.tenant, request.session, request.params.id)),
  );

  app.get(
    '/user/import/:id/rows',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'The per-row report of an import: created, or skipped with the reason',
        params: idParams,
        querystring: userImportRowsQuery,
        response: { 200: successEnvelope(pageOf(userImportRowResult)), ...errors },
      },
    },
    async (request) => ok(request, await getImportRows(request.tenant, request.session, request.params.id, request.query)),
  );
};
