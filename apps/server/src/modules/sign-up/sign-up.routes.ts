import { signUpOperations as ops } from '@ganado/shared/auth';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/operation';
import { authRateLimit } from '../../http/rate-limit';
import { pictureUpload } from '../uploads/pictures';
import { sendSignUpOtp, signUp, verifySignUpOtp } from './sign-up.service';

export const signUpRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const limited = { config: authRateLimit(context.config) };

  // With the captcha switched off there is no challenge to fetch: the form reads the 404 as "off".
  if (context.config.captchaEnabled) {
    route(app, ops.getCaptchaChallenge, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return context.captcha.challenge();
    });
  }

  // One operation per type: the body depends on it (an email account has no mobile, and back).
  const withPicture = { config: { ...limited.config, upload: pictureUpload('errors.checkAllValues') } };
  for (const [type, op] of [['email', ops.signUpByEmail], ['mobile', ops.signUpByMobile]] as const) {
    route(
      app,
      op,
      async (request) => {
        await signUp(context, type, request.body, request.ip);
        return null;
      },
      withPicture,
    );
  }

  for (const send of [ops.sendSignUpCode, ops.sendLivestockSignUpCode]) {
    route(
      app,
      send,
      async (request) => {
        await sendSignUpOtp(context, request.params.type, request.body, request.ip);
        return null;
      },
      limited,
    );
  }
  for (const verify of [ops.verifySignUpCode, ops.verifyLivestockSignUpCode]) {
    route(app, verify, (request) => verifySignUpOtp(context, request.body, request.ip), limited);
  }
};
