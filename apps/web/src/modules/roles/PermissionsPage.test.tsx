import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { APP_MODULES } from '@ganado/shared/auth';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import i18n from '../../app/i18n';

const herd = { id: '00000000-0000-4000-8000-000000000001', name: 'Herd', roleCount: 1, createdAt: '2026-11-01T10:00:00.000Z' };
const milker = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Milker',
  department: { id: herd.id, name: herd.name },
  isAdmin: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const none = { view: false, create: false, edit: false, delete: false, export: false, override: false };
const matrix = { role: milker, permissions: APP_MODULES.map((module) => ({ module, ...none, view: module === 'dashboard' })), locked: null };

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const path = `/roles/permissions/${herd.id}/${milker.id}`;

describe('the permissions matrix (docs/product.md §6, §8)', { timeout: 30_000 }, () => {
  it('shows every module with its actions (override only for drugs) and saves the ticks: Permissions Updated', async () => {
    const requests = fakeServer({
      '/department': () => envelope([herd]),
      '/role': () => envelope([milker]),
      [`/role/${milker.id}/permissions`]: (init) =>
        init.method === 'PUT' ? envelope({ role: milker, permissions: (bodyOf(init) as typeof matrix).permissions, locked: null }) : envelope(matrix),
    });
    renderApp(path);
    const table = await screen.findByRole('table', { name: 'Permissions of Milker' });
    expect(within(table).getAllByRole('row')).toHaveLength(APP_MODULES.length + 1);
    expect(within(table).getByLabelText<HTMLInputElement>('Dashboard: View').checked).toBe(true);
    expect(within(table).queryByLabelText('Farms: Override')).toBeNull();
    expect(within(table).getAllByLabelText(/: Override$/)).toHaveLength(1);
    // Label queries: role queries over a hundred checkboxes are slow on a busy machine.
    fireEvent.click(within(table).getByLabelText('Farms: Create'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions Updated')).toBeTruthy();
    const sent = requests.find((request) => request.init.method === 'PUT')!;
    const farms = (bodyOf(sent.init) as typeof matrix).permissions.find((row) => row.module === 'farms');
    expect(farms).toEqual({ module: 'farms', ...none, create: true });
  });

  it('says Permissions not Updated when the server refuses, in Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({
      '/department': () => envelope([herd]),
      '/role': () => envelope([milker]),
      [`/role/${milker.id}/permissions`]: (init) =>
        init.method === 'PUT' ? errorResponse(422, 'validation.invalid', 'No válido') : envelope(matrix),
    });
    renderApp(path);
    await screen.findByRole('table', { name: 'Permisos de Milker' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los permisos no se actualizaron')).toBeTruthy();
  });

  it('locks the matrix of an administrator role', async () => {
    const admin = { ...milker, name: 'Admin', isAdmin: true };
    fakeServer({
      '/department': () => envelope([herd]),
      '/role': () => envelope([admin]),
      [`/role/${milker.id}/permissions`]: () => envelope({ role: admin, permissions: matrix.permissions, locked: 'roles.adminHasAll' }),
    });
    renderApp(path);
    expect(await screen.findByText('An administrator role always has every permission.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('locks the matrix of the role one holds, saying why, in Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({
      '/department': () => envelope([herd]),
      '/role': () => envelope([milker]),
      [`/role/${milker.id}/permissions`]: () => envelope({ ...matrix, locked: 'roles.cannotEditOwn' }),
    });
    renderApp(path);
    expect(await screen.findByText('No puede cambiar el rol que usted tiene.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Guardar' }).disabled).toBe(true);
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((box) => box.disabled)).toBe(true);
  });

  it('asks for a role when none is chosen', async () => {
    fakeServer({ '/department': () => envelope([herd]), '/role': () => envelope([milker]) });
    const { router } = renderApp('/roles/permissions');
    expect(await screen.findByText('Choose a role to see its permissions.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/roles/permissions');
  });
});
