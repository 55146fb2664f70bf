import { expect, it } from 'vitest';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';
import { fillDate } from '../support/dates';
import { uniqueName } from '../support/names';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** "212 kg" → 212 (the page writes a figure with its unit, in the reader's digits). */
const kgOf = (text: string | null) => Number((text ?? '').replace(/[^\d.,]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));

/**
 * What the journey needs and is not about, made through the API: a bull calf born 200 days ago at
 * Los Álamos, with its birth weight, not weighed yet: its weaning weighing is the record that moves
 * the goal.
 */
async function calfToWeigh() {
  const { token } = await apiLogin(DEMO.admin);
  const farms = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=100');
  const farmId = farms.items.find((farm) => farm.name === 'Los Álamos')!.id;
  const calf = await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'male', farmId, tagNumber: uniqueName('META'), birthDate: dayFromNow(-200), birthWeight: 36 });
  return { token, calfId: calf.id };
}

describeInBrowser('livestock goals', () => {
  const inNewPage = browserForTests();

  it('sets a weaning-weight goal for Los Álamos in English, sees it move after a weighing, and reads it in Spanish on a phone', { timeout: 180_000 }, async () => {
    const name = uniqueName('Destete');
    const { token, calfId } = await calfToWeigh();

    await inNewPage({ language: 'en', viewport: 'desktop' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/livestock_goals');
      await page.getByRole('link', { name: 'Set a goal' }).click();
      const form = page.getByTestId('goal-form');
      await form.getByLabel(/Herd figure/).selectOption('weaning205');
      await form.getByText(/for calves weighed between 160 and 250 days old/).waitFor();
      expect(await form.getByLabel(/The figure must be/).inputValue()).toBe('atLeast');
      await form.getByLabel(/Target/).fill('260');
      await form.getByLabel(/^Name/).fill(name);
      await form.getByLabel('Farm').selectOption({ label: 'Los Álamos' });
      await fillDate(form, /Deadline/, dayFromNow(300));
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Goal set').waitFor();
      await page.getByTestId('goal-name').filter({ hasText: name }).waitFor();
      const before = kgOf(await page.getByTestId('goal-current').textContent());
      expect(before).toBeGreaterThan(0);
      expect(await page.getByTestId('goal-baseline').textContent()).toBe(await page.getByTestId('goal-current').textContent());

      // The calf's weaning weighing, well above the herd's: the average rises.
      await callApi(token, 'POST', `/animal/${calfId}/record`, { type: 'weight', occurredAt: new Date(Date.now() - 3_600_000).toISOString(), weight: { value: 380, unit: 'kg' }, method: 'scale' });
      await page.reload();
      await page.getByTestId('goal-name').filter({ hasText: name }).waitFor();
      const after = kgOf(await page.getByTestId('goal-current').textContent());
      expect(after).toBeGreaterThan(before);
      expect(await page.getByTestId('goal-percent').textContent()).not.toBe('0 %');
    });

    await inNewPage({ language: 'es', viewport: 'phone' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/livestock_goals');
      await page.getByRole('heading', { name: 'Metas ganaderas' }).waitFor();
      const card = page.getByTestId('goal-card').filter({ hasText: name });
      await card.getByText('Peso al destete ajustado a 205 días: como mínimo 260 kg').waitFor();
      await card.getByText(/Lograda|En camino|En riesgo/).waitFor();
      await card.click();
      await page.getByRole('heading', { name: 'Detalles de la meta' }).waitFor();
      await page.getByRole('heading', { name: 'Cómo se calcula el indicador' }).waitFor();
      await page.getByText(/para terneros pesados entre 160 y 250 días/).waitFor();
      await page.getByRole('heading', { name: 'El indicador al final de cada mes' }).waitFor();
    });
  });
});
