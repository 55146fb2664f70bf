import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';
import { multipart, PNG } from '../../test/multipart';
import { expectNoStoredSecrets } from '../../test/secrets';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const member = await createMember(app, { grants: {} });
const colleague = await createMember(app, { organizationId: member.organizationId, grants: {} });
const outsider = await createMember(app, { grants: {} });
const answers: string[] = [];

const call = async (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
};
const uploadPicture = async (headers: Record<string, string>, bytes: Buffer, name = 'me.png') => {
  const body = multipart({}, { name, bytes, type: 'image/png' });
  const response = await app.inject({ method: 'PUT', url: '/api/profile/picture', ...body, headers: { ...headers, ...body.headers } });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
};
const logOf = (action: string, userId: string) =>
  db.select().from(activityLog).where(and(eq(activityLog.action, action), eq(activityLog.entityId, userId)));
const edit = { firstName: 'Rosa María', lastName: 'Ibáñez', mobile: '3781112233', countryCode: '52', language: 'es' };

describe('GET /api/profile', () => {
  it('answers the signed-in person’s own profile, department and role by name', async () => {
    const { status, body } = await call('GET', '/api/profile', member.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: member.userId, firstName: 'Test', lastName: 'Member', language: 'en', pictureUrl: null });
    expect(body.data.role).toMatch(/^Role /);
    expect(body.data.department).toMatch(/^Dept /);
    expect(JSON.stringify(body.data)).not.toMatch(/password|hash/i);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/profile', {})).status).toBe(401);
    expect((await call('PUT', '/api/profile', {}, edit)).status).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/profile/picture', ...multipart({}, { name: 'a.png', bytes: PNG, type: 'image/png' }) })).statusCode).toBe(401);
    expect((await call('GET', `/api/profile/picture/${member.userId}`, {})).status).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('changes name, mobile and language with "Profile Updated", and logs before and after', async () => {
    const { status, body } = await call('PUT', '/api/profile', member.headers, edit);
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.profileUpdated']);
    expect(body.data).toMatchObject(edit);

    const [row] = await db.select().from(users).where(eq(users.id, member.userId));
    expect(row).toMatchObject(edit);
    const [entry] = await logOf('profile.update', member.userId);
    expect(entry).toMatchObject({
      organizationId: member.organizationId,
      actorId: member.userId,
      entityType: 'user',
      before: expect.objectContaining({ firstName: 'Test', language: 'en', mobile: null }),
      after: expect.objectContaining({ firstName: 'Rosa María', language: 'es', mobile: '3781112233' }),
    });
  });

  it('answers in the language asked for, so the new language applies from the next request', async () => {
    const { body } = await call('PUT', '/api/profile', { ...member.headers, 'accept-language': 'es' }, { ...edit, language: 'es' });
    expect(body.message).toBe(es['success.profileUpdated']);
  });

  it('answers 422 with a message per field', async () => {
    const { status, body } = await call('PUT', '/api/profile', member.headers, { firstName: 'Rosa2', lastName: 'A'.repeat(15), mobile: '12ab', language: 'fr' });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'firstName', key: 'validation.nameAlphabets', msg: en['validation.nameAlphabets'] },
      { param: 'lastName', key: 'users.nameTooLong', msg: en['users.nameTooLong'] },
      { param: 'mobile', key: 'validation.mobileFormat', msg: en['validation.mobileFormat'] },
      { param: 'language', key: 'validation.invalid', msg: en['validation.invalid'] },
    ]);
    const withoutDialCode = await call('PUT', '/api/profile', member.headers, { ...edit, countryCode: undefined });
    expect(withoutDialCode.body.errors).toEqual([{ param: 'countryCode', key: 'signUp.countryCodeRequired', msg: en['signUp.countryCodeRequired'] }]);
  });

  it('keeps the mobile number of someone who has no email, with "Profile Not Updated"', async () => {
    const phoneOnly = await createMember(app, { organizationId: member.organizationId, grants: {} });
    await db.update(users).set({ email: null, mobile: '3785550000', countryCode: '52' }).where(eq(users.id, phoneOnly.userId));
    const { status, body } = await call('PUT', '/api/profile', phoneOnly.headers, { firstName: 'Sin', lastName: 'Correo', language: 'en' });
    expect(status).toBe(422);
    expect(body.message).toBe(en['errors.profileNotUpdated']);
    expect(body.errors).toEqual([{ param: 'mobile', key: 'validation.required', msg: en['validation.required'] }]);
  });
});

describe('the profile picture', () => {
  it('stores a png with "Image Updated", serves it to the organisation, and logs it', async () => {
    const picture = Buffer.concat([PNG, Buffer.from('pixels')]);
    const { status, body } = await uploadPicture(member.headers, picture, 'me.txt');
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.imageUpdated']);
    expect(body.data.pictureUrl).toMatch(new RegExp(`^/api/profile/picture/${member.userId}\\?v=[\\w-]+$`));

    const served = await app.inject({ method: 'GET', url: body.data.pictureUrl, headers: colleague.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/private.*immutable/);
    expect(served.rawPayload.equals(picture)).toBe(true);
    const unversioned = await app.inject({ method: 'GET', url: `/api/profile/picture/${member.userId}`, headers: member.headers });
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');

    const [entry] = await logOf('profile.picture', member.userId);
    expect(entry).toMatchObject({ actorId: member.userId, before: expect.objectContaining({ picture: null }) });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: (await db.select().from(users).where(eq(users.id, member.userId)))[0]!.email, password: 'Tester#2026' } });
    expect(login.json().data.user.pictureUrl).toBe(body.data.pictureUrl);
  });

  it('refuses what is not a png, gif or jpeg, whatever its name, with "Profile Not Updated"', async () => {
    const { status, body } = await uploadPicture(colleague.headers, Buffer.from('<svg/>'));
    expect(status).toBe(422);
    expect(body.message).toBe(en['errors.profileNotUpdated']);
    expect(body.errors).toEqual([{ param: 'profilePic', key: 'validation.imageType', msg: en['validation.imageType'] }]);
    const big = await uploadPicture(colleague.headers, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.body.errors).toEqual([{ param: 'profilePic', key: 'validation.imageTooBig', msg: en['validation.imageTooBig'] }]);
    const none = await call('PUT', '/api/profile/picture', colleague.headers, {});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ param: 'profilePic', key: 'validation.required', msg: en['validation.required'] }]);
    expect(await logOf('profile.picture', colleague.userId)).toEqual([]);
  });

  it('answers 404 for another organisation’s user, and for someone without a picture', async () => {
    await uploadPicture(outsider.headers, PNG);
    expect((await call('GET', `/api/profile/picture/${outsider.userId}`, member.headers)).status).toBe(404);
    expect((await call('GET', `/api/profile/picture/${colleague.userId}`, member.headers)).status).toBe(404);
    const own = await app.inject({ method: 'GET', url: `/api/profile/picture/${outsider.userId}`, headers: outsider.headers });
    expect(own.statusCode).toBe(200);
  });

  it('never answers or logs a secret', async () => {
    await expectNoStoredSecrets(db, answers);
  });
});
