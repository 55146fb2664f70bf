import './no-eval';
import type { z } from 'zod';
import { sessionOperations } from '@ganado/shared/auth';
import {
  errorEnvelope,
  operationUrl,
  type ApiErrorItem,
  type ErrorEnvelope,
  type Operation,
  type OperationAnswer,
  type OperationInput,
} from '@ganado/shared/http';
import { navigateTo } from './api-navigator';
import i18n from './i18n';
import { queryClient } from './query-client';
import { clearSession, getSession, updateTokens } from './session';

/**
 * The one way the web app talks to the server (docs/product.md §7, §8): base `/api`, JSON, the current
 * language, the session token in both `oauth-token` and `authorization` headers, envelopes
 * unwrapped, failures thrown as `ApiError`. A 401 with a token refreshes once and retries; a failed
 * refresh ends the session and goes to /login; a 403 for a signed-in user goes to /dashboard.
 */
export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope;
  constructor(status: number, envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
  /** The stable message key, when the server sent one. */
  get key(): string | undefined {
    return this.envelope.key;
  }
  get errors(): ApiErrorItem[] {
    return this.envelope.errors;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the session token (default true). Public flows with their own token pass false. */
  auth?: boolean;
  signal?: AbortSignal;
  /** A request the person did not make (the barn's sync): a 403 is the caller's to report, the page stays. */
  background?: boolean;
}

function networkFailure(status: number, message?: string): ApiError {
  return new ApiError(status, {
    code: status,
    success: false,
    message: message ?? i18n.t('messages:errors.somethingWentWrongTryLater'),
    key: 'errors.somethingWentWrongTryLater',
    errors: [],
  });
}

async function send(path: string, options: ApiRequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) {
    headers['oauth-token'] = token;
    headers.authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(`${API_BASE}${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure(0);
  }
}

async function readEnvelope(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toError(status: number, payload: unknown): ApiError {
  const parsed = errorEnvelope.safeParse(payload);
  if (parsed.success) return new ApiError(status, parsed.data);
  const message = (payload as { message?: unknown } | undefined)?.message;
  return networkFailure(status, typeof message === 'string' ? message : undefined);
}

/** One refresh at a time: requests that fail together wait for the same new token. */
let refreshing: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const session = getSession();
  if (!session) return false;
  try {
    const op = sessionOperations.renewAccessToken;
    const body: OperationInput<typeof op>['body'] = { accesstoken: session.token, refreshtoken: session.refreshtoken };
    // Sent bare, not with `call`: a refresh must not itself refresh, retry or end the session on a 401.
    const response = await send(operationUrl(op), { method: op.method, body }, undefined);
    const payload = (await readEnvelope(response)) as { success?: unknown; data?: unknown } | undefined;
    if (!response.ok || payload?.success !== true) return false;
    const tokens = op.answer.safeParse(payload.data);
    if (!tokens.success) return false;
    updateTokens(tokens.data);
    return true;
  } catch {
    return false;
  }
}

function refreshOnce(): Promise<boolean> {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A token for a connection that cannot refresh itself (the live chat's WebSocket, refused with its
 * close code 4401): the session's renewed once, or null once it has ended (and the login page opened).
 */
export async function renewedToken(): Promise<string | null> {
  if (await refreshOnce()) return getSession()?.token ?? null;
  if (getSession()) endSession();
  return null;
}

/** The session is over: forget it and everything cached for it, and go to the login page. */
export function endSession(to = '/login'): void {
  clearSession();
  queryClient.clear();
  navigateTo(to);
}

/**
 * Sends a request with the session's token; a 401 refreshes the session once and retries, and a
 * second 401 (or a failed refresh) ends the session. Answers the response as it came.
 */
async function sendWithSession(path: string, options: ApiRequestOptions): Promise<{ response: Response; token: string | undefined }> {
  const useSession = options.auth !== false;
  const token = useSession ? getSession()?.token : undefined;
  const response = await send(path, options, token);
  if (response.status !== 401 || !token) return { response, token };

  const renewed = await refreshOnce();
  const retried = renewed ? await send(path, options, getSession()?.token) : response;
  if (retried.status === 401) {
    const payload = await readEnvelope(retried);
    endSession();
    throw toError(401, payload);
  }
  return { response: retried, token };
}

/**
 * A failure answer as an ApiError; a 403 for a signed-in user also goes to /dashboard (docs/product.md §8),
 * unless it refuses one field of a form (a withdrawal override the role lacks): the form stays to say so.
 */
function failed(response: Response, payload: unknown, token: string | undefined, background = false): ApiError {
  const error = toError(response.status, payload);
  if (response.status === 403 && token && !background && getSession() && !error.errors.some((item) => item.param)) navigateTo('/dashboard');
  return error;
}

/**
 * Sends a request and answers the envelope's `data`, checked by `schema` when given: the transport
 * under `call` and `download`. Modules call operations of the contract, never paths (eslint.config.js).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
  schema?: z.ZodType<T>,
): Promise<T> {
  const { response, token } = await sendWithSession(path, options);
  const payload = await readEnvelope(response);
  if (!response.ok || (payload as { success?: unknown } | undefined)?.success === false) throw failed(response, payload, token, options.background);
  const data = (payload as { data?: unknown } | undefined)?.data;
  return schema ? schema.parse(data) : (data as T);
}

/**
 * A file the server keeps behind the session (a profile picture), as a Blob: an <img> cannot send
 * the token. `url` is an address the server answered, under /api.
 */
export async function apiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const { response, token } = await sendWithSession(path, { method: 'GET', signal });
  if (!response.ok) throw failed(response, await readEnvelope(response), token);
  return response.blob();
}

/** What a call may add to its operation: headers, an abort signal, and whether to send the session. */
export type CallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** The input may be left out when the operation needs none. */
type CallArgs<O extends Operation> = Partial<OperationInput<O>> extends OperationInput<O>
  ? [input?: OperationInput<O>, options?: CallOptions]
  : [input: OperationInput<O>, options?: CallOptions];

/** A multipart body as FormData: files as they are, arrays as the field repeated, undefined left out. */
function formData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const item of [value].flat()) {
      if (item instanceof Blob) form.append(key, item);
      else if (item !== undefined && item !== null) form.append(key, String(item));
    }
  }
  return form;
}

function requestOf(op: Operation, input: { params?: unknown; query?: unknown; body?: unknown } = {}, options: CallOptions = {}) {
  const path = operationUrl(op, input);
  const body = op.bodyKind === 'multipart' || op.bodyKind === 'multipart-or-json' ? formData(input.body) : input.body;
  // A public operation does not need the session, and is not refreshed or ended by its answer.
  return { path, options: { auth: op.access !== 'public', ...options, method: op.method, body } };
}

/**
 * Calls an operation of the shared contract (`packages/shared/src/<module>/operations.ts`):
 * its path and method from the contract, `input` typed from its params, query and body, and
 * the answer's data checked with its answer schema.
 */
export function call<O extends Operation>(op: O, ...[input, options]: CallArgs<O>): Promise<OperationAnswer<O>> {
  const request = requestOf(op, input, options);
  return apiRequest(request.path, request.options, op.answer as z.ZodType<OperationAnswer<O>>);
}

/** Calls an operation that answers a file (`answerKind: 'file'`), as a Blob. */
export async function download<O extends Operation & { answerKind: 'file' }>(op: O, ...[input, options]: CallArgs<O>): Promise<Blob> {
  const request = requestOf(op, input, options);
  const { response, token } = await sendWithSession(request.path, request.options);
  if (!response.ok) throw failed(response, await readEnvelope(response), token);
  return response.blob();
}

/** docs/product.md §4 logout: tell the server, then forget everything (also when the server cannot be reached). */
export async function logOut(to = '/login'): Promise<void> {
  const session = getSession();
  if (session) {
    try {
      await call(sessionOperations.logOut, { body: { refreshtoken: session.refreshtoken } });
    } catch {
      // The local session ends either way.
    }
  }
  endSession(to);
}

/** The text to show for a failure: the server's message key in the current language, else its message. */
export function errorText(error: unknown, fallbackKey = 'errors.somethingWentWrongTryLater'): string {
  if (error instanceof ApiError) {
    if (error.key && i18n.exists(`messages:${error.key}`)) return i18n.t(`messages:${error.key}`);
    if (error.message) return error.message;
  }
  return i18n.t(`messages:${fallbackKey}`);
}
