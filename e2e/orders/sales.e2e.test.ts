import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
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

/** Two steers of the demo farm Los Álamos, the second treated yesterday from the demo cabinet's oxytetracycline: 28 days of meat withdrawal. */
async function steersForSale(): Promise<{ clear: { id: string; tag: string }; treated: { id: string; tag: string } }> {
  const token = await adminToken();
  const farms = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=100');
  const farmId = farms.items.find((farm) => farm.name === 'Los Álamos')!.id;
  const register = async () => {
    const tag = unique('NOV');
    const animal = await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'male', farmId, tagNumber: tag, birthDate: '2024-05-01' });
    return { id: animal.id, tag };
  };
  const [clear, treated] = [await register(), await register()];
  const treat = async (animalId: string, drugName: string, type: 'treatment' | 'vaccination') => {
    const drugs = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', `/drug?search=${encodeURIComponent(drugName.split(' ')[0]!)}`);
    const drugId = drugs.items.find((drug) => drug.name === drugName)!.id;
    const packs = await callApi<{ items: { id: string; suggested: boolean }[] }>(token, 'GET', `/drug/pack?drugId=${drugId}`);
    const packId = (packs.items.find((pack) => pack.suggested) ?? packs.items[0]!).id;
    const medicine = { drugId, packId, dose: { value: 5, unit: 'mL' }, route: type === 'treatment' ? 'intramuscular' : 'subcutaneous', veterinarian: 'Dra. Elena Ochoa' };
    await callApi(token, 'POST', `/animal/${animalId}/record`, { type, occurredAt: new Date(Date.now() - 86_400_000).toISOString(), ...medicine, ...(type === 'treatment' ? { reason: 'Neumonía' } : {}) });
  };
  await treat(treated.id, DRUG, 'treatment');
  // A vaccine with no withdrawal: the clear steer may leave, and his movement sheet lists it.
  await treat(clear.id, VACCINE, 'vaccination');
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

describeInBrowser('orders', () => {
  const inNewPage = browserForTests();

  it('sells two steers to the abattoir: the one in withdrawal is refused by name, the other ships with a movement sheet listing his vaccination and leaves the herd, and the invoice prints', { timeout: 180_000 }, async () => {
    const { clear, treated } = await steersForSale();
    const refusal = messageCatalog.en['drugs.inMeatWithdrawal'].split('{drug}')[0]!.replace('{tag}', treated.tag);

    await inNewPage({ timeZone: 'America/Chihuahua' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/sell-trade');
      await page.getByRole('link', { name: 'New sale' }).click();
      await choose(page, page, 'Customer', 'Rastro TIF', /Rastro TIF Cuauhtémoc/);
      for (const [index, steer] of [clear, treated].entries()) {
        if (index > 0) await page.getByRole('button', { name: 'Add line' }).click();
        const line = page.getByRole('group', { name: `Line ${index + 1}` });
        await choose(page, line, /^Product/, 'Novillo', /Novillo Angus en pie/);
        await choose(page, line, /^Animal/, steer.tag, new RegExp(steer.tag));
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Order saved as a draft.').first().waitFor();
      const orderPath = new URL(page.url()).pathname;
      expect(orderPath).toMatch(/^\/orders\/[0-9a-f-]{36}$/);

      // Placing is refused: the treated steer is held back, named with the drug.
      await step(page, 'Place order');
      const alert = page.getByRole('alert').filter({ hasText: 'Order Not Placed' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(`${refusal}${DRUG}`);

      // Without him the sale is placed and shipped: the clear steer leaves the herd as sold.
      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Remove line 2' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await waitForPath(page, orderPath);
      await step(page, 'Place order');
      await page.getByText('Order placed.').first().waitFor();
      const [invoiceFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Invoice (PDF)' }).click()]);
      const invoice = pdfText(readFileSync((await invoiceFile.path())!));
      for (const expected of ['Invoice', 'Rastro TIF Cuauhtémoc', 'Novillo Angus en pie', clear.tag, 'MX$28,500.00']) expect(invoice).toContain(expected);
      expect(invoice).not.toContain(treated.tag);

      // The sale leaves on a truck: its movement document ships it.
      await page.getByRole('link', { name: 'Ship with a movement document' }).click();
      await page.getByRole('textbox', { name: /^Vehicle plate/ }).fill('CHH-4821-B');
      await page.getByRole('textbox', { name: /^Driver/ }).fill('Ramón Quiñones');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Shipment recorded: the animals have left the herd.').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/shipment-details');
      await page.getByRole('link', { name: clear.tag }).first().waitFor();
      // Los Álamos is in Mexico: the sheet is printed in Spanish.
      const [sheetFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Movement sheet (PDF)' }).click()]);
      const sheet = pdfText(readFileSync((await sheetFile.path())!));
      for (const expected of ['Guía de movimiento de animales', 'Rastro TIF Cuauhtémoc', 'CHH-4821-B', 'Ramón Quiñones', clear.tag, VACCINE, 'Dra. Elena Ochoa']) expect(sheet).toContain(expected);
      expect(sheet).not.toContain(treated.tag);
    });

    expect(await animalStatus(clear.id)).toBe('removed');
    expect(await animalStatus(treated.id)).toBe('active');
  });

  it('buys silage in Spanish on a phone: delivered, it is in the store', { timeout: 180_000 }, async () => {
    const token = await adminToken();
    const silage = async () => (await callApi<{ items: { name: string; stockOnHand: number }[] }>(token, 'GET', '/supply?search=Ensilado')).items.find((item) => item.name === 'Ensilado de maíz')!.stockOnHand;
    const before = await silage();

    await inNewPage({ language: 'es', viewport: 'phone' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/buy-view');
      await page.getByRole('link', { name: 'Nueva compra' }).click();
      await choose(page, page, 'Proveedor', 'Forrajes', /Forrajes Anáhuac/);
      const line = page.getByRole('group', { name: 'Línea 1' });
      await choose(page, line, /^Producto/, 'Ensilado', /Ensilado de maíz/);
      await line.getByRole('textbox', { name: /^Cantidad/ }).fill('2,5');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page.getByText('Pedido guardado como borrador.').first().waitFor();
      // Each step, then the one its new status offers next.
      for (const [name, next] of [
        ['Realizar pedido', 'Marcar como enviado'],
        ['Marcar como enviado', 'Marcar como entregado'],
        ['Marcar como entregado', 'Marcar como pagado'],
      ] as const) {
        await step(page, name);
        await page.getByRole('button', { name: next, exact: true }).waitFor();
      }
    });

    expect(await silage()).toBeCloseTo(before + 2.5, 6);
  });
});
