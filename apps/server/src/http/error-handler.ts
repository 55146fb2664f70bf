import { type ApiErrorItem, type ErrorEnvelope, isMessageKey, type Language, type MessageKey, translateMessage } from '@ganado/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { isUnstorableText } from '../db/errors';
import { AppError, type FieldProblem } from './app-error';
import { requestLanguage } from './language';

/** Keys for the client errors Fastify itself raises (bad JSON, body too large, ...). */
const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  429: 'errors.tooManyRequests',
};

/** The key of a client error Fastify or a plugin raised with only a status. */
export const keyOfStatus = (status: number): MessageKey => KEY_BY_STATUS[status] ?? 'errors.checkAllValues';

/** Field problems as the answer lists them: each with its key and its text in the caller's language. */
export const errorItems = (problems: FieldProblem[], language: Language): ApiErrorItem[] =>
  problems.map(({ param, key, row, params }) => ({
    param,
    msg: translateMessage(key, language, params),
    key,
    ...(row === undefined ? {} : { row }),
    ...(params === undefined ? {} : { params }),
  }));

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, problems: FieldProblem[] = [], id?: string) {
  const language = requestLanguage(request);
  const errors = errorItems(problems, language);
  // A refusal whose message is its field's (409 "only 5 mL is free") fills its placeholders from that field's problem.
  const params = problems.find((problem) => problem.key === key)?.params;
  const envelope: ErrorEnvelope = { code: status, success: false, message: translateMessage(key, language, params), key, errors, ...(id ? { id } : {}) };
  return reply.code(status).send(envelope);
}

/**
 * Errors Fastify raises while finding the route, before any hook or handler (a path that is not
 * valid percent-encoding, a parameter past the router's length): the envelope too, with Fastify's status.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return sendError(request, reply, status, status >= 500 ? 'errors.somethingWentWrongTryLater' : keyOfStatus(status));
}

/** Unknown routes answer the error envelope too, never Fastify's default body. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 404, 'errors.routeNotFound');
}

/**
 * One item per failing field: a field can fail several checks (empty, then malformed), and the
 * first one is what to fix first, as the forms show it. A schema may name the message with a catalogue key
 * (`z.string().min(1, 'preRegister.firstNameRequired')`); otherwise the text says whether the
 * value is missing or just wrong, judged from the value actually sent.
 */
function fieldProblems(request: FastifyRequest, context: string | undefined, issues: ZodFastifySchemaValidationError[]) {
  const sent: unknown = { body: request.body, querystring: request.query, params: request.params, headers: request.headers }[
    context ?? 'body'
  ];
  const problems = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const param = path.join('.');
    if (problems.has(param)) continue;
    const value = path.reduce<unknown>((parent, segment) => (parent as Record<string, unknown> | undefined)?.[segment], sent);
    const missing = value === undefined || value === null || value === '';
    const key = issue.message && isMessageKey(issue.message) ? issue.message : missing ? 'validation.required' : 'validation.invalid';
    problems.set(param, { param, key });
  }
  return [...problems.values()];
}

export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(request, reply, 422, 'errors.checkAllValues', fieldProblems(request, error.validationContext, error.validation));
      }
      if (error instanceof AppError) {
        // An outside provider failing (503) is worth a line in the log, with what it answered.
        if (error.status >= 500) request.log.warn({ err: error.cause ?? error }, error.key);
        return sendError(request, reply, error.status, error.key, error.errors, error.id);
      }
      // A backstop: text() keeps these out of every contract, so one reaching the database is
      // a string a schema let through. Still the caller's input, so a 422, and a line to find it by.
      if (isUnstorableText(error)) {
        request.log.warn({ err: error }, 'text the database cannot store reached it');
        return sendError(request, reply, 422, 'errors.checkAllValues', [{ param: '', key: 'validation.textCharacters' }]);
      }
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return sendError(request, reply, status, keyOfStatus(status));
      }
      // Anything else is our fault: the details go to the log, never to the caller.
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 500, 'errors.somethingWentWrongTryLater');
    });
  },
  { name: 'ganado-error-handler' },
);
