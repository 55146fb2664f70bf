import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { IDLE_SESSION } from '@ganado/shared';
import { DEMO, DEMO_PASSWORD, SESSION_KEY, apiLogin, apiPost, createActiveUser, logInThroughUi, logInToFarmList, signInPage, uniqueEmail } from '../support/auth';
import { baseURL, browserForTests, describeInBrowser, waitForPath } from '../support/browser';

async function storedSession(page: Page): Promise<{ token: string; refreshtoken: string } | null> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), SESSION_KEY);
}

async function changePassword(page: Page, from: string, to: string) {
  await page.getByLabel('Current Password', { exact: true }).fill(from);
  await page.getByLabel('New Password', { exact: true }).fill(to);
  await page.getByLabel('Confirm Password', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/** docs/product.md §4 login, logout, token refresh, idle logout and the forced reset, end to end. */
describeInBrowser('sessions', () => {
  const inNewPage = browserForTests();

  it('shows the §5 texts and the §8 login failure, in English', async () => {
    await inNewPage({}, async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByText('Email/Mobile can not be empty.').waitFor();
      await page.getByText('Password can not be empty.').waitFor();
      await page.getByLabel('Email or mobile').fill('farmer@ganado');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByText('Invalid email/mobile format.').waitFor();

      await logInThroughUi(page, DEMO.farmer, 'Wrong#20260');
      const alert = page.getByTestId('form-alert');
      await alert.getByText('Unable to Login').waitFor();
      await alert.getByText('Please make sure you have the correct credentials and your account is activated').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });

  it('logs in, survives a reload (automatic login), keeps login away, logs out — in Spanish', async () => {
    await inNewPage({ language: 'es' }, async (page) => {
      await logInToFarmList(page, DEMO.farmer, DEMO_PASSWORD, 'es');
      // A farmer's menu has no administration entries (docs/product.md §6).
      const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
      await navigation.getByRole('link', { name: 'Animales' }).waitFor();
      expect(await navigation.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);

      await page.reload();
      await page.getByTestId('app-shell').waitFor();
      await page.goto('/login');
      await waitForPath(page, '/myfarm/farmlist');

      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('log-out').click();
      await waitForPath(page, '/login');
      expect(await storedSession(page)).toBeNull();
      await page.goto('/animals');
      await waitForPath(page, '/login');
    });
  });

  it('refreshes an expired access token transparently and retries the request', async () => {
    const email = uniqueEmail('refresh');
    await createActiveUser(email);
    await inNewPage({}, async (page) => {
      // The access token no longer passes (as after its 15 minutes); the refresh token is good.
      const answer = await signInPage(page, email, { token: 'expired.access.token' });
      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/access-token')) refreshes.push(response.status());
      });
      await page.goto('/change-password');
      await changePassword(page, DEMO_PASSWORD, 'Ganado#2027');
      await page.getByText('Password changed successfully').waitFor();
      expect(refreshes).toEqual([200]);
      const session = await storedSession(page);
      expect(session?.token).not.toBe('expired.access.token');
      expect(session?.refreshtoken).not.toBe(answer.refreshtoken);
      expect(new URL(page.url()).pathname).toBe('/change-password');
    });
  });

  it('rejects a reused refresh token: the session ends and the user goes to /login', async () => {
    const answer = await apiLogin(DEMO.farmer);
    // The token is spent once, elsewhere...
    await apiPost('/access-token', { accesstoken: answer.token, refreshtoken: answer.refreshtoken });
    await inNewPage({}, async (page) => {
      // ...and this browser still holds it.
      await signInPage(page, DEMO.farmer, { token: 'expired.access.token', refreshtoken: answer.refreshtoken });
      await page.goto('/change-password');
      await changePassword(page, DEMO_PASSWORD, 'Ganado#2027');
      await waitForPath(page, '/login');
      expect(await storedSession(page)).toBeNull();
    });
    // Reuse revoked the whole family: the pair issued from that token is dead too.
    const reuse = await fetch(`${baseURL}/api/access-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshtoken: answer.refreshtoken }),
    });
    expect(reuse.status).toBe(401);
  });

  it('warns after 13 idle minutes, can cancel, and logs out at 15 (controlled clock)', async () => {
    await inNewPage({}, async (page) => {
      await page.clock.install();
      await signInPage(page);
      await page.goto('/myfarm/farmlist');
      await page.getByTestId('app-shell').waitFor();
      // The idle timer starts once its chunk has loaded (app/guards.tsx), which may come after the
      // shell: the clock moves only when the page has finished asking for what it loads.
      await page.waitForLoadState('networkidle');

      await page.clock.runFor(IDLE_SESSION.warningAfterMs);
      const dialog = page.getByRole('dialog');
      await dialog.getByText('the system will log out automatically in 2 minutes').waitFor();
      const width = await dialog.evaluate((element) => getComputedStyle(element).maxWidth);
      expect(width).toBe(`${IDLE_SESSION.warningDialogMaxWidth}px`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Cancel started the count again: nothing at 14 minutes from then...
      await page.clock.runFor(IDLE_SESSION.logoutAfterMs - 60_000);
      expect(new URL(page.url()).pathname).toBe('/myfarm/farmlist');
      await dialog.waitFor();
      // ...and the logout at 15.
      await page.clock.runFor(60_000);
      await waitForPath(page, '/login');
      expect(await storedSession(page)).toBeNull();
    });
  });

  it("switches to the account's language at login, and keeps it after a reload", async () => {
    // The demo farmer chose Spanish; this browser shows English until the login.
    await inNewPage({ language: 'en' }, async (page) => {
      await logInToFarmList(page, DEMO.farmer);
      await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Animales' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.reload();
      await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    });
  });

  it('forces the password change when requiredToResetPW, in the account\'s English after a Spanish login form, then logs out to /confirmation', async () => {
    await inNewPage({ language: 'es' }, async (page) => {
      await logInThroughUi(page, DEMO.reset, DEMO_PASSWORD, 'es');
      await waitForPath(page, '/reset-password');
      // The demo account's language is English: the dialog speaks it from the login on.
      const dialog = page.getByRole('dialog', { name: 'Reset Password' });
      // Nowhere else to go until it is done.
      await page.goto('/animals');
      await waitForPath(page, '/reset-password');

      await dialog.getByRole('button', { name: 'Change password' }).click();
      await dialog.getByText('please type old password').waitFor();
      await dialog.getByLabel('Current Password', { exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByLabel('New Password', { exact: true }).fill('Ganado#2027');
      await dialog.getByLabel('Confirm Password', { exact: true }).fill('Ganado#2027');
      await dialog.getByRole('button', { name: 'Change password' }).click();

      await waitForPath(page, '/confirmation');
      await page.getByTestId('confirmation-message').getByText('Password changed successfully').waitFor();
      expect(await storedSession(page)).toBeNull();
      await page.getByRole('link', { name: 'Login' }).click();
      await logInToFarmList(page, DEMO.reset, 'Ganado#2027');
    });
  });
});
