import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SESSION_STORAGE_KEYS } from '../../../app/session-storage';
import { typeDate } from '../../../testing/dates';
import { fakeServer } from '../../../testing/fake-server';
import { dehesa, page } from '../../../testing/farms';
import { envelope, signInForTest } from '../../../testing/session';
import { SatelliteReportsPage } from './SatelliteReportsPage';
import { renderMyReportsPage } from './testing';
import { WeatherReportsPage } from './WeatherReportsPage';

// jsdom has no canvas: the stand-in chart lists the days it would draw.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis: { data: string[] } } }) => <div aria-label={label}>{option.xAxis.data.join(' ')}</div>,
}));

const olivar = { ...dehesa, id: '00000000-0000-4000-8000-000000000102', name: 'El Olivar' };
const farms = () => page([olivar, dehesa]);
const query = (url: string) => new URL(url, 'http://app').searchParams;
const ndvi = (farmId: string) => (_: RequestInit, url: string) =>
  envelope({ farmId, zoneId: null, from: query(url).get('from'), to: query(url).get('to'), provider: 'ready', points: [{ date: query(url).get('from'), mean: 0.54, min: 0.12, max: 0.81, sampleCount: 9200 }] });
const weather = (farmId: string, provider = 'ready') => (_: RequestInit, url: string) => {
  const from = query(url).get('from')!;
  const days = provider === 'ready' ? [{ date: from, temperatureMin: 4, temperatureMax: 15, precipitation: 1.5, windSpeedMax: 12, weatherCode: 61 }] : [];
  return envelope({ farmId, latitude: 40, longitude: -3, from, to: query(url).get('to'), provider, days });
};

beforeEach(() => {
  signInForTest();
  localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify({ id: dehesa.id, name: dehesa.name }));
});
afterEach(() => vi.unstubAllGlobals());

describe('/my-reports/satellite-reports', { timeout: 30_000 }, () => {
  it('charts the selected farm’s NDVI over the period chosen, then another farm’s', async () => {
    const requests = fakeServer({ '/farm': farms, [`/farm/${dehesa.id}/satellite`]: ndvi(dehesa.id), [`/farm/${olivar.id}/satellite`]: ndvi(olivar.id) });
    renderMyReportsPage(SatelliteReportsPage, '/my-reports/satellite-reports');
    await screen.findByLabelText('NDVI over time');
    expect(screen.getByRole('combobox', { name: 'Farm' }).textContent).toBe('La Dehesa');

    typeDate('From', '2026-08-01');
    expect((await screen.findByText('01/08/2026', { selector: '[aria-label="NDVI over time"]' })).textContent).toBe('01/08/2026');
    expect(requests.some((request) => request.path.startsWith(`/farm/${dehesa.id}/satellite?from=2026-08-01&to=`))).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Farm' }));
    fireEvent.click(await screen.findByRole('option', { name: 'El Olivar' }));
    await screen.findByLabelText('NDVI over time');
    expect(requests.some((request) => request.path.startsWith(`/farm/${olivar.id}/satellite?from=2026-08-01`))).toBe(true);
  });

  it('asks for a farm first when the organisation has none', async () => {
    fakeServer({ '/farm': () => page([]) });
    renderMyReportsPage(SatelliteReportsPage, '/my-reports/satellite-reports');
    expect(await screen.findByRole('link', { name: 'Choose a farm' })).toBeTruthy();
    expect(screen.queryByLabelText('NDVI over time')).toBeNull();
  });
});

describe('/my-reports/weather-reports', { timeout: 30_000 }, () => {
  it('charts the weather observed at the selected farm over the period chosen', async () => {
    const requests = fakeServer({ '/farm': farms, [`/farm/${dehesa.id}/weather/history`]: weather(dehesa.id) });
    renderMyReportsPage(WeatherReportsPage, '/my-reports/weather-reports');
    expect(await screen.findByRole('region', { name: 'Weather over the period' })).toBeTruthy();
    await screen.findByLabelText('Past weather');

    typeDate('From', '2026-08-01');
    typeDate('To', '2026-08-31');
    expect((await screen.findByText('01/08', { selector: '[aria-label="Past weather"]' })).textContent).toBe('01/08');
    expect(requests.some((request) => request.path.endsWith(`/farm/${dehesa.id}/weather/history?from=2026-08-01&to=2026-08-31`))).toBe(true);
  });

  it('says the weather is not set up on this server, not that nothing was recorded', async () => {
    fakeServer({ '/farm': farms, [`/farm/${dehesa.id}/weather/history`]: weather(dehesa.id, 'notConfigured') });
    renderMyReportsPage(WeatherReportsPage, '/my-reports/weather-reports');
    expect((await screen.findByTestId('not-set-up')).textContent).toBe('Weather is not set up on this server.');
  });
});
