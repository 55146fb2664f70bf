import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LatLng } from '@ganado/shared/farms';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { dehesa, mapConfig } from '../../testing/farms';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';

// jsdom cannot run Leaflet: the stand-in map shows the view it was asked for, and each click places the next corner.
const drawing = vi.hoisted(() => ({ corners: [] as LatLng[] }));
vi.mock('./map/DrawingMap', () => ({
  DrawingMap: ({ points, onAdd, view }: { points: LatLng[]; onAdd: (point: LatLng) => void; view?: unknown }) => (
    <>
      <output data-testid="map-view">{JSON.stringify(view ?? null)}</output>
      <button type="button" onClick={() => onAdd(drawing.corners[points.length % drawing.corners.length]!)}>
        stand-in map
      </button>
    </>
  ),
}));

const KENYA = { Name: 'Kenya', Code: 'KE', Timezone: 'Africa/Nairobi', UTC: 'UTC+03:00', MobileCode: 254, Centre: { latitude: 1, longitude: 38, zoom: 6 } };
const SPAIN = { Name: 'Spain', Code: 'ES', Timezone: 'Europe/Madrid', UTC: 'UTC+01:00', MobileCode: 34, Centre: { latitude: 40, longitude: -4, zoom: 6 } };
const countries = () => envelope([KENYA, SPAIN]);
const withGeocoder = () => envelope({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: 'OSM', geocoder: true });
const POZOBLANCO = { label: 'Pozoblanco, Córdoba, España', lat: 38.38, lng: -4.85, bbox: { south: 38.3, west: -4.95, north: 38.45, east: -4.7 } };
/** About 1.2 million ha near the equator: a plausible Australian station, not a plausible dairy farm. */
const VAST: LatLng[] = [
  { latitude: 0, longitude: 37 },
  { latitude: 1, longitude: 37 },
  { latitude: 1, longitude: 38 },
  { latitude: 0, longitude: 38 },
];

/** Once the list has arrived: a select without the option keeps its value. */
async function chooseCountry(code: string) {
  const select = await screen.findByLabelText('Country', {}, { timeout: 10_000 });
  await waitFor(() => expect(select.querySelector(`option[value="${code}"]`)).not.toBeNull(), { timeout: 5_000 });
  fireEvent.change(select, { target: { value: code } });
}

const mapView = () => JSON.parse(screen.getByTestId('map-view').textContent!) as unknown;

beforeEach(() => {
  signInForTest();
  drawing.corners = VAST;
});
afterEach(() => vi.unstubAllGlobals());

// Long forms: MUI renders slowly in jsdom when two cores run the suite in parallel.
describe('where the farm map opens', { timeout: 30_000 }, () => {
  it('opens on the world, then on the chosen country’s centre when the server has no geocoder', async () => {
    fakeServer({ '/map/config': mapConfig, '/countries': countries });
    renderApp('/myfarm/register');
    await screen.findByRole('button', { name: 'stand-in map' }, { timeout: 10_000 });
    expect(mapView()).toEqual({ center: { latitude: 20, longitude: 0 }, zoom: 2 });

    await chooseCountry('KE');
    await waitFor(() => expect(mapView()).toEqual({ center: { latitude: 1, longitude: 38 }, zoom: 6 }));
  });

  it('opens on the place the address was found at, when the server has a geocoder', async () => {
    const requests = fakeServer({ '/map/config': withGeocoder, '/countries': countries, '/farm/geocode': () => envelope({ provider: 'ready', places: [POZOBLANCO] }) });
    renderApp('/myfarm/register');
    await chooseCountry('ES');
    fireEvent.change(screen.getByLabelText('Village, town or city'), { target: { value: 'Pozoblanco' } });
    await waitFor(() => expect(mapView()).toEqual({ bounds: [{ latitude: 38.3, longitude: -4.95 }, { latitude: 38.45, longitude: -4.7 }] }), { timeout: 5_000 });
    expect(requests.map((request) => request.path)).toContain('/farm/geocode?q=Pozoblanco&country=ES');
  });

  it('opens on the farm’s own land when editing, asking no geocoder', async () => {
    const requests = fakeServer({ '/map/config': withGeocoder, '/countries': countries, [`/farm/${dehesa.id}`]: () => envelope(dehesa) });
    renderApp(`/myfarm/edit-farm/${dehesa.id}`);
    await screen.findByRole('button', { name: 'stand-in map' }, { timeout: 10_000 });
    expect(mapView()).toEqual({ bounds: dehesa.perimeterPoints });
    expect(requests.some((request) => request.path.startsWith('/farm/geocode'))).toBe(false);
  });
});

