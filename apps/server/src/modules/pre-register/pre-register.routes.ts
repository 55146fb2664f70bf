import { preRegisterRequest, setPasswordRequest } from '@ganado/shared/auth';
import { errorEnvelope, successEnvelope, text } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/language';
import { authRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import { setPasswordWithToken } from '../passwords/passwords.service';
import { preRegister } from './pre-register.service';

const response = { 200: successEnvelope(z.null()), 400: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };
const token = text({ error: 'errors.invalidToken' }).min(1, 'errors.invalidToken');

export const preRegisterRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const tags = ['pre-registration'];
  const config = { ...authRateLimit(context.config), access: 'public' as const };

  app.post(
    '/user/pre-register',
    { config, schema: { tags, summary: 'Request access: kept for the operators, acknowledged by email', body: preRegisterRequest, response } },
    async (request) => {
      await preRegister(context, request.body, requestLanguage(request), request.ip);
      return ok(request, null, 'preRegister.success');
    },
  );

  // The /setPassword/{id} page and the /password/set?token= page: one action, two addresses.
  const setPassword = (request: { body: { password: string }; ip: string }, linkToken: string) =>
    setPasswordWithToken(context, { token: linkToken, password: request.body.password }, ['setPassword'], request.ip, 'errors.passwordCreationFailed');
  const summary = 'Set the password with a single-use link token';

  app.post(
    '/user/pre-register/set-password/:token',
    { config, schema: { tags, summary, params: z.object({ token }), body: setPasswordRequest, response } },
    async (request) => {
      await setPassword(request, request.params.token);
      return ok(request, null, 'success.passwordCreated');
    },
  );

  app.post(
    '/user/password/set',
    { config, schema: { tags, summary, querystring: z.object({ token }), body: setPasswordRequest, response } },
    async (request) => {
      await setPassword(request, request.query.token);
      return ok(request, null, 'success.passwordCreated');
    },
  );
};
