import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { pageOfItems } from '../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { signInForTest } from '../../testing/session';
import { feeding, insemination, listed, TASK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

/** The query of the latest task list request. */
const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/action-list/task?')).at(-1)!.path.split('?')[1]));

describe('the task list', { timeout: 60_000 }, () => {
  it('asks for the active tasks first, and shows each with its chips, overdue badge and repeat rule', async () => {
    const requests = fakeServer({ '/action-list/task': () => pageOfItems([listed(feeding), listed(insemination)]) });
    const { router } = renderApp('/my-schedule');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(lastListQuery(requests)).toEqual({ status: 'active', page: '1', limit: '25' });
    const row = within(table).getByText('Feed the heifers').closest('tr')!;
    expect(within(row).getByText('Feeding')).toBeTruthy();
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText('23/11/2026 7:00 AM')).toBeTruthy();
    expect(within(row).getByText('Rosa Vaquera')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByLabelText('Repeats: Every week on Mon, Thu')).toBeTruthy();
    const other = within(table).getByText('Inseminate Paloma').closest('tr')!;
    expect(within(other).queryByText('Overdue')).toBeNull();
    expect(within(other).getByText('1 animal')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'feeding' } });
    fireEvent.click(screen.getByLabelText('Only mine'));
    fireEvent.click(within(table).getByText('Priority'));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ status: 'overdue', category: 'feeding', mine: 'true', col: 'priority' }));
    fireEvent.change(screen.getByLabelText('Search tasks'), { target: { value: 'hay' } });
    await waitFor(() => expect(lastListQuery(requests).search).toBe('hay'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ status: 'overdue', category: 'feeding', mine: 'true', col: 'priority', search: 'hay' });

    fireEvent.click(within(screen.getByRole('table', { name: 'Tasks' })).getByText('Feed the heifers'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-schedule/task/${TASK_ID}`));
  });

  it('dates a repeating task by its next occurrence due, not by the start of the series', async () => {
    const series = listed({ ...feeding, startAt: '2026-11-02T07:00:00.000Z', endAt: '2026-11-02T08:00:00.000Z', nextOccurrence: { index: 6, start: '2026-11-26T07:00:00.000Z', end: '2026-11-26T08:00:00.000Z' } });
    fakeServer({ '/action-list/task': () => pageOfItems([series]) });
    renderApp('/my-schedule');
    const row = within(await screen.findByRole('table', { name: 'Tasks' })).getByText('Feed the heifers').closest('tr')!;
    expect(within(row).getByText('26/11/2026 7:00 AM')).toBeTruthy();
    expect(within(row).getByText('until 8:00 AM')).toBeTruthy();
    expect(within(row).queryByText(/02\/11\/2026/)).toBeNull();
  });

  it('says so when no task matches', async () => {
    fakeServer({ '/action-list/task': () => pageOfItems([]) });
    renderApp('/my-schedule');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No tasks match these filters.');
  });

  it('shows cards on a phone, in Spanish', async () => {
    await i18n.changeLanguage('es');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    fakeServer({ '/action-list/task': () => pageOfItems([listed(feeding)]) });
    renderApp('/my-schedule');
    const card = await screen.findByRole('article', { name: 'Feed the heifers' });
    expect(within(card).getByText('Atrasada')).toBeTruthy();
    expect(within(card).getByText('Alimentación · 23/11/2026 7:00 AM')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
