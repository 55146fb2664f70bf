import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { pickOption } from '../../../testing/autocomplete';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, GROUP_ID, optimalFormulation, silage, SILAGE_LOT_ID, silageLot, soy, SOY_ID, soyLot } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const steers = { id: GROUP_ID, name: 'Steers 2026', description: null, farmId: null, farmName: null, animalCount: 24, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const lola = { id: ANIMAL_ID, tagNumber: 'ES-0042', nickname: 'Lola', gender: 'female' };
const formulated = (requests: SentRequest[]) => requests.filter((request) => request.path === '/feed/formulation');

function flowServer(formulate: () => Response = () => envelope(optimalFormulation)) {
  return fakeServer({
    '/animal-group': () => pageOfItems([steers]),
    '/animal/options': () => envelope([lola]),
    '/feed/inventory': () => pageOfItems([silageLot, soyLot]),
    '/feed/ingredient': () => pageOfItems([silage, soy]),
    '/feed/formulation': formulate,
  });
}

/** The group flow's first step filled for the steers, growing at 1.2 kg a day in 2 sub-groups over 7 days. */
async function chooseSteers() {
  const form = await screen.findByRole('form', { name: 'Group and its needs' });
  await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Steers 2026 (24 head)' })).toHaveLength(1));
  fireEvent.change(within(form).getByLabelText(/^Group/), { target: { value: GROUP_ID } });
  fireEvent.change(within(form).getByLabelText(/^Fed for/), { target: { value: 'beefGrowing' } });
  return form;
}

/** Ticks a feed of the step's lists as a person does: its row. */
const tick = async (name: string) => fireEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`^${name}`) }));

describe('the group ration flow', { timeout: 30_000 }, () => {
  it('checks the group’s needs, keeps them, and formulates from the feeds ticked, opening the suggested ration', async () => {
    const requests = flowServer();
    const { router, unmount } = renderApp('/feed-management/select-animal-group');
    const form = await chooseSteers();
    fireEvent.click(within(form).getByRole('button', { name: 'Next: choose the feeds' }));
    expect(await within(form).findByText('Enter the daily gain aimed at.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Target daily gain/), { target: { value: '1,2' } });
    fireEvent.change(within(form).getByLabelText(/^Sub-groups by weight/), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText(/^Days the stock must last/), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Next: choose the feeds' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed-management/ingredients-group-selection'));
    expect(await screen.findByText('Steers 2026 (24 head) · Beef, growing and finishing · 1.2 kg a day · 2 sub-groups · for 7 days')).toBeTruthy();

    await tick('Lot 4 · Corn silage');
    fireEvent.click(screen.getByRole('tab', { name: 'From the library' }));
    await tick('Soybean meal');
    const chosen = screen.getByRole('form', { name: '2 feeds chosen' });
    const [silageRow] = within(chosen).getAllByRole('listitem');
    fireEvent.change(within(silageRow!).getByLabelText(/^At least/), { target: { value: '60' } });
    fireEvent.change(within(silageRow!).getByLabelText(/^At most/), { target: { value: '50' } });
    fireEvent.click(within(chosen).getByRole('button', { name: 'Formulate' }));
    expect(await within(silageRow!).findByText('The maximum cannot be below the minimum.')).toBeTruthy();
    expect(formulated(requests)).toHaveLength(0);

    // A reload keeps both steps: the draft is in this tab's storage.
    unmount();
    renderApp('/feed-management/ingredients-group-selection');
    const again = await screen.findByRole('form', { name: '2 feeds chosen' });
    const [row] = within(again).getAllByRole('listitem');
    expect((within(row!).getByLabelText(/^At least/) as HTMLInputElement).value).toBe('60');
    fireEvent.change(within(row!).getByLabelText(/^At most/), { target: { value: '90' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Formulate' }));
    expect(await screen.findByRole('table', { name: 'The ration' })).toBeTruthy();
    expect(bodyOf(formulated(requests)[0]!.init)).toEqual({
      target: { kind: 'group', groupId: GROUP_ID },
      system: 'beefGrowing',
      targetGainKgPerDay: 1.2,
      finalWeightKg: null,
      days: 7,
      subGroups: 2,
      milkPrice: null,
      feeds: [
        { lotId: SILAGE_LOT_ID, ingredientId: null, minPercentOfDm: 60, maxPercentOfDm: 90 },
        { lotId: null, ingredientId: SOY_ID, minPercentOfDm: null, maxPercentOfDm: null },
      ],
    });
  });

  it('says the server’s refusal of a feed under it, and the rest above', async () => {
    const requests = flowServer(() =>
      errorResponse(422, 'errors.checkAllValues', 'Check all values.', [
        { param: 'feeds.0.lotId', msg: 'This feed must not be fed to this species.', key: 'feed.notForSpecies' },
        { param: 'target.groupId', msg: 'This group has no animals.', key: 'feed.emptyGroup' },
      ]),
    );
    renderApp('/feed-management/select-animal-group');
    const form = await chooseSteers();
    fireEvent.change(within(form).getByLabelText(/^Target daily gain/), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Next: choose the feeds' }));
    await tick('Lot 4 · Corn silage');
    const chosen = screen.getByRole('form', { name: '1 feed chosen' });
    fireEvent.click(within(chosen).getByRole('button', { name: 'Formulate' }));
    const [row] = within(chosen).getAllByRole('listitem');
    expect(await within(row!).findByText('This feed must not be fed to this species.')).toBeTruthy();
    expect(within(chosen).getByTestId('form-alert').textContent).toContain('This group has no animals.');
    expect(formulated(requests)).toHaveLength(1);
  });

  it('asks for the first step when the feeds are opened without it', async () => {
    flowServer();
    renderApp('/feed-management/ingredients-group-selection');
    expect(await screen.findByText('Choose the group and what it is fed for first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/feed-management/select-animal-group');
  });
});

describe('the individual ration flow', { timeout: 30_000 }, () => {
  it('finds the animal by its tag, takes a dairy cow’s milk price, and opens the unsaved ration', async () => {
    const requests = flowServer(() => envelope({ ...optimalFormulation, target: { kind: 'animal', id: ANIMAL_ID, name: 'ES-0042', headCount: 1 }, system: 'dairyLactating' }));
    const { router } = renderApp('/feed-management/select-animal-individual');
    const form = await screen.findByRole('form', { name: 'Animal and its needs' });
    await pickOption(/^Animal \(search by tag\)/, 'ES-00', /ES-0042/, form);
    fireEvent.change(within(form).getByLabelText(/^Fed for/), { target: { value: 'dairyLactating' } });
    expect(within(form).queryByLabelText(/^Sub-groups/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/^Milk price per kg/), { target: { value: '0.42' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Next: choose the feeds' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed-management/ingredients-individual-selection'));
    await tick('Lot 4 · Corn silage');
    fireEvent.click(screen.getByRole('button', { name: 'Formulate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed-management/ration-individual-suggestion/new'));
    expect(await screen.findByText('Suggested ration (not saved)')).toBeTruthy();
    expect(bodyOf(formulated(requests)[0]!.init)).toMatchObject({ target: { kind: 'animal', animalId: ANIMAL_ID }, system: 'dairyLactating', subGroups: 1, targetGainKgPerDay: null, milkPrice: { amountMinor: 42, currency: 'EUR' } });
  });
});
