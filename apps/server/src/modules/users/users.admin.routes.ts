import { userOperations as ops } from '@ganado/shared/users';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { createUser, getUserOptions, getUsers, setUserActive, updateAdminUser } from './users.admin.service';

/** The users administration (docs/product.md §7): list, add, edit, deactivate and reactivate. */
export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listUsers, (request) => getUsers(request.tenant, request.session, request.query));
  route(app, ops.addUser, (request) => createUser(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateUser, (request) => updateAdminUser(request.tenant, request.session, request.body, request.ip));
  route(app, ops.deactivateUser, (request) => setUserActive(request.tenant, request.session, request.params.id, false, request.ip));
  route(app, ops.reactivateUser, (request) => setUserActive(request.tenant, request.session, request.params.id, true, request.ip));
  route(app, ops.listUserOptions, (request) => getUserOptions(request.tenant, request.session, request.query));
};
