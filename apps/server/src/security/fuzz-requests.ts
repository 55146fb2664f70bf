import fc from 'fast-check';
import type { DeclaredRoute } from '../http/access';
import { multipart, PNG } from '../test/multipart';
import { FARM_LAND, ZONE_LAND } from './organisation';
import { type Hints, OMIT, arbitraryOf, trick } from './zod-arbitrary';
import { zodDef } from './contract-ids';

/** The things of each kind a generated id may name. */
export const KINDS = ['farm', 'zone', 'animal', 'group', 'record', 'task', 'user', 'department', 'role', 'userImport', 'animalImport'] as const;
export type Kind = (typeof KINDS)[number];
export type Pools = { ours: Record<Kind, string[]>; theirs: string[] };

/** A request as app.inject takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | object;
}

const KIND_OF_FIELD: Record<string, Kind> = {
  farmId: 'farm',
  birthFarmId: 'farm',
  zoneId: 'zone',
  groupId: 'group',
  animalIds: 'animal',
  animalId: 'animal',
  damId: 'animal',
  sireId: 'animal',
  surrogateDamId: 'animal',
  donorDamId: 'animal',
  assigneeId: 'user',
  department: 'department',
  role: 'role',
  recordId: 'record',
};
/** What an `id` names, from the route's address. */
const KIND_OF_URL: [RegExp, Kind][] = [
  [/^\/api\/farm/, 'farm'],
  [/^\/api\/zone/, 'zone'],
  [/^\/api\/animal-group/, 'group'],
  [/^\/api\/animal\/import/, 'animalImport'],
  [/^\/api\/animal/, 'animal'],
  [/^\/api\/action-list/, 'task'],
  [/^\/api\/role/, 'role'],
  [/^\/api\/department/, 'department'],
  [/^\/api\/user\/import/, 'userImport'],
  [/^\/api\/(user|profile)/, 'user'],
];

/** Names as people type them: letters and a space (docs/product.md §5), which a pattern of \p{L} seldom gives. */
const letters = fc.stringMatching(/^[A-Za-zÁÉÍÓÚÑáéíóúñ]{1,6}( [A-Za-zñ]{1,6})?$/);
/** A day after the pools' animals were born and before today, and the task forms' wall clocks and instants. */
const recentDay = fc.date({ min: new Date('2021-05-01'), max: new Date('2026-06-30'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const wallClock = fc
  .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
  .chain((date) => fc.constantFrom(date.toISOString().slice(0, 16), date.toISOString()));

/** Mostly a real id of the right kind; else any of ours, one of another organisation's, or nobody's. */
function hintsFor(route: DeclaredRoute, pools: Pools): Hints {
  const everyOurs = KINDS.flatMap((kind) => pools.ours[kind]);
  const rectangle = fc
    .record({ latitude: fc.double({ min: -80, max: 80, noNaN: true }), longitude: fc.double({ min: -170, max: 170, noNaN: true }), size: fc.double({ min: 1e-6, max: 5, noNaN: true }) })
    .map(({ latitude, longitude, size }) =>
      [
        [0, 0],
        [size, 0],
        [size, size],
        [0, size],
      ].map(([north, east]) => ({ latitude: latitude + north!, longitude: longitude + east!, label: null })),
    );
  return {
    id(key) {
      const kind = (key && KIND_OF_FIELD[key]) ?? KIND_OF_URL.find(([pattern]) => pattern.test(route.url))?.[1];
      return fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...(kind ? pools.ours[kind] : everyOurs)) },
        { weight: 1, arbitrary: fc.constantFrom(...everyOurs) },
        { weight: 1, arbitrary: fc.constantFrom(...pools.theirs) },
        { weight: 1, arbitrary: fc.uuid() },
      );
    },
    byName: {
      points: fc.oneof(fc.constant(ZONE_LAND), rectangle),
      perimeterPoints: fc.oneof(fc.constant(FARM_LAND), rectangle, fc.constant([])),
      timeZone: fc.constantFrom('UTC', 'Europe/Madrid', 'America/Mexico_City', 'Pacific/Kiritimati', 'Mars/Olympus'),
      name: letters,
      firstName: letters,
      lastName: letters,
      speciesCode: fc.constantFrom('cattle', 'sheep', 'goat', 'pig', 'llama'),
      countryId: fc.constantFrom('MX', 'ES', 'AR', 'XX'),
      username: fc.oneof(fc.emailAddress(), fc.stringMatching(/^\+?\d{10,12}$/)),
      occurredAt: recentDay,
      from: recentDay,
      to: recentDay,
      startAt: wallClock,
      endAt: wallClock,
    },
  };
}

/** A URL component; a lone surrogate, which encodeURIComponent refuses, goes as its broken UTF-8. */
const component = (value: unknown) =>
  Array.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');

