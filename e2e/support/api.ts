import { baseURL } from './browser';

/**
 * One call to the API as a signed-in person (the token of `apiLogin`): the envelope's data, or an
 * error naming the call. For a test's setup, never for what the test is about: that goes through
 * the pages.
 */
export async function callApi<T>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, server = baseURL): Promise<T> {
  const response = await fetch(`${server}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { success?: boolean; data?: T; message?: string };
  if (!response.ok || payload.success !== true) throw new Error(`${method} ${path} → ${response.status} ${payload.message ?? ''}`);
  return payload.data as T;
}
