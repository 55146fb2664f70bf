import { ANIMAL_IMPORT_FILE_FIELD, ANIMAL_IMPORT_KINDS, ANIMAL_IMPORT_MAX_BYTES, animalImport, animalImportsQuery, animalImportTemplateQuery } from '@ganado/shared/animals';
import { idParams } from '@ganado/shared/departments';
import { errorEnvelope, pageOf, successEnvelope, text } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language';
import { uploadedFile } from '../../http/multipart';
import { ok } from '../../http/reply';
import { acceptImport, getImport, getImports, importTemplate } from './animals.import.service';

/** Spreadsheet imports of animals, weights and milk records (issue 6, docs/ARCHITECTURE.md). */
export const animalImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['animals'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };
  const view = { module: 'animals', action: 'view' } as const;

  app.post(
    '/animal/import',
    {
      config: { access: { module: 'animals', action: 'create' }, upload: { maxBytes: ANIMAL_IMPORT_MAX_BYTES, tooBig: 'animals.importTooBig' } },
      schema: {
        tags,
        security,
        summary:
          'Import animals, weights or milk records from a CSV or XLSX file (multipart: kind, file). Every row is checked first: ' +
          'any bad row rejects the file (422 with the row errors and the kept import’s `id`), nothing written; a good file is written in the background',
        consumes: ['multipart/form-data'],
        body: z.object({
          kind: z.enum(ANIMAL_IMPORT_KINDS, { error: 'validation.invalid' }),
          [ANIMAL_IMPORT_FILE_FIELD]: uploadedFile('animals.importFileType').describe('CSV or XLSX, header row first; at most 40 MB and 200,000 rows'),
        }),
        response: { 202: successEnvelope(animalImport), ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const accepted = await acceptImport(request.tenant, request.session, request.body.kind, request.body.file, request.ip, language);
      return reply.code(202).send(ok(request, accepted, 'success.importStarted'));
    },
  );

  app.get(
    '/animal/import',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'The organisation’s animal imports with their status and progress, newest first',
        querystring: animalImportsQuery,
        response: { 200: successEnvelope(pageOf(animalImport)), ...errors },
      },
    },
    async (request) => ok(request, await getImports(request.tenant, request.session, request.query, requestLanguage(request))),
  );

  app.get(
    '/animal/import/template',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'A CSV to start an import from: the header row (`*` marks required columns) and one example row',
        querystring: animalImportTemplateQuery,
        produces: ['text/csv'],
        response: { 200: text(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.query.kind}-import-template.csv"`)
        .send(importTemplate(request.query.kind)),
  );

  app.get(
    '/animal/import/:id',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'One import: status, rows written so far, and the row errors of a rejected file',
        params: idParams,
        response: { 200: successEnvelope(animalImport), ...errors },
      },
    },
    async (request) => ok(request, await getImport(request.tenant, request.session, request.params.id, requestLanguage(request))),
  );
};
