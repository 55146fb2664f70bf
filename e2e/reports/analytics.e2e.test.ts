import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { KPI_TEXTS, REPORT_PAGE_TITLES, type ReportPageData } from '@ganado/shared/reports';
import { pdfText } from '../../apps/server/src/test/pdf';
import { callApi } from '../support/api';
import { apiLogin, createDemoUser, DEMO, latestMessage, signInPage, uniqueEmail } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';
import { fillDate } from '../support/dates';

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** dd/mm/yyyy, as the app writes a day in both languages. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** What the person reads and clicks in each language (the reports locale). */
const JOURNEYS = [
  {
    language: 'en',
    viewport: 'desktop',
    from: 'From',
    asOf: 'As of',
    animals: /^See the \d+ animals$/,
    pdf: 'PDF report',
    schedule: { add: 'Schedule a report', report: 'Report', cadence: 'How often', weekly: 'Every week', save: 'Save', sendNow: (report: string) => `Send ${report} now` },
    percent: (value: number) => `${value.toFixed(1).replace(/\.0$/, '')} %` },
  {
    language: 'es',
    viewport: 'phone',
    from: 'Desde',
    asOf: 'Fecha de corte',
    animals: /^Ver los \d+ animales$/,
    pdf: 'Informe PDF',
    schedule: { add: 'Programar un informe', report: 'Informe', cadence: 'Frecuencia', weekly: 'Cada semana', save: 'Guardar', sendNow: (report: string) => `Enviar ${report} ahora` },
    percent: (value: number) => `${value.toFixed(1).replace(/\.0$/, '').replace('.', ',')} %` },
] as const;

describeInBrowser('analytics', () => {
  const inNewPage = browserForTests();

  for (const texts of JOURNEYS) {
    const { language } = texts;
    it(`reads the demo herd’s pregnancy analytics in ${language} on a ${texts.viewport}: a longer period, a past as-of day, the animals behind a figure, and the PDF report`, { timeout: 240_000 }, async () => {
      const token = (await apiLogin(DEMO.admin)).token;
      const today = Date.now();
      const from = isoDay(today - 540 * DAY);
      const asOf = isoDay(today - 90 * DAY);

      await inNewPage({ language, viewport: texts.viewport }, async (page) => {
        await signInPage(page, DEMO.admin);
        await page.goto('/analytics-reporting/pregnancyAnalytics');
        await page.getByTestId('figure-pregnancyRate').waitFor();
        await page.getByRole('heading', { name: REPORT_PAGE_TITLES.pregnancy[language] }).waitFor();

        // A longer period, then the herd as it was three months ago: the figures are the server's for exactly those days.
        await fillDate(page, texts.from, from);
        await page.getByTestId('report-as-of').filter({ hasText: shown(from) }).waitFor();
        await fillDate(page, texts.asOf, asOf);
        await page.getByTestId('report-as-of').filter({ hasText: shown(asOf) }).waitFor();
        expect(new URL(page.url()).searchParams.get('asOf')).toBe(asOf);
        const expected = await callApi<ReportPageData>(token, 'GET', `/reports/pregnancy?from=${from}&asOf=${asOf}&to=${asOf}`);
        const rate = expected.figures.find((figure) => figure.id === 'pregnancyRate')!;
        expect(rate.denominator).toBeGreaterThan(0);
        await page.getByTestId('figure-pregnancyRate').filter({ hasText: texts.percent(rate.value! * 100) }).waitFor();

        // Its definition is a tap away, and the animals behind the conception rate are the demo's.
        const card = page.getByRole('region', { name: KPI_TEXTS.conceptionRate.name[language] });
        await card.getByRole('button', { name: texts.animals }).click();
        const dialog = page.getByRole('dialog');
        const first = dialog.getByRole('link').first();
        const tag = (await first.textContent())!;
        expect(tag).toMatch(/^(ALA|MEZ)-\d{4}$/);
        await first.click();
        await page.waitForURL((url) => /^\/animals\/[0-9a-f-]{36}\/details$/.test(url.pathname));
        await page.getByRole('main').getByText(tag).first().waitFor();
        await page.goBack();
        await waitForPath(page, '/analytics-reporting/pregnancyAnalytics');
        await page.getByTestId('figure-pregnancyRate').waitFor();

        // The PDF report: the page's title, figures and definitions in the reader's language, and pages that are not blank.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.pdf }).click()]);
        const file = (await download.path())!;
        const pdf = readFileSync(file);
        const text = pdfText(pdf);
        expect(text).toContain(REPORT_PAGE_TITLES.pregnancy[language]);
        expect(text).toContain(KPI_TEXTS.pregnancyRate.name[language]);
        expect(text).toContain(asOf);
        // Looked at as a person would: each page rendered, and the first is mostly ink on paper, not empty.
        const folder = mkdtempSync(path.join(tmpdir(), 'analytics-pdf-'));
        execFileSync('pdftoppm', ['-png', '-r', '50', file, path.join(folder, 'page')]);
        const pages = readdirSync(folder).filter((name) => name.endsWith('.png'));
        expect(pages.length).toBeGreaterThan(0);
        expect(statSync(path.join(folder, pages.sort()[0]!)).size).toBeGreaterThan(10_000);
      });
    });

    it(`schedules a weekly pregnancy report in ${language} and finds it, with its PDF, in the outbox`, { timeout: 120_000 }, async () => {
      // A manager of the demo farm of their own, so no other test reads this mailbox.
      const email = uniqueEmail('herd-manager');
      await createDemoUser(email, 'Manager');
      const report = REPORT_PAGE_TITLES.pregnancy[language];
      await inNewPage({ language, viewport: texts.viewport }, async (page) => {
        await signInPage(page, email);
        await page.goto('/my-reports');
        await page.getByRole('button', { name: texts.schedule.add }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(new RegExp(`^${texts.schedule.report}`)).selectOption({ label: report });
        await dialog.getByLabel(new RegExp(`^${texts.schedule.cadence}`)).selectOption({ label: texts.schedule.weekly });
        await dialog.getByRole('button', { name: texts.schedule.save }).click();
        await dialog.waitFor({ state: 'detached' });

        const sent = new Date().toISOString();
        await page.getByRole('button', { name: texts.schedule.sendNow(report) }).click();
        const message = await latestMessage(email, sent);
        expect(message.subject).toContain(report);
        expect(message.attachments).toEqual([expect.objectContaining({ type: 'application/pdf', name: expect.stringMatching(/^pregnancy-.*\.pdf$/) })]);
        expect(message.attachments[0]!.size).toBeGreaterThan(1_500);
      });
    });
  }
});
