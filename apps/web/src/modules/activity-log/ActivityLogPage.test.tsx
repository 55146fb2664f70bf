import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../app/query-client';
import { fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';

const entry = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  action: 'department.create',
  entityType: 'department',
  entityId: '11111111-0000-4000-8000-000000000000',
  actor: { id: '22222222-0000-4000-8000-000000000000', name: 'Ada Admin', email: 'admin@ganado.farm' },
  before: null,
  after: { name: `Dept ${n}` },
  ipAddress: '10.0.0.7',
});

beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the activity log (docs/product.md §6)', { timeout: 15_000 }, () => {
  it('shows who, when, what and from where, and pages, sorts and searches through the server', async () => {
    const requests = fakeServer({
      '/activity-log': (_init, url) => {
        const query = new URL(url, 'http://x').searchParams;
        const page = Number(query.get('page'));
        return envelope({ items: [entry(page)], total: 30, page, limit: Number(query.get('limit')) });
      },
    });
    renderApp('/activitylog');
    const table = await screen.findByRole('table', { name: 'Activity logs' });
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
    expect(within(table).getByText('Department added')).toBeTruthy();
    expect(within(table).getByText('Dept 1')).toBeTruthy();
    expect(within(table).getByText('10.0.0.7')).toBeTruthy();
    expect(requests.at(-1)!.path).toBe('/activity-log?page=1&limit=25&col=createdAt&desc=true');

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Dept 2')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Who' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/activity-log?page=1&limit=25&col=actor&desc=false'));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Herd' } });
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/activity-log?page=1&limit=25&col=actor&desc=false&search=Herd'));
  });

  it('names a person written by their email, and labels every user action', async () => {
    const created = { ...entry(1), action: 'user.create', entityType: 'user', after: { firstName: 'Lucia', email: 'lucia@example.org' } };
    const deactivated = { ...entry(2), action: 'user.deactivate', entityType: 'user', before: { status: 'active' }, after: { status: 'inactive' } };
    fakeServer({ '/activity-log': () => envelope({ items: [deactivated, created], total: 2, page: 1, limit: 25 }) });
    renderApp('/activitylog');
    const table = await screen.findByRole('table', { name: 'Activity logs' });
    expect(within(table).getByText('User deactivated')).toBeTruthy();
    expect(within(table).getByText('lucia@example.org')).toBeTruthy();
  });

  it('shows the empty state, and the server’s message when it fails', async () => {
    fakeServer({ '/activity-log': () => envelope({ items: [], total: 0, page: 1, limit: 25 }) });
    const view = renderApp('/activitylog');
    expect(await screen.findByText('No activity recorded yet.')).toBeTruthy();
    view.unmount();
    queryClient.clear();
    vi.unstubAllGlobals();
    // The query retries once, a second later: that second passes on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ '/activity-log': () => errorResponse(503, 'errors.unknownToTheCatalogue', 'The search is not valid.') });
    renderApp('/activitylog');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('The search is not valid.')).toBeTruthy();
  });
});
