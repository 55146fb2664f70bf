import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import i18n from '../../app/i18n';
import { dehesa, page as farmPage, zone } from '../../testing/farms';

const TRACTOR_ID = '00000000-0000-4000-8000-000000000011';
const tractor = {
  id: TRACTOR_ID,
  type: 'tractor',
  name: 'John Deere 6120M',
  make: 'John Deere',
  model: '6120M',
  serialNumber: '1L06120MKLP912345',
  purchaseDate: '2021-03-15',
  purchasePrice: { amountMinor: 185_000_000, currency: 'MXN' },
  farm: { id: '00000000-0000-4000-8000-000000000021', name: 'Los Álamos' },
  zone: null,
  group: null,
  status: 'inService',
  meterHours: 2480,
  currentHours: 2492,
  due: true,
  details: { horsepower: 120 },
  notes: null,
  updatedAt: '2026-12-01T10:00:00.000Z',
};
const FARM_ID = dehesa.id;
const GROUP_ID = '00000000-0000-4000-8000-000000000031';
const itemRoutes = {
  [`/equipment/${TRACTOR_ID}/plans`]: () => envelope([]),
  [`/equipment/${TRACTOR_ID}/maintenance`]: () => envelope([]),
  [`/equipment/${TRACTOR_ID}/documents`]: () => envelope([]),
};
/** The list's query string of the latest GET /equipment. */
const lastListQuery = (requests: { path: string; init: RequestInit }[]) =>
  Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/equipment?')).at(-1)?.path.split('?')[1] ?? ''));
