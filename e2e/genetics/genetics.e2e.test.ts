import { readFileSync } from 'node:fs';
import { GenotypeSimulator, writeFinalReport } from '@ganado/parentage/testing';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import en from '../../apps/web/src/modules/genetics/locales/en.json';
import es from '../../apps/web/src/modules/genetics/locales/es.json';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';
import { fillDate } from '../support/dates';

const DAY_MS = 86_400_000;
/** A UTC day some days ago ('2026-05-16'): the calves' birth and weaning. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
type Animal = { id: string; tagNumber: string; nickname: string | null };

/**
 * What the journey needs and is not about, made through the API: two bull calves of the demo's
 * Comanche out of its Angus cows, born 200 days ago at Los Álamos, the second already weighed at
 * weaning, and a submission that requires the name, sire and weaning weighing.
 */
async function ready() {
  const { token } = await apiLogin(DEMO.admin);
  const farms = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=100');
  const farmId = farms.items.find((farm) => farm.name === 'Los Álamos')!.id;
  const bulls = await callApi<{ items: Animal[] }>(token, 'GET', '/animal?search=ALA-T&limit=100');
  const [comanche, huracan] = ['Comanche', 'Huracán'].map((name) => bulls.items.find((bull) => bull.nickname === name)!);
  const cows = await callApi<{ items: Animal[] }>(token, 'GET', '/animal?search=ALA-A0&limit=100');
  const calves: Animal[] = [];
  for (const [index, dam] of cows.items.slice(0, 2).entries()) {
    const tagNumber = unique(`BEC${index + 1}`);
    const calf = await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'male', farmId, tagNumber, birthDate: daysAgo(200), birthWeight: 36 + index, damId: dam.id, sireId: comanche!.id });
    calves.push({ id: calf.id, tagNumber, nickname: null });
  }
  await callApi(token, 'PUT', `/genetics/animal/${calves[1]!.id}/epd-data`, { weaningWeight: 238, weaningDate: daysAgo(2) });
  await callApi(token, 'PUT', '/genetics/settings/required-fields', { fields: ['animalName', 'sireId', 'weaningWeight', 'weaningDate'] });
  return { token, comanche: comanche!, huracan: huracan!, calves };
}

/** Picks `option` in the combobox labelled `label` after typing `typed`, as a person does. */
async function choose(page: Page, label: string | RegExp, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).first().fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * The calf's lab report on the demo's 2,000-SNP chip (the seed's simulator, whose panel it draws
 * first): the calf of an outside bull, so Comanche, his recorded sire, is excluded. The seed's own
 * animals came first out of the same generator, so those draws are passed over.
 */
function labReport(tagNumber: string): Buffer {
  const chip = new GenotypeSimulator({ seed: 2026, snps: 2_000 });
  for (let drawn = 0; drawn < 100; drawn += 1) chip.founder(`SEMILLA-${drawn}`);
  const calf = chip.offspring(tagNumber, chip.founder('TORO-AJENO'), chip.founder('VACA'));
  return Buffer.from(writeFinalReport(chip.panel, [chip.genotyped(calf)]).join(''));
}

const JOURNEYS = [
  { language: 'en', viewport: 'desktop', texts: en, save: 'Save' },
  { language: 'es', viewport: 'phone', texts: es, save: 'Guardar' },
] as const;

