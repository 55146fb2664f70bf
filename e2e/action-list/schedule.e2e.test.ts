import type { Page } from 'playwright-core';
import type { Language } from '@ganado/shared';
import { expect, it } from 'vitest';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';
import { fillDate, zoneInWorkingHours } from '../support/dates';

/** A tag number new on every run: the server is shared with other test files. */
const uniqueTag = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** Two heifers of the demo farm Los Álamos, registered through the API: the journey is about the tasks. */
async function registerHeifers(): Promise<{ heifers: { id: string; tag: string }[]; farmTimeZone: string | undefined }> {
  const { token } = await apiLogin(DEMO.admin);
  const farms = await callApi<{ items: { id: string; name: string; timeZone: string | null }[] }>(token, 'GET', '/farm?limit=100');
  const farm = farms.items.find((candidate) => candidate.name === 'Los Álamos');
  if (!farm) throw new Error('The demo farm Los Álamos is missing');
  const heifers = [];
  for (const prefix of ['HEIF', 'HEIF']) {
    const tag = uniqueTag(prefix);
    const animal = await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'female', farmId: farm.id, tagNumber: tag, birthDate: '2024-03-01' });
    heifers.push({ id: animal.id, tag });
  }
  return { heifers, farmTimeZone: farm.timeZone ?? undefined };
}

/** Today's date on the browser's clock, where the form's times are read. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** What the person reads and clicks, in each language (the action-list, animals and messages locales). */
const TEXTS = {
  en: {
    name: 'Name',
    category: 'Category',
    start: 'Start',
    end: 'End',
    repeat: 'Repeat',
    animals: 'Animals',
    save: 'Save',
    added: 'Task created',
    calendarTab: 'Calendar',
    recordInsemination: 'Record insemination',
    semenCode: 'Semen or embryo code',
    record: 'Record',
    recorded: 'Inseminations recorded',
    completedOccurrences: 'Completed occurrences',
    occurrence: 'Occurrence 1',
    reproduction: 'Reproduction',
  },
  es: {
    name: 'Nombre',
    category: 'Categoría',
    start: 'Inicio',
    end: 'Fin',
    repeat: 'Repetir',
    animals: 'Animales',
    save: 'Guardar',
    added: 'Tarea creada',
    calendarTab: 'Calendario',
    recordInsemination: 'Registrar inseminación',
    semenCode: 'Código de semen o embrión',
    record: 'Registrar',
    recorded: 'Inseminaciones registradas',
    completedOccurrences: 'Veces completadas',
    occurrence: 'Vez 1',
    reproduction: 'Reproducción',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Chooses an animal in the form's server-searched animals field. */
async function chooseAnimal(page: Page, label: string, tag: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(tag);
  await page.getByRole('option', { name: new RegExp(tag) }).click();
}

/**
 * Done when: create a weekly task for two animals, see it on the calendar, complete the
 * insemination and see the service on both animals' reproduction tabs; in both languages.
 */
describeInBrowser('the action list', () => {
  const inNewPage = browserForTests();

  const journeys: { language: Language; user: string; timeZone: string }[] = [
    { language: 'en', user: DEMO.admin, timeZone: 'Europe/Madrid' },
    { language: 'es', user: DEMO.farmer, timeZone: 'America/Mexico_City' },
  ];

  it.each(journeys)('plans a weekly insemination for two heifers, finds it on the calendar and records it on both ($language)', { timeout: 180_000 }, async ({ language, user, timeZone: preferredZone }) => {
    const text = TEXTS[language];
    const { heifers, farmTimeZone } = await registerHeifers();
    // The insemination is at 06:00 today, recorded once it has happened and on a day the farm has reached.
    const timeZone = zoneInWorkingHours(preferredZone, { notAheadOf: farmTimeZone });
    const taskName = `AI ${heifers[0]!.tag}`;
    const semenCode = uniqueTag('ANG');
    const today = todayIn(timeZone);

    await inNewPage({ language, timeZone }, async (page) => {
      await signInPage(page, user);
      await page.goto('/my-schedule/create-task');
      await page.getByRole('textbox', { name: text.name }).fill(taskName);
      await page.getByRole('combobox', { name: text.category }).selectOption('insemination');
      await fillDate(page, new RegExp(`^${text.start}\\b`), `${today}T06:00`);
      await fillDate(page, new RegExp(`^${text.end}\\b`), `${today}T07:00`);
      // Weekly starts on the start's own weekday, so today is the first occurrence.
      await page.getByRole('combobox', { name: text.repeat }).selectOption('weekly');
      for (const heifer of heifers) await chooseAnimal(page, text.animals, heifer.tag);
      await page.getByRole('button', { name: text.save }).click();

      await page.getByText(text.added).first().waitFor();
      await page.getByRole('heading', { name: taskName }).waitFor();
      const taskPath = new URL(page.url()).pathname;
      expect(taskPath).toMatch(/^\/my-schedule\/task\/[0-9a-f-]{36}$/);

      // On the calendar: the month shows each day's figures, the week today's occurrence as a link to the task.
      await page.goto('/my-schedule/cal');
      await page.getByRole('button', { name: /^(week|semana)$/i }).click();
      const event = page.getByRole('link', { name: new RegExp(taskName) }).first();
      await event.click();
      await waitForPath(page, taskPath);

      // The insemination, recorded on both heifers from the task.
      await page.getByRole('link', { name: text.recordInsemination }).click();
      await page.getByRole('textbox', { name: text.semenCode }).fill(semenCode);
      await page.getByRole('button', { name: text.record, exact: true }).click();
      await waitForPath(page, taskPath);
      await page.getByText(text.recorded).first().waitFor();
      await page.getByRole('heading', { name: text.completedOccurrences }).waitFor();
      await page.getByText(text.occurrence, { exact: false }).first().waitFor();

      // The series goes on: its next occurrence is next week's, still to record.
      await page.getByRole('link', { name: text.recordInsemination }).waitFor();

      for (const heifer of heifers) {
        await page.goto(`/animals/${heifer.id}/reproduction`);
        await page.getByRole('tab', { name: text.reproduction, exact: true }).waitFor();
        await page.getByText(semenCode).first().waitFor();
      }
    });

    // What the pages showed is what the server holds: one service per heifer, carrying the task.
    const { token } = await apiLogin(user);
    for (const heifer of heifers) {
      const records = await callApi<{ items: { details: Record<string, unknown>; taskId: string | null }[] }>(token, 'GET', `/animal/${heifer.id}/record?type=service`);
      expect(records.items).toHaveLength(1);
      expect(records.items[0]).toMatchObject({ details: expect.objectContaining({ semenCode }) as unknown, taskId: expect.any(String) as unknown });
    }
  });
});
