import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import { moneyText } from '@ganado/shared/money';
import { ORDER_FILE_TEXTS, quantityWords } from '@ganado/shared/orders';
import { pdfText } from '../../apps/server/src/test/pdf';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
const DRUG = 'Oxitetraciclina 20 % LA';
const VACCINE = 'Vacuna clostridial 8 vías';

async function adminToken() {
  return (await apiLogin(DEMO.admin)).token;
}

/** A steer of the demo farm Los Álamos (Mexico), registered for the test. */
async function registerSteer(token: string, farmId: string) {
  const tag = unique('NOV');
  const animal = await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'male', farmId, tagNumber: tag, birthDate: '2024-05-01' });
  return { id: animal.id, tag };
}

/** A treatment or vaccination given yesterday from the demo cabinet, by the farm's vet. */
async function treat(token: string, animalId: string, drugName: string, type: 'treatment' | 'vaccination') {
  const drugs = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', `/drug?search=${encodeURIComponent(drugName.split(' ')[0]!)}`);
  const drugId = drugs.items.find((drug) => drug.name === drugName)!.id;
  const packs = await callApi<{ items: { id: string; suggested: boolean }[] }>(token, 'GET', `/drug/pack?drugId=${drugId}`);
  const packId = (packs.items.find((pack) => pack.suggested) ?? packs.items[0]!).id;
  const medicine = { drugId, packId, dose: { value: 5, unit: 'mL' }, route: type === 'treatment' ? 'intramuscular' : 'subcutaneous', veterinarian: 'Dra. Elena Ochoa' };
  await callApi(token, 'POST', `/animal/${animalId}/record`, { type, occurredAt: new Date(Date.now() - 86_400_000).toISOString(), ...medicine, ...(type === 'treatment' ? { reason: 'Neumonía' } : {}) });
}

/**
 * Three steers for sale: two vaccinated yesterday with a vaccine of no withdrawal (they may leave,
 * and their movement sheet lists it), the third treated yesterday with oxytetracycline (28 days of
 * meat withdrawal).
 */
async function steersForSale() {
  const token = await adminToken();
  const farms = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=100');
  const farmId = farms.items.find((farm) => farm.name === 'Los Álamos')!.id;
  const clear = [await registerSteer(token, farmId), await registerSteer(token, farmId)];
  const treated = await registerSteer(token, farmId);
  for (const steer of clear) await treat(token, steer.id, VACCINE, 'vaccination');
  await treat(token, treated.id, DRUG, 'treatment');
  return { clear, treated };
}

const animalStatus = async (id: string) => (await callApi<{ status: string }>(await adminToken(), 'GET', `/animal/${id}`)).status;

/** Picks `option` in the combobox labelled `label` of `scope` after typing `typed`, as a person does. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string | RegExp, typed: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Takes a step from the order's page: its button, then the same button in the dialog that asks. */
async function step(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
}

/** What the person reads and clicks, in each language (the orders and common locales), and where. */
const JOURNEYS = [
  {
    language: 'en',
    viewport: 'desktop',
    newSale: 'New sale',
    customer: 'Customer',
    addLine: 'Add line',
    line: (number: number) => `Line ${number}`,
    removeLine: (number: number) => `Remove line ${number}`,
    product: /^Product/,
    animal: /^Animal/,
    quantity: /^Quantity/,
    save: 'Save',
    edit: 'Edit',
    invoice: 'Invoice (PDF)',
    shipSale: 'Ship with a movement document',
    vehicle: /^Vehicle plate/,
    driver: /^Driver/,
    sheet: 'Movement sheet (PDF)',
    newPurchase: 'New purchase',
    supplier: 'Supplier',
    twoAndAHalf: '2.5',
    steps: { place: 'Place order', ship: 'Mark shipped', deliver: 'Mark delivered', pay: 'Mark paid' },
  },
  {
    language: 'es',
    viewport: 'phone',
    newSale: 'Nueva venta',
    customer: 'Cliente',
    addLine: 'Añadir línea',
    line: (number: number) => `Línea ${number}`,
    removeLine: (number: number) => `Quitar la línea ${number}`,
    product: /^Producto/,
    animal: /^Animal/,
    quantity: /^Cantidad/,
    save: 'Guardar',
    edit: 'Editar',
    invoice: 'Factura (PDF)',
    shipSale: 'Enviar con documento de traslado',
    vehicle: /^Placa del vehículo/,
    driver: /^Conductor/,
    sheet: 'Hoja de traslado (PDF)',
    newPurchase: 'Nueva compra',
    supplier: 'Proveedor',
    twoAndAHalf: '2,5',
    steps: { place: 'Realizar pedido', ship: 'Marcar como enviado', deliver: 'Marcar como entregado', pay: 'Marcar como pagado' },
  },
] as const;

const PRICE_MINOR = 2_850_000;

