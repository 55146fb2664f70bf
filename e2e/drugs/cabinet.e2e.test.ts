import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { DrugOrder } from '@ganado/shared/drugs';
import { callApi } from '../support/api';
import { apiLogin, DEMO, DEMO_PASSWORD, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';
import { fillDate } from '../support/dates';
import { startServer } from '../support/server';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();

/** A drug with the label's cattle withdrawal (28 days meat, 7 milk) and a placed order of two 100 mL bottles of it, through the API. */
async function drugOnOrder(): Promise<{ drugId: string; name: string; order: DrugOrder }> {
  const { token } = await apiLogin(DEMO.admin);
  const name = unique('Oxitetraciclina');
  const drug = await callApi<{ id: string }>(token, 'POST', '/drug', {
    name,
    format: 'injection',
    doseUnit: 'mL',
    routes: ['intramuscular'],
    stockUnit: 'mL',
    withdrawals: [{ speciesCode: 'cattle', meatHours: 672, milkHours: 168 }],
  });
  const draft = await callApi<DrugOrder>(token, 'POST', '/drug/order', {
    supplier: 'Cooperativa Los Álamos',
    currency: 'MXN',
    lines: [{ drugId: drug.id, packSize: { value: 100, unit: 'mL' }, packs: 2, priceMinor: 18900 }],
  });
  const order = await callApi<DrugOrder>(token, 'POST', `/drug/order/${draft.id}/place`, {});
  return { drugId: drug.id, name, order };
}

/** A cow of the demo farm Los Álamos. */
async function registerCow(): Promise<{ id: string; tag: string }> {
  const { token } = await apiLogin(DEMO.admin);
  const farms = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=100');
  const farmId = farms.items.find((farm) => farm.name === 'Los Álamos')!.id;
  const tag = unique('TRT').replace(' ', '-');
  const animal = await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'female', farmId, tagNumber: tag, birthDate: '2021-03-01' });
  return { id: animal.id, tag };
}

const texts = {
  en: {
    receive: 'Receive',
    intoStock: 'Receive into stock',
    received: 'Order received into stock.',
    addRecord: 'Add record',
    treatment: 'Treatment',
    addTreatment: 'Add treatment',
    drug: 'Drug from the cabinet',
    dose: 'Dose',
    save: 'Save',
    added: 'Record added',
    health: 'Health',
    removal: 'Record removal',
    removalForm: 'Removal',
    reason: 'Reason',
    meat: 'is in meat withdrawal for',
  },
  es: {
    receive: 'Recibir',
    intoStock: 'Recibir en existencias',
    received: 'Pedido recibido en existencias.',
    addRecord: 'Añadir registro',
    treatment: 'Tratamiento',
    addTreatment: 'Añadir tratamiento',
    drug: 'Medicamento del botiquín',
    dose: 'Dosis',
    save: 'Guardar',
    added: 'Registro añadido',
    health: 'Sanidad',
    removal: 'Registrar baja',
    removalForm: 'Baja',
    reason: 'Motivo',
    meat: 'está en tiempo de espera de carne por',
  },
} as const;

async function receiveOrder(page: Page, orderId: string, words: (typeof texts)['en' | 'es']) {
  await page.goto(`/drugList/orders/${orderId}`);
  await page.getByRole('button', { name: words.receive, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Batch|Lote/ }).fill('OX-7731');
  await fillDate(dialog, /Expiry date|Fecha de caducidad/, '2028-03-31');
  await dialog.getByRole('textbox', { name: /Warehouse|Almacén/ }).fill('Botiquín de la nave');
  await dialog.getByRole('button', { name: words.intoStock }).click();
  await page.getByText(words.received).first().waitFor();
}

