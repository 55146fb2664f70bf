import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { users } from '../../../db/schema';
import { createMember } from '../../../test/people';

/** A weekly breeder report on Mondays at seven, in Spanish: a schedule's payload. */
export const weeklyBreeder = (overrides: Record<string, unknown> = {}) => ({ page: 'breeder', cadence: 'weekly', weekday: 1, hour: 7, language: 'es', ...overrides });

/** A person who may view reports, named, with their email, in `organizationId` or an organisation of their own. */
export async function reportReader(app: App, firstName: string, organizationId?: string) {
  const member = await createMember(app, { organizationId, grants: { reports: ['view'] } });
  const [user] = await app.database.db.update(users).set({ firstName }).where(eq(users.id, member.userId)).returning();
  return { ...member, email: user!.email! };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API as `headers`' person calls it: `call` answers status and body, `ok` expects 200 and answers the data. */
export function caller(app: App) {
  const call = async (headers: Record<string, string>, method: Method, url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (headers: Record<string, string>, method: Method, url: string, payload?: object) => {
    const { status, body } = await call(headers, method, url, payload);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  return { call, ok };
}

/** The emails a person received, newest first, as the development outbox shows them. */
export async function inbox(app: App, email: string) {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(email)}&limit=10` });
  return response.json().data as { subject: string | null; body: string; attachments: { name: string; type: string; size: number }[] }[];
}
