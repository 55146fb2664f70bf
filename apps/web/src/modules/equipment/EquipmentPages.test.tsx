import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import i18n from '../../app/i18n';

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
});
