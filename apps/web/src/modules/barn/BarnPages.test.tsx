import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BarnSnapshot } from '@ganado/shared/barn';
import { SESSION_STORAGE_KEYS } from '../../app/session-storage';
import { fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';
import i18n from '../../app/i18n';
import { queueRecord } from './store/commands';
import { barnDb, snapshotKey } from './store/db';

const FARM = { id: '00000000-0000-4000-8000-0000000000f1', name: 'La Dehesa' };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const animal = (n: number, overrides: Partial<BarnSnapshot['animals'][number]> = {}) => ({
  id: id(n),
  tagNumber: `ES-${String(n).padStart(4, '0')}`,
  nickname: null,
  speciesCode: 'BOV',
  gender: 'female' as const,
  status: 'active' as const,
  groupId: id(900),
  groupName: 'Cows in milk',
  zoneName: 'North paddock',
  currentWeightKg: 410,
  meatWithdrawalEndsAt: null,
  milkWithdrawalEndsAt: null,
  ...overrides,
});
const snapshot: BarnSnapshot = {
  farm: { ...FARM, timeZone: 'Europe/Madrid' },
  syncedAt: '2026-12-03T08:00:00.000Z',
  animals: [
    animal(1, { nickname: 'Paloma', milkWithdrawalEndsAt: '2099-01-05T00:00:00.000Z' }),
    ...Array.from({ length: 60 }, (_, index) => animal(index + 2, { groupName: 'Heifers', groupId: id(901) })),
  ],
  groups: [
    { id: id(900), name: 'Cows in milk', animalCount: 1 },
    { id: id(901), name: 'Heifers', animalCount: 60 },
  ],
  tasks: [
    {
      taskId: id(800),
      index: 0,
      name: 'Check the water troughs',
      category: 'general',
      priority: 'medium',
      start: '2099-01-01T07:00:00.000Z',
      end: '2099-01-01T08:00:00.000Z',
      overdue: false,
      completed: false,
      animalCount: 0,
    },
  ],
  drugs: [],
  packs: [],
  can: { addRecords: true, completeTasks: true, viewDrugs: true },
};

async function keepFarm(kept: BarnSnapshot = snapshot) {
  localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify(FARM));
  await barnDb.snapshots.put({ ...kept, key: snapshotKey('u-1', FARM.id), userId: 'u-1' });
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the barn’s pages', { timeout: 20_000 }, () => {
  it('searches the farm kept on this device by tag, name or group, fifty at a time', async () => {
    signInForTest();
    await keepFarm();
    offline();
    fakeServer({});
    renderApp('/barn');
    expect(await screen.findByText('Showing 50 of 61: type to narrow down')).toBeTruthy();
    fireEvent.change(screen.getByTestId('barn-search'), { target: { value: 'palo' } });
    const row = await screen.findByRole('link', { name: /ES-0001 · Paloma/ });
    expect(row.getAttribute('href')).toBe(`/barn/animal/${id(1)}`);
    expect(within(row).getByText('Milk withdrawal until 05/01/2099')).toBeTruthy();
    expect(screen.getByText('1 animal')).toBeTruthy();
    expect(screen.getByTestId('barn-network').textContent).toBe('Offline');
  });

  it('records a weight offline: checked by the contract, kept on the device, counted as waiting, nothing sent', async () => {
    signInForTest();
    await keepFarm();
    offline();
    const requests = fakeServer({});
    renderApp(`/barn/animal/${id(1)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Weight' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is not valid.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight' }), { target: { value: '412' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved on this device. It will be sent when you are online.')).toBeTruthy();
    expect(await screen.findByText('ES-0001 · Weight · 412 kg')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('barn-waiting').textContent).toBe('1 write waiting'));
    const [command] = await barnDb.commands.toArray();
    expect(command).toMatchObject({ operation: 'addAnimalRecord', input: { params: { id: id(1) }, body: { type: 'weight', weight: { value: 412, unit: 'kg' } } } });
    expect(requests.filter((request) => request.path.startsWith('/animal'))).toHaveLength(0);
  });

  it('offers the farm’s bulls as the sire of a service, and queues the one chosen', async () => {
    signInForTest();
    await keepFarm({ ...snapshot, animals: [...snapshot.animals, animal(70, { gender: 'male', nickname: 'Lucero', groupName: null, groupId: null })] });
    offline();
    fakeServer({});
    renderApp(`/barn/animal/${id(1)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Service' }));
    const dialog = await screen.findByRole('dialog');
    const sire = within(dialog).getByRole('combobox', { name: 'Sire' });
    expect(within(sire).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'ES-0070 · Lucero']);
    fireEvent.change(sire, { target: { value: id(70) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await barnDb.commands.toArray())[0]?.input.body).toMatchObject({ type: 'service', method: 'naturalMating', sireId: id(70) }));
  });

  it('marks a task done offline', async () => {
    signInForTest();
    await keepFarm();
    offline();
    fakeServer({});
    renderApp('/barn/tasks');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark “Check the water troughs” done' }));
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark “Check the water troughs” done/ })).toBeNull();
    expect((await barnDb.commands.toArray())[0]?.input.body).toEqual({ id: id(800), index: 0, status: 'completed' });
  });

  it('shows a refused write with the server’s reason, and discards it only when confirmed', async () => {
    signInForTest();
    await keepFarm();
    offline();
    fakeServer({});
    const command = await queueRecord({ userId: 'u-1', farmId: FARM.id }, { id: id(2), tagNumber: 'ES-0002' }, { type: 'weight', occurredAt: '2026-12-03T00:00:00.000Z', status: 'done', notes: null, weight: { value: 380, unit: 'kg' } });
    await barnDb.commands.update(command.seq!, { state: 'attention', problem: { status: 404, message: 'Animal not found.', key: 'errors.notFound', errors: [] } });
    renderApp('/barn/sync');
    const section = await screen.findByRole('list', { name: 'Needs attention' });
    expect(within(section).getByText('ES-0002 · Weight · 380 kg')).toBeTruthy();
    expect(within(section).getByTestId('barn-problem').textContent).toBe('Animal not found.');
    expect((await screen.findByTestId('barn-attention')).textContent).toBe('1 needs attention');
    fireEvent.click(within(section).getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Nothing needs attention.')).toBeTruthy();
    expect(await barnDb.commands.count()).toBe(0);
  });

  it('downloads the farm on the person’s word the first time, in Spanish too', async () => {
    signInForTest({ user: { ...signInForTest().user, language: 'es' } });
    await i18n.changeLanguage('es');
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, JSON.stringify(FARM));
    fakeServer({ [`/barn/farm/${FARM.id}`]: () => envelope(snapshot) });
    renderApp('/barn');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar esta finca en este dispositivo' }));
    expect(await screen.findByText('Se muestran 50 de 61: escriba para acotar')).toBeTruthy();
    await waitFor(async () => expect(await barnDb.snapshots.count()).toBe(1));
  });
});
