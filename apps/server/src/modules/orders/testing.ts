import { expect } from 'vitest';
import type { App } from '../../app';
import { createMember } from '../../test/people';

/** What the orders tests grant a seller: every action on orders, and what a sale touches (farms' supplies, drugs, animals). */
export const FULL = ['view', 'create', 'edit', 'delete', 'export'] as const;

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The orders tests' people and calls: a seller with every action, a viewer of their organisation, an
 * outsider of another; `call` answers status and body, `ok` expects 200 and answers the data.
 */
export async function ordersTestbed(app: App) {
  const seller = await createMember(app, { grants: { orders: FULL, farms: FULL, drugs: FULL, animals: FULL } });
  const viewer = await createMember(app, { organizationId: seller.organizationId, grants: { orders: ['view'] } });
  const outsider = await createMember(app, { grants: { orders: FULL, farms: FULL, animals: FULL } });
  const call = async (method: Method, url: string, payload?: object, headers: Record<string, string> = seller.headers) => {
    const response = await app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (method: Method, url: string, payload?: object, headers = seller.headers) => {
    const { status, body } = await call(method, url, payload, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  let count = 0;
  /** A name new on every call: names are unique per organisation. */
  const unique = (name: string) => `${name} ${(count += 1)}`;
  return { seller, viewer, outsider, org: seller.organizationId, call, ok, unique };
}
