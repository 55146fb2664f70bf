import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LatLng } from '@ganado/shared/farms';
import { SESSION_STORAGE_KEYS } from '../../app/session-storage';
import { dehesa, FARM_ID, mapConfig, page, zone } from '../../testing/farms';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';

// jsdom cannot run Leaflet: the maps become the names of what they would draw.
vi.mock('../farms/map/FarmsMap', () => ({
  FarmsMap: ({ shapes }: { shapes: { name: string }[] }) => <div data-testid="stand-in-map">{shapes.map((shape) => shape.name).join(', ')}</div>,
}));
vi.mock('./walk/WalkMap', () => ({ WalkMap: ({ points }: { points: LatLng[] }) => <div data-testid="stand-in-walk-map">{points.length}</div> }));

/**
 * A square of about 100 m a side inside La Dehesa (walk.test.ts works the figures out): 400 m
 * walked back to the start, about 1 ha.
 */
const SQUARE: LatLng[] = [
  { latitude: 40.001, longitude: -2.999 },
  { latitude: 40.0019, longitude: -2.999 },
  { latitude: 40.0019, longitude: -2.997825 },
  { latitude: 40.001, longitude: -2.997825 },
];

type Success = (position: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;

/** navigator.geolocation, which jsdom lacks, driven by the test: each call is one fix or error. */
function fakeGeolocation() {
  const watchers: { success: Success; failure: Failure }[] = [];
  const geolocation = {
    watchPosition: vi.fn((success: Success, failure: Failure) => watchers.push({ success, failure })),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    geolocation,
    move: (point: LatLng, accuracy = 5) => act(() => watchers.at(-1)!.success({ coords: { ...point, accuracy } })),
    deny: () => act(() => watchers.at(-1)!.failure({ code: 1, PERMISSION_DENIED: 1 })),
  };
}

/** Starts a walk and goes round the square, back to the start, with one blurred fix on the way. */
async function walkTheSquare() {
  const gps = fakeGeolocation();
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  expect(gps.geolocation.watchPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), expect.objectContaining({ enableHighAccuracy: true }));
  for (const corner of SQUARE) gps.move(corner);
  gps.move({ latitude: 40.0005, longitude: -2.998 }, 80);
  gps.move(SQUARE[0]!);
  return gps;
}

const farmRoutes = () => ({
  '/map/config': mapConfig,
  '/farm': () => page([dehesa]),
  [`/farm/${FARM_ID}`]: () => envelope(dehesa),
  [`/farm/${FARM_ID}/zone`]: () => envelope([zone]),
});

beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('walk and measure', { timeout: 30_000 }, () => {
  it('turns accurate fixes into points, with the distance walked and the area enclosed', async () => {
    fakeServer(farmRoutes());
    renderApp('/geofence/walkmeasure');
    const gps = await walkTheSquare();
    // The blurred fix (80 m) is not a point; the return to the start is walked but not a corner.
    expect(screen.getByTestId('walk-points').textContent).toBe('5');
    expect(screen.getByTestId('walk-distance').textContent).toBe('400 m');
    expect(screen.getByTestId('walk-area').textContent).toBe('1 ha');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(gps.geolocation.clearWatch).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Save as zone' })).toBeTruthy();
  });

  it('saves the walk as a zone of the chosen farm', async () => {
    const requests = fakeServer({ ...farmRoutes(), '/zone': () => envelope(zone) });
    const { router } = renderApp('/geofence/walkmeasure');
    await walkTheSquare();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as zone' }));
    // Neither the farm nor the zone's name is given yet.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Farm' }));
    fireEvent.click(await screen.findByRole('option', { name: 'La Dehesa' }));
    fireEvent.change(screen.getByLabelText('Zone name'), { target: { value: 'Walked paddock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as zone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/geofence/${FARM_ID}`));
    expect(bodyOf(sentTo(requests, '/zone').init)).toEqual({
      farmId: FARM_ID,
      name: 'Walked paddock',
      description: null,
      points: SQUARE.map((corner) => ({ ...corner, label: null })),
    });
    expect(await screen.findByText('Zone added')).toBeTruthy();
  });

  it('saves the walk as the selected farm’s perimeter, keeping the rest of the farm', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify({ id: FARM_ID, name: 'La Dehesa' }));
    const requests = fakeServer(farmRoutes());
    renderApp('/geofence/walkmeasure');
    await walkTheSquare();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Farm perimeter' }));
    // The selected farm is chosen already, once the farms are loaded.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Farm' }).textContent).toBe('La Dehesa'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as farm perimeter' }));
    await waitFor(() => expect(requests.some((request) => request.init.method === 'PUT')).toBe(true));
    const sent = bodyOf(requests.find((request) => request.init.method === 'PUT')!.init) as Record<string, unknown>;
    expect(sent.perimeterPoints).toEqual(SQUARE.map((corner) => ({ ...corner, label: null })));
    expect(sent).toMatchObject({ name: 'La Dehesa', owner: 'Ana Ruiz', licenseExpiryDate: '2027-06-30' });
  });

  it('says when the person refused location, and when the browser has none', async () => {
    fakeServer(farmRoutes());
    renderApp('/geofence/walkmeasure');
    const gps = fakeGeolocation();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    gps.deny();
    expect(screen.getByRole('alert').textContent).toContain('Location permission was refused');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();

    Reflect.deleteProperty(navigator, 'geolocation');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByRole('alert').textContent).toContain('This browser cannot tell where you are');
  });
});

describe('geofence lists', { timeout: 30_000 }, () => {
  it('lists the farms with their perimeter status and zones', async () => {
    fakeServer({ '/farm': () => page([dehesa, { ...dehesa, id: '00000000-0000-4000-8000-000000000102', name: 'El Soto', perimeterPoints: [], zoneCount: 0 }]) });
    renderApp('/geofence');
    const table = await screen.findByRole('table', { name: 'Farms and their geofences' });
    const [, drawn, bare] = within(table).getAllByRole('row');
    expect(drawn!.textContent).toBe('La DehesaDrawn94.7 ha1');
    expect(bare!.textContent).toBe('El SotoNot drawn—0');
    expect(within(drawn!).getByRole('link', { name: 'La Dehesa' }).getAttribute('href')).toBe(`/geofence/${FARM_ID}`);
  });

  it('shows every saved perimeter and zone, with area and perimeter', async () => {
    fakeServer(farmRoutes());
    renderApp('/geofence/saved');
    const table = await screen.findByRole('table', { name: 'Saved geofences' });
    await within(table).findByRole('link', { name: 'North paddock' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameFarmAreaPerimeter',
      'La DehesaFarm perimeterLa Dehesa94.7 ha3,926 m',
      'North paddockZoneLa Dehesa12.5 ha1,500 m',
    ]);
  });

  it('shows a farm’s geofences with the ways to change them', async () => {
    fakeServer(farmRoutes());
    renderApp(`/geofence/${FARM_ID}`);
    expect(await screen.findByTestId('stand-in-map')).toHaveProperty('textContent', 'La Dehesa, North paddock');
    expect(screen.getByRole('link', { name: 'Redraw perimeter' }).getAttribute('href')).toBe(`/myfarm/edit-farm/${FARM_ID}`);
    expect(screen.getByRole('link', { name: 'Add zone' }).getAttribute('href')).toBe(`/myfarm/add-zone?farm=${FARM_ID}`);
    expect(screen.getByRole('link', { name: 'Walk and measure' }).getAttribute('href')).toBe('/geofence/walkmeasure');
  });

  it('shows the zones of the selected farm as sub-geofences', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify({ id: FARM_ID, name: 'La Dehesa' }));
    fakeServer(farmRoutes());
    renderApp('/geofence/sub');
    const table = await screen.findByRole('table', { name: 'Geofences of La Dehesa' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'North paddock' })).toBeTruthy();
  });
});
