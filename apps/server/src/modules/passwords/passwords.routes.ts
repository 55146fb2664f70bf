import {
  createPasswordHeaders,
  createPasswordRequest,
  forgetPasswordEmailRequest,
  forgetPasswordPhoneRequest,
  forgotPasswordRequestFor,
  forgotPasswordType,
  maskedContacts,
  resetPasswordByLinkRequest,
  temporaryTokenResponse,
  tokenRequest,
  tokenStatusResponse,
  verifyForgotPasswordOtpRequest,
} from '@ganado/shared/auth';
import { errorEnvelope, successEnvelope, text } from '@ganado/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/reply';
import {
  maskedContactsOf,
  resetTokenStatus,
  sendResetLink,
  setPasswordWithToken,
  startForgotPassword,
  verifyForgotPasswordOtp,
} from './passwords.service';

/** Forgot-password by code (4 steps, spec §2) and reset by emailed link (/forget-password?token=). */
export const passwordRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const options = <T extends z.ZodType>(summary: string, data: T) => ({
    config: { ...authRateLimit(context.config), access: 'public' as const },
    schema: {
      tags: ['passwords'],
      summary,
      response: { 200: successEnvelope(data), 400: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
    },
  });
  const withBody = <B extends z.ZodType, T extends z.ZodType>(summary: string, body: B, data: T) => {
    const { config, schema } = options(summary, data);
    return { config, schema: { ...schema, body } };
  };

  // One route per type: the body schema depends on it.
  for (const type of forgotPasswordType.options) {
    app.post(
      `/user/forgot-password/${type}`,
      withBody(`Forgot password, step 1 by ${type}: send a code, answer a temporary token`, forgotPasswordRequestFor(type), temporaryTokenResponse),
      async (request) => {
        const answer = await startForgotPassword(context, type, request.body, request.ip);
        return ok(request, answer, type === 'email' ? 'success.otpSentOnEmail' : 'success.otpSent');
      },
    );
  }

  app.post(
    '/user/verify-otp/forgot-password',
    withBody('Forgot password, step 2: check the code, answer a new token', verifyForgotPasswordOtpRequest, temporaryTokenResponse),
    async (request) => ok(request, await verifyForgotPasswordOtp(context, request.body, request.ip)),
  );

  const createPassword = withBody('Forgot password, step 3: set the password (token in oauth-token)', createPasswordRequest, z.null());
  app.post(
    '/user/create-password',
    { ...createPassword, schema: { ...createPassword.schema, headers: createPasswordHeaders } },
    async (request) => {
      const token = request.headers['oauth-token'];
      await setPasswordWithToken(context, { token, password: request.body.password }, ['forgotPasswordCreate'], request.ip);
      return ok(request, null, 'success.passwordCreated');
    },
  );

  const userDetails = options('Masked email and phone, to choose where the code goes', maskedContacts);
  app.get(
    '/forget-password/get-user-details/:email',
    { ...userDetails, schema: { ...userDetails.schema, params: z.object({ email: text().trim().min(3).max(254) }) } },
    async (request) => ok(request, maskedContactsOf(request.params.email)),
  );

  app.post(
    '/forget-password/email',
    withBody('Email a reset link (the same answer whether or not the account exists)', forgetPasswordEmailRequest, z.null()),
    async (request) => {
      await sendResetLink(context, 'email', request.body, request.ip);
      return ok(request, null, 'success.resetLinkSent');
    },
  );

  app.post(
    '/forget-password/phone',
    withBody('Text a reset link (the same answer whether or not the account exists)', forgetPasswordPhoneRequest, z.null()),
    async (request) => {
      await sendResetLink(context, 'sms', request.body, request.ip);
      return ok(request, null, 'success.resetLinkSent');
    },
  );

  app.post(
    '/forget-password/validate',
    withBody('Is a reset link still good?', tokenRequest, tokenStatusResponse),
    async (request) => ok(request, await resetTokenStatus(context, request.body.token)),
  );

  app.put(
    '/forget-password/reset-password',
    withBody('Set a new password with a reset link', resetPasswordByLinkRequest, z.null()),
    async (request) => {
      await setPasswordWithToken(context, request.body, ['resetPassword'], request.ip);
      return ok(request, null, 'success.passwordChanged');
    },
  );
};
