import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';

/** Tag numbers new on every run (the server is shared with other test files). */
const runTag = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

const HEADER = 'tagNumber,speciesCode,gender,farm,breedCode,nickname,birthDate,damTag';

/** Three heifers and a calf of one of them; with `badRow`, the calf names a dam the file does not have. */
function herdFile(run: string, badRow: boolean): Buffer {
  const rows = [
    HEADER,
    `IMP-${run}-1,cattle,female,Los Álamos,brahman,Luna,2022-03-01,`,
    `IMP-${run}-2,cattle,female,Los Álamos,brahman,Perla,2022-04-11,`,
    `IMP-${run}-3,cattle,female,El Mezquite,jersey,Nube,2022-05-20,`,
    `IMP-${run}-4,cattle,male,Los Álamos,brahman,,2025-09-02,${badRow ? `NO-SUCH-${run}` : `IMP-${run}-1`}`,
  ];
  return Buffer.from(`${rows.join('\n')}\n`);
}

async function importFile(page: Page, name: string, file: Buffer) {
  await page.goto('/animals');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar desde un archivo' });
  await dialog.getByLabel('Archivo').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await dialog.getByRole('button', { name: 'Subir' }).click();
  return dialog;
}

/**
 * Done when: import a CSV with one bad row and read the report (nothing is imported), in
 * Spanish; the corrected file then imports whole and its animals are in the list.
 */
describeInBrowser('importing animals', () => {
  const inNewPage = browserForTests();

  it('rejects a file with one bad row, naming the row, and then imports the corrected file', { timeout: 120_000 }, async () => {
    const run = runTag();
    await inNewPage({ language: 'es' }, async (page) => {
      await signInPage(page, DEMO.farmer);

      const rejected = await importFile(page, `rebano-${run}.csv`, herdFile(run, true));
      const report = rejected.getByRole('table');
      await report.getByRole('cell', { name: '5', exact: true }).waitFor();
      await report.getByText('Arete de la madre').waitFor();
      await report.getByText('Ningún animal de esta organización tiene este número de arete.').waitFor();
      await rejected.getByRole('button', { name: 'Cerrar' }).click();
      // Nothing of the rejected file was written.
      await page.getByRole('searchbox', { name: /Buscar/ }).fill(`IMP-${run}`);
      await page.getByText('Ningún animal coincide con estos filtros.').waitFor();

      const accepted = await importFile(page, `rebano-${run}-corregido.csv`, herdFile(run, false));
      await accepted.getByText(`rebano-${run}-corregido.csv: 4 filas importadas.`).waitFor();
      await accepted.getByRole('button', { name: 'Cerrar' }).click();
      await page.getByRole('searchbox', { name: /Buscar/ }).fill(`IMP-${run}`);
      for (const number of [1, 2, 3, 4]) await page.getByText(`IMP-${run}-${number}`).first().waitFor();
    });
  });
});