describeInBrowser('genetics and genotypes', () => {
  const inNewPage = browserForTests();

  for (const { language, viewport, texts, save } of JOURNEYS) {
    const messages = messageCatalog[language];

    it(`weighs a calf at weaning, evaluates the herd with a progress bar, reads its EPDs, compares two bulls, makes a submission and flags a parentage conflict, in ${language} on a ${viewport}`, { timeout: 300_000 }, async () => {
      const { token, comanche, huracan, calves } = await ready();
      const [calf] = calves;

      await inNewPage({ language, viewport, timeZone: 'UTC' }, async (page) => {
        await signInPage(page, DEMO.admin);

        // Weaned two days ago at 198 days: the weighing typed on the calf's EPD sheet.
        await page.goto(`/genetics/edit/v2/${calf!.id}`);
        await page.getByLabel(new RegExp(`^${texts.fields.weaningWeight}`)).fill('241');
        await fillDate(page, new RegExp(`^${texts.fields.weaningDate}`), daysAgo(2));
        await page.getByRole('button', { name: texts.sheet.save }).click();
        await page.getByText(messages['success.epdDataUpdated']).first().waitFor();
        const weighings = await callApi<{ items: { quantity: { value: number } | null }[] }>(token, 'GET', `/animal/${calf!.id}/record?type=weight`);
        expect(weighings.items.map((item) => item.quantity?.value)).toContain(241);

        // The evaluation, started from the EPD list, shows its progress and then the new EPDs.
        await page.goto('/genetics');
        await page.getByRole('button', { name: texts.evaluations.run }).click();
        await page.getByRole('progressbar', { name: texts.evaluations.progressLabel }).waitFor();
        await page.getByText(texts.evaluations.finished_other.split('{{count}}')[0]!).first().waitFor({ timeout: 120_000 });
        const accuracy = new RegExp(texts.traits.accuracyShort.replace('{{value}}', '0[.,]\\d+').replace('.', '\\.'));
        await page.getByRole('searchbox', { name: texts.list.search }).fill(calf!.tagNumber);
        // A table's row, or a card on a phone: the calf's EPDs with their accuracies.
        const listed = page.locator('tr, article').filter({ hasText: calf!.tagNumber });
        await expect.poll(async () => (await listed.count()) > 0 && accuracy.test((await listed.first().textContent()) ?? ''), { timeout: 15_000 }).toBe(true);

        // The calf's genetic-worth tab: its weaning weight EPD with its accuracy.
        await page.goto(`/animals/${calf!.id}/genetic-worth`);
        await page.getByText(texts.worth.current).first().waitFor();
        const worth = await callApi<{ values: Record<string, { epd: number; accuracy: number }> }>(token, 'GET', `/genetics/animal/${calf!.id}/worth`);
        expect(worth.values.weaningWeight!.accuracy).toBeGreaterThan(0);
        // The accuracy as the reader writes numbers: 0.06, or 0,06 in Spanish.
        const shown = worth.values.weaningWeight!.accuracy.toFixed(2).replace('.', language === 'es' ? ',' : '.');
        const current = page.getByRole('table', { name: texts.worth.currentLabel });
        await expect.poll(async () => (await current.textContent()) ?? '', { timeout: 15_000 }).toContain(shown);

        // Comanche and Huracán ticked in the EPD list and compared side by side.
        await page.goto('/genetics');
        for (const bull of [comanche, huracan]) {
          await page.getByRole('searchbox', { name: texts.list.search }).fill(bull.nickname!);
          await page.getByRole('checkbox', { name: new RegExp(bull.nickname!) }).first().check();
        }
        await page.getByRole('link', { name: texts.list.compare.open }).click();
        const table = page.getByRole('table', { name: texts.compare.tableLabel });
        await table.waitFor();
        for (const bull of [comanche, huracan]) await table.getByText(bull.nickname!).first().waitFor();
        await page.getByRole('img', { name: texts.compare.chartLabel }).waitFor();

        // A submission of the two calves' weaning records: checked, then made and downloaded.
        await page.goto('/genetics/v2/data-submission');
        for (const each of calves) await choose(page, texts.groups.animalsField.add, each.tagNumber, new RegExp(each.tagNumber));
        await page.getByRole('checkbox', { name: texts.sheet.sections.weaning }).check();
        await page.getByRole('button', { name: texts.submissions.check.button }).click();
        // "2 of 2 animals ready to send.": neither calf lacks a required field.
        const summary = page.getByTestId('check-summary');
        await summary.waitFor();
        expect(await summary.textContent()).toMatch(/^2 \D+ 2 /);
        const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.submissions.make }).click()]);
        const [header, ...rows] = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(header).toContain('"weaningWeight","weaningDate"');
        expect(rows.map((row) => row.split(',')[3])).toEqual(calves.map((each) => `"${each.tagNumber}"`));
        expect(rows[0]).toContain('"241"');

        // The calf's lab report: Comanche, his recorded sire, is excluded by the SNPs.
        await page.goto('/genoList/genoReg');
        await choose(page, new RegExp(`^${texts.genotypes.fields.animal}`), calf!.tagNumber, new RegExp(calf!.tagNumber));
        await page.getByLabel(new RegExp(`^${texts.genotypes.fields.technicianName}`)).fill(language === 'en' ? 'Rosa Medina' : 'José Luis Ortega');
        await page.getByLabel(new RegExp(`^${texts.genotypes.fields.genoData}`)).fill('Neogen GGP Bovine 50K');
        await page.getByLabel(new RegExp(`^${texts.genotypes.fields.serviceNote}`)).fill('Pelo de la cola al destete');
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: new RegExp(`^${texts.genotypes.chooseFile}: ${texts.genotypes.fields.snpFile}`) }).click()]);
        await chooser.setFiles({ name: `FinalReport_${calf!.tagNumber}.txt`, mimeType: 'text/plain', buffer: labReport(calf!.tagNumber) });
        await page.getByRole('button', { name: save, exact: true }).click();
        await page.getByText(messages['success.genotypeAdded']).first().waitFor();
        await page.waitForURL((url) => url.pathname.startsWith('/genoList/geno/'));
        await page.getByText(texts.genotypes.conflict).first().waitFor();
        await page.getByText(texts.genotypes.verdicts.excluded).first().waitFor();
        const [registered] = (await callApi<{ items: { parentage: { conflict: boolean; sire: { animal: { id: string } } } }[] }>(token, 'GET', `/genetics/genotype?animalId=${calf!.id}`)).items;
        expect(registered!.parentage).toMatchObject({ conflict: true, sire: { animal: { id: comanche.id }, verdict: 'excluded' } });
      });
    });
  }
});
