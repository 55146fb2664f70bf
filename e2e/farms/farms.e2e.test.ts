import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';
import { uniqueName } from '../support/names';

/** Clicks the map at offsets (in pixels) from its centre, as a person places corners. */
async function clickMap(page: Page, offsets: readonly [number, number][]) {
  const map = page.getByRole('region', { name: 'Map for drawing the boundary' });
  // The mouse clicks where the viewport shows it: bring the map into view first.
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('The drawing map is not on the page');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  for (const [dx, dy] of offsets) await page.mouse.click(x + dx, y + dy);
}

/** "54.61 ha" → 54.61 (the figures are shown in English number format here). */
const figure = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * Done when: register a farm by drawing its perimeter, see its area in hectares and its
 * perimeter in metres, add a zone inside it, edit the farm, reopen it, and find it on /googlemap.
 */
describeInBrowser('farms and zones', () => {
  const inNewPage = browserForTests();

  it('registers a farm drawn on the map, adds a zone inside it, edits it and finds it on the map of all farms', async () => {
    const name = uniqueName('Dehesa');
    await inNewPage({}, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/myfarm/farmlist');
      await page.getByTestId('farm-list').waitFor();
      await page.getByRole('link', { name: 'Register farm' }).first().click();

      await page.getByLabel('Farm name').fill(name);
      await page.getByLabel('Latitude', { exact: true }).fill('37.88');
      await page.getByLabel('Longitude', { exact: true }).fill('-4.78');
      await clickMap(page, [
        [-120, -80],
        [120, -80],
        [120, 80],
        [-120, 80],
      ]);
      await page.getByRole('textbox', { name: 'Latitude of point 4' }).waitFor();
      const area = (await page.getByTestId('measured-area').textContent()) ?? '';
      const perimeter = (await page.getByTestId('measured-perimeter').textContent()) ?? '';
      // 240 × 160 pixels at zoom 15 and 37.9°N is about 900 × 600 m: some 54 ha, 3 000 m around.
      expect(area).toMatch(/^[\d,.]+ ha$/);
      expect(perimeter).toMatch(/^[\d,.]+ m$/);
      expect(figure(area)).toBeGreaterThan(30);
      expect(figure(area)).toBeLessThan(90);
      expect(figure(perimeter)).toBeGreaterThan(2_000);
      expect(figure(perimeter)).toBeLessThan(4_000);
      await page.getByRole('button', { name: 'Save' }).click();

      await page.getByText('Farm registered').waitFor();
      await page.getByTestId('farm-name').filter({ hasText: name }).waitFor();
      const farmPath = new URL(page.url()).pathname;
      expect(farmPath).toMatch(/^\/myfarm\/detail\/[0-9a-f-]{36}$/);
      // The server stored the figures the page showed while drawing.
      await page.getByText(area, { exact: true }).waitFor();
      await page.getByText(perimeter, { exact: true }).waitFor();
      // Opening a farm selects it: the top bar names it.
      await page.getByTestId('farm-switcher').filter({ hasText: name }).waitFor();

      await page.getByRole('link', { name: 'Zones' }).click();
      await page.getByTestId('zones-page').waitFor();
      await page.getByRole('link', { name: 'Add zone' }).click();
      await page.getByLabel('Zone name').fill('North paddock');
      await clickMap(page, [
        [-40, -30],
        [40, -30],
        [0, 40],
      ]);
      await page.getByRole('textbox', { name: 'Latitude of point 3' }).waitFor();
      expect(figure((await page.getByTestId('measured-area').textContent()) ?? '')).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Zone added').waitFor();
      await page.getByTestId('zone-detail').getByText(name, { exact: true }).first().waitFor();

      await page.goto(farmPath);
      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByLabel('Village, town or city').fill('Pozoblanco');
      // The farm's clock dates its records (docs/decisions.md, "One today").
      await page.getByLabel('Time zone').selectOption('Europe/Madrid');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Farm updated').waitFor();

      await page.reload();
      const details = page.getByTestId('farm-detail');
      await details.getByText('Pozoblanco', { exact: true }).waitFor();
      await details.getByText('Madrid (Central European Time)', { exact: true }).waitFor();
      await details.getByText('North paddock', { exact: true }).waitFor();
      await details.getByText(area, { exact: true }).waitFor();

      await page.goto('/googlemap');
      const mapPage = page.getByTestId('farms-map');
      // Each farm is drawn (its perimeter) and marked (its centre), whatever the zoom.
      await mapPage.getByRole('region', { name: 'Map of all farms' }).locator('path.leaflet-interactive').first().waitFor({ state: 'attached' });
      await mapPage.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === farmPath);
    });
  });
});
