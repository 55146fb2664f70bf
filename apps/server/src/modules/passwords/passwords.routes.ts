import { passwordOperations as ops } from '@ganado/shared/auth';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/operation';
import { authRateLimit } from '../../http/rate-limit';
import {
  maskedContactsOf,
  resetTokenStatus,
  sendResetLink,
  setPasswordWithToken,
  startForgotPassword,
  verifyForgotPasswordOtp,
} from './passwords.service';

/** Forgot-password by code (4 steps, docs/product.md §2) and reset by emailed link (/forget-password?token=). */
export const passwordRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const limited = { config: authRateLimit(context.config) };

  // One operation per type: the body depends on it.
  for (const [type, op] of [['email', ops.startForgotPasswordByEmail], ['mobile', ops.startForgotPasswordByMobile]] as const) {
    route(app, op, (request) => startForgotPassword(context, type, request.body, request.ip), limited);
  }
  route(app, ops.verifyForgotPasswordCode, (request) => verifyForgotPasswordOtp(context, request.body, request.ip), limited);
  route(
    app,
    ops.createForgottenPassword,
    async (request) => {
      const token = request.headers['oauth-token'];
      await setPasswordWithToken(context, { token, password: request.body.password }, ['forgotPasswordCreate'], request.ip);
      return null;
    },
    limited,
  );
  route(app, ops.getMaskedContacts, (request) => maskedContactsOf(request.params.email), limited);
  for (const [channel, op] of [['email', ops.sendResetLinkByEmail], ['sms', ops.sendResetLinkByPhone]] as const) {
    route(
      app,
      op,
      async (request) => {
        await sendResetLink(context, channel, request.body, request.ip);
        return null;
      },
      limited,
    );
  }
  route(app, ops.checkResetLink, (request) => resetTokenStatus(context, request.body.token), limited);
  route(
    app,
    ops.resetPasswordByLink,
    async (request) => {
      await setPasswordWithToken(context, request.body, ['resetPassword'], request.ip);
      return null;
    },
    limited,
  );
};
