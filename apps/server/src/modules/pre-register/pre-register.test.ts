import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, organizations, outbox, preRegistrations, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed';
import { buildTestApp } from '../../test/app';
import { lastMessageTo } from '../../test/outbox';
import { expectNoStoredSecrets } from '../../test/secrets';
import { invitePreRegistration, listPreRegistrations } from './pre-register.service';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const answers: string[] = [];

const post = async (url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url, payload });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
};
const request = (email: string, extra: object = {}) => ({ firstName: 'Lola', lastName: 'Paz', email, countryId: 'MX', permissionToContact: 1, ...extra });
const linkTokenOf = (body: string) => /\/setPassword\/([\w-]+)/.exec(body)?.[1] ?? '';

describe('POST /api/user/pre-register', () => {
  it('stores a request for the operators, with the country’s dial code: no account, nobody’s organisation', async () => {
    const { status, body } = await post('/api/user/pre-register', request('Lola@Rancho.mx', { mobile: '5512345678' }));

    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: en['preRegister.success'] });
    const [stored] = await db.select().from(preRegistrations).where(eq(preRegistrations.email, 'lola@rancho.mx'));
    expect(stored).toMatchObject({ countryId: 'MX', countryCode: '52', mobile: '5512345678', permissionToContact: 1, invitedAt: null, userId: null });
    expect(await db.select().from(users).where(eq(users.email, 'lola@rancho.mx'))).toEqual([]);
    const message = await lastMessageTo(app, 'lola@rancho.mx');
    expect(message).toMatchObject({ subject: en['email.preRegisterSubject'], code: null });
    expect(message.body).toBe(en['email.preRegisterBody'].replace('{name}', 'Lola'));
    // The operators' entry, which no organisation sees.
    const [entry] = await db.select().from(activityLog).where(and(eq(activityLog.action, 'preRegistration.create'), eq(activityLog.entityId, stored!.id)));
    expect(entry?.organizationId).toBeNull();
  });

  it('keeps every request but acknowledges an address at most once an hour, answering alike', async () => {
    const first = await post('/api/user/pre-register', request('eco@rancho.mx'));
    const again = await post('/api/user/pre-register', request('ECO@rancho.mx'));
    expect(again).toEqual(first);
    expect(await db.$count(preRegistrations, eq(preRegistrations.email, 'eco@rancho.mx'))).toBe(2);
    expect(await db.$count(outbox, eq(outbox.recipient, 'eco@rancho.mx'))).toBe(1);
  });

  it('keeps a dial code that was chosen', async () => {
    await post('/api/user/pre-register', request('otra@rancho.mx', { countryCode: '1' }));
    const [stored] = await db.select().from(preRegistrations).where(eq(preRegistrations.email, 'otra@rancho.mx'));
    expect(stored?.countryCode).toBe('1');
  });

  it('answers 422 with the §5 pre-registration texts', async () => {
    const { status, body } = await post('/api/user/pre-register', { firstName: 'Maximiliano', lastName: '', email: 'a@b', countryId: '' });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'firstName', msg: en['preRegister.nameTooLong'], key: 'preRegister.nameTooLong' },
      { param: 'lastName', msg: en['preRegister.lastNameRequired'], key: 'preRegister.lastNameRequired' },
      { param: 'email', msg: en['preRegister.emailInvalid'], key: 'preRegister.emailInvalid' },
      { param: 'countryId', msg: en['preRegister.countryRequired'], key: 'preRegister.countryRequired' },
    ]);
  });

  it('answers an address that already has an account exactly as any other, and tells only its owner', async () => {
    const known = await post('/api/user/pre-register', request(DEMO_ACCOUNTS.farmer.email));
    const unknown = await post('/api/user/pre-register', request('nadie@rancho.mx'));
    expect(known).toEqual(unknown);
    expect((await lastMessageTo(app, DEMO_ACCOUNTS.farmer.email)).body).toContain(`${app.context.config.publicUrl}/login`);
  });
});

describe('the operators’ invitation', () => {
  it('lists the waiting requests, and inviting one makes the requester the owner of an organisation of their own', async () => {
    const waiting = await listPreRegistrations(app.context, { all: false });
    expect(waiting.map((row) => row.email)).toEqual(expect.arrayContaining(['lola@rancho.mx', 'otra@rancho.mx']));

    const organizationId = await invitePreRegistration(app.context, 'LOLA@rancho.mx');
    const [user] = await db.select().from(users).where(eq(users.email, 'lola@rancho.mx'));
    expect(user).toMatchObject({ organizationId, role: 'farmer', status: 'pending', countryCode: '52', firstName: 'Lola' });
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(organization).toMatchObject({ name: "Lola Paz's farm", ownerId: user!.id });
    expect((await listPreRegistrations(app.context, { all: false })).map((row) => row.email)).not.toContain('lola@rancho.mx');
    await expect(invitePreRegistration(app.context, 'lola@rancho.mx')).rejects.toThrow(/no request waiting/);
    await expect(invitePreRegistration(app.context, DEMO_ACCOUNTS.farmer.email)).rejects.toThrow(/already has an account/);
  });
});

describe('setting the password from the link', () => {
  it('activates the invited owner by /setPassword/{token}; the link is then spent', async () => {
    const token = (await lastMessageTo(app, 'lola@rancho.mx')).code ?? '';
    expect(linkTokenOf((await lastMessageTo(app, 'lola@rancho.mx')).body)).toBe(token);

    const { status, body } = await post(`/api/user/pre-register/set-password/${token}`, { password: 'Rancho#2026', confirmPassword: 'Rancho#2026' });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.passwordCreated']);
    const [user] = await db.select().from(users).where(eq(users.email, 'lola@rancho.mx'));
    expect(user).toMatchObject({ status: 'active', verified: true });
    const login = await post('/api/login', { username: 'lola@rancho.mx', password: 'Rancho#2026' });
    expect(login.status).toBe(200);
    expect(login.body.data.modules).toContain('users');

    const again = await post(`/api/user/pre-register/set-password/${token}`, { password: 'Rancho#2027', confirmPassword: 'Rancho#2027' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(en['errors.passwordCreationFailed']);
  });

  it('does the same by /password/set?token=', async () => {
    await invitePreRegistration(app.context, 'otra@rancho.mx');
    const token = (await lastMessageTo(app, 'otra@rancho.mx')).code ?? '';
    const { status, body } = await post(`/api/user/password/set?token=${token}`, { password: 'Rancho#2026', confirmPassword: 'Rancho#2026' });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.passwordCreated']);
  });

  it('answers the spec texts for a bad link and bad passwords', async () => {
    expect((await post('/api/user/password/set?token=nope', { password: 'Rancho#2026', confirmPassword: 'Rancho#2026' })).body).toMatchObject({
      code: 400,
      message: en['errors.passwordCreationFailed'],
    });
    const { status, body } = await post('/api/user/password/set?token=nope', { password: '', confirmPassword: 'x' });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'password', msg: en['setPassword.passwordRequired'], key: 'setPassword.passwordRequired' },
      { param: 'confirmPassword', msg: en['setPassword.passwordsMismatch'], key: 'setPassword.passwordsMismatch' },
    ]);
    expect((await post('/api/user/password/set', { password: 'Rancho#2026', confirmPassword: 'Rancho#2026' })).body.errors).toEqual([
      { param: 'token', msg: en['errors.invalidToken'], key: 'errors.invalidToken' },
    ]);
  });
});

it('never answers a password or token hash', async () => {
  await expectNoStoredSecrets(db, answers);
});
