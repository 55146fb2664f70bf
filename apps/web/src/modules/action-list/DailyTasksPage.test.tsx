import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toIsoDate } from '@ganado/shared/format';
import { bodyOf, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';
import { eventOf, feeding, insemination, INSEMINATION_ID, TASK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const eventQueries = (requests: SentRequest[]) =>
  requests.filter((request) => request.path.startsWith('/action-list/event?')).map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));

/** Today at a local hour, as an instant. */
const todayAt = (hour: number) => {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('the daily tasks', { timeout: 60_000 }, () => {
  it('asks for the signed-in person’s occurrences of today, in order, and completes one by its checkbox', async () => {
    const requests = fakeServer({
      '/action-list/event': () => envelope([eventOf(insemination, 0, todayAt(10)), eventOf(feeding, 3, todayAt(7))]),
      '/action-list/task/occurrence': () => envelope({ ...eventOf(feeding, 3, todayAt(7)), status: 'completed' }),
    });
    renderApp('/my-schedule/daily-task');
    const list = await screen.findByRole('list', { name: 'Tasks of the day' });
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const tomorrow = new Date(midnight);
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(eventQueries(requests)[0]).toEqual({ sDate: midnight.toISOString(), eDate: tomorrow.toISOString(), assignee: 'me' });

    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Feed the heifers', 'Inseminate Paloma']);
    expect(within(items[0]!).getByText('7:00 AM')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Record insemination' }).getAttribute('href')).toBe(`/my-schedule/task/${INSEMINATION_ID}/record?index=0`);
    expect(within(items[1]!).queryByRole('checkbox')).toBeNull();

    fireEvent.click(within(items[0]!).getByRole('checkbox', { name: 'Done: Feed the heifers' }));
    expect(await screen.findByText('Task marked as done')).toBeTruthy();
    const sent = requests.find((request) => request.path === '/action-list/task/occurrence')!;
    expect(bodyOf(sent.init)).toEqual({ id: TASK_ID, index: 3, status: 'completed' });
  });

  it('says when there is nothing to do, and moves to the next day', async () => {
    const requests = fakeServer({ '/action-list/event': () => envelope([]) });
    const { router } = renderApp('/my-schedule/daily-task');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Nothing to do today');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    const next = new Date();
    next.setDate(next.getDate() + 1);
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${toIsoDate(next)}`));
    next.setHours(0, 0, 0, 0);
    await waitFor(() => expect(eventQueries(requests).at(-1)!.sDate).toBe(next.toISOString()));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Nothing to do on this day');
  });
});
