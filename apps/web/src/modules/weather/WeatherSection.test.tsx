import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { WeatherSection } from './WeatherSection';
import { typeDate } from '../../testing/dates';

// jsdom has no canvas: the stand-in chart lists what it would draw.
vi.mock('../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis: { data: string[] } } }) => <div data-testid="chart" aria-label={label}>{option.xAxis.data.join(' ')}</div>,
}));

const FARM_ID = '00000000-0000-4000-8000-000000000101';
const day = (date: string) => ({ date, temperatureMin: 4, temperatureMax: 15, precipitation: 1.5, windSpeedMax: 12, weatherCode: 61 });
const report = {
  farmId: FARM_ID,
  latitude: 40,
  longitude: -3,
  provider: 'ready',
  current: { time: '2026-11-22T12:00', temperature: 14.3, humidity: 62, precipitation: 0, windSpeed: 11.5, weatherCode: 2 },
  forecast: ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map(day),
};
const history = (url: string) => {
  const query = new URL(url, 'http://app').searchParams;
  return envelope({ farmId: FARM_ID, latitude: 40, longitude: -3, from: query.get('from'), to: query.get('to'), provider: 'ready', days: [day(query.get('from')!)] });
};

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('the weather section of a farm', () => {
  it('shows the conditions now, the 7-day forecast and the last 30 days', async () => {
    const requests = fakeServer({ [`/farm/${FARM_ID}/weather`]: () => envelope(report), [`/farm/${FARM_ID}/weather/history`]: (_, url) => history(url) });
    renderWithProviders(<WeatherSection farmId={FARM_ID} />);

    const now = await screen.findByTestId('weather-now');
    expect(within(now).getByText('14.3 °C')).toBeTruthy();
    expect(within(now).getByText('62 %')).toBeTruthy();
    expect(within(now).getByText('Partly cloudy')).toBeTruthy();
    expect((await screen.findByLabelText('Next 7 days')).textContent).toBe('22/11 23/11 24/11 25/11 26/11 27/11 28/11');
    expect(await screen.findByLabelText('Past weather')).toBeTruthy();
    const asked = new URL(requests.find((request) => request.path.includes('/history'))!.path, 'http://app').searchParams;
    expect(asked.get('to')! > asked.get('from')!).toBe(true);
  });

  it('asks again for the period chosen', async () => {
    const requests = fakeServer({ [`/farm/${FARM_ID}/weather`]: () => envelope(report), [`/farm/${FARM_ID}/weather/history`]: (_, url) => history(url) });
    renderWithProviders(<WeatherSection farmId={FARM_ID} />);
    await screen.findByLabelText('Past weather');

    typeDate('From', '2026-08-01');
    typeDate('To', '2026-08-31');

    expect((await screen.findByLabelText('Past weather')).textContent).toBe('01/08');
    expect(requests.some((request) => request.path.endsWith('/weather/history?from=2026-08-01&to=2026-08-31'))).toBe(true);
  });

  it('says clearly, in Spanish too, that the weather service cannot be reached', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ [`/farm/${FARM_ID}/weather`]: () => errorResponse(503, 'weather.unreachable', 'down') });
    renderWithProviders(<WeatherSection farmId={FARM_ID} />);

    expect((await screen.findByRole('alert')).textContent).toContain('No se puede contactar con el servicio meteorológico');
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tiempo' })).toBeTruthy();
  });

  it('says the weather is not set up, in Spanish too, without an error or the past weather', async () => {
    await i18n.changeLanguage('es');
    const requests = fakeServer({ [`/farm/${FARM_ID}/weather`]: () => envelope({ ...report, provider: 'notConfigured', current: null, forecast: [] }) });
    renderWithProviders(<WeatherSection farmId={FARM_ID} />);

    expect((await screen.findByTestId('not-set-up')).textContent).toBe('La información meteorológica no está configurada en este servidor.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(requests.some((request) => request.path.includes('/history'))).toBe(false);
  });
});