/** The field a control belongs to, with its helper text. */
const fieldOf = (element: HTMLElement) => element.closest<HTMLElement>('.MuiFormControl-root')!;
const page = (items: unknown[]) => envelope({ items, total: items.length, page: 1, limit: 25 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the equipment pages', { timeout: 20_000 }, () => {
  it('lists the inventory with what is due, and says when nothing is registered', async () => {
    signInForTest({ userRoles: ['admin'] });
    fakeServer({ '/equipment': () => page([tractor]) });
    renderApp('/equipmentinventory');
    expect(await screen.findByRole('link', { name: 'John Deere 6120M' })).toBeTruthy();
    expect(screen.getByText('Due for service')).toBeTruthy();
    expect(screen.getByText('2,492 hours')).toBeTruthy();
    expect(screen.queryByText(/Coming soon/i)).toBeNull();
  });

  it('shows the inventory in Spanish, and its empty state', async () => {
    signInForTest({ userRoles: ['admin'] });
    await i18n.changeLanguage('es');
    fakeServer({ '/equipment': () => page([]) });
    renderApp('/equipmentinventory');
    expect(await screen.findByText('Todavía no hay equipos registrados.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar equipo' })).toBeTruthy();
  });

  it('registers a tractor with its own fields, showing a serial number already taken under its field', async () => {
    signInForTest({ userRoles: ['admin'] });
    let tries = 0;
    const requests = fakeServer({
      '/equipment-groups': () => envelope([]),
      '/equipment': (init) => {
        tries += 1;
        return tries === 1
          ? errorResponse(409, 'equipment.serialNumberTaken', 'Another item of equipment already has this serial number.', [
              { param: 'serialNumber', msg: 'Another item of equipment already has this serial number.', key: 'equipment.serialNumberTaken' },
            ])
          : envelope({ ...tractor, ...(bodyOf(init) as object) });
      },
      [`/equipment/${TRACTOR_ID}`]: () => envelope(tractor),
      [`/equipment/${TRACTOR_ID}/plans`]: () => envelope([]),
      [`/equipment/${TRACTOR_ID}/maintenance`]: () => envelope([]),
      [`/equipment/${TRACTOR_ID}/documents`]: () => envelope([]),
    });
    renderApp('/equipmentRegistration/tractor');
    expect(await screen.findByRole('heading', { name: 'Register equipment: Tractor' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'John Deere 6120M' } });
    fireEvent.change(screen.getByLabelText('Serial number'), { target: { value: '1L06120MKLP912345' } });
    fireEvent.change(screen.getByLabelText('Horsepower'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Hour meter reading'), { target: { value: '245' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('Another item of equipment already has this serial number.')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'John Deere 6120M' })).toBeTruthy();
    const posts = requests.filter((request) => request.path === '/equipment' && request.init.method === 'POST');
    expect(bodyOf(posts[1]!.init)).toMatchObject({ type: 'tractor', name: 'John Deere 6120M', serialNumber: '1L06120MKLP912345', meterHours: 245, details: { horsepower: 120 } });
    await waitFor(() => expect(screen.getByText('No maintenance plan yet.')).toBeTruthy());
  });

  it('shows the server’s 422 under the fields it names (a type’s own field, the price), and the schema’s before sending', async () => {
    signInForTest({ userRoles: ['admin'] });
    const requests = fakeServer({
      '/equipment-groups': () => envelope([]),
      '/farm': () => farmPage([dehesa]),
      [`/farm/${FARM_ID}/zone`]: () => envelope([zone]),
      '/equipment': () =>
        errorResponse(422, 'errors.validation', 'Check the values.', [
          { param: 'details.horsepower', msg: 'This value is too large to be right.', key: 'equipment.implausible' },
          { param: 'purchasePrice.amountMinor', msg: 'Enter a number greater than zero.', key: 'animals.mustBePositive' },
        ]),
    });
    renderApp('/equipmentRegistration/tractor');
    expect(await screen.findByRole('heading', { name: 'Register equipment: Tractor' })).toBeTruthy();
    // Nothing is sent without a name: the contract's schema says so under the field.
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fieldOf(screen.getByLabelText(/^Name/)).textContent).toMatch(/required/i));
    expect(requests.some((request) => request.path === '/equipment')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Big tractor' } });
    fireEvent.change(screen.getByLabelText('Horsepower'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '250000' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'La Dehesa' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Farm'), { target: { value: FARM_ID } });
    await waitFor(() => expect(screen.getByRole('option', { name: zone.name })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Zone'), { target: { value: zone.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fieldOf(screen.getByLabelText('Horsepower')).textContent).toContain('This value is too large to be right.'));
    expect(fieldOf(screen.getByLabelText('Purchase price')).textContent).toContain('Enter a number greater than zero.');
    const post = requests.find((request) => request.path === '/equipment' && request.init.method === 'POST')!;
    expect(bodyOf(post.init)).toMatchObject({ name: 'Big tractor', farmId: FARM_ID, zoneId: zone.id, purchasePrice: { amountMinor: 25_000_000, currency: 'MXN' }, details: { horsepower: 1500 } });
  });

  it('filters and sorts the inventory, each choice in the request', async () => {
    signInForTest({ userRoles: ['admin'] });
    const requests = fakeServer({
      '/equipment': () => page([tractor]),
      '/equipment-groups': () => envelope([{ id: GROUP_ID, name: 'Hay making', notes: null, equipment: [] }]),
      '/farm': () => farmPage([dehesa]),
      [`/farm/${FARM_ID}/zone`]: () => envelope([zone]),
    });
    renderApp('/equipmentinventory');
    expect(await screen.findByRole('link', { name: 'John Deere 6120M' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'tractor' } });
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ type: 'tractor' }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'underRepair' } });
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ type: 'tractor', status: 'underRepair' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Hay making' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: GROUP_ID } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'La Dehesa' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Farm'), { target: { value: FARM_ID } });
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ type: 'tractor', status: 'underRepair', groupId: GROUP_ID, farmId: FARM_ID, page: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Serial number' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ col: 'serialNumber', type: 'tractor' }));
    expect(lastListQuery(requests).desc).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Serial number' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ col: 'serialNumber', desc: 'true' }));
  });

  it('deletes an item after the confirmation and says the server’s message on the inventory', async () => {
    signInForTest({ userRoles: ['admin'] });
    let deleted = false;
    const requests = fakeServer({
      '/equipment-groups': () => envelope([]),
      '/equipment': () => page(deleted ? [] : [tractor]),
      [`/equipment/${TRACTOR_ID}`]: (init) => {
        if (init.method !== 'DELETE') return envelope(tractor);
        deleted = true;
        return envelope({ id: TRACTOR_ID });
      },
      ...itemRoutes,
    });
    renderApp(`/equipmentinventory/update/${TRACTOR_ID}`);
    expect(await screen.findByRole('heading', { name: 'John Deere 6120M' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete equipment' }));
    // Cancelled, nothing is sent.
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete record' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete equipment' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete record' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Equipment removed')).toBeTruthy();
    expect(await screen.findByText('No equipment registered yet.')).toBeTruthy();
    expect(requests.filter((request) => request.init.method === 'DELETE').map((request) => request.path)).toEqual([`/equipment/${TRACTOR_ID}`]);
  });

  it('adds a plan in its dialog, the schema’s reason under its field first', async () => {
    signInForTest({ userRoles: ['admin'] });
    const plan = { id: '00000000-0000-4000-8000-000000000041', kind: 'service', everyDays: null, everyHours: 250, lastDoneOn: null, lastDoneHours: null, dueOn: null, dueAtHours: 250, due: false, taskId: null };
    const requests = fakeServer({
      '/equipment-groups': () => envelope([]),
      [`/equipment/${TRACTOR_ID}`]: () => envelope(tractor),
      ...itemRoutes,
      [`/equipment/${TRACTOR_ID}/plans`]: (init) => envelope(init.method === 'POST' ? plan : []),
    });
    renderApp(`/equipmentinventory/update/${TRACTOR_ID}`);
    expect(await screen.findByRole('heading', { name: 'John Deere 6120M' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add plan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldOf(within(dialog).getByLabelText('Every how many days')).textContent).toContain('Give every how many days or hours of use, or both.'));
    expect(requests.some((request) => request.init.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Every how many hours of use'), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maintenance plan added')).toBeTruthy();
    const post = requests.find((request) => request.init.method === 'POST')!;
    expect(post.path).toBe(`/equipment/${TRACTOR_ID}/plans`);
    expect(bodyOf(post.init)).toMatchObject({ kind: 'service', everyHours: 250, everyDays: null });
  });

  it('creates a group in its dialog and deletes one after the confirmation, saying the server’s messages', async () => {
    signInForTest({ userRoles: ['admin'] });
    let groups: { id: string; name: string; notes: string | null; equipment: unknown[] }[] = [{ id: GROUP_ID, name: 'Hay making', notes: null, equipment: [] }];
    const requests = fakeServer({
      '/equipment-groups': (init) => {
        if (init.method !== 'POST') return envelope(groups);
        const created = { id: '00000000-0000-4000-8000-000000000032', ...(bodyOf(init) as { name: string; notes: string | null }), equipment: [] };
        groups = [...groups, created];
        return envelope(created);
      },
      [`/equipment-groups/${GROUP_ID}`]: () => {
        groups = groups.filter((group) => group.id !== GROUP_ID);
        return envelope({ id: GROUP_ID });
      },
    });
    renderApp('/equipmentinventory/group');
    expect(await screen.findByRole('heading', { name: 'Hay making' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Milking parlour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Milking parlour' })).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.init.method === 'POST')!.init)).toEqual({ name: 'Milking parlour', notes: null });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Hay making' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete record' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Group removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hay making' })).toBeNull());
    expect(requests.filter((request) => request.init.method === 'DELETE').map((request) => request.path)).toEqual([`/equipment-groups/${GROUP_ID}`]);
  });
});
