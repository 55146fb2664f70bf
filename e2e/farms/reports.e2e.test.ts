import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import statistics from '../../apps/server/src/modules/satellite/fixtures/sentinel-hub-statistics.json';
import token from '../../apps/server/src/modules/satellite/fixtures/sentinel-hub-token.json';
import archive from '../../apps/server/src/modules/weather/fixtures/open-meteo-archive.json';
import forecast from '../../apps/server/src/modules/weather/fixtures/open-meteo-forecast.json';
import { startFakeProvider } from '../../apps/server/src/test/fake-provider';
import { callApi } from '../support/api';
import { DEMO, signInPage } from '../support/auth';
import { baseURL, browserForTests, describeInBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/** The first demo farm, straight from the API. */
async function demoFarm(token: string, server = baseURL): Promise<{ id: string; name: string }> {
  const data = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=1', undefined, server);
  return data.items[0]!;
}

/**
 * Weather and satellite reports. The shared e2e server has no network and no satellite
 * credentials: the pages must say so in words, not show an empty chart.
 */
describeInBrowser('weather and satellite reports', () => {
  const inNewPage = browserForTests();

  it('says on a farm’s detail that the weather service cannot be reached', async () => {
    await inNewPage({}, async (page) => {
      const { token } = await signInPage(page, DEMO.admin);
      const farm = await demoFarm(token);
      await page.goto(`/myfarm/detail/${farm.id}`);
      const alert = page.getByRole('region', { name: 'Weather' }).getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('The weather service cannot be reached right now.');
    });
  });

  it('says on /satellite_reports, in Spanish at phone width, that satellite imagery is not set up, and to an administrator how to set it up', async () => {
    await inNewPage({ language: 'es', viewport: 'phone' }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/satellite_reports');
      const region = page.getByRole('region', { name: 'Índice de vegetación (NDVI)' });
      const notice = region.getByRole('status');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Las imágenes de satélite no están configuradas en este servidor. Quien administra el servidor las activa');
      expect(await region.getByRole('alert').count()).toBe(0);
      // The farm chosen for the person: the first demo farm, as none was selected yet.
      expect(await page.getByRole('combobox').first().textContent()).not.toBe('');
    });
  });

  describe('with providers answering like the real ones', () => {
    let server: RunningServer;
    let dataDir: string;
    beforeAll(async () => {
      const TOKEN_PATH = '/auth/realms/main/protocol/openid-connect/token';
      const fake = await startFakeProvider({ '/v1/forecast': { body: forecast }, '/v1/archive': { body: archive }, [TOKEN_PATH]: { body: token }, '/api/v1/statistics': { body: statistics } });
      dataDir = mkdtempSync(join(tmpdir(), 'ganado-e2e-reports-'));
      server = await startServer({
        dataDir,
        env: { CAPTCHA_ENABLED: 'false', AUTH_RATE_LIMIT: '0', TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png', WEATHER_URL: fake.url, WEATHER_ARCHIVE_URL: fake.url, SATELLITE_URL: fake.url, SATELLITE_CLIENT_ID: 'ganado', SATELLITE_CLIENT_SECRET: 'e2e' },
      });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('draws the weather now, the forecast and the history, and the NDVI series', async () => {
      await inNewPage({}, async (page) => {
        const { token: session } = await signInPage(page, DEMO.admin, {}, server.url);
        const farm = await demoFarm(session, server.url);
        await page.goto(`${server.url}/myfarm/detail/${farm.id}`);
        expect(await page.getByTestId('weather-now').textContent()).toContain('14.3 °C');
        await page.getByRole('img', { name: 'Next 7 days' }).locator('canvas').waitFor();
        await page.getByRole('img', { name: 'Past weather' }).locator('canvas').waitFor();

        await page.goto(`${server.url}/satellite_reports`);
        await page.getByRole('img', { name: 'NDVI over time' }).locator('canvas').waitFor();
      });
    });
  });
});
