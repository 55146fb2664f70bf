import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';

const herd = { id: '00000000-0000-4000-8000-000000000001', name: 'Herd', roleCount: 1, createdAt: '2026-11-01T10:00:00.000Z' };
const milker = { id: '00000000-0000-4000-8000-000000000011', name: 'Milker', department: { id: herd.id, name: 'Herd' }, isAdmin: false, createdAt: herd.createdAt };
const ana = {
  id: '00000000-0000-4000-8000-000000000021',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.org',
  mobile: null,
  countryCode: null,
  language: 'en',
  status: 'active',
  imported: false,
  department: { id: herd.id, name: 'Herd' },
  role: { id: milker.id, name: 'Milker' },
  createdAt: herd.createdAt,
};
const page = (items: unknown[]) => envelope({ items, total: items.length, page: 1, limit: 25 });

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('the users pages (docs/product.md §4, §5, §8)', { timeout: 15_000 }, () => {
  it('lists users, filters by status and searches through the server', async () => {
    const requests = fakeServer({ '/user': () => page([ana]) });
    renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(table).getByText('Milker')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/user?page=1&limit=25&status=pending&col=firstName&desc=false'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ana' } });
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/user?page=1&limit=25&status=pending&search=ana&col=firstName&desc=false'));
  });

  it('fits a phone: the email under the name, the status filter in the filters sheet, its button counting it once set', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const requests = fakeServer({ '/user': () => page([ana]) });
    renderApp('/users');
    await screen.findByText('Ana Ruiz');
    // The email is written whole under the name, its own column kept for wider screens.
    expect(screen.getByRole('cell', { name: /^Ana Ruiz\s*ana@example\.org$/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters: 0 set' }));
    const sheet = await screen.findByRole('group', { name: 'Filters' });
    fireEvent.mouseDown(within(sheet).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(requests.at(-1)!.path).toContain('status=inactive'));
    expect(await screen.findByRole('button', { name: 'Filters: 1 set', hidden: true })).toBeTruthy();
  });

  it('requires department and role, and adds a user: User created successfully', async () => {
    const requests = fakeServer({
      '/user': (init) => (init.method === 'POST' ? envelope({ ...ana, status: 'pending' }) : page([])),
      '/department': () => envelope([herd]),
      '/role': () => envelope([milker]),
    });
    renderApp('/users');
    expect(await screen.findByText('No users match.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Ruiz' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'Ana@Example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Department is required')).toBeTruthy();
    expect(within(dialog).getByText('Role is required')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Herd' });
    fireEvent.change(within(dialog).getByLabelText('Department'), { target: { value: herd.id } });
    await within(dialog).findByRole('option', { name: 'Milker' });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: milker.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created successfully')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.init.method === 'POST')!.init)).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.org',
      department: herd.id,
      role: milker.id,
    });
  });

  it('deactivates after asking, and shows a refusal with the server’s message', async () => {
    fakeServer({
      '/user': () => page([ana]),
      [`/user/${ana.id}/deactivate`]: () => errorResponse(409, 'users.lastAdmin', 'last admin'),
    });
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ana Ruiz' }));
    const question = screen.getByRole('dialog', { name: 'Deactivate user' });
    fireEvent.click(within(question).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('At least one active administrator must remain.')).toBeTruthy();
  });

  it('lists only deactivated users on /users/deactivated and reactivates them, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const inactive = { ...ana, status: 'inactive' };
    const requests = fakeServer({
      '/user': () => page([inactive]),
      [`/user/${ana.id}/reactivate`]: () => envelope({ ...ana }),
    });
    renderApp('/users/deactivated');
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivar a Ana Ruiz' }));
    expect(await screen.findByText('Usuario reactivado')).toBeTruthy();
    expect(requests[0]!.path).toBe('/user?page=1&limit=25&status=inactive&col=firstName&desc=false');
    expect(screen.queryByRole('button', { name: 'Añadir usuario' })).toBeNull();
  });

  it('sorts by a column header through the server, descending on a second click', async () => {
    const requests = fakeServer({ '/user': () => page([ana]) });
    renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/user?page=1&limit=25&col=email&desc=false'));
    fireEvent.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/user?page=1&limit=25&col=email&desc=true'));
    expect(within(table).getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Role' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/user?page=1&limit=25&col=role&desc=false'));
  });

  it('edits the mobile with its dial code and the language, and refuses a malformed mobile, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const requests = fakeServer({
      '/user': (init) => (init.method === 'PUT' ? envelope({ ...ana, mobile: '3781112233', countryCode: '34', language: 'es' }) : page([ana])),
      '/department': () => envelope([herd]),
      '/role': () => envelope([milker]),
    });
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a Ana Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuario' });
    await within(dialog).findByRole('option', { name: 'Milker' });
    await within(dialog).findByRole('option', { name: '+34 ES' });
    fireEvent.change(within(dialog).getByLabelText('Número de móvil'), { target: { value: '12ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Formato de número móvil no válido.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Número de móvil'), { target: { value: '3781112233' } });
    fireEvent.change(within(dialog).getByLabelText('Código de país'), { target: { value: '34' } });
    fireEvent.change(within(dialog).getByLabelText('Idioma'), { target: { value: 'es' } });
    expect(within(dialog).getByRole('option', { name: 'Español' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.init.method === 'PUT')!.init)).toEqual({
      id: ana.id,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.org',
      mobile: '3781112233',
      countryCode: '34',
      language: 'es',
      department: herd.id,
      role: milker.id,
    });
  });

  it('lists only imported users on /users/imported, with a way to the import files', async () => {
    const requests = fakeServer({ '/user': () => page([{ ...ana, imported: true, status: 'pending' }]) });
    renderApp('/users/imported');
    expect(await screen.findByRole('table', { name: 'Imported users' })).toBeTruthy();
    expect(requests[0]!.path).toBe('/user?page=1&limit=25&status=imported&col=firstName&desc=false');
    expect(screen.getByRole('link', { name: 'Import from CSV' }).getAttribute('href')).toBe('/users/import-status');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  });
});

