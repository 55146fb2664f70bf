import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANIMAL_ID, GROUP_ID, heifers, listedCow, pageOfItems } from '../../testing/animal-register';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { dehesa } from '../../testing/farms';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const history = [
  { recordId: '00000000-0000-4000-8000-000000000901', animalId: ANIMAL_ID, tagNumber: 'ES-001', nickname: 'Paloma', direction: 'in', occurredAt: '2026-10-01T00:00:00.000Z' },
];

describe('a group’s page', { timeout: 30_000 }, () => {
  it('shows the group, lists only its animals, its history, and saves changes', async () => {
    const requests = fakeServer({
      '/farm': () => pageOfItems([dehesa]),
      '/animal-group': () => pageOfItems([heifers]),
      [`/animal-group/${GROUP_ID}`]: (init) => envelope(init.method === 'PUT' ? { ...heifers, name: 'Bred heifers' } : heifers),
      [`/animal-group/${GROUP_ID}/history`]: () => envelope(history),
      '/animal': () => pageOfItems([listedCow]),
    });
    renderApp(`/animals/group/${GROUP_ID}`);
    expect(await screen.findByText('First-calf heifers')).toBeTruthy();
    expect(screen.getByText('Farm: La Dehesa')).toBeTruthy();
    await screen.findByRole('table', { name: 'Animals' });
    const listed = new URLSearchParams(requests.find((request) => request.path.startsWith('/animal?'))!.path.split('?')[1]);
    expect(listed.get('groupId')).toBe(GROUP_ID);
    const historyTable = await screen.findByRole('table', { name: 'Group history' });
    expect(within(historyTable).getByText('Joined')).toBeTruthy();
    expect(within(historyTable).getByText('01/10/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Bred heifers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = requests.find((request) => request.init.method === 'PUT')!;
    expect(bodyOf(put.init)).toEqual({ name: 'Bred heifers', description: 'First-calf heifers', farmId: heifers.farmId });
  });

  it('says why a group with animals cannot be deleted', async () => {
    fakeServer({
      '/farm': () => pageOfItems([dehesa]),
      [`/animal-group/${GROUP_ID}`]: (init) => (init.method === 'DELETE' ? errorResponse(409, 'animals.groupNotEmpty') : envelope(heifers)),
      [`/animal-group/${GROUP_ID}/history`]: () => envelope([]),
      '/animal': () => pageOfItems([listedCow]),
    });
    renderApp(`/animals/group/${GROUP_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Move the animals out of this group before deleting it.')).toBeTruthy();
  });
});
