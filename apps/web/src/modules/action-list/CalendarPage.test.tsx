import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaskEvent } from '@ganado/shared/action-list';
import { fakeServer } from '../../testing/fake-server';
import i18n from '../../app/i18n';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { visibleRange } from './calendar/range';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const TASK_ID = '00000000-0000-4000-8000-000000000701';
const at = (hour: number) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour).toISOString();
};

const occurrence = (overrides: Partial<TaskEvent>): TaskEvent => ({
  taskId: TASK_ID,
  index: 0,
  name: 'Vaccinate heifers',
  category: 'healthRecord',
  priority: 'medium',
  status: 'pending',
  overdue: false,
  repeating: false,
  start: at(9),
  end: at(10),
  assignee: null,
  animalCount: 2,
  ...overrides,
});

describe('the calendar', { timeout: 30_000 }, () => {
  it('asks for the visible month once and shows its events, completed and overdue ones marked', async () => {
    const requests = fakeServer({
      '/action-list/event': () =>
        envelope([
          occurrence({}),
          occurrence({ taskId: '00000000-0000-4000-8000-000000000702', name: 'Milk parlour', category: 'milking', status: 'completed', repeating: true, index: 3, start: at(6), end: at(7) }),
          occurrence({ taskId: '00000000-0000-4000-8000-000000000703', name: 'Fix the fence', category: 'maintenance', overdue: true, start: at(12), end: at(13) }),
        ]),
    });
    renderApp('/my-schedule/cal');
    expect(await screen.findByRole('link', { name: 'Vaccinate heifers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completed, Repeats: Milk parlour' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Overdue: Fix the fence' })).toBeTruthy();
    // The colours are explained, one category each.
    expect(within(screen.getByRole('list', { name: 'What the colours mean' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'General',
      'Insemination',
      'Health record',
      'Feeding',
      'Milking',
      'Weighing',
      'Maintenance',
    ]);

    const asked = requests.filter((request) => request.path.startsWith('/action-list/event'));
    expect(asked).toHaveLength(1);
    const query = new URLSearchParams(asked[0]!.path.split('?')[1]);
    expect({ sDate: query.get('sDate'), eDate: query.get('eDate') }).toEqual(visibleRange('dayGridMonth', new Date(), 0));
  });

  it('says when the events cannot be loaded, and tries again', async () => {
    // The query client retries once by itself before giving up.
    let calls = 0;
    fakeServer({ '/action-list/event': () => (++calls <= 2 ? errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong') : envelope([occurrence({})])) });
    renderApp('/my-schedule/cal');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Vaccinate heifers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('opens a task’s detail from its event', async () => {
    fakeServer({ '/action-list/event': () => envelope([occurrence({})]), [`/action-list/task/${TASK_ID}`]: () => envelope(null) });
    const { router } = renderApp('/my-schedule/cal');
    fireEvent.click(await screen.findByRole('link', { name: 'Vaccinate heifers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-schedule/task/${TASK_ID}`));
  });

  it('asks for the next month’s range when moving on', async () => {
    const requests = fakeServer({ '/action-list/event': () => envelope([]) });
    renderApp('/my-schedule/cal');
    fireEvent.click(await screen.findByRole('button', { name: /next/i }));
    await waitFor(() => expect(requests.filter((request) => request.path.startsWith('/action-list/event'))).toHaveLength(2));
    const today = new Date();
    const next = new URLSearchParams(requests.at(-1)!.path.split('?')[1]);
    expect(next.get('sDate')).toBe(visibleRange('dayGridMonth', new Date(today.getFullYear(), today.getMonth() + 1, 1), 0).sDate);
  });
});

describe('the calendar in Spanish', { timeout: 30_000 }, () => {
  it('speaks Spanish, starts the week on Monday and names the states in Spanish', async () => {
    await i18n.changeLanguage('es');
    const requests = fakeServer({ '/action-list/event': () => envelope([occurrence({ overdue: true })]) });
    renderApp('/my-schedule/cal');
    expect(await screen.findByRole('link', { name: 'Vencida: Vaccinate heifers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /hoy/i })).toBeTruthy();
    const query = new URLSearchParams(requests.find((request) => request.path.startsWith('/action-list/event'))!.path.split('?')[1]);
    expect(query.get('sDate')).toBe(visibleRange('dayGridMonth', new Date(), 1).sDate);
  });
});

describe('the calendar when the language changes', { timeout: 30_000 }, () => {
  it('names the events’ states in the new language', async () => {
    fakeServer({ '/action-list/event': () => envelope([occurrence({ overdue: true })]) });
    renderApp('/my-schedule/cal');
    expect(await screen.findByRole('link', { name: 'Overdue: Vaccinate heifers' })).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('link', { name: 'Vencida: Vaccinate heifers' })).toBeTruthy();
  });
});

describe('the calendar on a phone', { timeout: 30_000 }, () => {
  it('starts on today’s day view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const requests = fakeServer({ '/action-list/event': () => envelope([occurrence({})]) });
    renderApp('/my-schedule/cal');
    // jsdom lays out no time grid, so the events themselves are not drawn: the range says which view it is.
    await waitFor(() => expect(requests.some((request) => request.path.startsWith('/action-list/event'))).toBe(true));
    const query = new URLSearchParams(requests.find((request) => request.path.startsWith('/action-list/event'))!.path.split('?')[1]);
    expect({ sDate: query.get('sDate'), eDate: query.get('eDate') }).toEqual(visibleRange('timeGridDay', new Date(), 0));
  });
});
