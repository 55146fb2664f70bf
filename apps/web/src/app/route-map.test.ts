import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import { MODULE_IDS, examplePath, routeMap, type RouteEntry } from './route-map';

const ofKind = (kind: RouteEntry['kind']) => routeMap.filter((entry) => entry.kind === kind);
const byPath = new Map(routeMap.map((entry) => [entry.path, entry]));

/** Looks a dotted key up in a nested locale object. */
function textAt(texts: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

/** Where a redirect chain ends. */
function landing(entry: RouteEntry): RouteEntry | undefined {
  let current: RouteEntry | undefined = entry;
  for (let hops = 0; current?.kind === 'redirect' && hops < 5; hops += 1) {
    current = byPath.get(current.redirectTo ?? '');
  }
  return current;
}

const paramsOf = (path: string) => new Set(path.match(/:\w+/g) ?? []);

describe('route map', () => {
  it('registers each path once', () => {
    expect(byPath.size).toBe(routeMap.length);
  });

  it('has the 12 public routes of docs/product.md §2', () => {
    expect(ofKind('public').map((entry) => entry.path)).toEqual([
      '/login',
      '/register',
      '/register/:type',
      '/pre-register',
      '/setPassword/:id',
      '/password/set',
      '/forgot-password',
      '/forgot-password/confirm',
      '/forget-password',
      '/reset-password',
      '/confirmation',
      '/otp',
    ]);
  });

  it('has public, signed-in, placeholder and redirect routes, and nothing else', () => {
    expect([...new Set(routeMap.map((entry) => entry.kind))].sort()).toEqual(['placeholder', 'private', 'public', 'redirect']);
  });

  it('has the 16 placeholder top-level routes (selling, buying and shipping are built: the orders module; my reports: the reports module)', () => {
    expect(ofKind('placeholder')).toHaveLength(16);
  });

  it.each([
    '/dashboard',
    '/profile',
    '/coming-soon',
    '/change-password',
    '/EquipmentRegistrationGroup',
    '/genetics/bulkUploadStatus',
    '/livestock_goals',
    '/livestock-goals/user-guide',
    '/drugList/editDrug/:id',
    '/animals/:animal_number/groupInfo',
    '/roles/permissions/:department?/:role_number?',
    '/googlemap',
    '/inseminator-statistics',
    '/organisation',
    '/genotype-performance',
    '/semen-automation',
  ])('keeps the spec casing of %s', (path) => {
    expect(byPath.has(path)).toBe(true);
  });

  it('sends / to /myfarm, /myfarm to the farm list, production to dairy', () => {
    expect(byPath.get('/')?.redirectTo).toBe('/myfarm');
    expect(byPath.get('/myfarm')?.redirectTo).toBe('/myfarm/farmlist');
    expect(byPath.get('/analytics-reporting/production')?.redirectTo).toBe('/analytics-reporting/production/dairy');
  });

  it.each(ofKind('redirect').map((entry) => [entry.path, entry] as const))(
    'redirect %s lands on a page with the title it announces, needing no new params',
    (_path, entry) => {
      const target = landing(entry);
      expect(target?.kind).not.toBe('redirect');
      expect(target?.titleKey).toBe(entry.titleKey);
      for (const param of paramsOf(entry.redirectTo ?? '')) expect(paramsOf(entry.path)).toContain(param);
    },
  );

  it('has redirectTo on redirects only', () => {
    for (const entry of routeMap) expect(entry.redirectTo !== undefined, entry.path).toBe(entry.kind === 'redirect');
  });

  it.each([
    ['en', en],
    ['es', es],
  ])('has every page title in the %s common texts', (_language, texts) => {
    for (const entry of routeMap) expect(textAt(texts, entry.titleKey), entry.titleKey).toEqual(expect.any(String));
  });

  it('uses every module id', () => {
    expect(new Set(routeMap.map((entry) => entry.module))).toEqual(new Set(MODULE_IDS));
  });
});

describe('examplePath', () => {
  it.each([
    ['/login', '/login'],
    ['/', '/'],
    ['/setPassword/:id', '/setPassword/sample-id'],
    ['/register/:type', '/register/email'],
    ['/my-schedule/task/:task_id/record', '/my-schedule/task/sample-task_id/record'],
    ['/roles/:department?', '/roles'],
    ['/roles/permissions/:department?/:role_number?', '/roles/permissions'],
  ])('turns %s into %s', (pattern, url) => {
    expect(examplePath(pattern)).toBe(url);
  });

  it('gives every route a URL without pattern syntax', () => {
    for (const entry of routeMap) expect(examplePath(entry.path)).toMatch(/^\/[\w\-/]*$/);
  });
});
