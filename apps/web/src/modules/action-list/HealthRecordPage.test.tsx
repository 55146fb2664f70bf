import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toIsoDate } from '@ganado/shared/format';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';
import { antibiotic, bottle, DRUG_ID, PACK_ID } from '../drugs/testing';
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
      // From outside the cabinet: no drug, no pack.
      drugId: null,
      packId: null,
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
      drugId: null,
      packId: null,
      dose: null,
      route: null,
      veterinarian: null,
      withdrawalEndsOn: null,
      batch: 'L-77',
      nextDueOn: null,
      notes: null,
      animalIds: [LUNA.id],
    });
  });

  it('asks for a drug or the product before sending a treatment', async () => {
    const requests = serve();
    renderApp(`/my-schedule/task/${TASK_ID}/health`);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByLabelText(/Product/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose a drug from the cabinet or name the product.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/action-list/task/health-record')).toBe(false);
  });

  it('gives a drug of the cabinet from its suggested pack, and puts the server’s stock refusal under the dose', async () => {
    const short = 'Only 3 mL of this pack is free to use; the rest is used or reserved.';
    const requests = fakeServer({
      [`/action-list/task/${TASK_ID}`]: () => envelope(health),
      '/drug': () => envelope({ items: [antibiotic], total: 1, page: 1, limit: 20 }),
      [`/drug/${DRUG_ID}`]: () => envelope(antibiotic),
      '/drug/pack': () => envelope({ items: [bottle], total: 1, page: 1, limit: 100 }),
      '/action-list/task/health-record': () =>
        new Response(
          JSON.stringify({
            code: 409,
            success: false,
            message: short,
            key: 'drugs.notAvailable',
            errors: [{ param: 'dose', msg: short, key: 'drugs.notAvailable', params: { available: '3', unit: 'mL' } }],
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderApp(`/my-schedule/task/${TASK_ID}/health`);
    const form = await screen.findByRole('form', { name: 'Record the health event' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Drug from the cabinet' }), { target: { value: 'oxi' } });
    fireEvent.click(await screen.findByRole('option', { name: antibiotic.name }));
    await waitFor(() => expect((within(form).getByLabelText(/^Pack/) as HTMLSelectElement).value).toBe(PACK_ID));
    fireEvent.change(within(form).getByLabelText(/^Dose/), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(within(form).getAllByText(short)).toHaveLength(2));
    expect(within(form).getByLabelText(/^Dose/).getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf(sentTo(requests, '/action-list/task/health-record').init)).toMatchObject({
      type: 'treatment',
      drugId: DRUG_ID,
      packId: PACK_ID,
      dose: { value: 20, unit: 'mL' },
      route: 'intramuscular',
      animalIds: [PALOMA.id, LUNA.id],
    });
  });
});
