import { preRegisterOperations as ops } from '@ganado/shared/auth';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/operation';
import { authRateLimit } from '../../http/rate-limit';
import { setPasswordWithToken } from '../passwords/passwords.service';
import { preRegister } from './pre-register.service';

export const preRegisterRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const limited = { config: authRateLimit(context.config) };

  route(
    app,
    ops.requestAccess,
    async (request) => {
      await preRegister(context, request.body, requestLanguage(request), request.ip);
      return null;
    },
    limited,
  );

  // The /setPassword/{id} page and the /password/set?token= page: one action, two addresses.
  const setPassword = async (request: { body: { password: string }; ip: string }, linkToken: string) => {
    await setPasswordWithToken(context, { token: linkToken, password: request.body.password }, ['setPassword'], request.ip, 'errors.passwordCreationFailed');
    return null;
  };
  route(app, ops.setInvitedPassword, (request) => setPassword(request, request.params.token), limited);
  route(app, ops.setPasswordByLink, (request) => setPassword(request, request.query.token), limited);
};
