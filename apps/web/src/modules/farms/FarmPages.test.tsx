import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type LatLng, measurePolygon } from '@ganado/shared/farms';
import { SESSION_STORAGE_KEYS } from '../../app/session-storage';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { CORNERS, dehesa, FARM_ID, mapConfig, page, zone } from '../../testing/farms';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { typeDate } from '../../testing/dates';

// jsdom cannot run Leaflet: each click on the stand-in map places the next corner of a rectangle.
vi.mock('./map/DrawingMap', () => ({
  DrawingMap: ({ points, onAdd }: { points: LatLng[]; onAdd: (point: LatLng) => void }) => (
    <button type="button" onClick={() => onAdd(CORNERS[points.length % CORNERS.length]!)}>
      stand-in map
    </button>
  ),
}));
vi.mock('./map/FarmsMap', () => ({
  FarmsMap: ({ shapes }: { shapes: { name: string }[] }) => <div data-testid="stand-in-map">{shapes.map((shape) => shape.name).join(', ')}</div>,
}));


beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('the farm list (landing page)', { timeout: 15_000 }, () => {
  it('shows the farms as cards and searches through the server', async () => {
    const requests = fakeServer({ '/farm': () => page([dehesa]) });
    renderApp('/myfarm/farmlist');
    const card = await screen.findByRole('article', { name: 'La Dehesa' });
    expect(within(card).getByText('Pozoblanco, Córdoba, ES')).toBeTruthy();
    expect(within(card).getByText('Farm size: 94.7 ha')).toBeTruthy();
    expect(within(card).getByText('1 zone')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search farms'), { target: { value: 'dehesa' } });
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/farm?page=1&limit=25&search=dehesa'));
  });

  it('invites to register the first farm when there is none', async () => {
    fakeServer({ '/farm': () => page([]) });
    renderApp('/myfarm/farmlist');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('link', { name: 'Register farm' }).getAttribute('href')).toBe('/myfarm/register');
  });

  it('remembers the selected farm locally and names it in the top bar', async () => {
    fakeServer({ '/farm': () => page([dehesa]) });
    renderApp('/myfarm/farmlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Select La Dehesa' }));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.farm)!)).toEqual({ id: FARM_ID, name: 'La Dehesa' });
    expect(screen.getByTestId('farm-switcher').textContent).toContain('La Dehesa');
  });
});

