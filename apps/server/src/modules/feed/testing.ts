import { expect } from 'vitest';
import type { App } from '../../app';
import { createMember } from '../../test/people';

export const FULL = ['view', 'create', 'edit', 'delete', 'export'] as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A library feed's payload: corn silage with a market price in MXN. */
export const silage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ensilado de maíz',
  category: 'forage',
  dmPercent: 35,
  nutrients: { cp: 8, ndf: 44, adf: 26, nem: 1.6, neg: 1, nel: 1.5, ca: 0.25, p: 0.22 },
  marketPrice: { amountMinor: 180_000, currency: 'MXN' },
  source: 'Análisis del rancho',
  ...overrides,
});

/**
 * The feed tests' people and calls: a feed keeper with every action on feed, a viewer of their
 * organisation, an outsider of another; `call` answers status and body, `ok` expects 200 and
 * answers the data; factories for a feed, a supplier and a lot through the API.
 */
export async function feedTestbed(app: App) {
  const keeper = await createMember(app, { grants: { feed: FULL } });
  const viewer = await createMember(app, { organizationId: keeper.organizationId, grants: { feed: ['view'] } });
  const outsider = await createMember(app, { grants: { feed: FULL } });
  const call = async (method: Method, url: string, payload?: object, headers: Record<string, string> = keeper.headers) => {
    const response = await app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (method: Method, url: string, payload?: object, headers = keeper.headers) => {
    const { status, body } = await call(method, url, payload, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  let count = 0;
  /** A name new on every call: names are unique per organisation. */
  const unique = (name: string) => `${name} ${(count += 1)}`;
  const ingredient = (overrides: Record<string, unknown> = {}, headers = keeper.headers) => ok('POST', '/api/feed/ingredient', silage({ name: unique('Ensilado'), ...overrides }), headers);
  const supplier = (headers = keeper.headers) => ok('POST', '/api/feed/supplier', { name: unique('Forrajes') }, headers);
  const lot = (ingredientId: string, overrides: Record<string, unknown> = {}, headers = keeper.headers) =>
    ok('POST', '/api/feed/inventory', { ingredientId, receivedAt: '2026-11-01', quantityKg: 1000, ...overrides }, headers);
  return { keeper, viewer, outsider, org: keeper.organizationId, call, ok, unique, ingredient, supplier, lot };
}
