import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';

const herd = { id: '00000000-0000-4000-8000-000000000001', name: 'Herd', roleCount: 1, createdAt: '2026-11-01T10:00:00.000Z' };
const vets = { id: '00000000-0000-4000-8000-000000000002', name: 'Vets', roleCount: 0, createdAt: '2026-11-01T10:00:00.000Z' };
const milker = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Milker',
  department: { id: herd.id, name: herd.name },
  isAdmin: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('the roles page (docs/product.md §6, §8)', { timeout: 15_000 }, () => {
  it('opens the first department, lists its roles and links to their permissions', async () => {
    const requests = fakeServer({
      '/department': () => envelope([herd, vets]),
      '/role': (_init, url) => envelope(url.includes(herd.id) ? [milker] : []),
    });
    const { router } = renderApp('/roles');
    expect(await screen.findByText('Milker')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/roles');
    expect(requests.some((request) => request.path === `/role?department=${herd.id}`)).toBe(true);
    expect(screen.getByRole('link', { name: 'Permissions of Milker' }).getAttribute('href')).toBe(`/roles/permissions/${herd.id}/${milker.id}`);
  });

  it('shows an empty department, adds a role to it and says Role Added', async () => {
    let roles: unknown[] = [];
    const requests = fakeServer({
      '/department': () => envelope([herd, vets]),
      '/role': (init) => {
        if (init.method === 'POST') {
          const added = { ...milker, id: '00000000-0000-4000-8000-000000000012', name: 'Surgeon', department: { id: vets.id, name: vets.name } };
          roles = [added];
          return envelope(added);
        }
        return envelope(roles);
      },
    });
    renderApp(`/roles/${vets.id}`);
    expect(await screen.findByText('This department has no roles yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = screen.getByRole('dialog', { name: 'Add role' });
    fireEvent.change(within(dialog).getByLabelText('Role name'), { target: { value: 'Surgeon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role Added')).toBeTruthy();
    expect(await screen.findByText('Surgeon')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.init.method === 'POST')!.init)).toEqual({ department: vets.id, name: 'Surgeon' });
  });

  it('renames a role and shows a refusal with the server’s message', async () => {
    fakeServer({
      '/department': () => envelope([herd]),
      '/role': () => envelope([milker]),
      [`/role/${milker.id}`]: () => errorResponse(409, 'errors.roleNotUpdated', 'Role Not Updated', [{ param: 'name', msg: 'taken', key: 'roles.nameTaken' }]),
    });
    renderApp(`/roles/${herd.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Milker' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename role' });
    fireEvent.change(within(dialog).getByLabelText('Role name'), { target: { value: 'Herder' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Role Not Updated')).toBeTruthy();
    expect(within(dialog).getByText('This department already has a role with this name.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });
});
