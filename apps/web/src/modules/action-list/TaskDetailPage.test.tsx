import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { ANIMAL_ID, eventOf, feeding, insemination, INSEMINATION_ID, TASK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const occurrenceCalls = (requests: SentRequest[]) => requests.filter((request) => request.path === '/action-list/task/occurrence').map((request) => bodyOf(request.init));

describe('a task’s page', { timeout: 60_000 }, () => {
  it('shows every field, the repeat rule in words, and marks the next occurrence done', async () => {
    const requests = fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(feeding),
      '/action-list/task/occurrence': () => envelope({ ...eventOf(feeding, 3, feeding.nextOccurrence!.start), status: 'completed' }),
    });
    renderApp(`/my-schedule/task/${TASK_ID}`);
    expect(await screen.findByText('Feed the heifers')).toBeTruthy();
    expect(screen.getByText('Every week on Mon, Thu')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText('Hay and mineral')).toBeTruthy();
    expect(screen.getByText('Occurrence 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/my-schedule/updatetask/${TASK_ID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Task marked as done')).toBeTruthy();
    expect(occurrenceCalls(requests)).toEqual([{ id: TASK_ID, index: 3, status: 'completed' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(occurrenceCalls(requests)).toHaveLength(2));
    expect(occurrenceCalls(requests)[1]).toEqual({ id: TASK_ID, index: 2, status: 'pending' });
  });

  it('shows the server’s refusal of a completion', async () => {
    fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(feeding),
      '/action-list/task/occurrence': () => errorResponse(409, 'actionList.occurrenceInFuture'),
    });
    renderApp(`/my-schedule/task/${TASK_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark done' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('An occurrence that has not started yet cannot be recorded as done.');
  });

  it('offers an insemination task’s recording with its occurrence, and links its animals', async () => {
    fakeServer({ [`/action-list/task/${INSEMINATION_ID}`]: () => envelope(insemination) });
    renderApp(`/my-schedule/task/${INSEMINATION_ID}`);
    const record = await screen.findByRole('link', { name: 'Record insemination' });
    expect(record.getAttribute('href')).toBe(`/my-schedule/task/${INSEMINATION_ID}/record?index=0`);
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull();
    expect(screen.getByText('Does not repeat')).toBeTruthy();
    const animals = screen.getByRole('region', { name: 'Animals' });
    expect(within(animals).getByRole('link', { name: 'ES-001 · Paloma' }).getAttribute('href')).toBe(`/animals/${ANIMAL_ID}/details`);
  });
});
