import { expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

const PUBLIC_SCREENS = ['/login', '/register', '/register/email', '/register/mobile', '/pre-register', '/forgot-password', '/forgot-password/confirm', '/setPassword/abc', '/password/set?token=abc', '/confirmation', '/otp'];

/** docs/product.md §2 screens at a phone's width, and the login by keyboard alone. */
describeInBrowser('the sign-in screens on a phone and by keyboard', () => {
  const inNewPage = browserForTests();

  it.each(['en', 'es'] as const)('nothing is wider than a 390px phone (%s)', async (language) => {
    await inNewPage({ language, viewport: 'phone' }, async (page) => {
      for (const path of PUBLIC_SCREENS) {
        await page.goto(path);
        await page.getByTestId('page-title').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
    });
  });

  it('logs in with the keyboard only', async () => {
    await inNewPage({}, async (page) => {
      await page.goto('/login');
      await page.getByLabel('Email or mobile').focus();
      await page.keyboard.type(DEMO.farmer);
      await page.keyboard.press('Tab');
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/myfarm/farmlist');
    });
  });
});
