import { APP_ROLES, changePasswordRequest, userAlreadyExistsRequest, userAlreadyExistsResponse } from '@ganado/shared/auth';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/language';
import { authRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import { changePassword, userAlreadyExists } from './users.service';

export const userRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const tags = ['users'];

  app.put(
    '/user/change-password',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Change the signed-in user’s password (also clears requiredToResetPW)',
        security: [{ bearer: [] }],
        body: changePasswordRequest,
        response: { 200: successEnvelope(z.null()), 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      await changePassword(request.tenant, request.session, request.body, request.ip);
      return ok(request, null, 'success.passwordChanged');
    },
  );

  app.get(
    '/user/userRole',
    { config: { access: 'public' }, schema: { tags, summary: 'The application’s user roles', response: { 200: successEnvelope(z.array(z.enum(APP_ROLES))) } } },
    async (request) => ok(request, [...APP_ROLES]),
  );

  app.post(
    '/user/userAlreadyExists',
    {
      config: { ...authRateLimit(context.config), access: 'public' as const },
      schema: {
        tags,
        summary: 'Sign-up step 1: is the email or mobile taken, and which password rules fail',
        body: userAlreadyExistsRequest,
        response: { 200: successEnvelope(userAlreadyExistsResponse), 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => ok(request, await userAlreadyExists(context, request.body, requestLanguage(request))),
  );
};
