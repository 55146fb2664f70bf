import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { expectAccessible } from '../support/axe';
import { browserForTests, describeInBrowser } from '../support/browser';

const PEN = 'Novillos en engorda';
const IN_STOCK = ['Ensilado de maíz', 'Maíz molido', 'Pasta de soya', 'Heno de alfalfa', 'Carbonato de calcio'];
/** Silage, grains and by-products with soybean meal held to a fifth of the ration: too little calcium for growing steers. */
const NO_CALCIUM = ['Ensilado de maíz', 'Maíz molido', 'Cebada rolada', 'Granos secos de destilería', 'Pasta de soya'];

interface Lot {
  number: number;
  stockKg: number;
  ingredient: { name: string };
}

async function lots(): Promise<Lot[]> {
  const { token } = await apiLogin(DEMO.admin);
  return (await callApi<{ items: Lot[] }>(token, 'GET', '/feed/inventory?limit=100')).items;
}

/** What the farmer reads and clicks, in each language (the feed locale), and on what. */
const JOURNEYS = [
  {
    language: 'en',
    viewport: 'desktop',
    group: /^Group/,
    groupOption: `${PEN} (12 head)`,
    fedFor: /^Fed for/,
    beef: 'Beef, growing and finishing',
    gain: /^Target daily gain/,
    gainValue: '1.4',
    next: 'Next: choose the feeds',
    formulate: 'Formulate',
    changeFeeds: 'Change the feeds',
    requirements: 'Requirements met',
    save: 'Save to library',
    saveSubmit: 'Save ration',
    name: /^Name/,
    apply: 'Apply',
    applySubmit: 'Apply ration',
    feed: 'Record feeding',
    calcium: 'Calcium (Ca) per head per day is short by',
  },
  {
    language: 'es',
    viewport: 'phone',
    group: /^Grupo/,
    groupOption: `${PEN} (12 cabezas)`,
    fedFor: /^Se alimenta para/,
    beef: 'Carne: recría y engorde',
    gain: /^Ganancia diaria/,
    gainValue: '1,4',
    next: 'Siguiente: elegir los alimentos',
    formulate: 'Calcular ración',
    changeFeeds: 'Cambiar los alimentos',
    requirements: 'Requerimientos cubiertos',
    save: 'Guardar en la biblioteca',
    saveSubmit: 'Guardar ración',
    name: /^Nombre/,
    apply: 'Aplicar',
    applySubmit: 'Aplicar ración',
    feed: 'Registrar suministro',
    calcium: 'Calcio (Ca) por cabeza y día: faltan',
  },
] as const;

type Texts = (typeof JOURNEYS)[number];

/** The first step: the finishing steers' group, fed for growth at 1.4 kg a day. */
async function chooseThePen(page: Page, texts: Texts) {
  await page.goto('/feed-management/select-animal-group');
  await page.getByRole('combobox', { name: texts.group }).selectOption({ label: texts.groupOption });
  await page.getByRole('combobox', { name: texts.fedFor }).selectOption({ label: texts.beef });
  await page.getByRole('textbox', { name: texts.gain }).fill(texts.gainValue);
  await page.getByRole('button', { name: texts.next }).click();
  await page.waitForURL(/ingredients-group-selection/);
}

/** Ticks the lots of these feeds in the feed picker, as a person does, and formulates. */
async function formulate(page: Page, texts: Texts, feeds: readonly string[]) {
  for (const feed of feeds) await page.getByRole('listitem').filter({ hasText: feed }).first().click();
  await page.getByRole('button', { name: texts.formulate }).click();
  await page.waitForURL(/ration-group-suggestion/);
}

describeInBrowser('feed rations', () => {
  const inNewPage = browserForTests();

  for (const texts of JOURNEYS) {
    const { language } = texts;
    const messages = messageCatalog[language];

    it(`feeds the finishing steers in ${language} on a ${texts.viewport}: the least-cost ration from five feeds in stock, saved, applied and fed, and the stock falls; feeds short of calcium say so`, { timeout: 240_000 }, async () => {
      const silageBefore = (await lots()).find((lot) => lot.ingredient.name === 'Ensilado de maíz')!;
      const name = `Engorda ${language} ${Date.now().toString(36).slice(-5)}`;

      await inNewPage({ language, viewport: texts.viewport }, async (page) => {
        await signInPage(page, DEMO.admin);
        await chooseThePen(page, texts);
        await formulate(page, texts, IN_STOCK);

        // A ration, with its cost per head and the requirements it meets.
        await page.getByRole('region', { name: texts.requirements }).first().waitFor();
        const cost = await page.getByTestId('total-costPerHead').first().textContent();
        expect(cost).toMatch(/\d.*MXN/);
        expect(await page.getByTestId('infeasible').count()).toBe(0);
        await expectAccessible(page, `the ration (${language})`);

        await page.getByRole('button', { name: texts.save }).click();
        await page.getByRole('dialog').getByRole('textbox', { name: texts.name }).fill(name);
        await page.getByRole('dialog').getByRole('button', { name: texts.saveSubmit }).click();
        await page.getByText(messages['success.rationSaved']).first().waitFor();
        await page.waitForURL(/ration-group-suggestion\?ration=\d+/);

        await page.getByRole('button', { name: texts.apply, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: texts.applySubmit }).click();
        await page.getByText(messages['success.rationApplied']).first().waitFor();

        await page.getByRole('button', { name: texts.feed, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: texts.feed, exact: true }).click();
        await page.getByText(messages['success.rationFed']).first().waitFor();

        // Feeds that cannot meet calcium: no ration, and the constraint that fails is named.
        await page.evaluate(() => window.sessionStorage.clear());
        await chooseThePen(page, texts);
        await formulate(page, texts, NO_CALCIUM);
        const alert = page.getByTestId('infeasible').first();
        await alert.waitFor();
        expect(await alert.textContent()).toContain(messages['feed.infeasible']);
        expect(await alert.textContent()).toContain(texts.calcium);
        expect(await page.getByRole('region', { name: texts.requirements }).count()).toBe(0);
        await expectAccessible(page, `the infeasible ration (${language})`);
      });

      const silageAfter = (await lots()).find((lot) => lot.number === silageBefore.number)!;
      expect(silageAfter.stockKg).toBeLessThan(silageBefore.stockKg);
    });
  }
});
