import { expect, it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { baseURL, browserForTests, describeInBrowser } from '../support/browser';

/** The first demo farm, straight from the API. */
async function demoFarm(token: string): Promise<{ id: string; name: string }> {
  const response = await fetch(`${baseURL}/api/farm?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { items: { id: string; name: string }[] } };
  return data.items[0]!;
}

/**
 * Issue 5, weather and satellite reports. The e2e server has no network and no satellite
 * credentials: the pages must say so in words, not show an empty chart.
 */
describeInBrowser('weather and satellite reports', () => {
  const inNewPage = browserForTests();

  it('says on a farm’s detail that the weather service cannot be reached', async () => {
    await inNewPage({}, async (page) => {
      const { token } = await signInPage(page, DEMO.admin);
      const farm = await demoFarm(token);
      await page.goto(`/myfarm/detail/${farm.id}`);
      const weather = page.getByRole('region', { name: 'Weather' });
      const alert = weather.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('The weather service cannot be reached right now.');
    });
  });

  it('says on /satellite_reports, in Spanish at phone width, that the satellite provider is not configured', async () => {
    await inNewPage({ language: 'es', viewport: 'phone' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/satellite_reports');
      const alert = page.getByRole('region', { name: 'Índice de vegetación (NDVI)' }).getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('El proveedor de satélite no está configurado.');
      expect(await page.getByRole('combobox', { name: 'Granja' }).textContent()).not.toBe('');
    });
  });
});
