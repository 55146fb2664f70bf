import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';
import { fillDate } from '../support/dates';

/** A tag number new on every run: the server is shared with other test files. */
const uniqueTag = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** The id in /animals/{id}/{tab}. */
const animalIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]!;

type Form = ReturnType<Page['getByRole']>;

/** Fills the record form named `title`, saves it and waits until the form has closed on the saved record. */
async function saveRecord(page: Page, title: string, fill: (form: Form) => Promise<void>) {
  const form = page.getByRole('form', { name: title });
  await fill(form);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByText('Record added').first().waitFor();
}

/**
 * The "Add record" menu of the tab named `tab`: picks `item` and fills the form titled `title`. The
 * button is looked for in that tab's panel, because while the next tab's page loads the previous one
 * (with its own "Add record") stays on screen.
 */
async function addRecord(page: Page, tab: string, item: string, title: string, fill: (form: Form) => Promise<void>) {
  await page.getByRole('tabpanel', { name: tab, exact: true }).getByRole('button', { name: 'Add record' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await saveRecord(page, title, fill);
}

/**
 * Done when: add an animal, record a weight, a service, a positive pregnancy check and a
 * calving that creates the calf, and see them on the animal's tabs.
 */
describeInBrowser('the herd register', () => {
  const inNewPage = browserForTests();

  it('registers a heifer, weighs her, records her service, pregnancy and calving, and finds the calf with its dam', { timeout: 180_000 }, async () => {
    const tag = uniqueTag('E2E');
    const calfTag = uniqueTag('CALF');
    await inNewPage({}, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/animals');
      await page.getByRole('link', { name: 'Add animal' }).click();
      await waitForPath(page, '/animals/add-animal');

      await page.getByRole('textbox', { name: 'Tag number' }).fill(tag);
      await page.getByRole('textbox', { name: 'Nickname' }).fill('Tormenta');
      await page.getByRole('combobox', { name: 'Species', exact: true }).selectOption('cattle');
      await page.getByRole('combobox', { name: 'Breed', exact: true }).selectOption({ label: 'Brahman' });
      await page.getByRole('combobox', { name: 'Gender', exact: true }).selectOption('female');
      await fillDate(page, 'Birth date', '2023-02-10');
      await page.getByRole('combobox', { name: 'Farm', exact: true }).selectOption({ label: 'Los Álamos' });
      await page.getByRole('button', { name: 'Save' }).click();

      await page.getByText(`Animal ${tag} was added to the register.`).waitFor();
      await page.getByRole('link', { name: 'View the animal' }).click();
      await page.getByTestId('animal-detail').getByText(tag).first().waitFor();
      const cowId = animalIdOf(page);

      // A weighing: the header's current weight follows it.
      await page.getByRole('tab', { name: 'Performance', exact: true }).click();
      await page.getByRole('link', { name: 'Add or edit records' }).click();
      await addRecord(page, 'Performance', 'Add weight', 'Weight', async (form) => {
        await fillDate(form, /date/i, '2025-10-01');
        await form.getByRole('textbox', { name: 'Weight' }).fill('412.5');
      });
      await page.getByText('412.5 kg on 01/10/2025').waitFor();

      // An insemination, a positive pregnancy check, and the calving that registers the calf.
      await page.getByRole('tab', { name: 'Reproduction', exact: true }).click();
      await addRecord(page, 'Reproduction', 'Service', 'Service', async (form) => {
        await fillDate(form, /date/i, '2025-10-20');
        await form.getByLabel('Method').selectOption('artificialInsemination');
        await form.getByLabel('Semen or embryo code').fill('BRA-TORNADO-22');
      });
      await addRecord(page, 'Reproduction', 'Pregnancy check', 'Pregnancy check', async (form) => {
        await fillDate(form, /date/i, '2025-12-15');
        await form.getByLabel('Result').selectOption('pregnant');
        await form.getByLabel('Check method').selectOption('ultrasound');
      });
      await addRecord(page, 'Reproduction', 'Calving', 'Calving', async (form) => {
        await fillDate(form, /date/i, '2026-07-28');
        await form.getByLabel('Tag number').fill(calfTag);
        await form.getByLabel('Gender').selectOption('male');
      });
      const table = page.getByRole('table');
      for (const text of ['Service', 'Pregnancy check', 'Calving', 'Artificial insemination', 'BRA-TORNADO-22', 'Pregnant']) {
        await table.getByText(text).first().waitFor();
      }

      // The calf is registered with its dam, its birth date and how it was conceived.
      await page.getByRole('alert').getByRole('link', { name: new RegExp(calfTag) }).click();
      await page.getByTestId('animal-detail').getByText(calfTag).first().waitFor();
      expect(animalIdOf(page)).not.toBe(cowId);
      await page.getByRole('link', { name: new RegExp(`${tag} \\(Tormenta\\)`) }).waitFor();
      await page.getByText('28/07/2026').first().waitFor();
      await page.getByText('Artificial insemination').first().waitFor();

      // The dam's details list the calf among her offspring; her performance tab has the weighing.
      await page.getByRole('link', { name: new RegExp(`${tag} \\(Tormenta\\)`) }).click();
      await waitForPath(page, `/animals/${cowId}/details`);
      await page.getByRole('link', { name: new RegExp(calfTag) }).waitFor();
      await page.getByRole('tab', { name: 'Performance', exact: true }).click();
      await page.getByRole('table').getByText('412.5 kg').waitFor();
    });
  });

  // The demo herd's bull Don Toño (ALA-0001): his history was seeded as the services log it.
  it.each([
    { viewport: 'desktop', tab: 'activity', name: 'Activity' },
    { viewport: 'phone', tab: 'health-record', name: 'Health' },
  ] as const)('keeps the open tab in sight and shows the animal’s history ($viewport, $tab)', { timeout: 120_000 }, async ({ viewport, tab, name }) => {
    const { token } = await apiLogin(DEMO.admin);
    const herd = await callApi<{ items: { id: string }[] }>(token, 'GET', '/animal?search=ALA-0001');
    await inNewPage({ viewport }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto(`/animals/${herd.items[0]!.id}/${tab}`);
      const selected = page.getByRole('tab', { name, exact: true, selected: true });
      await selected.waitFor();
      if (tab === 'activity') await page.getByText('Animal registered').first().waitFor();
      // Let the labels settle (texts, fonts), then the open tab is wholly inside the row of tabs.
      await page.waitForLoadState('networkidle');
      const inSight = () =>
        selected.evaluate((element) => {
          // The row's visible part: the scrolling box around the list of tabs.
          const [box, row] = [element.getBoundingClientRect(), element.parentElement!.parentElement!.getBoundingClientRect()];
          return box.left >= row.left - 1 && box.right <= row.right + 1;
        });
      await expect.poll(inSight).toBe(true);
    });
  });
});

