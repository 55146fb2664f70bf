import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';
import { fillDate } from '../support/dates';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
const DAY_MS = 86_400_000;
/** A UTC day some days ago ('2026-10-16'): the journey's dates, so the fertility windows have closed. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * What the journey needs and is not about, made through the API: an outside Holstein bull tested
 * negative, a tank and an inseminator of El Mezquite, two heifers there and the task to inseminate them.
 */
async function ready() {
  const { token } = await apiLogin(DEMO.admin);
  const farms = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=100');
  const farmId = farms.items.find((farm) => farm.name === 'El Mezquite')!.id;
  const naabCode = `7HO${String(Math.floor(Math.random() * 99_999)).padStart(5, '0')}`;
  const sire = await callApi<{ id: string; name: string }>(token, 'POST', '/semen/sire', { name: unique('Titán'), naabCode, breed: 'Holstein' });
  await callApi(token, 'POST', `/semen/sire/${sire.id}/health-test`, { testedOn: daysAgo(60), disease: 'Brucelosis', result: 'negative' });
  const tank = await callApi<{ id: string; name: string }>(token, 'POST', '/semen/tank', { name: unique('Termo MVE'), farmId, canisters: 6 });
  const inseminator = await callApi<{ id: string; name: string }>(token, 'POST', '/semen/inseminator', { name: unique('Rosa Medina'), licenceNumber: 'INS-JAL-2207' });
  const heifers = [];
  for (let index = 0; index < 2; index += 1) {
    const tag = unique('VAQ');
    heifers.push({ tag, ...(await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'female', farmId, tagNumber: tag, birthDate: '2024-06-01' })) });
  }
  const start = new Date(`${daysAgo(30)}T08:00:00Z`);
  const task = await callApi<{ id: string }>(token, 'POST', '/action-list/task', {
    name: `IA ${heifers[0]!.tag}`,
    category: 'insemination',
    farmId,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 3_600_000).toISOString(),
    animalIds: heifers.map((heifer) => heifer.id),
  });
  return { token, naabCode, sire, tank, inseminator, heifers, taskId: task.id };
}

