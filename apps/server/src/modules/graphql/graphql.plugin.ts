import { isMessageKey, translateMessage } from '@ganado/shared';
import { loginRequest, type SessionUser, setPasswordRequest } from '@ganado/shared/auth';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import mercurius, { type MercuriusContext, type MercuriusOptions } from 'mercurius';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, type FieldProblem } from '../../http/app-error';
import { requestLanguage } from '../../http/language';
import { setPasswordWithToken } from '../passwords/passwords.service';
import { accessTokenOf, sessionFromToken } from '../sessions/authenticate';
import { login } from '../sessions/sessions.service';
import { presentUser } from '../users/users.present';
import { findUserById } from '../users/users.repository';
import { schema } from './graphql.schema';

/** Service failures leave as GraphQL errors with the translated text, the key and the HTTP status. */
function resolver<A, T>(run: (args: A, request: FastifyRequest) => Promise<T>) {
  return async (_root: unknown, args: A, { reply }: MercuriusContext) => {
    const request = reply.request;
    try {
      return await run(args, request);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const language = requestLanguage(request);
      const errors = error.errors.map(({ param, key }) => ({ param, key, msg: translateMessage(key, language) }));
      throw new mercurius.ErrorWithProps(translateMessage(error.key, language), { key: error.key, code: error.status, errors }, error.status);
    }
  };
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The user as the gateway shows it (spec §7 userDetail): the session fields without the language. */
const userDetail = ({ language: _, ...detail }: SessionUser) => detail;

/**
 * Arguments checked with the REST route's contract, as the route's validation would: a 422 with the
 * first problem per field. mercurius validates only GraphQL types, and a String may hold a NUL.
 */
function parsedOrRefused<T extends z.ZodType>(contract: T, value: unknown): z.output<T> {
  const parsed = contract.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const param = issue.path.join('.');
    if (!problems.has(param)) problems.set(param, { param, key: isMessageKey(issue.message) ? issue.message : 'validation.invalid' });
  }
  throw new AppError(422, 'errors.checkAllValues', { errors: [...problems.values()] });
}

/** userLogin's arguments: POST /api/login's fields, under the names spec §7 gives them here. */
const userLoginArguments = z.object({ email: loginRequest.shape.username, password: loginRequest.shape.password });

/**
 * POST /graphql (GraphiQL outside production). Encapsulated, with Fastify's plain JSON handling:
 * mercurius declares its routes in JSON Schema, which the app's zod compilers cannot read, and
 * validates GraphQL documents itself.
 */
export const graphqlGateway: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const options: MercuriusOptions = {
    schema,
    path: '/graphql',
    graphiql: context.config.nodeEnv !== 'production',
    resolvers: {
      Query: {
        currentUser: resolver(async (_args, request) => {
          const session = await sessionFromToken(context, accessTokenOf(request));
          const user = session ? await findUserById(context.db, session.userId) : undefined;
          if (!session || user?.status !== 'active') throw AppError.unauthorized();
          return { userDetail: userDetail(presentUser(user)), modules: session.modules };
        }),
        userLogin: resolver(async (args: unknown, request) => {
          const { email, password } = parsedOrRefused(userLoginArguments, args);
          const answer = await login(context, { username: email, password }, request.ip);
          return { ...answer, userDetail: userDetail(answer.user) };
        }),
        setNewPassword: resolver(async (_args, request) => {
          if (header(request, 'request-type') !== 'password') throw new AppError(400, 'errors.checkAllValues');
          // The passwords come in headers, checked with the set-password texts of §5.
          const { password } = parsedOrRefused(setPasswordRequest, {
            password: header(request, 'password'),
            confirmPassword: header(request, 'confirmpassword'),
          });
          const token = header(request, 'token') ?? '';
          await setPasswordWithToken(context, { token, password }, ['setPassword', 'resetPassword'], request.ip);
          return true;
        }),
      },
    },
  };
  await app.register(mercurius, options);
};
