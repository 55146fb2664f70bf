import { APP_ROLES } from '@ganado/shared/auth';
import { userOperations as ops } from '@ganado/shared/users';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/operation';
import { authRateLimit } from '../../http/rate-limit';
import { changePassword, userAlreadyExists } from './users.service';

export const userRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  route(app, ops.changePassword, async (request) => {
    await changePassword(request.tenant, request.session, request.body, request.ip);
    return null;
  });
  route(app, ops.listUserRoles, () => [...APP_ROLES]);
  route(app, ops.checkUserExists, (request) => userAlreadyExists(context, request.body, requestLanguage(request)), {
    config: authRateLimit(context.config),
  });
};
