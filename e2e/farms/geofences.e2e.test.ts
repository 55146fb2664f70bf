import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser } from '../support/browser';
import { callApi } from '../support/api';
import { uniqueName } from '../support/names';

type Point = { latitude: number; longitude: number };

/**
 * A square of about 100 m a side at 37.88°N: 0.0009° of latitude is 100 m, and so is 0.00114° of
 * longitude there (× cos 37.88°). Walked round and back to the start: 400 m, 1 ha.
 */
const SQUARE: Point[] = [
  { latitude: 37.881, longitude: -4.784 },
  { latitude: 37.8819, longitude: -4.784 },
  { latitude: 37.8819, longitude: -4.78286 },
  { latitude: 37.881, longitude: -4.78286 },
];
/** The farm around it, some 450 m a side. */
const FARM_PERIMETER: Point[] = [
  { latitude: 37.88, longitude: -4.785 },
  { latitude: 37.884, longitude: -4.785 },
  { latitude: 37.884, longitude: -4.78 },
  { latitude: 37.88, longitude: -4.78 },
];

/** A farm of the demo organisation with the perimeter above, registered through the API. */
async function registerFarm(name: string): Promise<string> {
  const { token } = await apiLogin(DEMO.admin);
  const farm = await callApi<{ id: string }>(token, 'POST', '/farm', { name, perimeterPoints: FARM_PERIMETER.map((point) => ({ ...point, label: null })) });
  return farm.id;
}

/** Moves the browser's position and waits until the page has counted the new point. */
async function walkTo(page: Page, context: BrowserContext, point: Point, pointsAfter: number) {
  await context.setGeolocation(point);
  await page.getByTestId('walk-points').filter({ hasText: new RegExp(`^${pointsAfter}$`) }).waitFor();
}

/** "1,003 m" → 1003, "1.01 ha" → 1.01 (English number format). */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Record a boundary by walking it, with live distance and area, and save it as a zone. */
describeInBrowser('geofences and walk-measure', () => {
  const inNewPage = browserForTests();

  it('records a walked square as a zone of a farm and finds it among the saved geofences', async () => {
    const farmName = uniqueName('Walkfarm');
    const zoneName = uniqueName('Walked');
    const farmId = await registerFarm(farmName);
    await inNewPage({ viewport: 'phone', geolocation: SQUARE[0] }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/geofence/walkmeasure');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByTestId('walk-points').filter({ hasText: /^1$/ }).waitFor();
      const context = page.context();
      for (const [index, corner] of SQUARE.slice(1).entries()) await walkTo(page, context, corner, index + 2);
      await walkTo(page, context, SQUARE[0]!, SQUARE.length + 1);
      await page.getByRole('button', { name: 'Stop' }).click();

      const distance = figure(await page.getByTestId('walk-distance').textContent());
      const area = figure(await page.getByTestId('walk-area').textContent());
      expect(distance).toBeGreaterThan(390);
      expect(distance).toBeLessThan(410);
      expect(area).toBeGreaterThan(0.95);
      expect(area).toBeLessThan(1.05);

      await page.getByRole('combobox', { name: 'Farm' }).click();
      await page.getByRole('option', { name: farmName, exact: true }).click();
      await page.getByLabel('Zone name').fill(zoneName);
      await page.getByRole('button', { name: 'Save as zone' }).click();
      await page.waitForURL((url) => url.pathname === `/geofence/${farmId}`);
      await page.getByText('Zone added').waitFor();
      await page.getByRole('table', { name: `Geofences of ${farmName}` }).getByRole('link', { name: zoneName, exact: true }).waitFor();

      await page.goto('/geofence/saved');
      await page.getByLabel('Search farms').fill(farmName);
      const saved = page.getByRole('table', { name: 'Saved geofences' });
      const row = saved.getByRole('row').filter({ has: page.getByRole('link', { name: zoneName, exact: true }) });
      await row.waitFor();
      // The server measured the same square: about 1 ha and 400 m around.
      const cells = await row.getByRole('cell').allTextContents();
      expect(figure(cells.at(-2)!)).toBeCloseTo(1, 1);
      expect(figure(cells.at(-1)!)).toBeGreaterThan(390);
      expect(figure(cells.at(-1)!)).toBeLessThan(410);
    });
  });
});
