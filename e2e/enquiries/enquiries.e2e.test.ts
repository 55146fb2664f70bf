import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

describeInBrowser('enquiries', () => {
  const inNewPage = browserForTests();

  it('a farmer asks in Spanish on a phone, helped by the FAQ; the administrator answers live in English; nothing is lost while the farmer is away', { timeout: 120_000 }, async () => {
    // A word no other run wrote, so this run's enquiry is found alone.
    const word = `Crotal${randomBytes(4).toString('hex')}`;
    await inNewPage({ language: 'es', viewport: 'phone' }, async (farmer) => {
      await signInPage(farmer, DEMO.farmer);
      await farmer.goto('/enquiries/create');
      await farmer.getByRole('heading', { name: 'Nueva consulta' }).waitFor();
      await farmer.getByLabel('Asunto *').fill(`Olvidé la contraseña del lector ${word}`);
      // The FAQ already answers part of it.
      await farmer.getByTestId('faq-suggestions').getByText('Olvidé mi contraseña. ¿Qué hago?').waitFor();
      await farmer.getByLabel('Categoría *').selectOption('equipment');
      await farmer.getByLabel('Describa su consulta *').fill('El lector de crotales de la manga pide una contraseña que no conocemos.');
      await farmer.getByRole('button', { name: 'Enviar consulta' }).click();
      await farmer.waitForURL(/\/enquiries\/[0-9a-f-]+\/chat$/);
      await farmer.getByText('Consulta enviada.').waitFor();
      const chatPath = new URL(farmer.url()).pathname;

      await inNewPage({ language: 'en', viewport: 'desktop' }, async (admin) => {
        await signInPage(admin, DEMO.admin);
        await admin.goto('/enquiries');
        await admin.getByLabel('Search the enquiries').fill(word);
        await admin.getByRole('link', { name: new RegExp(word) }).click();
        await waitForPath(admin, chatPath);
        await admin.getByText('El lector de crotales de la manga pide una contraseña que no conocemos.').waitFor();
        // Both chats are connected before anyone writes.
        await Promise.all([admin.getByText('Connecting to the chat…').waitFor({ state: 'hidden' }), farmer.getByText('Conectando con el chat…').waitFor({ state: 'hidden' })]);

        await farmer.getByLabel('Mensaje').fill('¿Alguien sabe la clave?');
        await farmer.getByLabel('Mensaje').press('Enter');
        await admin.getByText('¿Alguien sabe la clave?').waitFor();

        await admin.getByLabel('Message').pressSequentially('It is on the sticker', { delay: 20 });
        await farmer.getByText('Lucía Herrera está escribiendo…').waitFor();
        await admin.getByLabel('Message').press('Enter');
        await farmer.getByText('It is on the sticker').waitFor();
        // The farmer's message was read by the administrator: its ticks say so.
        await farmer.getByTestId('delivery-read').waitFor();

        // The farmer leaves the chat; two answers arrive meanwhile; back, each is there once.
        await farmer.goto('/enquiries');
        await admin.getByLabel('Message').fill('under the battery cover.');
        await admin.getByLabel('Message').press('Enter');
        await admin.getByLabel('Message').fill('<b>Not</b> the one on the box.');
        await admin.getByLabel('Message').press('Enter');
        await admin.getByTestId('delivery-sent').nth(1).waitFor();
        await farmer.getByRole('link', { name: new RegExp(word) }).waitFor();
        await farmer.goto(chatPath);
        await farmer.getByText('<b>Not</b> the one on the box.').waitFor();
        expect(await farmer.getByText('under the battery cover.').count()).toBe(1);
        expect(await farmer.getByTestId('chat-message').count()).toBe(4);
        await farmer.getByRole('button', { name: 'Cerrar la consulta' }).click();
        await admin.getByText('This enquiry is closed. Reopen it to write again.').waitFor();
      });
    });
  });
});
