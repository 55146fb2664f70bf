import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toIsoDate } from '@ganado/shared/format';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { pickOption } from '../../testing/autocomplete';
import { lucia } from '../semen/testing';
import { pack as straw } from '../semen/tanks/testing';
import { completionFixture, LUNA, PALOMA, TASK_ID, taskFixture } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const insemination = taskFixture({
  name: 'Inseminate the heifers',
  category: 'insemination',
  repeat: { frequency: 'weekly', interval: 1, weekdays: [1], count: 4 },
  animals: [PALOMA, LUNA],
  animalCount: 2,
  nextOccurrence: { index: 1, start: '2026-11-30T08:00:00.000Z', end: '2026-11-30T09:30:00.000Z' },
});
const completion = completionFixture(insemination, 2);

describe('the insemination record screen', { timeout: 30_000 }, () => {
  it('says so for a task of another kind, with no form', async () => {
    fakeServer({ [`/action-list/task/${TASK_ID}`]: () => envelope(taskFixture()) });
    renderApp(`/my-schedule/task/${TASK_ID}/record`);
    expect(await screen.findByText(/not an insemination task/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('records the occurrence of the URL on the ticked animals only, then opens the task', async () => {
    const requests = fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(insemination),
      '/action-list/task/insemination': () => envelope(completion),
      '/animal/options': () => envelope([]),
    });
    const { router } = renderApp(`/my-schedule/task/${TASK_ID}/record?index=2`);
    const form = await screen.findByRole('form', { name: 'Record the insemination' });
    expect(form.textContent).toContain('Occurrence 3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'ES-002' }));
    fireEvent.change(screen.getByLabelText('Semen or embryo code'), { target: { value: 'AI-2041' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-schedule/task/${TASK_ID}`));
    expect(router.state.location.state).toEqual({ saved: 'success.inseminationRecorded' });
    expect(bodyOf(sentTo(requests, '/action-list/task/insemination').init)).toEqual({
      id: TASK_ID,
      index: 2,
      occurredAt: `${toIsoDate(new Date())}T00:00:00.000Z`,
      method: 'artificialInsemination',
      sireId: null,
      semenCode: 'AI-2041',
      semenPackId: null,
      inseminatorId: null,
      technician: null,
      notes: null,
      animalIds: [PALOMA.id],
    });
  });

  it('uses a straw of the tanks with its inseminator, the sire then being the straw’s', async () => {
    const requests = fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(insemination),
      '/action-list/task/insemination': () => envelope(completion),
      '/animal/options': () => envelope([]),
      '/semen/pack': () => envelope({ items: [straw], total: 1, page: 1, limit: 20 }),
      '/semen/inseminator': () => envelope({ items: [lucia], total: 1, page: 1, limit: 100 }),
    });
    renderApp(`/my-schedule/task/${TASK_ID}/record`);
    await screen.findByRole('form', { name: 'Record the insemination' });
    await pickOption(/Straw from the tanks/, 'HO-2026', /7HO12345-20261015-1 · Titán \(7HO12345\) · Termo MVE 1, canister 2 · 100 straws/);
    expect(screen.queryByLabelText('Semen or embryo code')).toBeNull();
    await pickOption(/Inseminator/, 'Luc', /Lucía Ramos/);
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sentTo(requests, '/action-list/task/insemination')).toBeTruthy());
    expect(bodyOf(sentTo(requests, '/action-list/task/insemination').init)).toMatchObject({ method: 'artificialInsemination', semenPackId: straw.id, inseminatorId: lucia.id });
  });

  it('takes the next occurrence when the URL names none, and shows its dates', async () => {
    const requests = fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(insemination),
      '/action-list/task/insemination': () => envelope(completion),
      '/animal/options': () => envelope([]),
    });
    renderApp(`/my-schedule/task/${TASK_ID}/record`);
    const form = await screen.findByRole('form', { name: 'Record the insemination' });
    expect(form.textContent).toMatch('Occurrence 2: 30/11/2026 9:00 AM – 10:30 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sentTo(requests, '/action-list/task/insemination')).toBeTruthy());
    expect(bodyOf(sentTo(requests, '/action-list/task/insemination').init)).toMatchObject({ index: 1, animalIds: [PALOMA.id, LUNA.id] });
  });

  it('shows a refusal under its field and its message above the button', async () => {
    fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(insemination),
      '/animal/options': () => envelope([]),
      '/action-list/task/insemination': () =>
        errorResponse(422, 'errors.checkAllValues', 'Check the values', [{ param: 'technician', msg: 'This text is too long.', key: 'animals.textTooLong' }]),
    });
    renderApp(`/my-schedule/task/${TASK_ID}/record`);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Something went wrong. Please check all the values carefully.');
    const technician = screen.getByLabelText('Technician');
    expect(technician.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(technician.getAttribute('aria-describedby')!)!.textContent).toBe('This text is too long.');
  });

  it('shows the server’s refusal of one animal under the animals', async () => {
    fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(insemination),
      '/animal/options': () => envelope([]),
      '/action-list/task/insemination': () =>
        errorResponse(422, 'actionList.animalNotOnTask', 'Only the task’s own animals can be recorded.', [
          { param: 'animalIds.1', msg: 'Only the task’s own animals can be recorded.', key: 'actionList.animalNotOnTask' },
        ]),
    });
    renderApp(`/my-schedule/task/${TASK_ID}/record`);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findAllByText('Only the task’s own animals can be recorded.')).toHaveLength(2);
  });

  it('asks for at least one animal before sending', async () => {
    const requests = fakeServer({ [`/action-list/task/${TASK_ID}`]: () => envelope(insemination), '/animal/options': () => envelope([]) });
    renderApp(`/my-schedule/task/${TASK_ID}/record`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'ES-001 · Paloma' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ES-002' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Choose at least one animal.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/action-list/task/insemination')).toBe(false);
  });
});
