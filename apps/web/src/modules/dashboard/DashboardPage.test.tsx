import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';

const entry = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T10:00:00.000Z',
  action: 'profile.update',
  entityType: 'user',
  entityId: '11111111-0000-4000-8000-000000000000',
  actor: { id: '22222222-0000-4000-8000-000000000000', name: 'Ada Admin', email: 'admin@ganado.farm' },
  before: null,
  after: null,
  ipAddress: '10.0.0.7',
};
const counters = [
  { key: 'activeUsers', module: 'users', count: 12 },
  { key: 'departments', module: 'users', count: 2 },
  { key: 'openTasks', module: 'actionList', count: 5 },
];

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard (docs/product.md §6: where a 403 lands)', { timeout: 20_000 }, () => {
  it('shows each counter linking to its list, and the recent activity linking to the log', async () => {
    fakeServer({ '/dashboard': () => envelope({ counters, recentActivity: [entry] }) });
    const { router } = renderApp('/dashboard');
    const list = await screen.findByRole('list', { name: 'Your farm in numbers' });
    const users = within(list).getByRole('link', { name: /Active users/ });
    expect(users.textContent).toContain('12');
    expect(users.getAttribute('href')).toBe('/users');
    expect(within(list).getByRole('link', { name: /Departments/ }).getAttribute('href')).toBe('/departments');
    const tasks = within(list).getByRole('link', { name: /Open tasks/ });
    expect(tasks.textContent).toContain('5');
    expect(tasks.getAttribute('href')).toBe('/my-schedule');

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('Profile updated')).toBeTruthy();
    expect(within(activity).getByText(/Ada Admin/)).toBeTruthy();
    fireEvent.click(within(activity).getByRole('link', { name: 'See all activity' }));
    // The log's page loads lazily: the address changes once its chunk is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/activitylog'));
  });

  it('names the animals in withdrawal and until when, once the herd’s counter says there are some', async () => {
    const held = {
      animal: { id: '33333333-0000-4000-8000-000000000000', tagNumber: 'MEZ-0002', nickname: 'Manchas' },
      meat: null,
      milk: { endsAt: '2026-11-27T13:30:00.000Z', product: 'Cefquinoma intramamaria', recordId: '44444444-0000-4000-8000-000000000000' },
    };
    fakeServer({
      '/dashboard': () => envelope({ counters: [{ key: 'animalsInWithdrawal', module: 'animals', count: 1 }] }),
      '/drug/withdrawal': () => envelope({ items: [held], total: 1, page: 1, limit: 10 }),
    });
    renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: 'In withdrawal now' });
    const cow = await within(section).findByRole('link', { name: 'MEZ-0002 (Manchas)' });
    expect(cow.getAttribute('href')).toBe('/animals/33333333-0000-4000-8000-000000000000/details');
    expect(within(section).getByText(/^Milk until 27\/11\/2026 .* \(Cefquinoma intramamaria\)$/)).toBeTruthy();
  });

  it('leaves out what the role may not view, and says so when nothing is left', async () => {
    fakeServer({ '/dashboard': () => envelope({ counters: [] }) });
    renderApp('/dashboard');
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
  });

  it('shows a loading state, then the server’s message when it fails', async () => {
    fakeServer({ '/dashboard': () => errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong. Please try after sometime.') });
    renderApp('/dashboard');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    fakeServer({ '/dashboard': () => envelope({ counters, recentActivity: [] }) });
    await i18n.changeLanguage('es');
    renderApp('/dashboard');
    expect(await screen.findByText('Usuarios activos')).toBeTruthy();
    expect(screen.getByText('Tareas pendientes')).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Actividad reciente' });
    expect(within(activity).getByText('Aún no hay actividad registrada.')).toBeTruthy();
  });
});