/** Picks `option` in the combobox labelled `label` after typing `typed`, as a person does. */
async function choose(page: Page, label: string | RegExp, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The statistics table's row of `label`, the figures it shows. */
const rowOf = (page: Page, label: string): Locator => page.getByRole('row').filter({ hasText: label });

/** What the person reads and clicks, in each language (the semen, animals and action-list locales), and where. */
const JOURNEYS = [
  {
    language: 'en',
    viewport: 'desktop',
    sire: /^Sire/,
    collectedAt: /^Collected at/,
    centre: /^Centre/,
    volume: /^Volume/,
    concentration: /^Concentration/,
    motility: /^Motility/,
    normalForms: /^Normal forms/,
    straws: /^Straws produced/,
    save: 'Save',
    approve: 'Approve',
    postThaw: /^Post-thaw motility/,
    store: 'Store straws',
    tank: /^Tank/,
    canister: /^Canister/,
    strawsToStore: /^Straws/,
    date: /^Date/,
    straw: /^Straw from the tanks/,
    inseminator: /^Inseminator/,
    record: 'Record',
    notReliable: 'Not reliable',
    percent: (value: number) => new RegExp(`${value}\\s%`),
  },
  {
    language: 'es',
    viewport: 'phone',
    sire: /^Semental/,
    collectedAt: /^Fecha y hora de la colecta/,
    centre: /^Centro/,
    volume: /^Volumen/,
    concentration: /^Concentración/,
    motility: /^Motilidad/,
    normalForms: /^Formas normales/,
    straws: /^Pajuelas producidas/,
    save: 'Guardar',
    approve: 'Aprobar',
    postThaw: /^Motilidad posdescongelación/,
    store: 'Guardar pajuelas',
    tank: /^Termo/,
    canister: /^Canastilla/,
    strawsToStore: /^Pajuelas/,
    date: /^Fecha/,
    straw: /^Pajuela de los termos/,
    inseminator: /^Inseminador/,
    record: 'Registrar',
    notReliable: 'No fiable',
    percent: (value: number) => new RegExp(`${value}\\s%`),
  },
] as const;

describeInBrowser('semen automation', () => {
  const inNewPage = browserForTests();

  for (const texts of JOURNEYS) {
    const { language } = texts;
    const messages = messageCatalog[language];

    it(`follows a bull's semen to two heifers in ${language} on a ${texts.viewport}: collected, approved, stored, two straws used, one heifer pregnant, the inseminator's conception rate and the batch's non-return rate`, { timeout: 240_000 }, async () => {
      const { token, naabCode, sire, tank, inseminator, heifers, taskId } = await ready();
      let batchId = '';

      await inNewPage({ language, viewport: texts.viewport, timeZone: 'UTC' }, async (page) => {
        await signInPage(page, DEMO.admin);

        // Collected forty days ago at the centre: the batch opens in quarantine.
        await page.goto('/semen-automation/collections/new');
        await choose(page, texts.sire, naabCode, new RegExp(naabCode));
        await fillDate(page, texts.collectedAt, `${daysAgo(40)}T08:00`);
        await page.getByLabel(texts.centre).fill('Centro de Inseminación Los Altos');
        for (const [label, value] of [
          [texts.volume, '7'],
          [texts.concentration, '1150'],
          [texts.motility, '72'],
          [texts.normalForms, '84'],
          [texts.straws, '120'],
        ] as const) {
          await page.getByLabel(label).fill(value);
        }
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await page.getByText(messages['success.collectionAdded']).first().waitFor();
        batchId = /\/semen-automation\/batches\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)![1]!;

        // Approved with the post-thaw motility measured.
        await page.getByRole('button', { name: texts.approve, exact: true }).click();
        const approval = page.getByRole('dialog');
        await approval.getByLabel(texts.postThaw).fill('45');
        await approval.getByRole('button', { name: texts.approve, exact: true }).click();
        await page.getByText(messages['success.batchDecided']).first().waitFor();

        // Twenty straws into canister 2 of the dairy's tank, the day after.
        await page.getByRole('button', { name: texts.store, exact: true }).click();
        const storing = page.getByRole('dialog');
        await storing.getByLabel(texts.tank).selectOption({ label: `${tank.name} (El Mezquite)` });
        await storing.getByLabel(texts.canister).selectOption('2');
        await storing.getByLabel(texts.strawsToStore).fill('20');
        await fillDate(storing, texts.date, `${daysAgo(39)}T09:00`);
        await storing.getByRole('button', { name: texts.store, exact: true }).click();
        await page.getByText(messages['success.strawsStored']).first().waitFor();

        // The two heifers inseminated thirty days ago from the task, with a straw of the tank each.
        const taskPath = `/my-schedule/task/${taskId}`;
        await page.goto(`${taskPath}/record`);
        await fillDate(page, texts.date, daysAgo(30));
        const { code } = await callApi<{ code: string }>(token, 'GET', `/semen/batch/${batchId}`);
        await choose(page, texts.straw, code, new RegExp(code));
        await choose(page, texts.inseminator, inseminator.name.slice(0, 6), inseminator.name);
        await page.getByRole('button', { name: texts.record, exact: true }).click();
        await waitForPath(page, taskPath);
        await page.getByText(messages['success.inseminationRecorded']).first().waitFor();

        // The stock fell by the two straws used, on the log.
        const packs = await callApi<{ items: { straws: number }[] }>(token, 'GET', `/semen/pack?batchId=${batchId}`);
        expect(packs.items.map((pack) => pack.straws)).toEqual([18]);
        const served = await callApi<{ items: { details: Record<string, unknown> }[] }>(token, 'GET', `/animal/${heifers[0]!.id}/record?type=service`);
        expect(served.items[0]!.details).toMatchObject({ inseminatorId: inseminator.id, semenBatchId: batchId, semenSireId: sire.id });

        // Checked yesterday, 29 days after: the first heifer pregnant, the second open (a day back, so it is past on the farm's clock too).
        for (const [heifer, result] of [
          [heifers[0]!, 'pregnant'],
          [heifers[1]!, 'open'],
        ] as const) {
          await callApi(token, 'POST', `/animal/${heifer.id}/record`, { type: 'pregnancyCheck', occurredAt: daysAgo(1), result, method: 'ultrasound' });
        }

        // The inseminator's conception rate: one pregnant of two known, on too few services to rely on.
        await page.goto('/inseminator-statistics');
        const person = rowOf(page, inseminator.name);
        await person.waitFor();
        await expect.poll(() => person.textContent()).toMatch(texts.percent(50));
        expect(await person.textContent()).toContain('1 / 2');
        expect(await person.textContent()).toContain(texts.notReliable);

        // The batch's non-return rate at 24 days: neither heifer came back into heat.
        await page.goto('/inseminator-statistics?by=batch');
        const batchRow = rowOf(page, code);
        await batchRow.waitFor();
        expect(await batchRow.textContent()).toMatch(texts.percent(100));
        expect(await batchRow.textContent()).toContain('2 / 2');
      });
    });
  }
});
