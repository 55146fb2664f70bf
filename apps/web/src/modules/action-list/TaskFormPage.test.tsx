import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { ANIMAL_ID, feeding, TASK_ID, USER_ID } from './testing';
import { dateInput, typeDate } from '../../testing/dates';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const reference = {
  '/farm': () => pageOfItems([]),
  '/option/user': () => envelope([{ id: USER_ID, name: 'Rosa Vaquera' }]),
  '/animal/options': () => envelope([{ id: ANIMAL_ID, tagNumber: 'ES-001', nickname: 'Paloma', gender: 'female' }]),
};

const writes = (requests: SentRequest[], method: string) => requests.filter((request) => request.path === '/action-list/task' && request.init.method === method);
const save = () => fireEvent.click(screen.getByText('Save', { selector: 'button' }));

describe('the task form', { timeout: 90_000 }, () => {
  it('shows the schema’s messages under their fields', async () => {
    const requests = fakeServer(reference);
    renderApp('/my-schedule/create-task');
    fireEvent.change(await screen.findByLabelText(/^Category/), { target: { value: 'insemination' } });
    typeDate(/^Start/, '2026-12-01T09:00');
    typeDate(/^End/, '2026-12-01T08:00');
    fireEvent.change(screen.getByLabelText('Repeat'), { target: { value: 'weekly' } });
    // The weekly rule starts on the start's weekday (a Tuesday): taking it off leaves none.
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday' }));
    save();
    expect(await screen.findByText('Enter the task’s name.')).toBeTruthy();
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByText('Choose at least one animal.')).toBeTruthy();
    expect(screen.getByText('Choose at least one day of the week.')).toBeTruthy();
    expect(writes(requests, 'POST')).toHaveLength(0);
  });

  it('builds the repeat rule, posts the task, puts a refusal under its field, then opens the task', async () => {
    let refusals = 1;
    const requests = fakeServer({
      ...reference,
      '/action-list/task': () =>
        refusals-- > 0
          ? errorResponse(422, 'errors.checkAllValues', 'Check', [{ param: 'assigneeId', key: 'actionList.assigneeUnknown', msg: 'unknown' }])
          : envelope(feeding),
      [`/action-list/task/${TASK_ID}`]: () => envelope(feeding),
    });
    const { router } = renderApp('/my-schedule/create-task');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: ' Feed the heifers ' } });
    typeDate(/^Start/, '2026-12-01T07:00');
    typeDate(/^End/, '2026-12-01T08:00');
    fireEvent.change(screen.getByLabelText('Repeat'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('Every'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Thursday' }));
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: 'until' } });
    typeDate('End date', '2026-12-31');

    fireEvent.change(screen.getByLabelText('Assignee'), { target: { value: 'ro' } });
    fireEvent.click(await screen.findByText('Rosa Vaquera', { selector: 'li' }));
    fireEvent.change(screen.getByLabelText('Animals', { selector: 'input' }), { target: { value: 'pa' } });
    fireEvent.click(await screen.findByText('ES-001 · Paloma', { selector: 'li' }));

    save();
    expect(await screen.findByText('The assignee is not an active user of your organisation.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByTestId('form-alert').textContent).toBe('Something went wrong. Please check all the values carefully.');
    expect(bodyOf(writes(requests, 'POST')[0]!.init)).toEqual({
      name: 'Feed the heifers',
      category: 'general',
      priority: 'medium',
      status: 'pending',
      assigneeId: USER_ID,
      farmId: null,
      startAt: '2026-12-01T07:00',
      endAt: '2026-12-01T08:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      repeat: { frequency: 'weekly', interval: 2, weekdays: [2, 4], until: '2026-12-31' },
      description: null,
      animalIds: [ANIMAL_ID],
    });

    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-schedule/task/${TASK_ID}`));
    expect(await screen.findByText('Task created')).toBeTruthy();
  });

  it('keeps only the parts of the rule the frequency uses', async () => {
    const requests = fakeServer({ ...reference, '/action-list/task': () => envelope(feeding), [`/action-list/task/${TASK_ID}`]: () => envelope(feeding) });
    const { router } = renderApp('/my-schedule/create-task');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Pay the vet' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'maintenance' } });
    fireEvent.change(screen.getByLabelText('Repeat'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('Repeat'), { target: { value: 'monthly' } });
    fireEvent.change(screen.getByLabelText('Day of the month'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: 'count' } });
    fireEvent.change(screen.getByLabelText('Times'), { target: { value: '6' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-schedule/task/${TASK_ID}`));
    expect(bodyOf(writes(requests, 'POST')[0]!.init)).toMatchObject({ name: 'Pay the vet', category: 'maintenance', repeat: { frequency: 'monthly', interval: 1, monthDay: 15, count: 6 } });
    expect((bodyOf(writes(requests, 'POST')[0]!.init) as { repeat: object }).repeat).not.toHaveProperty('weekdays');
  });

  it('fills the update form from the task, keeps its time zone, and deletes after confirming', async () => {
    const requests = fakeServer({
      ...reference,
      [`/action-list/task/${TASK_ID}`]: (init) => (init.method === 'DELETE' ? envelope(feeding) : envelope({ ...feeding, timeZone: 'America/Bogota' })),
      '/action-list/task': (init) => (init.method === 'PUT' ? envelope(feeding) : pageOfItems([])),
    });
    const { router } = renderApp(`/my-schedule/updatetask/${TASK_ID}`);
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Feed the heifers');
    expect(dateInput(/^Start/).value).toBe('23/11/2026 07:00 AM');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect((screen.getByLabelText('Assignee') as HTMLInputElement).value).toBe('Rosa Vaquera');
    expect(screen.getByRole('button', { name: 'Monday' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inProgress' } });
    save();
    await waitFor(() => expect(writes(requests, 'PUT')).toHaveLength(1));
    expect(bodyOf(writes(requests, 'PUT')[0]!.init)).toMatchObject({ id: TASK_ID, status: 'inProgress', timeZone: 'America/Bogota', startAt: '2026-11-23T07:00', repeat: { frequency: 'weekly', interval: 1, weekdays: [1, 4] } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-schedule/task/${TASK_ID}`));

    await router.navigate(`/my-schedule/updatetask/${TASK_ID}`);
    fireEvent.click(await screen.findByText('Delete task'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-schedule'));
    expect(requests.some((request) => request.path === `/action-list/task/${TASK_ID}` && request.init.method === 'DELETE')).toBe(true);
  });
});
