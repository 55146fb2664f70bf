import { expect, it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

const ROWS = 1000;
const DUPLICATES = 5;
const UNKNOWN_ROLES = 3;

/**
 * A CSV of 1,000 users new on every run (the server is shared with other test files): the last
 * eight rows are refused, five repeating an earlier row's email and three naming a role that does not exist.
 */
function staffFile(tag: string): Buffer {
  const email = (index: number) => `imp${index}.${tag}@example.org`;
  const lines = ['firstName,lastName,email,mobile,countryCode,language,department,role'];
  const valid = ROWS - DUPLICATES - UNKNOWN_ROLES;
  for (let index = 0; index < valid; index += 1) lines.push(`Imported,Worker,${email(index)},,,es,Field,Farmer`);
  for (let index = 0; index < DUPLICATES; index += 1) lines.push(`Repeated,Worker,${email(index)},,,,Field,Farmer`);
  for (let index = 0; index < UNKNOWN_ROLES; index += 1) lines.push(`Unknown,Role,${email(valid + index)},,,,Field,Shepherd`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** An administrator imports users from a CSV file, follows its progress and reads the per-row report. */
describeInBrowser('user import', () => {
  const inNewPage = browserForTests();

  it('imports 1,000 users with a visible progress bar and a per-row report, and logs the import', { timeout: 180_000 }, async () => {
    await inNewPage({}, async (page) => {
      await signInPage(page, DEMO.admin);
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const fileName = `staff-${tag}.csv`;

      await page.goto('/users');
      await page.getByRole('link', { name: 'Import from CSV' }).click();
      await waitForPath(page, '/users/import-status');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload CSV' }).click()]);
      await chooser.setFiles({ name: fileName, mimeType: 'text/csv', buffer: staffFile(tag) });
      await page.getByText('The file was accepted. Its users are being imported.').waitFor();

      // Progress while it runs, then the finished counts, as the person watching the page sees them.
      await page.getByRole('progressbar', { name: `Import progress of ${fileName}` }).waitFor();
      const row = page.getByRole('row').filter({ hasText: fileName });
      await row.getByText('Done').waitFor({ timeout: 150_000 });
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['992', '8']));

      await row.getByRole('button', { name: `Report of ${fileName}` }).click();
      const report = page.getByRole('dialog', { name: `Report: ${fileName}` });
      await report.getByText('992 created, 8 skipped, of 1000 rows').waitFor();
      await report.getByRole('combobox', { name: 'Result' }).click();
      await page.getByRole('option', { name: 'Skipped' }).click();
      await report.getByText('This email is already in an earlier row of the file. (row 2)').filter({ visible: true }).waitFor();
      await report.getByText('1–8 of 8').waitFor();
      await report.getByText('The department has no role with this name.').filter({ visible: true }).first().waitFor();
      await report.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('link', { name: 'Imported users' }).click();
      await waitForPath(page, '/users/imported');
      await page.getByLabel('Search').fill(tag);
      await page.getByText(`1–25 of ${ROWS - DUPLICATES - UNKNOWN_ROLES}`).waitFor();
      await page.getByLabel('Search').fill(`imp0.${tag}@`);
      await page.getByRole('table', { name: 'Imported users' }).getByRole('cell', { name: `imp0.${tag}@example.org`, exact: true }).waitFor();

      await page.goto('/activitylog');
      await page.getByLabel('Search').fill('userImport.');
      const entry = page.getByRole('table', { name: 'Activity logs' }).getByRole('row').filter({ hasText: fileName });
      await entry.filter({ hasText: 'Import finished' }).waitFor();
      await entry.filter({ hasText: 'Import file uploaded' }).waitFor();
    });
  });
});
