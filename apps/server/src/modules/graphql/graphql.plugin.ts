import { isMessageKey } from '@ganado/shared';
import { loginRequest, type SessionUser, setPasswordRequest } from '@ganado/shared/auth';
import { text } from '@ganado/shared/http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parse } from 'graphql';
import mercurius, { type MercuriusContext, type MercuriusOptions } from 'mercurius';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, type FieldProblem } from '../../http/app-error';
import { authAttemptLimit } from '../../http/rate-limit';
import { setPasswordWithToken } from '../passwords/passwords.service';
import { accessTokenOf, sessionFromToken } from '../sessions/authenticate';
import { login } from '../sessions/sessions.service';
import { presentUser } from '../users/users.present';
import { findUserById } from '../users/users.repository';
import { formatGatewayErrors } from './graphql.errors';
import { GATEWAY_LIMITS, gatewayLimits } from './graphql.limits';
import { schema } from './graphql.schema';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The user as the gateway shows it (docs/product.md §7 userDetail): the session fields without the language. */
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
  throw AppError.invalid([...problems.values()]);
}

/**
 * What a posted request carries beside its document. graphql-js asserts that variables are an
 * object and throws (a 500) on anything else, and mercurius's JSON Schema for the body is not
 * applied here (see below), so the gateway checks them as a REST body is checked: a 422 naming the field.
 */
const postedFields = z.object({ query: text().optional(), variables: z.record(text(), z.unknown()).nullish(), operationName: text().nullish() });

/**
 * A GET would carry userLogin's password in the address, which request logs keep; docs/product.md §7 posts.
 * The document must be GraphQL text: mercurius reads one that does not parse as a JSON-encoded
 * syntax tree instead (`"0"`, `"null"`, a forged tree), on which graphql-js asserts (a 500), so a
 * syntax error is answered here as the syntax error it is (400).
 */
async function postOnly(request: FastifyRequest) {
  if (request.method !== 'POST') throw new AppError(405, 'graphql.postOnly');
  const { body } = request;
  // A batch (an array) is mercurius's to refuse; a document sent as application/graphql is the body itself.
  if (Array.isArray(body)) return;
  const query = typeof body === 'string' ? body : parsedOrRefused(postedFields, body).query;
  if (query) parse(query);
}

/** userLogin's arguments: POST /api/login's fields, under the names docs/product.md §7 gives them here. */
const userLoginArguments = z.object({ email: loginRequest.shape.username, password: loginRequest.shape.password });

/**
 * POST /graphql, under the rules of /api (docs/decisions.md, "Security"): a declared
 * access (public: each field checks its own session), a small body, every document checked
 * against graphql.limits.ts before any resolver runs, and each sign-in field counted against
 * AUTH_RATE_LIMIT like the REST sign-in routes. Introspection and GraphiQL exist outside production only.
 * Encapsulated, with Fastify's plain JSON handling: mercurius declares its routes in JSON Schema,
 * which the app's zod compilers cannot read, and validates GraphQL documents itself.
 */
export const graphqlGateway: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const development = context.config.nodeEnv !== 'production';
  const signInAttempt = { userLogin: authAttemptLimit(app, context.config), setNewPassword: authAttemptLimit(app, context.config) };

  const options: MercuriusOptions = {
    schema,
    path: '/graphql',
    graphiql: development,
    validationRules: gatewayLimits({ introspection: development }),
    errorFormatter: formatGatewayErrors,
    additionalRouteOptions: { config: { access: 'public' }, bodyLimit: GATEWAY_LIMITS.bodyBytes, preHandler: postOnly },
    resolvers: {
      Query: {
        currentUser: async (_root: unknown, _args: unknown, { reply }: MercuriusContext) => {
          const signedIn = await sessionFromToken(context, accessTokenOf(reply.request));
          const user = signedIn ? await findUserById(signedIn.tenant.db, signedIn.session.userId) : undefined;
          if (!signedIn || user?.status !== 'active') throw AppError.unauthorized();
          return { userDetail: userDetail(presentUser(user)), modules: signedIn.session.modules };
        },
        userLogin: async (_root: unknown, args: unknown, { reply }: MercuriusContext) => {
          await signInAttempt.userLogin(reply.request);
          const { email, password } = parsedOrRefused(userLoginArguments, args);
          const answer = await login(context, { username: email, password }, reply.request.ip);
          return { ...answer, userDetail: userDetail(answer.user) };
        },
        setNewPassword: async (_root: unknown, _args: unknown, { reply }: MercuriusContext) => {
          const request = reply.request;
          await signInAttempt.setNewPassword(request);
          if (header(request, 'request-type') !== 'password') throw new AppError(400, 'errors.checkAllValues');
          // The passwords come in headers, checked with the set-password texts of §5.
          const { password } = parsedOrRefused(setPasswordRequest, {
            password: header(request, 'password'),
            confirmPassword: header(request, 'confirmpassword'),
          });
          const token = header(request, 'token') ?? '';
          await setPasswordWithToken(context, { token, password }, ['setPassword', 'resetPassword'], request.ip);
          return true;
        },
      },
    },
  };
  await app.register(mercurius, options);
};
