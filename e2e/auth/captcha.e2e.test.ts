import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, fillSignUpToLastStep, latestCode, solveCaptchaIfShown, uniqueEmail } from '../support/auth';
import { describeInBrowser, launchBrowser, viewports } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/** Sign-up step 3 with the captcha on (the default): the browser solves ALTCHA's proof of work for real. */
describeInBrowser('the sign-up captcha', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ganado-captcha-'));
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ dataDir, env: { CAPTCHA_ENABLED: 'true', AUTH_RATE_LIMIT: '0' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a sign-up without a solution', async () => {
    const response = await fetch(`${server.url}/api/user/signup/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bot', lastName: 'Bot', email: uniqueEmail('bot'), password: DEMO_PASSWORD, stateId: 'X', village: 'Y' }),
    });
    expect(response.status).toBe(422);
  });

  it('keeps SIGN UP disabled until the widget is solved, then sends the code', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: viewports.desktop });
    const page = await context.newPage();
    const email = uniqueEmail('human');
    try {
      await page.goto('/register/email');
      await fillSignUpToLastStep(page, email);

      const signUp = page.getByRole('button', { name: 'SIGN UP' });
      await page.getByTestId('captcha').waitFor();
      expect(await signUp.isDisabled()).toBe(true);
      const started = new Date().toISOString();
      expect(await solveCaptchaIfShown(page)).toBe(true);
      await signUp.click();
      await page.getByLabel('6-digit code').waitFor();
      expect(await latestCode(email, started, server.url)).toMatch(/^\d{6}$/);
    } finally {
      await context.close();
    }
  });
});
