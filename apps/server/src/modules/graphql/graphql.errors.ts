import { translateMessage } from '@ganado/shared';
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AppError } from '../../http/app-error';
import { errorItems, keyOfStatus } from '../../http/error-handler';
import { requestLanguage } from '../../http/language';

/**
 * By name, not instanceof: under the test runner graphql loads twice (mercurius's CommonJS copy and
 * our ES module copy), and an error of one is not an instance of the other's class.
 */
const isGraphQLError = (error: Error): error is GraphQLError => error.name === 'GraphQLError';

/**
 * What went wrong, as one of our failures: an AppError (a resolver's, a limit's), a client error
 * Fastify or mercurius raised with only a status (body too large, no query), or a bug (500).
 * Undefined for GraphQL's own syntax and validation errors, whose texts name the problem in the
 * query's terms.
 */
function failureOf(error: GraphQLError): AppError | undefined {
  const cause = error.originalError;
  if (!cause || isGraphQLError(cause)) return undefined;
  if (cause instanceof AppError) return cause;
  const status = (cause as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError(status, keyOfStatus(status));
  return new AppError(500, 'errors.somethingWentWrongTryLater', { cause });
}

/** mercurius wraps a document's validation errors in one error; each is answered on its own. */
function unwrap(error: GraphQLError): GraphQLError[] {
  const wrapper = error.originalError as { code?: unknown; errors?: unknown } | undefined;
  const inner = wrapper?.code === 'MER_ERR_GQL_VALIDATION' ? wrapper.errors : undefined;
  if (!Array.isArray(inner)) return [error];
  return inner.map((each: Error) => (isGraphQLError(each) ? each : new GraphQLError(each.message, { originalError: each })));
}

/**
 * The gateway's errorFormatter: every error in the caller's language with our key, its field
 * problems, and `code`, the HTTP status of the same failure on the REST route. With no data the
 * answer takes the first error's status; a bug leaves its detail in the log, never in the answer.
 */
export function formatGatewayErrors(execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>, context: MercuriusContext) {
  const request = context.reply.request;
  const language = requestLanguage(request);
  const errors = execution.errors.flatMap(unwrap).map((error) => {
    const where = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
    const failure = failureOf(error);
    if (!failure) return new GraphQLError(error.message, { ...where, extensions: { code: 400 } });
    if (failure.status >= 500) request.log.error({ err: failure.cause }, 'unhandled error');
    const extensions = { key: failure.key, code: failure.status, errors: errorItems(failure.errors, language) };
    return new GraphQLError(translateMessage(failure.key, language), { ...where, extensions });
  });
  const statusCode = execution.data ? 200 : Number(errors[0]?.extensions.code ?? 400);
  return { statusCode, response: { data: execution.data ?? null, errors } };
}
