import { expect, it } from 'vitest';
import { signInPage } from './support/auth';
import { browserForTests, describeInBrowser, waitForPath } from './support/browser';

/** The signed-in shell as a person uses it: menu, language choice, phone layout, 404. */
describeInBrowser('the signed-in shell', () => {
  const inNewPage = browserForTests();

  it('switches to Spanish from the top bar and remembers it after a reload', async () => {
    await inNewPage({}, async (page) => {
      await signInPage(page);
      await page.goto('/myfarm/farmlist');
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await navigation.getByRole('link', { name: 'Animals' }).waitFor();

      await page.getByTestId('language-selector').click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Animales' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      await page.reload();
      await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Animales' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    });
  });

  it('follows a menu link to its page and marks it as the current one', async () => {
    await inNewPage({}, async (page) => {
      await signInPage(page);
      await page.goto('/myfarm/farmlist');
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await navigation.getByRole('link', { name: 'Drug inventory' }).click();
      await waitForPath(page, '/drugList');
      await page.getByTestId('drug-list').waitFor();
      // The highlight follows the route once React has rendered it: wait for it, then check it moved.
      await navigation.locator('a[aria-current="page"]', { hasText: 'Drug inventory' }).waitFor();
      expect(await navigation.locator('a[aria-current="page"]').count()).toBe(1);
    });
  });

  it('opens the menu from the menu button at phone width', async () => {
    await inNewPage({ viewport: 'phone', language: 'es' }, async (page) => {
      await signInPage(page);
      await page.goto('/myfarm/farmlist');
      await page.getByTestId('app-shell').waitFor();
      const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
      expect(await navigation.isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Abrir el menú de navegación' }).click();
      await navigation.getByRole('link', { name: 'Animales' }).click();
      await waitForPath(page, '/animals');
      // Nothing may be wider than a phone screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  it('shows the 404 page in Spanish', async () => {
    await inNewPage({ language: 'es' }, async (page) => {
      await page.goto('/esta-pagina-no-existe');
      const notFound = page.getByTestId('not-found');
      await notFound.getByText('Página no encontrada', { exact: true }).waitFor();
    });
  });
});
