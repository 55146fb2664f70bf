import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SESSION_STORAGE_KEYS } from '../../app/session-storage';
import { fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';

// jsdom has no canvas: the stand-in chart lists the days it would draw.
vi.mock('../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis: { data: string[] } } }) => <div aria-label={label}>{option.xAxis.data.join(' ')}</div>,
}));

const FARM = { id: '00000000-0000-4000-8000-000000000101', name: 'La Dehesa' };
const OTHER = { id: '00000000-0000-4000-8000-000000000102', name: 'El Olivar' };
const ZONE = {
  id: '00000000-0000-4000-8000-000000000201',
  farmId: FARM.id,
  farmName: FARM.name,
  name: 'Paddock',
  description: null,
  points: [],
  area: 1,
  areaUnit: 'hectare',
  perimeter: 400,
  perimeterUnit: 'meter',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
/** A farm as GET /api/farm lists it: only the name and id matter here. */
const listed = ({ id, name }: typeof FARM) => ({
  id,
  name,
  ...Object.fromEntries(
    ['farmType', 'owner', 'ownershipType', 'governmentRegistrationNumber', 'cooperativeId', 'licenseNumber', 'licenseExpiryDate', 'regulatorName', 'regulatorRepresentativeName', 'countryCode', 'timeZone', 'state', 'city', 'street', 'houseNumber', 'postalCode', 'latitude', 'longitude', 'farmSize', 'farmPerimeter', 'productionSystem', 'goals'].map((field) => [field, null]),
  ),
  perimeterPoints: [],
  farmSizeUnit: 'hectare',
  farmPerimeterUnit: 'meter',
  contractMating: false,
  zoneCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const farms = () => envelope({ items: [OTHER, FARM].map(listed), total: 2, page: 1, limit: 1000 });
const series = (zoneId: string | null) => () =>
  envelope({ farmId: FARM.id, zoneId, from: '2026-08-25', to: '2026-11-22', provider: 'ready', points: [{ date: '2026-10-03', mean: 0.54, min: 0.12, max: 0.81, sampleCount: 9200 }] });

beforeEach(() => {
  signInForTest();
  localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify(FARM));
});
afterEach(() => vi.unstubAllGlobals());

describe('/satellite_reports', () => {
  it('charts the NDVI of the selected farm, then of one of its zones', async () => {
    const requests = fakeServer({
      '/farm': farms,
      [`/farm/${FARM.id}/zone`]: () => envelope([ZONE]),
      [`/farm/${FARM.id}/satellite`]: series(null),
      [`/zone/${ZONE.id}/satellite`]: series(ZONE.id),
    });
    renderApp('/satellite_reports');

    expect((await screen.findByLabelText('NDVI over time')).textContent).toBe('03/10/2026');
    expect(screen.getByRole('combobox', { name: 'Farm' }).textContent).toBe('La Dehesa');
    expect(requests.some((request) => request.path.startsWith(`/farm/${FARM.id}/satellite?from=`))).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paddock' }));
    await screen.findByLabelText('NDVI over time');
    expect(requests.some((request) => request.path.startsWith(`/zone/${ZONE.id}/satellite?from=`))).toBe(true);
  });

  it('says satellite imagery is not set up, not an error, and tells only an administrator how to set it up', async () => {
    const notSetUp = () => envelope({ farmId: FARM.id, zoneId: null, from: '2026-08-25', to: '2026-11-22', provider: 'notConfigured', points: [] });
    fakeServer({ '/farm': farms, [`/farm/${FARM.id}/zone`]: () => envelope([]), [`/farm/${FARM.id}/satellite`]: notSetUp });
    const view = renderApp('/satellite_reports/primary-geofence');

    expect((await screen.findByTestId('not-set-up')).textContent).toBe('Satellite imagery is not set up on this server.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('NDVI over time')).toBeNull();
    view.unmount();
    signInForTest({ userRoles: ['admin'] });
    renderApp('/satellite_reports/primary-geofence');
    expect((await screen.findByTestId('not-set-up')).textContent).toMatch(/not set up on this server\. Whoever runs the server turns it on by setting SATELLITE_CLIENT_ID/);
    // The primary geofence is the farm's own perimeter: no choice of zone.
    expect(screen.queryByRole('combobox', { name: 'Area' })).toBeNull();
  });

  it('says when no cloud-free image falls in the period', async () => {
    fakeServer({
      '/farm': farms,
      [`/farm/${FARM.id}/zone`]: () => envelope([]),
      [`/farm/${FARM.id}/satellite`]: () => envelope({ farmId: FARM.id, zoneId: null, from: '2026-08-25', to: '2026-11-22', provider: 'ready', points: [] }),
    });
    renderApp('/satellite_reports');
    expect(within(await screen.findByTestId('empty-state')).getByText(/No cloud-free satellite images/)).toBeTruthy();
  });
});