describeInBrowser('orders', () => {
  const inNewPage = browserForTests();

  for (const texts of JOURNEYS) {
    const { language } = texts;
    const messages = messageCatalog[language];

    it(`sells two steers to the abattoir in ${language} on a ${texts.viewport}: a third in withdrawal is refused with the drug's name, the two ship with a movement sheet listing their vaccination and leave the herd, and the invoice prints`, { timeout: 240_000 }, async () => {
      const { clear, treated } = await steersForSale();
      const refusal = messages['drugs.inMeatWithdrawal'].split('{drug}')[0]!.replace('{tag}', treated.tag);

      await inNewPage({ language, viewport: texts.viewport, timeZone: 'America/Chihuahua' }, async (page) => {
        await signInPage(page, DEMO.admin);
        await page.goto('/sell-trade');
        await page.getByRole('link', { name: texts.newSale }).click();
        await choose(page, page, texts.customer, 'Rastro TIF', /Rastro TIF Cuauhtémoc/);
        for (const [index, steer] of [...clear, treated].entries()) {
          if (index > 0) await page.getByRole('button', { name: texts.addLine }).click();
          const line = page.getByRole('group', { name: texts.line(index + 1) });
          await choose(page, line, texts.product, 'Novillo', /Novillo Angus en pie/);
          await choose(page, line, texts.animal, steer.tag, new RegExp(steer.tag));
        }
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await page.getByText(messages['success.orderAdded']).first().waitFor();
        const orderPath = new URL(page.url()).pathname;
        expect(orderPath).toMatch(/^\/orders\/[0-9a-f-]{36}$/);

        // Placing is refused: the treated steer is held back, named with the drug.
        await step(page, texts.steps.place);
        const alert = page.getByRole('alert').filter({ hasText: messages['errors.orderNotPlaced'] });
        await alert.waitFor();
        expect(await alert.textContent()).toContain(`${refusal}${DRUG}`);

        // Without him the sale is placed, and its invoice prints the server's figures.
        await page.getByRole('link', { name: texts.edit }).click();
        await page.getByRole('button', { name: texts.removeLine(3) }).click();
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await waitForPath(page, orderPath);
        await step(page, texts.steps.place);
        await page.getByText(messages['success.orderPlaced']).first().waitFor();
        const [invoiceFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.invoice }).click()]);
        const invoice = pdfText(readFileSync((await invoiceFile.path())!));
        // The PDF's text reads Intl's narrow spaces as plain ones.
        const money = (amountMinor: number) => moneyText(amountMinor, 'MXN', language).replace(/\s/gu, ' ');
        for (const expected of [ORDER_FILE_TEXTS[language].invoice, 'Rastro TIF Cuauhtémoc', 'Novillo Angus en pie', ...clear.map((steer) => steer.tag), quantityWords(1, 'unit', language), money(PRICE_MINOR), money(2 * PRICE_MINOR)]) {
          expect(invoice).toContain(expected);
        }
        expect(invoice).not.toContain(treated.tag);

        // The sale leaves on a truck: its movement document ships it.
        await page.getByRole('link', { name: texts.shipSale }).click();
        await page.getByRole('textbox', { name: texts.vehicle }).fill('CHH-4821-B');
        await page.getByRole('textbox', { name: texts.driver }).fill('Ramón Quiñones');
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await page.getByText(messages['success.shipmentRecorded']).first().waitFor();
        expect(new URL(page.url()).pathname).toBe('/shipment-details');
        for (const steer of clear) await page.getByRole('link', { name: steer.tag }).first().waitFor();
        // Los Álamos is in Mexico: the sheet is printed in Spanish whatever the reader reads.
        const [sheetFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.sheet }).click()]);
        const sheet = pdfText(readFileSync((await sheetFile.path())!));
        for (const expected of [ORDER_FILE_TEXTS.es.movementSheet, 'Rastro TIF Cuauhtémoc', 'CHH-4821-B', 'Ramón Quiñones', ...clear.map((steer) => steer.tag), VACCINE, 'Dra. Elena Ochoa']) {
          expect(sheet).toContain(expected);
        }
        expect(sheet.split(VACCINE).length - 1).toBe(2);
        expect(sheet).not.toContain(treated.tag);
      });

      for (const steer of clear) expect(await animalStatus(steer.id)).toBe('removed');
      expect(await animalStatus(treated.id)).toBe('active');
    });

    it(`buys silage in ${language} on a ${texts.viewport}: delivered, it is in the store`, { timeout: 180_000 }, async () => {
      const token = await adminToken();
      const silage = async () => (await callApi<{ items: { name: string; stockOnHand: number }[] }>(token, 'GET', '/supply?search=Ensilado')).items.find((item) => item.name === 'Ensilado de maíz')!.stockOnHand;
      const before = await silage();

      await inNewPage({ language, viewport: texts.viewport }, async (page) => {
        await signInPage(page, DEMO.admin);
        await page.goto('/buy-view');
        await page.getByRole('link', { name: texts.newPurchase }).click();
        await choose(page, page, texts.supplier, 'Forrajes', /Forrajes Anáhuac/);
        const line = page.getByRole('group', { name: texts.line(1) });
        await choose(page, line, texts.product, 'Ensilado', /Ensilado de maíz/);
        await line.getByRole('textbox', { name: texts.quantity }).fill(texts.twoAndAHalf);
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await page.getByText(messages['success.orderAdded']).first().waitFor();
        // Each step, then the one its new status offers next.
        const { place, ship, deliver, pay } = texts.steps;
        for (const [name, next] of [
          [place, ship],
          [ship, deliver],
          [deliver, pay],
        ] as const) {
          await step(page, name);
          await page.getByRole('button', { name: next, exact: true }).waitFor();
        }
      });

      expect(await silage()).toBeCloseTo(before + 2.5, 6);
    });
  }
});
