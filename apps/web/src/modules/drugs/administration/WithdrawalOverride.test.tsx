import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, animalRoutes, record } from '../../animals/detail/testing';
import { typeDate } from '../../../testing/dates';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const HELD = 'ES-0042 is in meat withdrawal for Oxitetraciclina 20% until 18/12/2026 8:00 AM.';

/** An error envelope as the server writes it, its message already filled in. */
function refusal(status: number, key: string, message: string, param: string, params?: Record<string, string>) {
  return new Response(JSON.stringify({ code: status, success: false, message, key, errors: [{ param, msg: message, key, ...(params && { params }) }] }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const inWithdrawal = () => refusal(409, 'drugs.inMeatWithdrawal', HELD, 'reason', { tag: 'ES-0042', drug: 'Oxitetraciclina 20%', endsAt: '18/12/2026 8:00 AM' });

/** The animal's routes, its records route answering each POST with the next of `answers`. */
function serve(answers: (() => Response)[]) {
  const requests = fakeServer({
    ...animalRoutes(),
    [`/animal/${ANIMAL_ID}/record`]: (init) => (init.method === 'POST' ? answers.shift()!() : envelope({ items: [], total: 0, page: 1, limit: 500 })),
  });
  return { requests, posts: () => requests.filter((request: SentRequest) => request.init.method === 'POST') };
}

async function sell() {
  fireEvent.click(await screen.findByRole('button', { name: 'Record removal' }));
  const dialog = await screen.findByRole('form', { name: 'Record removal' });
  typeDate(/Date of removal/, '2026-11-02', dialog);
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'sold' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect((await within(dialog).findByTestId('withdrawal-held')).textContent).toContain(HELD);
  return dialog;
}

describe('a sale during a meat withdrawal', { timeout: 30_000 }, () => {
  it('shows the refusal, and sends the sale again with the reason for the override', async () => {
    const { posts } = serve([inWithdrawal, () => envelope(record('removal', { reason: 'sold' }))]);
    renderApp(`/animals/${ANIMAL_ID}/details`);
    const dialog = await sell();
    expect(within(dialog).queryByLabelText(/Reason for the override/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Override with a reason' }));
    const reason = within(dialog).getByLabelText(/Reason for the override/);
    // The reason is required: nothing is sent without it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(posts()).toHaveLength(1);

    fireEvent.change(reason, { target: { value: 'Sold as a breeding heifer, not for meat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record added')).toBeTruthy();
    expect(posts()).toHaveLength(2);
    expect(bodyOf(posts()[0]!.init)).not.toHaveProperty('withdrawalOverride.reason');
    expect(bodyOf(posts()[1]!.init)).toMatchObject({ type: 'removal', reason: 'sold', withdrawalOverride: { reason: 'Sold as a breeding heifer, not for meat' } });
  });

  it('stays on the form with the server’s message when the role may not override', async () => {
    const notAllowed = 'Only a user allowed to override withdrawals can do this.';
    const { posts } = serve([inWithdrawal, () => refusal(403, 'drugs.overrideNotAllowed', notAllowed, 'withdrawalOverride')]);
    const { router } = renderApp(`/animals/${ANIMAL_ID}/details`);
    const dialog = await sell();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Override with a reason' }));
    fireEvent.change(within(dialog).getByLabelText(/Reason for the override/), { target: { value: 'Buyer informed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(await within(dialog).findByText(notAllowed)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/animals/${ANIMAL_ID}/details`);
  });

  it('offers no override to someone without the cabinet', async () => {
    signInForTest({ modules: ['animals'] });
    serve([inWithdrawal]);
    renderApp(`/animals/${ANIMAL_ID}/details`);
    const dialog = await sell();
    expect(within(dialog).queryByRole('button', { name: 'Override with a reason' })).toBeNull();
  });
});

describe('milk during a milk withdrawal', { timeout: 30_000 }, () => {
  const MILK_HELD = 'ES-0042 is in milk withdrawal for Oxitetraciclina 20% until 18/12/2026 8:00 AM: her milk cannot be counted as saleable.';

  async function milkForm() {
    renderApp(`/animals/${ANIMAL_ID}/performance/edit`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add record' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add milk yield' }));
    const form = await screen.findByRole('form', { name: 'Milk yield' });
    fireEvent.change(within(form).getByLabelText(/^Yield/), { target: { value: '12' } });
    return form;
  }

  it('sends nothing about the tank unless “Saleable milk” is ticked', async () => {
    const { posts } = serve([() => envelope(record('milk', { saleable: false }))]);
    const form = await milkForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record added')).toBeTruthy();
    expect(bodyOf(posts()[0]!.init)).not.toHaveProperty('saleable');
  });

  it('counts ticked milk saleable only with the reason for the override', async () => {
    const { posts } = serve([
      () => refusal(409, 'drugs.inMilkWithdrawal', MILK_HELD, 'saleable', { tag: 'ES-0042', drug: 'Oxitetraciclina 20%', endsAt: '18/12/2026 8:00 AM' }),
      () => envelope(record('milk', { saleable: true })),
    ]);
    const form = await milkForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Saleable milk' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByTestId('withdrawal-held')).textContent).toContain(MILK_HELD);
    fireEvent.click(within(form).getByRole('button', { name: 'Override with a reason' }));
    fireEvent.change(within(form).getByLabelText(/Reason for the override/), { target: { value: 'Lab test clear' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record added')).toBeTruthy();
    expect(bodyOf(posts()[0]!.init)).toMatchObject({ type: 'milk', saleable: true });
    expect(bodyOf(posts()[1]!.init)).toMatchObject({ type: 'milk', saleable: true, withdrawalOverride: { reason: 'Lab test clear' } });
  });
});
