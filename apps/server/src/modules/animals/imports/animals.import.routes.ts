import { ANIMAL_IMPORT_MAX_BYTES, animalImportOperations as ops } from '@ganado/shared/animals';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../../http/language';
import { uploaded } from '../../../http/multipart';
import { sendFile } from '../../../http/table-file';
import { route } from '../../../http/operation';
import { acceptImport, getImport, getImports } from './animals.import.service';
import { importTemplate } from './animals.import.template';

/** Spreadsheet imports of animals, weights and milk records (docs/ARCHITECTURE.md). */
export const animalImportRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    ops.importAnimals,
    (request) => acceptImport(request.tenant, request.session, request.body.kind, uploaded(request.body.file), request.ip, requestLanguage(request)),
    { config: { upload: { maxBytes: ANIMAL_IMPORT_MAX_BYTES, tooBig: 'animals.importTooBig' } } },
  );
  route(app, ops.listAnimalImports, (request) => getImports(request.tenant, request.session, request.query, requestLanguage(request)));
  route(app, ops.downloadAnimalImportTemplate, async (request, reply) => {
    const { kind, format } = request.query;
    const file = await importTemplate(request.tenant.db, request.session.organizationId, kind, format, requestLanguage(request));
    return sendFile(reply, file);
  });
  route(app, ops.getAnimalImport, (request) => getImport(request.tenant, request.session, request.params.id, requestLanguage(request)));
};
