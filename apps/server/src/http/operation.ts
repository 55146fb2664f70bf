import {
  errorEnvelope,
  type Operation,
  type OperationAnswer,
  operationErrors,
  type ParsedBody,
  type ParsedHeaders,
  type ParsedParams,
  type ParsedQuery,
  pathParameterNames,
  successEnvelope,
} from '@ganado/shared/http';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { asCommand, commandHeaders, commandKeyOf } from './idempotency';
import { ok } from './reply';

/**
 * Routes are registered from the shared contract (`packages/shared/src/http/operation.ts`): one
 * `route(app, operations.x, handler)` per operation, so the path, method, access, schemas, the
 * OpenAPI entry and the success message are said once, where the web client reads them too.
 */

/** The request a handler receives: params, query and body as the contract parsed them. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: ParsedParams<O>;
  Querystring: ParsedQuery<O>;
  Body: ParsedBody<O>;
  Headers: ParsedHeaders<O>;
}>;

/** An envelope or bare operation's handler answers the data; a file operation's sends the reply itself. */
type HandlerAnswer<O extends Operation> = O extends { answerKind: 'file' } ? FastifyReply : OperationAnswer<O>;
export type OperationHandler<O extends Operation> = (request: OperationRequest<O>, reply: FastifyReply) => Promise<HandlerAnswer<O>> | HandlerAnswer<O>;

/** What a route adds that is not the contract: rate limits, upload limits, body size, hooks. */
export type RouteExtras = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler' | 'config'> & { config?: Omit<FastifyContextConfig, 'access'> };

/** The Fastify schema of an operation: what it checks, what it answers, and its OpenAPI entry. */
export function operationSchema(op: Operation): FastifySchema {
  const errors = Object.fromEntries(operationErrors(op).map((status) => [status, errorEnvelope]));
  const answer =
    op.answerKind === 'file'
      ? { description: 'The file', content: Object.fromEntries((op.produces ?? ['application/octet-stream']).map((type) => [type, { schema: op.answer }])) }
      : op.answerKind === 'bare'
        ? op.answer
        : successEnvelope(op.answer);
  const consumes = { multipart: ['multipart/form-data'], 'multipart-or-json': ['multipart/form-data', 'application/json'], json: undefined }[op.bodyKind ?? 'json'];
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    // An empty list says the operation is public (OpenAPI: no security requirement).
    security: op.access === 'public' ? [] : [{ bearer: [] }],
    ...(consumes ? { consumes } : {}),
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.body ? { body: op.body } : {}),
    ...(op.headers ? { headers: op.headers } : {}),
    // A command's key is optional and checked like any input (422 `barn.commandIdInvalid`): http/idempotency.ts.
    ...(op.command ? { headers: commandHeaders } : {}),
    response: { [op.status ?? 200]: answer, ...errors },
  } as FastifySchema;
}

/** Refuses at start-up a contract that could never be called as declared: path and params disagreeing, a command with headers or a file. */
function checkContract(op: Operation): void {
  const inPath = pathParameterNames(op.path).sort();
  const inSchema = op.params && 'shape' in op.params ? Object.keys(op.params.shape as object).sort() : [];
  if (inPath.join() !== inSchema.join()) {
    throw new Error(`${op.operationId}: the path ${op.path} names [${inPath.join(', ')}] but params declares [${inSchema.join(', ')}]`);
  }
  // A command's headers are its key's (operationSchema): headers of its own would be dropped.
  if (op.command && (op.headers || (op.answerKind ?? 'envelope') !== 'envelope')) throw new Error(`${op.operationId}: a command answers the envelope and declares no headers of its own`);
}

/** Registers the operation's route on `app` (inside the /api prefix). */
export function route<O extends Operation>(app: FastifyInstance, op: O, handler: OperationHandler<O>, extras: RouteExtras = {}): void {
  checkContract(op);
  app.route({
    ...extras,
    method: op.method,
    url: op.path,
    config: { ...extras.config, access: op.access },
    schema: operationSchema(op),
    handler: async (request, reply) => {
      const run = async () => handler(request as OperationRequest<O>, reply);
      const message = typeof op.message === 'function' ? op.message(request.body as never) : op.message;
      const key = op.command ? commandKeyOf(request) : undefined;
      // A command sent with its key is run, or answered again, through its receipt (http/idempotency.ts).
      const answer = key === undefined ? { data: await run(), message } : await asCommand(request, reply, op, key, message ?? 'success.ok', run);
      if (op.status) reply.code(op.status);
      if (op.answerKind === 'file' || op.answerKind === 'bare') return answer.data;
      return ok(request, answer.data, answer.message);
    },
  });
}
