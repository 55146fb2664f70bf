import type { Page } from 'playwright-core';
import { loginResponse, outboxEntry, type LoginResponse, type OutboxEntry } from '@ganado/shared/auth';
import type { Language } from '@ganado/shared';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS, sessionFromLogin } from '../../apps/web/src/app/session-storage';
import { baseURL, waitForPath } from './browser';

/** The demo accounts the server seeds (README). */
export const DEMO_PASSWORD = 'Ganado#2026';
export const DEMO = {
  admin: 'admin@ganado.farm',
  farmer: 'farmer@ganado.farm',
  /** Must change the password on first sign-in (requiredToResetPW). */
  reset: 'reset@ganado.farm',
} as const;

export const SESSION_KEY = SESSION_STORAGE_KEYS.session;

async function call<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }, schema: z.ZodType<T>, server = baseURL): Promise<T> {
  const response = await fetch(`${server}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const payload = (await response.json()) as { success?: boolean; data?: unknown; message?: string };
  if (!response.ok || payload.success !== true) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${payload.message ?? ''}`);
  return schema.parse(payload.data);
}

/** POST /api/login, straight to the API. */
export function apiLogin(username: string, password = DEMO_PASSWORD, server = baseURL): Promise<LoginResponse> {
  return call('/login', { method: 'POST', body: { username, password } }, loginResponse, server);
}

/**
 * Signs a page in without the login form: logs in through the API and puts the session where the
 * app keeps it, before any script of the app runs. Use the UI login where the login is the test.
 */
export async function signInPage(page: Page, username: string = DEMO.admin, overrides: Record<string, unknown> = {}, server = baseURL): Promise<LoginResponse> {
  const answer = await apiLogin(username, DEMO_PASSWORD, server);
  const session = { ...sessionFromLogin(answer), ...overrides };
  await page.context().addInitScript(
    ([key, value]) => {
      // Only on the first load of the context: a later logout must stick.
      if (!window.sessionStorage.getItem('e2e.seeded')) {
        window.sessionStorage.setItem('e2e.seeded', '1');
        window.localStorage.setItem(key, value);
      }
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
  return answer;
}

/** The login form's labels in each language (apps/web/src/modules/auth/locales). */
const LOGIN_LABELS = {
  en: { username: 'Email or mobile', password: 'Password', submit: 'Log in' },
  es: { username: 'Correo o móvil', password: 'Contraseña', submit: 'Iniciar sesión' },
} as const;

/** Fills and sends the login form, read in `language` (the one the page shows at the time). */
export async function logInThroughUi(page: Page, username: string, password = DEMO_PASSWORD, language: Language = 'en') {
  const labels = LOGIN_LABELS[language];
  await page.goto('/login');
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Logs in through the login form and waits for the farm list, where a successful login lands. */
export async function logInToFarmList(page: Page, username: string, password = DEMO_PASSWORD, language: Language = 'en') {
  await logInThroughUi(page, username, password, language);
  await waitForPath(page, '/myfarm/farmlist');
}

/** The latest outgoing message to `recipient` (GET /api/dev/outbox), waiting for it if needed. */
export async function latestMessage(recipient: string, after?: string, server = baseURL): Promise<OutboxEntry> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const entries = await call(`/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=5`, {}, z.array(outboxEntry), server);
    const latest = entries[0];
    if (latest && (!after || latest.createdAt > after)) return latest;
    if (Date.now() > deadline) throw new Error(`No message to ${recipient} in the outbox`);
    // Polling the server's outbox, as a person refreshes their inbox: the message is sent asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The code (OTP or link token) of the latest message to `recipient`. */
export async function latestCode(recipient: string, after?: string, server = baseURL): Promise<string> {
  const message = await latestMessage(recipient, after, server);
  if (!message.code) throw new Error(`The latest message to ${recipient} carries no code`);
  return message.code;
}

/** A unique address per test run, so tests never collide on the one server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

/** A unique 10-digit mobile number. */
export function uniqueMobile(): string {
  return `6${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Fills sign-up by email up to its last step, where the captcha is, and waits for that step (the page is on /register/email). */
export async function fillSignUpToLastStep(page: Page, email: string): Promise<void> {
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Gil');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Province/State').fill('Cáceres');
  await page.getByLabel('Village/Town/City').fill('Trujillo');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'SIGN UP' }).waitFor();
}

/** Solves the ALTCHA widget when the step shows one (it does a real proof of work in the browser). */
export async function solveCaptchaIfShown(page: Page): Promise<boolean> {
  const captcha = page.getByTestId('captcha');
  if ((await captcha.count()) === 0) return false;
  // The widget draws its own box over the native checkbox: click its label, as a person does.
  await page.locator('altcha-widget .altcha-checkbox-wrap label').click();
  await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor();
  return true;
}

/**
 * Signs up and activates an account through the API (for tests whose subject is not sign-up), in
 * the language the person would have chosen: the interface switches to it when they sign in.
 */
export async function createActiveUser(email: string, language: Language = 'en', password = DEMO_PASSWORD, server = baseURL): Promise<void> {
  const started = new Date().toISOString();
  await call(
    '/user/signup/email',
    {
      method: 'POST',
      body: { firstName: 'Test', lastName: 'Farmer', email, password, stateId: 'Cáceres', village: 'Trujillo', countryId: 'ES', language },
    },
    z.unknown(),
    server,
  );
  const otp = await latestCode(email, started, server);
  await call('/user/verify-otp', { method: 'POST', body: { credential: email, otp, licenseKey: '' } }, z.unknown(), server);
}

/** Any POST to the API, for set-up steps. */
export function apiPost(path: string, body: unknown, server = baseURL): Promise<unknown> {
  return call(path, { method: 'POST', body }, z.unknown(), server);
}

/**
 * A person the demo administrator adds with one of the demo organisation's roles (e.g. Manager), as
 * the users page does; answers the token of the set-password link emailed to them.
 */
export async function inviteDemoUser(email: string, roleName: string, server = baseURL): Promise<string> {
  const admin = await apiLogin(DEMO.admin, DEMO_PASSWORD, server);
  const headers = { authorization: `Bearer ${admin.token}` };
  const roles = await call('/role', { headers }, z.array(z.object({ id: z.string(), name: z.string(), department: z.object({ id: z.string() }) })), server);
  const chosen = roles.find((role) => role.name === roleName);
  if (!chosen) throw new Error(`The demo organisation has no role ${roleName}`);
  const started = new Date().toISOString();
  await call(
    '/user',
    { method: 'POST', headers, body: { firstName: 'Test', lastName: 'Manager', email, language: 'en', department: chosen.department.id, role: chosen.id } },
    z.unknown(),
    server,
  );
  return latestCode(email, started, server);
}

/**
 * An active user of the demo organisation with one of its roles, given `password` through the
 * emailed set-password link, as a person would. The demo accounts themselves are left alone:
 * other tests sign in with them.
 */
export async function createDemoUser(email: string, roleName: string, password = DEMO_PASSWORD, server = baseURL): Promise<void> {
  const token = await inviteDemoUser(email, roleName, server);
  await call(`/user/pre-register/set-password/${token}`, { method: 'POST', body: { password, confirmPassword: password } }, z.unknown(), server);
}
