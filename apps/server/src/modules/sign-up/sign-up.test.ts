import { AUTH_LIMITS, messageCatalog } from '@ganado/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, organizations, roles, spentCaptchas, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../../seed';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { type FilePart, multipart, PNG } from '../../test/multipart';
import { lastMessageTo } from '../../test/outbox';
import { expectNoStoredSecrets } from '../../test/secrets';

const { en } = messageCatalog;
const clock = testClock();
const app = await buildTestApp({ clock });
const captchaClock = testClock();
const withCaptcha = await buildTestApp({ clock: captchaClock, config: { captchaEnabled: true } });
const { db } = app.database;
const answers: string[] = [];

const account = (overrides: Record<string, string> = {}) => ({
  firstName: 'Ana',
  lastName: 'Gil',
  password: 'Ganado#2026',
  countryId: 'ES',
  stateId: 'Cáceres',
  village: 'Trujillo',
  language: 'es',
  userRole: 'admin',
  isLivestockUser: 'true',
  app_type: 'livestock_guru',
  ...overrides,
});

async function signUp(type: 'email' | 'mobile', fields: Record<string, string>, file?: FilePart) {
  const response = await app.inject({ method: 'POST', url: `/api/user/signup/${type}`, ...multipart(fields, file) });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
}
const post = async (url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url, payload });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
};

describe('sign-up by email, end to end', () => {
  it('creates a pending farmer, owner of an organisation of their own, whatever role or organisation was sent, and emails a code', async () => {
    const { status, body } = await signUp('email', account({ email: 'Ana@Finca.es', organizationCode: DEMO_ORGANIZATION.code }), {
      name: 'me.png',
      bytes: PNG,
      type: 'image/png',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: en['success.otpSentOnEmail'] });
    const [user] = await db.select().from(users).where(eq(users.email, 'ana@finca.es'));
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, user!.organizationId));
    expect(user).toMatchObject({ role: 'farmer', status: 'pending', verified: false, language: 'es', countryId: 'ES', village: 'Trujillo' });
    // Named from the sign-up, in its language; not the demo organisation the request named.
    expect(organization).toMatchObject({ name: 'Finca de Ana Gil', ownerId: user!.id });
    expect(organization?.code).not.toBe(DEMO_ORGANIZATION.code);
    // docs/product.md §6: the Farmer role (of the new organisation), in the Field department.
    const [farmerRole] = await db.select().from(roles).where(and(eq(roles.organizationId, organization!.id), eq(roles.name, 'Farmer')));
    expect(user?.roleId).toBe(farmerRole?.id);
    expect(user?.departmentId).toBe(farmerRole?.departmentId);
    expect(user?.profilePicture).toMatch(/^profile-pictures\/[\w-]+\.png$/);

    const message = await lastMessageTo(app, 'ana@finca.es');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);
    expect(message.subject).toBe(messageCatalog.es['email.otpSubject']);
    expect(await db.$count(activityLog, eq(activityLog.action, 'user.signUp'))).toBe(1);
  });

  it('refuses to sign in before the code is verified, then activates the account with it', async () => {
    expect((await post('/api/login', { username: 'ana@finca.es', password: 'Ganado#2026' })).status).toBe(401);
    const { code } = await lastMessageTo(app, 'ana@finca.es');

    const wrong = await post('/api/user/verify-otp', { credential: 'ana@finca.es', otp: code === '000000' ? '111111' : '000000', licenseKey: '' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ message: en['errors.incorrectOtp'], errors: [{ param: 'otp', msg: en['errors.incorrectOtp'] }] });

    expect((await post('/api/user/livestock/verify-otp', { credential: 'ana@finca.es', otp: code, licenseKey: '' })).status).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, 'ana@finca.es'));
    expect(user).toMatchObject({ status: 'active', verified: true });
    const login = await post('/api/login', { username: 'ana@finca.es', password: 'Ganado#2026' });
    expect(login.status).toBe(200);
    expect(login.body.data.user.role).toBe('farmer');
  });

  it('answers 409 with the duplicate-user texts for an existing account', async () => {
    const { status, body } = await signUp('email', account({ email: DEMO_ACCOUNTS.farmer.email }));

    expect(status).toBe(409);
    expect(body).toMatchObject({
      message: en['errors.duplicateUserTitle'],
      errors: [{ param: 'email', msg: en['errors.duplicateUser'], key: 'errors.duplicateUser' }],
    });
  });
});

