import { describe, expect, it } from 'vitest';
import { loginRequest, logoutRequest } from './session';
import { signUpAccount, signUpRequest } from './sign-up';
import { forcedResetForm, forgotPasswordRequestFor, resetPasswordByLinkRequest } from './passwords';
import { preRegisterRequest } from './pre-register';
import { meetsPasswordPolicy } from './fields';
import { APP_ROLES, modulesForRoles } from './modules';

/** The first message key of each failing field, as the forms and the server report them. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('login', () => {
  it('asks for both fields with the spec texts', () => {
    expect(problems(loginRequest.safeParse({}))).toEqual({
      username: 'login.usernameRequired',
      password: 'login.passwordRequired',
    });
    expect(problems(loginRequest.safeParse({ username: '  ', password: '' }))).toEqual({
      username: 'login.usernameRequired',
      password: 'login.passwordRequired',
    });
  });

  it('takes an email or a mobile number', () => {
    expect(loginRequest.safeParse({ username: 'ana@finca.es', password: 'Secret#2026' }).success).toBe(true);
    expect(loginRequest.safeParse({ username: '+34 612 345 678', password: 'Secret#2026' }).success).toBe(true);
    expect(problems(loginRequest.safeParse({ username: 'ana@finca', password: 'Secret#2026' }))).toEqual({
      username: 'login.usernameInvalid',
    });
    expect(problems(loginRequest.safeParse({ username: '12345', password: 'short' }))).toEqual({
      username: 'login.usernameInvalid',
      password: 'login.passwordTooShort',
    });
  });
});

describe('the password policy', () => {
  it.each([
    ['Ganado#2026', true],
    ['ganado#2026', false],
    ['GANADO#2026', false],
    ['Ganado#abcd', false],
    ['Ganado2026', false],
    ['Ga#1', false],
  ])('%s → %s', (password, expected) => {
    expect(meetsPasswordPolicy(password)).toBe(expected);
  });
});

describe('sign-up', () => {
  it('step 1 by email needs no mobile, and reports every problem with its own text', () => {
    const result = signUpAccount('email').safeParse({
      firstName: 'A'.repeat(26),
      lastName: '',
      email: 'not-an-email',
      password: 'Ganado#2026',
      confirmPassword: 'Ganado#2027',
    });
    expect(problems(result)).toEqual({
      firstName: 'signUp.nameTooLong',
      lastName: 'signUp.lastNameRequired',
      email: 'signUp.emailInvalid',
      confirmPassword: 'signUp.passwordsMismatch',
    });
  });

  it('step 1 by mobile needs the number, not an email', () => {
    const result = signUpAccount('mobile').safeParse({
      firstName: 'Mateo',
      lastName: 'Ruiz',
      mobile: '3781234567',
      countryCode: '52',
      password: 'Ganado#2026',
      confirmPassword: 'Ganado#2026',
    });
    expect(result.success).toBe(true);
  });

  it('the server request fills the spec defaults', () => {
    const parsed = signUpRequest('email').parse({
      firstName: 'Ana',
      lastName: 'Gil',
      email: 'ANA@Finca.es',
      password: 'Ganado#2026',
      stateId: 'Cáceres',
      village: 'Trujillo',
    });
    expect(parsed).toMatchObject({ email: 'ana@finca.es', countryCode: '1', countryId: 'US', language: 'en' });
  });
});

describe('password screens with "minimum 6 characters"', () => {
  it('show the spec text below 6 and the policy from 6 on', () => {
    const base = { token: 't', confirm_password: 'abc' };
    expect(problems(resetPasswordByLinkRequest.safeParse({ ...base, password: 'abc' }))).toEqual({
      password: 'password.minimumSix',
    });
    expect(problems(resetPasswordByLinkRequest.safeParse({ ...base, password: 'abcdefg', confirm_password: 'abcdefg' }))).toEqual({
      password: 'password.policy',
    });
    expect(problems(resetPasswordByLinkRequest.safeParse({ token: 't', password: '', confirm_password: '' }))).toEqual({
      password: 'resetByLink.passwordRequired',
      confirm_password: 'resetByLink.passwordsMismatch',
    });
  });

  it('the forced reset dialog uses its own texts', () => {
    expect(problems(forcedResetForm.safeParse({ oldPassword: '', newPassword: 'Ganado#2026', confirmPassword: 'x' }))).toEqual({
      oldPassword: 'forcedReset.oldPasswordRequired',
      confirmPassword: 'forcedReset.passwordsMismatch',
    });
  });
});

describe('pre-registration', () => {
  it('applies the 10-character limit and the required texts', () => {
    expect(problems(preRegisterRequest.safeParse({ firstName: 'Maximiliano', email: '', countryId: '' }))).toEqual({
      firstName: 'preRegister.nameTooLong',
      lastName: 'preRegister.lastNameRequired',
      email: 'preRegister.emailRequired',
      countryId: 'preRegister.countryRequired',
    });
  });
});

describe('forgot-password step 1 for its type', () => {
  it('asks an email of the email type and a mobile of the mobile type, with the §5 texts', () => {
    expect(problems(forgotPasswordRequestFor('email').safeParse({ email: '' }))).toEqual({ email: 'forgotPassword.emailRequired' });
    expect(problems(forgotPasswordRequestFor('email').safeParse({ email: 'ana@finca' }))).toEqual({ email: 'forgotPassword.contactInvalid' });
    expect(problems(forgotPasswordRequestFor('mobile').safeParse({ mobile: '123' }))).toEqual({ mobile: 'forgotPassword.contactInvalid' });
    expect(forgotPasswordRequestFor('mobile').parse({ mobile: ' 3781234567 ', countryCode: '52' })).toMatchObject({ mobile: '3781234567' });
    expect(forgotPasswordRequestFor('email').parse({ email: 'Ana@Finca.es' })).toMatchObject({ email: 'ana@finca.es' });
  });
});

describe('sessions', () => {
  it('logout needs the refresh token', () => {
    expect(problems(logoutRequest.safeParse({ refreshtoken: '' }))).toEqual({ refreshtoken: 'errors.sessionExpired' });
  });

  it('the roles list names both roles, and only admin roles get the administration modules', () => {
    expect(APP_ROLES).toEqual(['admin', 'farmer']);
    expect(modulesForRoles(['farmer'])).not.toContain('users');
    expect(modulesForRoles(['admin'])).toContain('users');
  });
});
