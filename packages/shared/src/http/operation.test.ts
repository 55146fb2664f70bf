import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Operation, operation, operationErrors, operationUrl, pathParameterNames } from './operation';

const source = path.resolve(import.meta.dirname, '..');

/**
 * Every module's operations (`<module>/operations.ts`, or `<concern>.operations.ts` where a module
 * has several), found on disk so a new module cannot be forgotten.
 */
async function allOperations(): Promise<[string, Operation][]> {
  const modules = readdirSync(source, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const found: [string, Operation][] = [];
  for (const module of modules) {
    for (const file of readdirSync(path.join(source, module.name)).filter((name) => /(^|\.)operations\.ts$/.test(name))) {
      const exports = (await import(path.join(source, module.name, file))) as Record<string, Record<string, Operation>>;
      for (const group of Object.values(exports)) for (const [key, op] of Object.entries(group)) found.push([key, op]);
    }
  }
  return found;
}

describe('operationUrl', () => {
  const op = { path: '/animal/:id/record/:recordId' };

  it('fills the path parameters, encoded', () => {
    expect(operationUrl(op, { params: { id: 'a b', recordId: 'x/y?' } })).toBe('/animal/a%20b/record/x%2Fy%3F');
  });

  it('appends the query: encoded, arrays as the key repeated, undefined and null left out', () => {
    const query = { search: 'Bella & co', status: ['active', 'sold'], farmId: undefined, groupId: null, page: 2, desc: false, empty: '' };
    expect(operationUrl({ path: '/animal' }, { query })).toBe('/animal?search=Bella%20%26%20co&status=active&status=sold&page=2&desc=false&empty=');
    expect(operationUrl({ path: '/animal' }, { query: { farmId: undefined } })).toBe('/animal');
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => operationUrl(op, { params: { id: '1' } })).toThrow(':recordId');
  });
});

describe('operationErrors', () => {
  const base = { operationId: 'x', method: 'GET', path: '/x', summary: 'x', tag: 'system', answer: z.null(), errors: [] } as const;

  it('adds what the access and the input imply to what the operation declares, in order', () => {
    expect(operationErrors(operation({ ...base, access: 'public' }))).toEqual([]);
    expect(operationErrors(operation({ ...base, access: 'signedIn', query: z.object({}) }))).toEqual([401, 422]);
    expect(operationErrors(operation({ ...base, access: { module: 'farms', action: 'view' }, errors: [409, 404, 401] }))).toEqual([401, 403, 404, 409]);
  });
});

describe('every module’s operations', () => {
  it('are named in camelCase, once each, by the key they are exported under', async () => {
    const operations = await allOperations();
    expect(operations.length).toBeGreaterThan(0);
    for (const [key, op] of operations) {
      expect(op.operationId).toBe(key);
      expect(op.operationId).toMatch(/^[a-z]+(?:[A-Z0-9][a-z0-9]*)+$/);
      expect(op.summary.trim()).not.toBe('');
    }
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('name in their params exactly the parameters of their path', async () => {
    for (const [, op] of await allOperations()) {
      const declared = op.params && 'shape' in op.params ? Object.keys(op.params.shape as object) : [];
      expect(declared.sort(), op.operationId).toEqual(pathParameterNames(op.path).sort());
    }
  });

  it('are one method and path each', async () => {
    const routes = (await allOperations()).map(([, op]) => `${op.method} ${op.path.replace(/:[A-Za-z0-9_]+/g, ':')}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });
});
