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

/** Today's figures on the month view, as the server counts them. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const figures = () => envelope([{ date: today(), due: 2, overdue: 1, completed: 1, categories: { healthRecord: 3, milking: 1 } }]);
const COUNTS = '/action-list/event/count';
const asked = (requests: { path: string }[], path: string) => requests.filter((request) => request.path.split('?')[0] === path);
const queryOf = (request: { path: string }) => new URLSearchParams(request.path.split('?')[1]);

describe('the calendar', { timeout: 30_000 }, () => {
  it('asks for the visible month’s figures once, in the viewer’s zone, and shows each day’s, overdue first', async () => {
    const requests = fakeServer({ [COUNTS]: figures });
    renderApp('/my-schedule/cal');
    const overdue = await screen.findByRole('button', { name: /^1 overdue, .*: Health record 3, Milking 1$/ });
    const day = screen.getAllByRole('button', { name: /^\d+ (overdue|to do|done), / }).map((element) => element.getAttribute('aria-label')!.split(',')[0]);
    expect(day).toEqual(['1 overdue', '2 to do', '1 done']);
    expect(overdue.title).toMatch(/Open the day to see its tasks\.$/);
    // The category colours belong to the week and the day, not to the month's figures.
    expect(screen.queryByRole('list', { name: 'What the colours mean' })).toBeNull();

    // The figures only: no occurrence is sent for a month.
    expect(asked(requests, '/action-list/event')).toHaveLength(0);
    expect(asked(requests, COUNTS)).toHaveLength(1);
    const query = queryOf(asked(requests, COUNTS)[0]!);
    expect({ sDate: query.get('sDate'), eDate: query.get('eDate') }).toEqual(visibleRange('dayGridMonth', new Date(), 0));
    expect(query.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    // The query client retries once by itself before giving up.
    let calls = 0;
    fakeServer({ [COUNTS]: () => (++calls <= 2 ? errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong') : figures()) });
    renderApp('/my-schedule/cal');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^1 overdue, / })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('opens a day from its figures, asking for that day’s occurrences', async () => {
    const requests = fakeServer({ [COUNTS]: figures, '/action-list/event': () => envelope([occurrence({})]) });
    renderApp('/my-schedule/cal');
    fireEvent.click(await screen.findByRole('button', { name: /^2 to do, / }));
    await waitFor(() => expect(asked(requests, '/action-list/event')).toHaveLength(1));
    const query = queryOf(asked(requests, '/action-list/event')[0]!);
    expect({ sDate: query.get('sDate'), eDate: query.get('eDate') }).toEqual(visibleRange('timeGridDay', new Date(), 0));
  });

  it('asks for the next month’s range when moving on', async () => {
    const requests = fakeServer({ [COUNTS]: () => envelope([]) });
    renderApp('/my-schedule/cal');
    fireEvent.click(await screen.findByRole('button', { name: /next/i }));
    await waitFor(() => expect(asked(requests, COUNTS)).toHaveLength(2));
    const now = new Date();
    expect(queryOf(requests.at(-1)!).get('sDate')).toBe(visibleRange('dayGridMonth', new Date(now.getFullYear(), now.getMonth() + 1, 1), 0).sDate);
  });
});

describe('the calendar in Spanish', { timeout: 30_000 }, () => {
  it('speaks Spanish, starts the week on Monday and counts in Spanish', async () => {
    await i18n.changeLanguage('es');
    const requests = fakeServer({ [COUNTS]: figures });
    renderApp('/my-schedule/cal');
    expect(await screen.findByRole('button', { name: /^1 vencida, .*: Registro sanitario 3, Ordeño 1$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^1 hecha, / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /hoy/i })).toBeTruthy();
    expect(queryOf(asked(requests, COUNTS)[0]!).get('sDate')).toBe(visibleRange('dayGridMonth', new Date(), 1).sDate);
  });
});

describe('the calendar when the language changes', { timeout: 30_000 }, () => {
  it('says the figures in the new language', async () => {
    fakeServer({ [COUNTS]: figures });
    renderApp('/my-schedule/cal');
    expect(await screen.findByRole('button', { name: /^1 overdue, / })).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('button', { name: /^1 vencida, / })).toBeTruthy();
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
  });
});