const queryString = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, value]) => value !== OMIT && value !== undefined)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${component(key)}=${component(one)}`))
    .join('&');

/** What a query string or a path may carry that a well-formed value cannot: the outside test's 12 search parameters. */
const RAW_TRICKS = ['%00', '%', '%zz', '%ED%A0%80', '%2e%2e%2f', 'a'.repeat(5_000), '%C0%AF', '+', '%0d%0aSet-Cookie:%20x=1'];

const GRAPHQL = fc.oneof(
  fc.constantFrom(
    '{ currentUser { userDetail { id email role } modules } }',
    'query { currentUser(userRole: "admin") { modules } }',
    '{ setNewPassword }',
    '{ __schema { types { name } } }',
    '{ a: currentUser { modules } b: currentUser { modules } c: currentUser { modules } d: currentUser { modules } }',
    '{ currentUser { userDetail { id } } } { currentUser { modules } }',
    'fragment f on Query { currentUser { modules } } { ...f ...f }',
    'mutation { userLogin }',
    '{ currentUser { userDetail { userDetail { userDetail { id } } } } }',
    'subscription { x }',
    '0',
    '{"kind":"Document","definitions":[{}]}',
  ),
  fc.record({ email: fc.oneof(fc.emailAddress(), fc.string()), password: fc.string() }).map(
    ({ email, password }) => `{ userLogin(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token userDetail { id } } }`,
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ maxLength: 20 }).map((text) => `{ ${'currentUser { '.repeat(30)}${text}${' }'.repeat(30)} }`),
);
const graphqlBody = fc.record({
  query: fc.oneof({ weight: 5, arbitrary: GRAPHQL }, { weight: 1, arbitrary: trick }),
  variables: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })),
  operationName: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 10 })),
});

/** A multipart form of the body's fields as texts, with a file now and then. */
function asForm(body: unknown): fc.Arbitrary<{ payload: Buffer; headers: Record<string, string> }> {
  const fields = Object.fromEntries(
    Object.entries(body && typeof body === 'object' ? body : {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value) ?? '']),
  );
  const file = fc.oneof(
    fc.constant(undefined),
    fc.record({
      field: fc.constantFrom('profilePic', 'file', 'other'),
      name: fc.constantFrom('me.png', 'herd.csv', 'people.xlsx', '../../x', 'a\0b.png'),
      bytes: fc.oneof(fc.constant(Buffer.concat([PNG, Buffer.from('pixels')])), fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.from('tagNumber,speciesCode,gender,farm\nMX-1,cattle,female,Nowhere\n'))),
      type: fc.constantFrom('image/png', 'text/csv', 'application/octet-stream'),
    }),
  );
  return file.map((part) => multipart(fields, part));
}

/** A request for one route: signed in as the organisation's administrator most of the time, with generated params, query and body. */
export function requestsFor(route: DeclaredRoute, pools: Pools, signIns: { admin: Record<string, string>; nobody: Record<string, string> }): fc.Arbitrary<FuzzRequest> {
  const hints = hintsFor(route, pools);
  const schema = route.schema ?? {};
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const wildcard = route.url.endsWith('*');
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  const multipartToo = ((schema as { consumes?: string[] }).consumes ?? []).includes('multipart/form-data');

  const who = fc.oneof(
    { weight: 16, arbitrary: fc.constant(signIns.admin) },
    { weight: 1, arbitrary: fc.constant(signIns.nobody) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ authorization: 'Bearer x.y.z' }) },
  );
  // Built once for each kind: an arbitrary from a pattern of letters (\p{L}) is slow to make.
  const parts = (ill: boolean) => {
    let body: fc.Arbitrary<unknown> = fc.constant(undefined);
    if (route.url === '/graphql' && hasBody) body = graphqlBody;
    else if (hasBody && zodDef(schema.body)) body = arbitraryOf(schema.body, hints, ill);
    else if (hasBody) body = fc.jsonValue({ maxDepth: 3 });
    return fc.record({
      who,
      params: zodDef(schema.params)
        ? arbitraryOf(schema.params, hints, ill)
        : fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof(fc.string({ maxLength: 20 }), fc.emailAddress())]))),
      query: zodDef(schema.querystring) ? arbitraryOf(schema.querystring, hints, ill) : fc.constant({}),
      body,
      raw: ill ? fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_TRICKS) }) : fc.constant(undefined),
      rest: wildcard ? fc.constantFrom('index.html', 'swagger-ui.css', '..%2f..%2fpackage.json', '%00', 'x'.repeat(300)) : fc.constant(''),
      form: multipartToo ? fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) : fc.constant(false),
      rawBody:
        ill && hasBody
          ? fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('{', 'null', '[]', '"x"', '', '{"a":1}{', '\u0000') })
          : fc.constant(undefined),
    });
  };

  return fc.oneof({ weight: 3, arbitrary: parts(false) }, { weight: 1, arbitrary: parts(true) }).chain(({ who, params, query, body, raw, rest, form, rawBody }) => {
    const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
    const path = route.url
      .replace(/:(\w+)/g, (_, name: string) => (raw && name === names.at(-1) ? raw : component(values[name] ?? '')) || 'x')
      .replace(/\*$/, rest);
    const search = queryString(query && typeof query === 'object' ? (query as Record<string, unknown>) : { value: query });
    const url = `${path}${search || raw ? '?' : ''}${search}${raw ? `&search=${raw}` : ''}`;
    const request = { method: route.method, url, headers: { ...who } as Record<string, string> };
    if (!hasBody || body === OMIT) return fc.constant<FuzzRequest>(request);
    if (rawBody !== undefined) return fc.constant<FuzzRequest>({ ...request, headers: { ...request.headers, 'content-type': 'application/json' }, payload: rawBody });
    if (form) return asForm(body).map(({ payload, headers }) => ({ ...request, headers: { ...request.headers, ...headers }, payload }));
    return fc.constant<FuzzRequest>({ ...request, headers: { ...request.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' });
  });
}
