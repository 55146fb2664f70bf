import { sessionOperations as ops } from '@ganado/shared/auth';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/operation';
import { authRateLimit } from '../../http/rate-limit';
import { login, logout, refreshSession } from './sessions.service';

export const sessionRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const limited = { config: authRateLimit(context.config) };

  route(app, ops.logIn, (request) => login(context, request.body, request.ip), limited);
  route(app, ops.renewAccessToken, (request) => refreshSession(context, request.body.refreshtoken, request.ip), limited);
  route(app, ops.logOut, async (request) => {
    await logout(context, request.body.refreshtoken, request.ip);
    return null;
  });
};