describeInBrowser('the medicine cabinet', () => {
  const inNewPage = browserForTests();

  for (const language of ['en', 'es'] as const) {
    it(`receives an order, treats a cow from its pack, sees the stock fall and her withdrawal, and is refused her sale (${language})`, { timeout: 180_000 }, async () => {
      const words = texts[language];
      const { drugId, name, order } = await drugOnOrder();
      const cow = await registerCow();
      await inNewPage({ language, timeZone: 'UTC' }, async (page) => {
        await signInPage(page, DEMO.admin);
        await receiveOrder(page, order.id, words);

        await page.goto(`/animals/${cow.id}/health-record/edit`);
        await page.getByRole('button', { name: words.addRecord }).click();
        await page.getByRole('menuitem', { name: words.addTreatment, exact: true }).click();
        const form = page.getByRole('form', { name: words.treatment });
        await form.getByRole('combobox', { name: words.drug }).fill(name.slice(0, 12));
        await page.getByRole('option', { name }).click();
        // The first pack to expire is chosen for the person, and where it is kept is said.
        await form.getByText(/Kept in Botiquín de la nave|Guardado en Botiquín de la nave/).waitFor();
        await form.getByRole('textbox', { name: words.dose, exact: true }).fill('20');
        await form.getByRole('button', { name: words.save }).click();
        await page.getByText(words.added).first().waitFor();

        // Her withdrawal is on her page; the stock fell by the dose.
        await page.goto(`/animals/${cow.id}/details`);
        await page.getByText(language === 'en' ? /Meat withdrawal until/ : /Tiempo de espera de carne hasta/).first().waitFor();
        const { token } = await apiLogin(DEMO.admin);
        expect(await callApi<{ stockOnHand: number }>(token, 'GET', `/drug/${drugId}`)).toMatchObject({ stockOnHand: 180 });

        // Her sale is refused, naming the drug and the end.
        await page.getByRole('button', { name: words.removal }).or(page.getByRole('link', { name: words.removal })).first().click();
        const removal = page.getByRole('form', { name: words.removalForm });
        await removal.getByLabel(words.reason).selectOption('sold');
        await removal.getByRole('button', { name: words.save }).click();
        const refusal = page.getByRole('alert').filter({ hasText: words.meat });
        await refusal.waitFor();
        expect(await refusal.textContent()).toContain(name);
      });
      const { token } = await apiLogin(DEMO.admin);
      expect(await callApi<{ status: string }>(token, 'GET', `/animal/${cow.id}`)).toMatchObject({ status: 'active' });
    });
  }
});

/**
 * A reservation times out and is given back by the sweep job, across a restart: the server is
 * stopped with the hold on, and started again three days later (CLOCK_OFFSET_HOURS, outside
 * production only), as a farm's server would be after a weekend off.
 */
describe('a reservation that times out', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ganado-reservation-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is released by the sweep when the server comes back after the timeout', { timeout: 180_000 }, async () => {
    const first = await startServer({ dataDir });
    let reservationId: string;
    let packId: string;
    try {
      const { token } = await apiLogin(DEMO.admin, DEMO_PASSWORD, first.url);
      const drugs = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/drug?search=Oxitetraciclina', undefined, first.url);
      const packs = await callApi<{ items: { id: string; available: number }[] }>(token, 'GET', `/drug/pack?drugId=${drugs.items[0]!.id}&status=inStock`, undefined, first.url);
      packId = packs.items[0]!.id;
      const before = packs.items[0]!.available;
      const held = await callApi<{ id: string; expiresAt: string }>(token, 'POST', '/drug/reservation', { packId, quantity: { value: 50, unit: 'mL' } }, first.url);
      reservationId = held.id;
      expect((await callApi<{ available: number }>(token, 'GET', `/drug/pack/${packId}`, undefined, first.url)).available).toBe(before - 50);
    } finally {
      await first.stop();
    }

    const later = await startServer({ dataDir, env: { CLOCK_OFFSET_HOURS: '73' } });
    try {
      const { token } = await apiLogin(DEMO.admin, DEMO_PASSWORD, later.url);
      // The sweep runs as the server starts; its release is what the person then sees.
      const released = async () =>
        (await callApi<{ items: { id: string; releaseReason: string | null }[] }>(token, 'GET', `/drug/reservation?packId=${packId}&active=false`, undefined, later.url)).items.find(
          (item) => item.id === reservationId,
        );
      const deadline = Date.now() + 60_000;
      while ((await released())?.releaseReason !== 'expired') {
        if (Date.now() > deadline) throw new Error('The reservation was not released after the timeout');
        await new Promise((resolveWait) => setTimeout(resolveWait, 250));
      }
      const holds = await callApi<{ items: unknown[] }>(token, 'GET', `/drug/reservation?packId=${packId}`, undefined, later.url);
      expect(holds.items).toEqual([]);
    } finally {
      await later.stop();
    }
  });
});
