import { randomBytes } from 'node:crypto';
import { it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';

describeInBrowser('equipment', () => {
  const inNewPage = browserForTests();

  it('an administrator registers a tractor near 250 hours with a 250-hour service plan and finds its task in the action list; the inventory in Spanish on a phone, where it is deleted', { timeout: 120_000 }, async () => {
    // A name and serial number no other run wrote.
    const mark = randomBytes(3).toString('hex').toUpperCase();
    const name = `Tractor ${mark}`;

    await inNewPage({ language: 'en', viewport: 'desktop' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/equipmentinventory');
      await page.getByRole('heading', { name: 'Equipment' }).waitFor();
      await page.getByRole('link', { name: 'Register equipment' }).click();
      await page.getByRole('link', { name: /^Tractor/ }).click();
      await page.getByRole('heading', { name: 'Register equipment: Tractor' }).waitFor();
      await page.getByRole('textbox', { name: /^Name/ }).fill(name);
      await page.getByRole('textbox', { name: 'Make' }).fill('John Deere');
      await page.getByRole('textbox', { name: 'Serial number' }).fill(`E2E-${mark}`);
      await page.getByRole('spinbutton', { name: 'Horsepower' }).fill('120');
      await page.getByRole('spinbutton', { name: 'Hour meter reading' }).fill('245');
      await page.getByRole('button', { name: 'Register' }).click();

      await page.getByRole('heading', { name }).waitFor();
      await page.getByRole('button', { name: 'Add plan' }).click();
      const plan = page.getByRole('dialog', { name: 'Add plan' });
      await plan.getByRole('spinbutton', { name: 'Every how many hours of use' }).fill('250');
      await plan.getByRole('spinbutton', { name: 'Hours when last done' }).fill('0');
      await plan.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Maintenance plan added').waitFor();
      await page.getByText('Due for service').first().waitFor();

      await page.goto(`/my-schedule?search=${encodeURIComponent(name)}`);
      await page.getByText(`Service: ${name}`).first().waitFor();
    });

    await inNewPage({ language: 'es', viewport: 'phone' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/equipmentinventory');
      await page.getByRole('heading', { name: 'Equipos' }).waitFor();
      await page.getByLabel('Buscar nombre, marca, modelo, serie').fill(mark);
      await page.getByRole('article', { name }).waitFor();
      await page.getByText('Mantenimiento pendiente').first().waitFor();

      // Removed after the confirmation: the inventory says so, and no longer lists it.
      await page.getByRole('article', { name }).click();
      await page.getByRole('heading', { name }).waitFor();
      await page.getByRole('button', { name: 'Eliminar equipo' }).click();
      await page.getByRole('dialog', { name: 'Eliminar registro' }).getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Equipo eliminado').waitFor();
      await page.getByRole('heading', { name: 'Equipos' }).waitFor();
      await page.getByLabel('Buscar nombre, marca, modelo, serie').fill(mark);
      await page.getByText('Ningún equipo coincide con la búsqueda o los filtros.').waitFor();
    });
  });
});