describe('sign-up by mobile, end to end', () => {
  it('texts the code to +<dial code><number> and verifies by the mobile number', async () => {
    const fields = account({ mobile: '612345678', countryCode: '34' });
    expect((await signUp('mobile', fields)).status).toBe(200);

    const message = await lastMessageTo(app, '+34612345678');
    expect(message.channel).toBe('sms');
    expect((await post('/api/user/verify-otp', { credential: '34612345678', otp: message.code ?? '' })).status).toBe(200);
    expect((await post('/api/login', { username: '612345678', password: 'Ganado#2026' })).status).toBe(200);
  });

  it('resends to a pending account with resendOTP=true, after the cooldown', async () => {
    const fields = account({ mobile: '698765432', countryCode: '34' });
    await signUp('mobile', fields);
    const first = await lastMessageTo(app, '+34698765432');

    const tooSoon = await signUp('mobile', { ...fields, resendOTP: 'true' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ key: 'otp.resendTooSoon', message: en['otp.resendTooSoon'] });

    clock.advance(AUTH_LIMITS.otpResendCooldownSeconds / 60);
    expect((await signUp('mobile', { ...fields, resendOTP: 'true' })).status).toBe(200);
    const second = await lastMessageTo(app, '+34698765432');
    expect(second.code).not.toBeNull();
    // The first code was replaced (unless the random codes happened to match).
    if (second.code !== first.code) {
      expect((await post('/api/user/verify-otp', { credential: '34698765432', otp: first.code ?? '' })).status).toBe(422);
    }
    expect((await post('/api/user/verify-otp', { credential: '34698765432', otp: second.code ?? '' })).status).toBe(200);
  });
});

describe('the sign-up code', () => {
  const signUpPending = async (email: string) => {
    await signUp('email', account({ email }));
    return (await lastMessageTo(app, email)).code ?? '';
  };

  it('expires after AUTH_LIMITS.otpTtlMinutes', async () => {
    const code = await signUpPending('late@finca.es');
    clock.advance(AUTH_LIMITS.otpTtlMinutes + 1);

    const { status, body } = await post('/api/user/verify-otp', { credential: 'late@finca.es', otp: code });
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ param: 'otp', msg: en['otp.expired'], key: 'otp.expired' }]);
  });

  it('dies after AUTH_LIMITS.otpMaxTries wrong tries, even for the right code', async () => {
    const code = await signUpPending('guess@finca.es');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt < AUTH_LIMITS.otpMaxTries; attempt++) {
      expect((await post('/api/user/verify-otp', { credential: 'guess@finca.es', otp: wrong })).body.key).toBe('errors.incorrectOtp');
    }
    expect((await post('/api/user/verify-otp', { credential: 'guess@finca.es', otp: wrong })).body.key).toBe('otp.tooManyTries');
    expect((await post('/api/user/verify-otp', { credential: 'guess@finca.es', otp: code })).body.key).toBe('otp.tooManyTries');
  });

  it('is resent by send-otp, with the cooldown, and the same answer for an unknown contact', async () => {
    await signUpPending('again@finca.es');
    expect((await post('/api/user/send-otp/email', { email: 'again@finca.es' })).status).toBe(429);
    clock.advance(2);
    const sent = await post('/api/user/livestock/send-otp/email', { email: 'again@finca.es' });
    expect(sent).toMatchObject({ status: 200, body: { message: en['success.otpSent'] } });
    expect((await post('/api/user/send-otp/email', { email: 'nobody@finca.es' })).status).toBe(200);
  });

  it('is texted to the phone of a person found by email, as the /otp page asks', async () => {
    await signUp('email', account({ email: 'both@finca.es' }));
    await db.update(users).set({ mobile: '612345678', countryCode: '34' }).where(eq(users.email, 'both@finca.es'));
    clock.advance(2);

    expect((await post('/api/user/send-otp/mobile', { email: 'both@finca.es' })).status).toBe(200);
    const texted = await lastMessageTo(app, '+34612345678');
    expect(texted.channel).toBe('sms');
    expect((await post('/api/user/verify-otp', { credential: 'both@finca.es', otp: texted.code ?? '' })).status).toBe(200);
  });

  it('answers 422 for a code that is not 6 digits', async () => {
    const { status, body } = await post('/api/user/verify-otp', { credential: '', otp: '12a' });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'credential', msg: en['login.usernameRequired'], key: 'login.usernameRequired' },
      { param: 'otp', msg: en['otp.format'], key: 'otp.format' },
    ]);
  });
});

