import { USER_IMPORT_LIMITS, userImportOperations as ops } from '@ganado/shared/users';
import type { FastifyPluginAsync } from 'fastify';
import { uploaded } from '../../http/multipart';
import { route } from '../../http/operation';
import { acceptImport, getImport, getImportRows, getImports } from './users.import.service';

/** The CSV user import (docs/product.md §5 "User import accepts CSV only", §7 `POST user/import; GET user/import`). */
export const userImportRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.importUsers, (request) => acceptImport(request.tenant, request.session, uploaded(request.body.file), request.ip), {
    config: { upload: { maxBytes: USER_IMPORT_LIMITS.maxBytes, tooBig: 'userImport.tooBig', failure: 'userImport.tooBig' } },
  });
  route(app, ops.listUserImports, (request) => getImports(request.tenant, request.session, request.query));
  route(app, ops.getUserImport, (request) => getImport(request.tenant, request.session, request.params.id));
  route(app, ops.listUserImportRows, (request) => getImportRows(request.tenant, request.session, request.params.id, request.query));
};
