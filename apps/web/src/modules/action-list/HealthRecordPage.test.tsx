import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toIsoDate } from '@ganado/shared/format';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';
import { completionFixture, LUNA, PALOMA, TASK_ID, taskFixture } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const health = taskFixture({ name: 'Vaccinate the heifers', category: 'healthRecord', animals: [PALOMA, LUNA], animalCount: 2 });
const today = `${toIsoDate(new Date())}T00:00:00.000Z`;

function serve() {
  return fakeServer({
    [`/action-list/task/${TASK_ID}`]: () => envelope(health),
    '/action-list/task/health-record': () => envelope(completionFixture(health, 0)),
  });
}

describe('the health-record screen', { timeout: 30_000 }, () => {
  it('says so for a task of another kind', async () => {
    fakeServer({ [`/action-list/task/${TASK_ID}`]: () => envelope(taskFixture()) });
    renderApp(`/my-schedule/task/${TASK_ID}/health`);
    expect(await screen.findByText(/not a health-record task/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('records a treatment with its dose, then opens the task', async () => {
    const requests = serve();
    const { router } = renderApp(`/my-schedule/task/${TASK_ID}/health`);
    await screen.findByRole('form', { name: 'Record the health event' });
    expect(screen.queryByLabelText(/Vaccine/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Product/), { target: { value: 'Oxytetracycline' } });
    fireEvent.change(screen.getByLabelText(/Dose/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-schedule/task/${TASK_ID}`));
    expect(router.state.location.state).toEqual({ saved: 'success.healthRecorded' });
    expect(bodyOf(sentTo(requests, '/action-list/task/health-record').init)).toEqual({
      id: TASK_ID,
      index: 0,
      type: 'treatment',
      occurredAt: today,
      product: 'Oxytetracycline',
      dose: { value: 12, unit: 'mL' },
      route: null,
      reason: null,
      withdrawalEndsOn: null,
      veterinarian: null,
      notes: null,
      animalIds: [PALOMA.id, LUNA.id],
    });
  });

  it('switches to a vaccination’s fields and sends only those, a blank dose left out', async () => {
    const requests = serve();
    renderApp(`/my-schedule/task/${TASK_ID}/health`);
    await screen.findByRole('form', { name: 'Record the health event' });
    fireEvent.change(screen.getByLabelText(/Product/), { target: { value: 'Typed before switching' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Vaccination' }));
    expect(screen.queryByLabelText(/Product/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Vaccine/), { target: { value: 'Bovilis BVD' } });
    fireEvent.change(screen.getByLabelText('Batch'), { target: { value: 'L-77' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'ES-001 · Paloma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sentTo(requests, '/action-list/task/health-record')).toBeTruthy());
    expect(bodyOf(sentTo(requests, '/action-list/task/health-record').init)).toEqual({
      id: TASK_ID,
      index: 0,
      type: 'vaccination',
      occurredAt: today,
      vaccine: 'Bovilis BVD',
      dose: null,
      batch: 'L-77',
      nextDueOn: null,
      notes: null,
      animalIds: [LUNA.id],
    });
  });

  it('asks for the product before sending a treatment', async () => {
    const requests = serve();
    renderApp(`/my-schedule/task/${TASK_ID}/health`);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByLabelText(/Product/).getAttribute('aria-invalid')).toBe('true'));
    expect(requests.some((request) => request.path === '/action-list/task/health-record')).toBe(false);
  });
});