describe('sign-up validation (docs/product.md §5)', () => {
  it('reports each bad field with its own text', async () => {
    const { status, body } = await signUp('email', { firstName: 'A'.repeat(26), lastName: '', email: 'nope', password: 'weak', stateId: '', village: '' });

    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'firstName', msg: en['signUp.nameTooLong'], key: 'signUp.nameTooLong' },
      { param: 'lastName', msg: en['signUp.lastNameRequired'], key: 'signUp.lastNameRequired' },
      { param: 'email', msg: en['signUp.emailInvalid'], key: 'signUp.emailInvalid' },
      { param: 'password', msg: en['password.policy'], key: 'password.policy' },
      { param: 'stateId', msg: en['signUp.stateRequired'], key: 'signUp.stateRequired' },
      { param: 'village', msg: en['signUp.cityRequired'], key: 'signUp.cityRequired' },
    ]);
  });

  it('asks a mobile account for its number', async () => {
    const { body } = await signUp('mobile', account({ mobile: '12ab' }));
    expect(body.errors).toEqual([{ param: 'mobile', msg: en['validation.mobileFormat'], key: 'validation.mobileFormat' }]);
  });

  it('judges the picture by its bytes, not its name', async () => {
    const fake = await signUp('email', account({ email: 'fake@finca.es' }), { name: 'me.png', bytes: Buffer.from('<svg/>'), type: 'image/png' });
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toEqual([{ param: 'profilePic', msg: en['validation.imageType'], key: 'validation.imageType' }]);

    const gif = await signUp('email', account({ email: 'gif@finca.es' }), { name: 'me.txt', bytes: Buffer.from('GIF89a\x01\x00'), type: 'text/plain' });
    expect(gif.status).toBe(200);
  });

  it('refuses a picture over 1MB with the spec text', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const { status, body } = await signUp('email', account({ email: 'big@finca.es' }), { name: 'big.png', bytes: big, type: 'image/png' });

    expect(status).toBe(422);
    expect(body.errors).toEqual([{ param: 'profilePic', msg: en['validation.imageTooBig'], key: 'validation.imageTooBig' }]);
    expect(await db.$count(users, eq(users.email, 'big@finca.es'))).toBe(0);
  });
});

describe('POST /api/user/userAlreadyExists and GET /api/user/userRole', () => {
  it('says whether the contact is taken and which password rules fail', async () => {
    expect((await post('/api/user/userAlreadyExists', { email: DEMO_ACCOUNTS.admin.email, password: 'Ganado#2026' })).body.data).toEqual({ userExists: true, validPassword: [] });
    expect((await post('/api/user/userAlreadyExists', { mobile: '3781234567', countryCode: '52', password: 'weak' })).body.data).toEqual({
      userExists: true,
      validPassword: [en['password.policy']],
    });
    expect((await post('/api/user/userAlreadyExists', { email: 'free@finca.es', password: 'Ganado#2026' })).body.data.userExists).toBe(false);
  });

  it('lists the application roles', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/userRole' });
    expect(response.json().data).toEqual(['admin', 'farmer']);
  });
});

