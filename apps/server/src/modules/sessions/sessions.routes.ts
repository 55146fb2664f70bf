import { accessTokenRequest, accessTokenResponse, loginRequest, loginResponse, logoutRequest } from '@ganado/shared/auth';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import { login, logout, refreshSession } from './sessions.service';

export const sessionRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const tags = ['sessions'];
  const errors = { 401: errorEnvelope, 422: errorEnvelope, 423: errorEnvelope, 429: errorEnvelope };

  const config = { ...authRateLimit(context.config), access: 'public' as const };

  app.post(
    '/login',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with an email or mobile number and a password',
        body: loginRequest,
        response: { 200: successEnvelope(loginResponse), ...errors },
      },
    },
    async (request) => ok(request, await login(context, request.body, request.ip)),
  );

  app.post(
    '/access-token',
    {
      config,
      schema: {
        tags,
        summary: 'Trade a refresh token for a new pair (the old one is spent)',
        body: accessTokenRequest,
        response: { 200: successEnvelope(accessTokenResponse), ...errors },
      },
    },
    async (request) => ok(request, await refreshSession(context, request.body.refreshtoken, request.ip)),
  );

  app.post(
    '/logout',
    {
      // The refresh token in the body is the credential: signing out must work after the access token expired.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the sign-in a refresh token belongs to',
        body: logoutRequest,
        response: { 200: successEnvelope(z.null()), 422: errorEnvelope },
      },
    },
    async (request) => {
      await logout(context, request.body.refreshtoken, request.ip);
      return ok(request, null, 'success.loggedOut');
    },
  );
};
