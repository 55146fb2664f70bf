import { vi } from 'vitest';
import { envelope, errorResponse } from './session';

type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;
export type SentRequest = { path: string; init: RequestInit };

/** What GET /countries answers unless a test says otherwise (the sign-in forms' selects need it). */
const countries = [
  { Name: 'Spain', Code: 'ES', Timezone: 'Europe/Madrid', UTC: 'UTC+01:00', MobileCode: 34, Centre: { latitude: 40, longitude: -4, zoom: 6 } },
  { Name: 'United States', Code: 'US', Timezone: 'America/New_York', UTC: 'UTC-05:00', MobileCode: 1, Centre: { latitude: 39.76, longitude: -98.5, zoom: 4 } },
];

/**
 * Stands in for the API: each path (without /api and the query) answers through its handler, any
 * other with a 404. Returns the requests as they were sent, for the test to inspect. The caller
 * undoes it with vi.unstubAllGlobals().
 */
export function fakeServer(routes: Record<string, Handler>): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, '').split('?')[0]!;
      requests.push({ path: url.replace(/^\/api/, ''), init });
      const handler = routes[path] ?? (path === '/countries' ? () => envelope(countries) : undefined);
      return handler ? handler(init, url) : errorResponse(404, 'errors.routeNotFound');
    }),
  );
  return requests;
}

/** The JSON body of a request. */
export const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as unknown;

/** The request sent to `path` (its query string ignored). */
export const sentTo = (requests: SentRequest[], path: string) => requests.find((request) => request.path.split('?')[0] === path)!;
