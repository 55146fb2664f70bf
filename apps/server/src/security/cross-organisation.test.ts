import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { contractIdPaths, pathPattern } from './contract-ids';
import { prepareOrganisation } from './organisation';
import { providers } from './providers';
import { tenantRows } from './tenant-rows';
import { multipart } from '../test/multipart';
import { READS_BY_POST, type SampleRequest, VALID_REQUESTS } from './valid-requests';

/**
 * The route walk with valid requests (docs/decisions.md, "The security suite"): every route that
 * takes an id is sent a request that succeeds for the caller's organisation, once per id it
 * carries with that id replaced by the same kind of thing of another organisation. Expected: 404,
 * or 422 naming the field, and not a row written, changed or touched in either organisation.
 * The request unchanged must then succeed, or the walk would prove nothing.
 */
const app = await buildTestApp(providers);
await app.ready();
const ours = await prepareOrganisation(app);
const theirs = await prepareOrganisation(app);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
type Path = (string | number)[];

const routes = app.routeAccess.filter((route) => route.method !== 'HEAD').map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
const walked = new Map<string, Set<string>>();
const counts = { routes: 0, samples: 0, swapped: 0, sent: 0 };

/** Where our and their version of a request name different things: each place an id to swap, with theirs. */
function differences(mine: unknown, other: unknown, path: Path = []): { path: Path; id: string }[] {
  if (typeof mine === 'string' && typeof other === 'string') return UUID.test(mine) && mine !== other ? [{ path, id: other }] : [];
  if (Array.isArray(mine) && Array.isArray(other)) {
    expect(other.length, `${path.join('.')}: both organisations' requests have the same shape`).toBe(mine.length);
    return mine.flatMap((value, index) => differences(value, other[index], [...path, index]));
  }
  if (mine && other && typeof mine === 'object' && typeof other === 'object') {
    return Object.entries(mine).flatMap(([key, value]) => differences(value, (other as Record<string, unknown>)[key], [...path, key]));
  }
  return [];
}

function withValue(request: SampleRequest, path: Path, value: string): SampleRequest {
  const copy = structuredClone(request) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, step) => node[step] as Record<string | number, unknown>, copy);
  parent[path.at(-1)!] = value;
  return copy as SampleRequest;
}

async function send(route: { method: string; url: string }, request: SampleRequest) {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  counts.sent += 1;
  if (request.files) {
    const fields = Object.fromEntries(Object.entries(request.body as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
    const form = multipart(fields, request.files);
    return app.inject({ method: route.method as 'POST', url: url + query, headers: { ...ours.admin.headers, ...form.headers }, payload: form.payload });
  }
  return app.inject({ method: route.method as 'GET', url: url + query, headers: ours.admin.headers, payload: request.body as object | undefined });
}

describe('another organisation’s ids in valid requests', () => {
  it('has valid requests for every write route and every route whose contract takes an id, and only for routes that exist', () => {
    const missing = routes.filter((route) => (WRITES.includes(route.method) || contractIdPaths(route.schema).length > 0) && !VALID_REQUESTS[route.key]);
    expect(missing.map((route) => route.key)).toEqual([]);
    const known = new Set(routes.map((route) => route.key));
    expect(Object.keys(VALID_REQUESTS).filter((key) => !known.has(key))).toEqual([]);
    // A route said to take no id must not: its contract has no uuid anywhere.
    const saidWithout = routes.filter((route) => VALID_REQUESTS[route.key] && 'noIds' in VALID_REQUESTS[route.key]!);
    expect(saidWithout.filter((route) => contractIdPaths(route.schema).length > 0).map((route) => route.key)).toEqual([]);
  });

  for (const route of routes) {
    const samples = VALID_REQUESTS[route.key];
    if (!samples || 'noIds' in samples) continue;
    it(`${route.key}: each id of theirs is refused and changes nothing; the request as built succeeds`, async () => {
      counts.routes += 1;
      const paths = walked.set(route.key, new Set()).get(route.key)!;
      for (const sample of samples) {
        const mine = await sample(ours);
        const swaps = differences(mine, await sample(theirs));
        counts.samples += 1;
        const before = await tenantRows(app, [ours.id, theirs.id]);
        for (const { path, id } of swaps) {
          const name = `${route.key} with their ${path.join('.')}`;
          const response = await send(route, withValue(mine, path, id));
          const [part, ...field] = path;
          if (part === 'query' && route.method === 'GET') {
            // A filter naming their thing answers as one naming nothing at all.
            const nobodys = await send(route, withValue(mine, path, randomUUID()));
            expect({ status: response.statusCode, body: response.body }, name).toEqual({ status: nobodys.statusCode, body: nobodys.body });
          } else if (part === 'params') {
            expect(response.statusCode, `${name}: ${response.body}`).toBe(404);
          } else {
            expect([404, 422], `${name}: ${response.body}`).toContain(response.statusCode);
            if (response.statusCode === 422) {
              const params = (response.json().errors as { param: string }[]).map((error) => error.param);
              const fieldName = field.join('.');
              expect(params.some((param) => param !== '' && (fieldName === param || fieldName.startsWith(`${param}.`))), `${name} names the field: ${params}`).toBe(true);
            }
          }
          expect(await tenantRows(app, [ours.id, theirs.id]), `${name} wrote nothing`).toEqual(before);
          paths.add(pathPattern(path));
          counts.swapped += 1;
        }
        const valid = await send(route, mine);
        expect(valid.statusCode, `${route.key} as built: ${valid.body.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
        expect(valid.statusCode, `${route.key} as built: ${valid.body.slice(0, 500)}`).toBeLessThan(300);
        // And the fingerprint sees a write when there is one, or "wrote nothing" would prove nothing.
        if (WRITES.includes(route.method) && !READS_BY_POST.has(route.key)) expect(await tenantRows(app, [ours.id, theirs.id]), `${route.key} as built wrote`).not.toEqual(before);
      }
    });
  }

  it('walked every id each contract can hold', () => {
    const unwalked = [...walked].flatMap(([key, paths]) =>
      contractIdPaths(routes.find((route) => route.key === key)!.schema)
        .filter((path) => !paths.has(path))
        .map((path) => `${key} ${path}`),
    );
    expect(unwalked).toEqual([]);
  });

  afterAll(async () => {
    await app.jobs.idle();
    await app.afterAnswer.idle();
    console.log(
      `Cross-organisation walk: ${counts.routes} routes, ${counts.samples} valid requests, ${counts.swapped} ids of another organisation swapped in, ${counts.sent} requests sent`,
    );
  });
});
