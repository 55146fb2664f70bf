import { ANIMAL_IMPORT_MAX_BYTES, animalImportOperations as ops } from '@ganado/shared/animals';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../../http/language';
import { uploaded } from '../../../http/multipart';
import { route } from '../../../http/operation';
import { acceptImport, getImport, getImports, importTemplate } from './animals.import.service';

/** Spreadsheet imports of animals, weights and milk records (docs/ARCHITECTURE.md). */
export const animalImportRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    ops.importAnimals,
    (request) => acceptImport(request.tenant, request.session, request.body.kind, uploaded(request.body.file), request.ip, requestLanguage(request)),
    { config: { upload: { maxBytes: ANIMAL_IMPORT_MAX_BYTES, tooBig: 'animals.importTooBig' } } },
  );
  route(app, ops.listAnimalImports, (request) => getImports(request.tenant, request.session, request.query, requestLanguage(request)));
  route(app, ops.downloadAnimalImportTemplate, (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${request.query.kind}-import-template.csv"`)
      .send(importTemplate(request.query.kind)),
  );
  route(app, ops.getAnimalImport, (request) => getImport(request.tenant, request.session, request.params.id, requestLanguage(request)));
};