describe('finding the land on the map', { timeout: 30_000 }, () => {
  it('has no search box without a geocoder, and says why', async () => {
    fakeServer({ '/map/config': mapConfig, '/countries': countries });
    renderApp('/myfarm/register');
    await screen.findByRole('button', { name: 'stand-in map' }, { timeout: 10_000 });
    expect(await screen.findByText('Place search is not set up on this server: find the place on the map, or use your location.')).toBeTruthy();
    expect(screen.queryByLabelText('Search for a place')).toBeNull();
  });

  it('searches a place in the chosen country on Enter, without saving the form, and moves the map to it', async () => {
    const requests = fakeServer({ '/map/config': withGeocoder, '/countries': countries, '/farm/geocode': () => envelope({ provider: 'ready', places: [POZOBLANCO] }) });
    renderApp('/myfarm/register');
    await chooseCountry('ES');
    const search = await screen.findByLabelText('Search for a place', {}, { timeout: 10_000 });
    fireEvent.change(search, { target: { value: 'Pozoblanco' } });
    fireEvent.keyDown(search, { key: 'Enter' });

    const results = await screen.findByRole('list', { name: 'Places found' });
    expect(requests.some((request) => request.init.method === 'POST')).toBe(false);
    expect(requests.map((request) => request.path)).toContain('/farm/geocode?q=Pozoblanco&country=ES');
    fireEvent.click(within(results).getByText(POZOBLANCO.label));
    expect(mapView()).toEqual({ bounds: [{ latitude: 38.3, longitude: -4.95 }, { latitude: 38.45, longitude: -4.7 }] });
  });

  it('says when the geocoder does not answer', async () => {
    fakeServer({ '/map/config': withGeocoder, '/countries': countries, '/farm/geocode': () => envelope({ provider: 'unavailable', places: [] }) });
    renderApp('/myfarm/register');
    fireEvent.change(await screen.findByLabelText('Search for a place', {}, { timeout: 10_000 }), { target: { value: 'Pozoblanco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The place search is not answering right now. Find the place on the map, or use your location.')).toBeTruthy();
  });

  it('moves the map to the device’s location, and explains a refusal', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) => success({ coords: { latitude: -1.29, longitude: 36.82 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    fakeServer({ '/map/config': mapConfig, '/countries': countries });
    renderApp('/myfarm/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }, { timeout: 10_000 }));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(mapView()).toEqual({ center: { latitude: -1.29, longitude: 36.82 }, zoom: 15 });

    getCurrentPosition.mockImplementation((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Location access was refused. Allow it in the browser settings, or find the place on the map.')).toBeTruthy();
  });

  it('says so when the browser cannot locate at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    fakeServer({ '/map/config': mapConfig, '/countries': countries });
    renderApp('/myfarm/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }, { timeout: 10_000 }));
    expect(await screen.findByText('This browser cannot tell your location. Find the place on the map.')).toBeTruthy();
  });
});

describe('an implausible area', { timeout: 30_000 }, () => {
  it('is pointed out while drawing, and saved only once confirmed', async () => {
    const requests = fakeServer({ '/map/config': mapConfig, '/countries': countries, '/farm': () => envelope(dehesa), [`/farm/${dehesa.id}`]: () => envelope(dehesa), [`/farm/${dehesa.id}/zone`]: () => envelope([]) });
    renderApp('/myfarm/register');
    fireEvent.change(await screen.findByLabelText(/Farm name/, {}, { timeout: 10_000 }), { target: { value: 'Vast' } });
    fireEvent.change(screen.getByLabelText('Farm type'), { target: { value: 'dairy' } });
    const map = screen.getByRole('button', { name: 'stand-in map' });
    for (let corner = 0; corner < 4; corner += 1) fireEvent.click(map);
    expect(screen.getByTestId('area-warning').textContent).toMatch(/far more than a farm of this type usually has \(up to 20,000 ha\)/);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this area?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check the perimeter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.init.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Save this area?' })).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(requests.some((request) => request.init.method === 'POST')).toBe(true));
    expect(bodyOf(requests.find((request) => request.init.method === 'POST')!.init)).toMatchObject({ name: 'Vast', farmType: 'dairy' });
  });

  it('is no concern for a beef ranch of a third of that size', async () => {
    drawing.corners = VAST.map((corner) => ({ latitude: corner.latitude / 2, longitude: 37 + (corner.longitude - 37) / 2 }));
    fakeServer({ '/map/config': mapConfig, '/countries': countries });
    renderApp('/myfarm/register');
    fireEvent.change(await screen.findByLabelText('Farm type', {}, { timeout: 10_000 }), { target: { value: 'beef' } });
    const map = screen.getByRole('button', { name: 'stand-in map' });
    for (let corner = 0; corner < 4; corner += 1) fireEvent.click(map);
    expect(screen.getByTestId('measured-area').textContent).toMatch(/ha$/);
    expect(screen.queryByTestId('area-warning')).toBeNull();
  });
});