// Long forms: MUI renders slowly in jsdom when two cores run the suite in parallel.
describe('registering a farm', { timeout: 30_000 }, () => {
  it('asks for a name, and for at least three corners once drawing started', async () => {
    fakeServer({ '/map/config': mapConfig });
    renderApp('/myfarm/register');
    fireEvent.click(await screen.findByRole('button', { name: 'stand-in map' }));
    fireEvent.click(screen.getByRole('button', { name: 'stand-in map' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Draw at least 3 points, with no edges crossing each other.')).toBeTruthy();
  });

  it('keeps the map and the typed points in step, with live figures in the chosen units', async () => {
    fakeServer({ '/map/config': mapConfig });
    renderApp('/myfarm/register');
    const map = await screen.findByRole('button', { name: 'stand-in map' });
    for (let corner = 0; corner < 4; corner += 1) fireEvent.click(map);
    const measured = measurePolygon(CORNERS);
    expect(screen.getByTestId('measured-area').textContent).toBe(`${measured.area.toFixed(2)} ha`);
    expect(screen.getByTestId('measured-perimeter').textContent).toBe(`${Math.round(measured.perimeter).toLocaleString('en')} m`);

    // Typing a point moves the corner: the figures follow.
    const longitude = screen.getByLabelText('Longitude of point 3');
    expect((longitude as HTMLInputElement).value).toBe('-2.99');
    fireEvent.change(longitude, { target: { value: '-2.98' } });
    fireEvent.change(screen.getByLabelText('Longitude of point 4'), { target: { value: '-2.98' } });
    const widened = [CORNERS[0]!, CORNERS[1]!, { latitude: 40.01, longitude: -2.98 }, { latitude: 40, longitude: -2.98 }];
    const wider = measurePolygon(widened);
    expect(screen.getByTestId('measured-area').textContent).toBe(`${wider.area.toFixed(2)} ha`);

    fireEvent.change(screen.getByLabelText('Area unit'), { target: { value: 'acre' } });
    fireEvent.change(screen.getByLabelText('Length unit'), { target: { value: 'kilometer' } });
    const inAcres = measurePolygon(widened, 'acre', 'kilometer');
    expect(screen.getByTestId('measured-area').textContent).toBe(`${inAcres.area.toFixed(2)} ac`);
    expect(screen.getByTestId('measured-perimeter').textContent).toBe(`${inAcres.perimeter.toFixed(2)} km`);

    fireEvent.click(screen.getByRole('button', { name: 'Remove last point' }));
    expect(screen.queryByLabelText('Longitude of point 4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('table', { name: 'Perimeter points' })).toBeNull();
    expect(screen.getByTestId('measured-area').textContent).toBe('0 ac');
  });

  it('sends every field, selects the saved farm and opens it with the spec’s message', async () => {
    const requests = fakeServer({
      '/map/config': mapConfig,
      '/farm': () => envelope(dehesa),
      [`/farm/${FARM_ID}`]: () => envelope(dehesa),
      [`/farm/${FARM_ID}/zone`]: () => envelope([]),
    });
    const { router } = renderApp('/myfarm/register');
    fireEvent.change(await screen.findByLabelText(/Farm name/), { target: { value: ' La Dehesa ' } });
    fireEvent.change(screen.getByLabelText('Farm type'), { target: { value: 'beef' } });
    typeDate('Licence expiry date', '2027-06-30');
    fireEvent.change(screen.getByLabelText('Village, town or city'), { target: { value: 'Pozoblanco' } });
    fireEvent.click(screen.getByLabelText('Contract mating'));
    const map = screen.getByRole('button', { name: 'stand-in map' });
    for (let corner = 0; corner < 4; corner += 1) fireEvent.click(map);
    fireEvent.change(screen.getByLabelText('Label of point 1'), { target: { value: 'Gate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Farm registered', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/myfarm/detail/${FARM_ID}`);
    const sent = bodyOf(requests.find((request) => request.init.method === 'POST')!.init) as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'La Dehesa',
      farmType: 'beef',
      ownershipType: null,
      licenseExpiryDate: '2027-06-30',
      city: 'Pozoblanco',
      owner: null,
      contractMating: true,
      farmSizeUnit: 'hectare',
      farmPerimeterUnit: 'meter',
      perimeterPoints: [{ ...CORNERS[0], label: 'Gate' }, { ...CORNERS[1], label: null }, { ...CORNERS[2], label: null }, { ...CORNERS[3], label: null }],
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.farm)!)).toEqual({ id: FARM_ID, name: 'La Dehesa' });
  });

  it('puts the server’s refusal under the field it names', async () => {
    fakeServer({
      '/map/config': mapConfig,
      '/farm': () => errorResponse(409, 'farms.nameTaken', 'taken', [{ param: 'name', key: 'farms.nameTaken', msg: 'taken' }]),
    });
    renderApp('/myfarm/register');
    fireEvent.change(await screen.findByLabelText(/Farm name/), { target: { value: 'La Dehesa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('A farm with this name already exists.')).toHaveLength(2);
  });
});

describe('a farm’s detail and zones', { timeout: 30_000 }, () => {

  it('shows every section with the figures in the farm’s units, and selects the farm', async () => {
    fakeServer({ [`/farm/${FARM_ID}`]: () => envelope(dehesa), [`/farm/${FARM_ID}/zone`]: () => envelope([zone]) });
    renderApp(`/myfarm/${FARM_ID}`);
    const detail = await screen.findByTestId('farm-detail');
    await within(detail).findByText('North paddock');
    for (const text of ['94.7 ha', '3,926 m', 'Beef', 'Leased', 'LIC-7', '30/06/2027', 'Pozoblanco', 'Extensive', 'Yes']) {
      expect(within(detail).getByText(text), text).toBeTruthy();
    }
    expect(screen.getByTestId('stand-in-map').textContent).toBe('La Dehesa, North paddock');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/myfarm/edit-farm/${FARM_ID}`);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.farm)!)).toEqual({ id: FARM_ID, name: 'La Dehesa' }));
  });

  it('edits the selected farm at /myfarm/edit, starting from its values', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify({ id: FARM_ID, name: 'La Dehesa' }));
    const requests = fakeServer({ '/map/config': mapConfig, [`/farm/${FARM_ID}`]: (init) => envelope(init.method === 'PUT' ? { ...dehesa, city: 'Añora' } : dehesa) });
    renderApp('/myfarm/edit');
    const city = await screen.findByLabelText('Village, town or city', {}, { timeout: 10_000 });
    expect((city as HTMLInputElement).value).toBe('Pozoblanco');
    expect((screen.getByLabelText('Latitude of point 2') as HTMLInputElement).value).toBe('40.01');
    fireEvent.change(city, { target: { value: 'Añora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Farm updated', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.init.method === 'PUT')!.init)).toMatchObject({ name: 'La Dehesa', city: 'Añora', contractMating: true });
  });

  it('says so when no farm is selected', async () => {
    fakeServer({});
    renderApp('/myfarm/edit');
    expect(await screen.findByText('No farm is selected.')).toBeTruthy();
  });

  it('lists a farm’s zones and shows the server’s reason when a zone is outside the farm', async () => {
    fakeServer({
      '/map/config': mapConfig,
      [`/farm/${FARM_ID}`]: () => envelope(dehesa),
      [`/farm/${FARM_ID}/zone`]: () => envelope([zone]),
      '/zone': () => errorResponse(422, 'errors.checkAllValues', 'check', [{ param: 'points', key: 'farms.zoneOutsideFarm', msg: 'outside' }]),
    });
    renderApp(`/myfarm/zones/${FARM_ID}`);
    const table = await screen.findByRole('table', { name: 'Zones' });
    expect(within(table).getByText('12.5 ha')).toBeTruthy();
    expect(within(table).getByText('1,500 m')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Add zone' }));
    fireEvent.change(await screen.findByLabelText(/Zone name/), { target: { value: 'South' } });
    const map = screen.getByRole('button', { name: 'stand-in map' });
    for (let corner = 0; corner < 3; corner += 1) fireEvent.click(map);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The zone must lie inside the farm’s perimeter.')).toBeTruthy();
  });
});
