import type { z } from 'zod';
import type { PermissionAction } from '../access';
import type { AppModule } from '../auth/modules';
import type { MessageKey } from '../messages';
import type { ApiTag } from './tags';

/**
 * One HTTP operation of the API, declared once here and used by everyone: the server registers
 * its route from it (apps/server/src/http/operation.ts `route`), the web client calls it
 * (apps/web/src/app/api.ts `call`), and openapi.json is generated from the routes it made.
 * Each module keeps its operations beside its schemas, in `<module>/operations.ts`.
 */

/**
 * Who may call an operation: anyone, any signed-in active user, an administrator of their
 * organisation, or a user whose role allows `action` in `module`. The server's one access hook
 * enforces it (401 without a session, 403 without the permission).
 */
export type OperationAccess = 'public' | 'signedIn' | 'administrator' | { module: AppModule; action: PermissionAction };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The failures an operation may answer, each with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 503;

export interface Operation {
  /** camelCase verb and noun, unique across the API: `listDepartments`. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Fastify style, relative to /api: `/department/:id`. */
  readonly path: string;
  /** One line for the API's reader. */
  readonly summary: string;
  /** The OpenAPI tag, usually the module (`API_TAGS`). */
  readonly tag: ApiTag;
  readonly access: OperationAccess;
  /** Path parameters, named as in `path`. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the operation reads (a flow's token in `oauth-token`), checked like the rest of its input. */
  readonly headers?: z.ZodType;
  /**
   * A command (docs/decisions.md, "Offline in the barn"): the operation takes an optional
   * `Idempotency-Key` header (`IDEMPOTENCY_HEADER` in `barn/barn.ts`, a UUID the client made), and
   * the same write sent again with it is stored once and answered as the first time.
   */
  readonly command?: true;
  /**
   * A multipart body is read into a plain object before it is checked (apps/server/src/http/multipart.ts);
   * `multipart-or-json` takes the same fields as JSON too (a client with no file to send), and the
   * web sends it as multipart.
   */
  readonly bodyKind?: 'json' | 'multipart' | 'multipart-or-json';
  /** The success status: 200 unless told; 202 for work accepted and done in the background (an import). */
  readonly status?: 200 | 202;
  /** The envelope's `data`; for a file, the file's body. */
  readonly answer: z.ZodType;
  /**
   * `file`: the answer is a download (CSV, XLSX, an image), not the JSON envelope; `bare`: the
   * answer is JSON without the envelope, for a client that is not ours (the captcha widget).
   */
  readonly answerKind?: 'envelope' | 'file' | 'bare';
  /** The media types of a file answer. */
  readonly produces?: readonly string[];
  /**
   * The failures beyond those the declaration already implies: 401 for any access but public,
   * 403 for an administrator's or a permission's, 422 when the operation takes input
   * (`operationErrors` adds those).
   */
  readonly errors: readonly ErrorStatus[];
  /**
   * The success message; `success.ok` when absent. A function of the checked body when the message
   * says which of the operation's actions was done (a bulk action's kind, an occurrence completed or reopened).
   */
  readonly message?: MessageKey | ((body: never) => MessageKey);
}

/** Declares an operation, keeping its literal types (method, path, schemas) for callers. */
export const operation = <const O extends Operation>(declared: O): O => declared;

type Part<O, K extends 'params' | 'query' | 'body' | 'headers'> = O extends { readonly [key in K]: infer S extends z.ZodType } ? S : undefined;

/** What a caller sends (zod input types: defaults may be left out). */
export type OperationParams<O extends Operation> = Part<O, 'params'> extends z.ZodType ? z.input<Part<O, 'params'>> : undefined;
export type OperationQuery<O extends Operation> = Part<O, 'query'> extends z.ZodType ? z.input<Part<O, 'query'>> : undefined;
export type OperationBody<O extends Operation> = Part<O, 'body'> extends z.ZodType ? z.input<Part<O, 'body'>> : undefined;
/** What the server's handler receives once the request is checked (zod output types). */
export type ParsedParams<O extends Operation> = Part<O, 'params'> extends z.ZodType ? z.output<Part<O, 'params'>> : undefined;
export type ParsedQuery<O extends Operation> = Part<O, 'query'> extends z.ZodType ? z.output<Part<O, 'query'>> : undefined;
export type ParsedBody<O extends Operation> = Part<O, 'body'> extends z.ZodType ? z.output<Part<O, 'body'>> : undefined;
export type ParsedHeaders<O extends Operation> = Part<O, 'headers'> extends z.ZodType ? z.output<Part<O, 'headers'>> : unknown;
/** The envelope's `data` as the caller gets it. */
export type OperationAnswer<O extends Operation> = z.output<O['answer']>;

/** A part the operation declares is required, unless every field of it may be left out. */
type InputPart<K extends string, T> = [T] extends [undefined] ? { [key in K]?: never } : Partial<T> extends T ? { [key in K]?: T } : { [key in K]: T };

/** What a call of the operation sends: `{ params, query, body }`, each as the operation declares it. */
export type OperationInput<O extends Operation> = InputPart<'params', OperationParams<O>> &
  InputPart<'query', OperationQuery<O>> &
  InputPart<'body', OperationBody<O>>;

const implied = (op: Operation): ErrorStatus[] => [
  ...(op.access === 'public' ? [] : [401 as const]),
  ...(op.access === 'public' || op.access === 'signedIn' ? [] : [403 as const]),
  ...(op.params || op.query || op.body || op.headers ? [422 as const] : []),
];

/** Every failure status the operation may answer, in order: its declared ones and those its access and input imply. */
export const operationErrors = (op: Operation): ErrorStatus[] => [...new Set([...implied(op), ...op.errors])].sort((a, b) => a - b);

/** The names of the path's parameters: `/department/:id` → `['id']`. */
export const pathParameterNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[];

/**
 * The operation's address relative to /api: path parameters filled in and the query appended,
 * every part encoded with encodeURIComponent, arrays as the key repeated, undefined and null left out.
 */
export function operationUrl(op: Pick<Operation, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = op.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${op.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries((input.query ?? {}) as Record<string, QueryValue>).flatMap(([key, value]) =>
    [value]
      .flat()
      .filter((item) => item !== undefined && item !== null)
      .map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`),
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