describe('the captcha', () => {
  const signUpWith = (fields: Record<string, string>) =>
    withCaptcha.inject({ method: 'POST', url: '/api/user/signup/email', ...multipart(fields) });

  it('is required when enabled', async () => {
    const response = await signUpWith(account({ email: 'robot@finca.es' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ param: 'captcha', msg: en['captcha.required'], key: 'captcha.required' }]);

    const forged = await signUpWith(account({ email: 'robot@finca.es', captcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{"counter":1,"derivedKey":"00"}}').toString('base64') }));
    expect(forged.json().errors).toEqual([{ param: 'captcha', msg: en['captcha.invalid'], key: 'captcha.invalid' }]);
  });

  it('offers no challenge when it is switched off, so the form leaves it out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });

    expect(response.statusCode).toBe(404);
    expect((await withCaptcha.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(200);
  });

  /** What the widget sends once it has really solved a fresh challenge. */
  async function solvedCaptcha() {
    const challenge = (await withCaptcha.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const refusedCaptcha = [{ param: 'captcha', msg: en['captcha.invalid'], key: 'captcha.invalid' }];

  it('accepts a really solved challenge once: a second sign-up with it is refused', async () => {
    const captcha = await solvedCaptcha();

    expect((await signUpWith(account({ email: 'human@finca.es', captcha }))).statusCode).toBe(200);
    const replayed = await signUpWith(account({ email: 'robot-1@finca.es', captcha }));
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual(refusedCaptcha);
    expect(await withCaptcha.database.db.select().from(users).where(eq(users.email, 'robot-1@finca.es'))).toEqual([]);
  });

  it('lets exactly one of ten parallel sign-ups with one solution through', async () => {
    const captcha = await solvedCaptcha();

    const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => signUpWith(account({ email: `racer-${n}@finca.es`, captcha }))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) expect(refused.json().errors).toEqual(refusedCaptcha);
  });

  it('still resends the code with the solution the account was created with (Resend OTP repeats the sign-up)', async () => {
    const captcha = await solvedCaptcha();
    expect((await signUpWith(account({ email: 'again@finca.es', captcha }))).statusCode).toBe(200);
    captchaClock.advance(2); // past the resend cooldown, within the challenge's life

    expect((await signUpWith(account({ email: 'again@finca.es', captcha, resendOTP: 'true' }))).statusCode).toBe(200);
  });

  it('refuses an expired solution, and forgets spent ones an hour after they expire', async () => {
    const captcha = await solvedCaptcha();
    const spentBefore = await withCaptcha.database.db.select().from(spentCaptchas);
    expect(spentBefore.length).toBeGreaterThan(0);
    captchaClock.advance(11);

    const expired = await signUpWith(account({ email: 'late@finca.es', captcha }));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual(refusedCaptcha);

    captchaClock.advance(60);
    expect((await signUpWith(account({ email: 'later@finca.es', captcha: await solvedCaptcha() }))).statusCode).toBe(200);
    const spentAfter = await withCaptcha.database.db.select().from(spentCaptchas);
    expect(spentAfter).toHaveLength(1);
    expect(spentBefore.map((row) => row.signature)).not.toContain(spentAfter[0]?.signature);
  });
});

describe('two farmers who sign up', () => {
  /** Signs up by email, verifies the code and signs in, as the wizard does. */
  async function farmer(email: string, firstName: string) {
    expect((await signUp('email', account({ email, firstName, language: 'en' }))).status).toBe(200);
    clock.advance(AUTH_LIMITS.otpResendCooldownSeconds / 60 + 1);
    const { code } = await lastMessageTo(app, email);
    expect((await post('/api/user/verify-otp', { credential: email, otp: code, licenseKey: '' })).status).toBe(200);
    const login = await post('/api/login', { username: email, password: 'Ganado#2026' });
    expect(login.status).toBe(200);
    return { data: login.body.data, headers: { authorization: `Bearer ${login.body.data.token}` } };
  }
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload });

  it('each get an organisation of their own: neither sees, nor deletes, the other’s farm or people', async () => {
    const first = await farmer('rosa@rancho.mx', 'Rosa');
    const second = await farmer('pedro@rancho.mx', 'Pedro');
    // Owners run their organisation: every module, the farmer role type of docs/product.md §6.
    expect(first.data.userRoles).toEqual(['farmer']);
    expect(first.data.modules).toContain('users');
    expect(first.data.modules).toContain('animals');

    const farm = await call('POST', '/api/farm', first.headers, { name: 'La Esperanza', farmType: 'beef' });
    expect(farm.statusCode).toBe(200);
    const farmId = farm.json().data.id as string;

    const seen = (await call('GET', '/api/farm', second.headers)).json().data;
    expect(seen).toMatchObject({ total: 0, items: [] });
    expect((await call('GET', `/api/farm/${farmId}`, second.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/farm/${farmId}`, second.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/farm/${farmId}`, first.headers)).statusCode).toBe(200);

    const people = (await call('GET', '/api/user?limit=100', second.headers)).json().data.items.map((person: { email: string }) => person.email);
    expect(people).toEqual(['pedro@rancho.mx']);
  });
});

it('never answers a password, code or token hash', async () => {
  await expectNoStoredSecrets(db, answers);
});
