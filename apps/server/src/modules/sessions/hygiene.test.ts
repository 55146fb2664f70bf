import { AUTH_LIMITS } from '@ganado/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { lastMessageTo } from '../../test/outbox';
import { createMember, type Member } from '../../test/people';

/**
 * Finding 7 of the outside test: a new password must end every other sign-in and every link or
 * code sent before it, the signed-in change must count failures like sign-in does, and an ended
 * sign-in's access token must stop working at once, not when it expires.
 */
const clock = testClock();
const app = await buildTestApp({ clock });
const { db } = app.database;
const PASSWORD = 'Tester#2026';

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A signed-in route that needs nothing more than a live session (its 422 for the empty body proves the token passed). */
const tokenWorks = async (token: string) => (await call('PUT', '/api/user/change-password', {}, bearer(token))).status === 422;
const refresh = (refreshtoken: string) => call('POST', '/api/access-token', { refreshtoken });
const emailOf = async (member: Member) => (await db.select().from(users).where(eq(users.id, member.userId)))[0]?.email ?? '';
/** A reset link, a forgot-password flow token and its code, all sent and not used yet. */
const outstanding = async (email: string) => {
  await call('POST', '/api/forget-password/email', { email });
  const link = (await lastMessageTo(app, email)).code ?? '';
  const forgot = (await call('POST', '/api/user/forgot-password/email', { email })).body.data.token as string;
  return { link, forgot, code: (await lastMessageTo(app, email)).code ?? '' };
};
const signIn = async (username: string, password = PASSWORD) => {
  const { body } = await call('POST', '/api/login', { username, password });
  return body.data as { token: string; refreshtoken: string };
};

describe('an ended sign-in', () => {
  it('refuses its access token at once after logout', async () => {
    const session = await signIn(await emailOf(await createMember(app)));
    expect(await tokenWorks(session.token)).toBe(true);

    expect((await call('POST', '/api/logout', { refreshtoken: session.refreshtoken })).status).toBe(200);
    expect(await tokenWorks(session.token)).toBe(false);
  });

  it('refuses the access tokens of a family revoked for a reused refresh token', async () => {
    const first = await signIn(await emailOf(await createMember(app)));
    const second = (await refresh(first.refreshtoken)).body.data as { accesstoken: string; refreshtoken: string };
    expect(await tokenWorks(second.accesstoken)).toBe(true);

    expect((await refresh(first.refreshtoken)).status).toBe(401);
    expect(await tokenWorks(first.token)).toBe(false);
    expect(await tokenWorks(second.accesstoken)).toBe(false);
  });
});

describe('the signed-in password change', () => {
  it('ends every other sign-in and every link and code sent before it, and the session making it carries on', async () => {
    const member = await createMember(app);
    const email = await emailOf(member);
    const other = await signIn(email);
    const mine = await signIn(email);
    const { link, forgot, code } = await outstanding(email);

    const changed = await call('PUT', '/api/user/change-password', { oldPassword: PASSWORD, newPassword: 'Cambio#2026' }, bearer(mine.token));
    expect(changed.status).toBe(200);

    expect(await tokenWorks(other.token)).toBe(false);
    expect(await tokenWorks(member.token)).toBe(false);
    expect((await refresh(other.refreshtoken)).status).toBe(401);
    expect(await tokenWorks(mine.token)).toBe(true);
    expect((await refresh(mine.refreshtoken)).status).toBe(200);

    expect((await call('POST', '/api/forget-password/validate', { token: link })).body.data).toEqual({ status: false });
    expect((await call('PUT', '/api/forget-password/reset-password', { token: link, password: 'Enlace#2026', confirm_password: 'Enlace#2026' })).status).toBe(400);
    expect((await call('POST', '/api/user/verify-otp/forgot-password', { token: forgot, otp: code })).body.key).toBe('errors.incorrectOtp');
    expect((await signIn(email, 'Cambio#2026')).token).toEqual(expect.any(String));
  });

  it('is refused on an account locked by failed sign-ins, even with the right current password', async () => {
    const member = await createMember(app);
    const email = await emailOf(member);
    for (let attempt = 0; attempt < AUTH_LIMITS.lockoutAfterFailures; attempt++) await call('POST', '/api/login', { username: email, password: 'Wrong#20260' });

    const refused = await call('PUT', '/api/user/change-password', { oldPassword: PASSWORD, newPassword: 'Cambio#2026' }, member.headers);
    expect(refused.status).toBe(423);
    expect(refused.body.errors).toEqual([expect.objectContaining({ param: 'oldPassword', key: 'errors.accountLocked' })]);

    clock.advance(AUTH_LIMITS.lockoutMinutes + 1);
    const { token } = await signIn(email);
    expect((await call('PUT', '/api/user/change-password', { oldPassword: PASSWORD, newPassword: 'Cambio#2026' }, bearer(token))).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('spends an older reset link, the codes sent and every sign-in', async () => {
    const member = await createMember(app);
    const email = await emailOf(member);
    const { link: older, forgot, code } = await outstanding(email);
    await call('POST', '/api/forget-password/email', { email });
    const newer = (await lastMessageTo(app, email)).code ?? '';
    expect(newer).not.toBe(older);

    const reset = await call('PUT', '/api/forget-password/reset-password', { token: newer, password: 'Enlace#2026', confirm_password: 'Enlace#2026' });
    expect(reset.status).toBe(200);

    const again = await call('PUT', '/api/forget-password/reset-password', { token: older, password: 'Viejo#2026', confirm_password: 'Viejo#2026' });
    expect(again).toMatchObject({ status: 400, body: { key: 'errors.invalidToken' } });
    expect((await call('POST', '/api/user/verify-otp/forgot-password', { token: forgot, otp: code })).body.key).toBe('errors.incorrectOtp');
    expect(await tokenWorks(member.token)).toBe(false);
    expect((await call('POST', '/api/login', { username: email, password: 'Viejo#2026' })).status).toBe(401);
  });
});

describe('role and permission changes', () => {
  const administrator = () => createMember(app, { grants: { users: ['view', 'create', 'edit', 'delete'] } });

  it('apply to the next request of a session already open, when the role changes', async () => {
    const admin = await administrator();
    const member = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view'] } });
    const bare = await createMember(app, { organizationId: admin.organizationId, grants: {} });
    expect((await call('GET', '/api/department', undefined, member.headers)).status).toBe(200);

    const person = { id: member.userId, firstName: 'Test', lastName: 'Member', email: await emailOf(member), department: bare.departmentId, role: bare.roleId };
    expect((await call('PUT', '/api/user', person, admin.headers)).status).toBe(200);
    expect((await call('GET', '/api/department', undefined, member.headers)).status).toBe(403);
  });

  it('apply to the next request of a session already open, when the role’s permissions change', async () => {
    const admin = await administrator();
    const member = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view'] } });
    expect((await call('GET', '/api/department', undefined, member.headers)).status).toBe(200);

    const permissions = [{ module: 'users', view: false, create: false, edit: false, delete: false, export: false }];
    expect((await call('PUT', `/api/role/${member.roleId}/permissions`, { permissions }, admin.headers)).status).toBe(200);
    expect((await call('GET', '/api/department', undefined, member.headers)).status).toBe(403);
  });
});
