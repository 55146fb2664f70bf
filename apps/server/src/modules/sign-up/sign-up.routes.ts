import { captchaChallenge, sendOtpRequest, signUpRequest, signUpType, verifyOtpRequest } from '@ganado/shared/auth';
import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import { pictureUpload } from '../uploads/pictures';
import { sendSignUpOtp, signUp, verifySignUpOtp } from './sign-up.service';

const errors = { 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };
const response = { 200: successEnvelope(z.null()), ...errors };

export const signUpRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const tags = ['sign-up'];
  const config = { ...authRateLimit(context.config), access: 'public' as const };

  // With the captcha switched off there is no challenge to fetch: the form reads the 404 as "off".
  if (context.config.captchaEnabled) registerChallenge(app, context);

  // One route per type: the body schema depends on it (an email account has no mobile, and back).
  for (const type of signUpType.options) {
    app.post(
      `/user/signup/${type}`,
      {
        config: { ...config, upload: pictureUpload('errors.checkAllValues') },
        schema: {
          tags,
          summary: `Sign up by ${type} (multipart, with an optional profilePic): a pending farmer and a code`,
          consumes: ['multipart/form-data', 'application/json'],
          body: signUpRequest(type).extend({ profilePic: z.any().optional().describe('png, gif or jpeg under 1MB') }),
          response,
        },
      },
      async (request) => {
        await signUp(context, type, request.body, request.ip);
        return ok(request, null, type === 'email' ? 'success.otpSentOnEmail' : 'success.otpSent');
      },
    );
  }

  for (const prefix of ['/user', '/user/livestock']) {
    app.post(
      `${prefix}/send-otp/:type`,
      {
        config,
        schema: { tags, summary: 'Send a new sign-up code', params: z.object({ type: signUpType }), body: sendOtpRequest, response },
      },
      async (request) => {
        await sendSignUpOtp(context, request.params.type, request.body, request.ip);
        return ok(request, null, 'success.otpSent');
      },
    );
    app.post(
      `${prefix}/verify-otp`,
      { config, schema: { tags, summary: 'Check the sign-up code; activates the account', body: verifyOtpRequest, response } },
      async (request) => ok(request, await verifySignUpOtp(context, request.body, request.ip)),
    );
  }
};

/** The ALTCHA proof-of-work challenge, answered bare: the widget reads it, not our envelope. */
function registerChallenge(app: Parameters<FastifyPluginAsyncZod>[0], context: AppContext) {
  app.get(
    '/captcha/challenge',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sign-up'],
        summary: 'An ALTCHA proof-of-work challenge for the sign-up form',
        response: { 200: captchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return context.captcha.challenge();
    },
  );
}
