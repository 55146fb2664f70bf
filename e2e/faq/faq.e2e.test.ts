import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';

describeInBrowser('the FAQ', () => {
  const inNewPage = browserForTests();

  it('an administrator adds the farm’s own question in English; a farmer finds it and the demo’s in Spanish on a phone, and cannot edit them', { timeout: 120_000 }, async () => {
    // A word no other run wrote: the search then finds this question alone.
    const word = `Crotal${randomBytes(4).toString('hex')}`;
    const question = `Where is the ${word} applicator kept?`;

    await inNewPage({ language: 'en', viewport: 'desktop' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/faq');
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      await page.getByRole('button', { name: 'Add a question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a question' });
      await dialog.getByLabel('Question in English').fill(question);
      await dialog.getByLabel('Answer in English').fill('In the drawer under the milking parlour sink.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Question added').waitFor();
      await page.getByLabel('Search the questions').fill(word.toLowerCase());
      await page.getByText('In the drawer under the milking parlour sink.').waitFor();
      expect(await page.getByTestId('faq-question').count()).toBe(1);
    });

    await inNewPage({ language: 'es', viewport: 'phone' }, async (page) => {
      await signInPage(page, DEMO.farmer);
      await page.goto('/faq');
      await page.getByRole('heading', { name: 'Preguntas frecuentes' }).waitFor();
      // The demo ranch's own question, in Spanish, found without its accents.
      await page.getByLabel('Buscar en las preguntas').fill('a quien llamo noche');
      await page.getByText(/Llame primero a Mateo Ruiz/).waitFor();
      // Written only in English, it is shown in English rather than not at all.
      await page.getByLabel('Buscar en las preguntas').fill(word);
      await page.getByText('In the drawer under the milking parlour sink.').waitFor();
      expect(await page.getByRole('button', { name: /^Cambiar/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Añadir una pregunta' }).count()).toBe(0);
      await page.getByLabel('Buscar en las preguntas').fill('tractor');
      await page.getByTestId('faq-no-match').waitFor();
    });
  });
});
