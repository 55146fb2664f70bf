import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import i18n from '../../app/i18n';
import { queryClient } from '../../app/query-client';

const herd = { id: '00000000-0000-4000-8000-000000000001', name: 'Herd', roleCount: 2, createdAt: '2026-11-01T10:00:00.000Z' };

beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function addDepartment(name: string, texts = { add: 'Add department', label: 'Department name', save: 'Save' }) {
  fireEvent.click(screen.getByRole('button', { name: texts.add }));
  const dialog = screen.getByRole('dialog', { name: texts.add });
  fireEvent.change(within(dialog).getByLabelText(texts.label), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
  return dialog;
}

describe('the departments page (docs/product.md §6, §8)', { timeout: 15_000 }, () => {
  it('lists the departments, adds one and says Department Added', async () => {
    let list = [herd];
    const requests = fakeServer({
      '/department': (init) => {
        if (init.method === 'POST') {
          const added = { ...herd, id: '00000000-0000-4000-8000-000000000002', name: 'Vets', roleCount: 0 };
          list = [herd, added];
          return envelope(added);
        }
        return envelope(list);
      },
    });
    renderApp('/departments');
    expect(await screen.findByText('Herd')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 roles' }).getAttribute('href')).toBe(`/roles/${herd.id}`);
    addDepartment('Vets');
    expect(await screen.findByText('Department Added')).toBeTruthy();
    expect(await screen.findByText('Vets')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.init.method === 'POST')!.init)).toEqual({ name: 'Vets' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the name before sending, and shows the conflict from the server', async () => {
    fakeServer({
      '/department': (init) =>
        init.method === 'POST'
          ? errorResponse(409, 'errors.departmentNotAdded', 'Department not Added', [{ param: 'name', msg: 'taken', key: 'departments.nameTaken' }])
          : envelope([herd]),
    });
    renderApp('/departments');
    await screen.findByText('Herd');
    const dialog = addDepartment('A name far too long');
    expect(await within(dialog).findByText('Department name must be less than 15 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Department name'), { target: { value: 'Herd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Department not Added')).toBeTruthy();
    expect(within(dialog).getByText('A department with this name already exists.')).toBeTruthy();
  });

  // The shared text() schema, in the form as on the server (packages/shared/src/http/text.ts).
  it('refuses a NUL or a broken character in the name before sending, in English and in Spanish', async () => {
    const requests = fakeServer({ '/department': () => envelope([herd]) });
    const view = renderApp('/departments');
    await screen.findByText('Herd');
    const dialog = addDepartment('Ve\u0000ts');
    expect(await within(dialog).findByText('This text contains characters that are not allowed.')).toBeTruthy();
    view.unmount();

    await i18n.changeLanguage('es');
    renderApp('/departments');
    await screen.findByText('Herd');
    const spanish = addDepartment('Vacas \uD800', { add: 'Añadir departamento', label: 'Nombre del departamento', save: 'Guardar' });
    expect(await within(spanish).findByText('Este texto contiene caracteres que no están permitidos.')).toBeTruthy();
    expect(requests.some((request) => request.init.method === 'POST')).toBe(false);
  });

  it('renames a department', async () => {
    const requests = fakeServer({
      '/department': () => envelope([herd]),
      [`/department/${herd.id}`]: () => envelope({ ...herd, name: 'Cattle' }),
    });
    renderApp('/departments');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Herd' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename department' });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Department name');
    expect(field.value).toBe('Herd');
    fireEvent.change(field, { target: { value: 'Cattle' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department Updated')).toBeTruthy();
    const sent = sentTo(requests, `/department/${herd.id}`);
    expect(sent.init.method).toBe('PUT');
    expect(bodyOf(sent.init)).toEqual({ name: 'Cattle' });
  });

  it('shows the empty state and the server’s failure, in Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/department': () => envelope([]) });
    const view = renderApp('/departments');
    expect(await screen.findByText('Aún no hay departamentos. Añada el primero.')).toBeTruthy();
    view.unmount();
    queryClient.clear();
    vi.unstubAllGlobals();
    // The query retries once, a second later: that second passes on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ '/department': () => errorResponse(500, 'errors.somethingWentWrongTryLater', 'boom') });
    renderApp('/departments');
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Reintentar'));
  });
});
