import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { BATCH_ID } from '../testing';
import { FIELD_TANK_ID, fieldTank, mainTank, otherPack, pack, PACK_ID, SPLIT_PACK_ID, TANK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const MOVE_PATH = `/semen/pack/${PACK_ID}/move`;
const moves = (requests: SentRequest[]) => requests.filter((request) => request.path === MOVE_PATH);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const anInstant = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown;

/** The tank's page; a move answers `move` (the pack moved, by default). */
function tankServer(move: (init: RequestInit) => Response = () => envelope({ ...pack, tank: { id: FIELD_TANK_ID, name: fieldTank.name }, canister: 1 })) {
  return fakeServer({
    [`/semen/tank/${TANK_ID}`]: () => envelope(mainTank),
    '/semen/tank': () => pageOfItems([mainTank, fieldTank]),
    '/semen/pack': () => pageOfItems([pack, otherPack]),
    [MOVE_PATH]: move,
  });
}

/** Opens the move of the pack in canister 2, goblet B. */
async function openMove() {
  fireEvent.click(await screen.findByRole('button', { name: 'Move 7HO12345-20261015-1 from Canister 2 · Goblet B' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move straws of 7HO12345-20261015-1' });
  await within(dialog).findByRole('option', { name: 'Termo de campo' });
  return dialog;
}

describe('a semen tank’s page', { timeout: 30_000 }, () => {
  it('shows the tank and its packs by canister and goblet, each with its batch and sire', async () => {
    const requests = tankServer();
    renderApp(`/semen-automation/tanks/${TANK_ID}`);
    expect((await screen.findByTestId('tank-name')).textContent).toBe('Termo MVE 1');
    expect(within(screen.getByTestId('tank-name').parentElement!).getByText('Count due')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Tank' });
    for (const text of ['La Dehesa', '6', '120 straws', '2', 'Never counted']) expect(within(details).getByText(text)).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Packs in this tank' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row).slice(0, 5))).toEqual([
      ['7HO12345-20261015-1', 'Titán (7HO12345)', '2', 'B', '100 straws'],
      ['7HO12345-20261015-1', 'Titán (7HO12345)', '3', '—', '20 straws'],
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(`/semen-automation/batches/${BATCH_ID}`);
    expect(requests.some((request) => request.path === `/semen/pack?tankId=${TANK_ID}&page=1&limit=25`)).toBe(true);
    expect(screen.getByRole('link', { name: 'Count' }).getAttribute('href')).toBe(`/semen-automation/tanks/${TANK_ID}/count`);
  });

  it('moves a pack whole to another tank’s canister', async () => {
    const requests = tankServer();
    renderApp(`/semen-automation/tanks/${TANK_ID}`);
    const dialog = await openMove();
    expect(within(dialog).getByText('Now in Termo MVE 1 · Canister 2 · Goblet B: 100 straws.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Tank/), { target: { value: FIELD_TANK_ID } });
    expect(within(within(dialog).getByLabelText(/^Canister/)).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['', '1', '2']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Choose one of the tank’s canisters.')).toBeTruthy();
    expect(moves(requests)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Canister/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Straws moved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(moves(requests)[0]!.init)).toEqual({ tankId: FIELD_TANK_ID, canister: 1, goblet: null, straws: null, occurredAt: anInstant });
  });

  it('splits some straws off into a new pack, and says under the straws when there are not so many', async () => {
    // The reason as the server words it, its figure filled in (and given apart, as `params`).
    const short = [{ param: 'straws', msg: 'There are only 100 straws there.', key: 'semen.tooManyStraws', params: { available: '100' } }];
    let answered = 0;
    const requests = tankServer(() =>
      (answered += 1) === 1 ? errorResponse(409, 'semen.tooManyStraws', 'There are only 100 straws there.', short) : envelope({ ...pack, id: SPLIT_PACK_ID, canister: 4, goblet: 'A', straws: 30 }),
    );
    renderApp(`/semen-automation/tanks/${TANK_ID}`);
    const dialog = await openMove();
    fireEvent.change(within(dialog).getByLabelText(/^Canister/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/^Goblet/), { target: { value: ' A ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Straws/), { target: { value: '130' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const straws = within(dialog).getByLabelText(/^Straws/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(straws).findByText('There are only 100 straws there.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Straws/), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Straws moved.')).toBeTruthy();
    expect(moves(requests).map((request) => bodyOf(request.init))).toEqual([
      { tankId: TANK_ID, canister: 4, goblet: 'A', straws: 130, occurredAt: anInstant },
      { tankId: TANK_ID, canister: 4, goblet: 'A', straws: 30, occurredAt: anInstant },
    ]);
  });

  it('shows the packs as cards on a phone, a card opening the pack’s move', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    tankServer();
    renderApp(`/semen-automation/tanks/${TANK_ID}`);
    const card = await screen.findByRole('article', { name: '7HO12345-20261015-1, Canister 3' });
    expect(within(card).getByText('Titán (7HO12345)')).toBeTruthy();
    expect(within(card).getByText('Canister 3 · 20 straws')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(card).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Move straws of 7HO12345-20261015-1' });
    expect(within(dialog).getByText('Now in Termo MVE 1 · Canister 3: 20 straws.')).toBeTruthy();
  });

  it('offers a viewer without semen automation neither moving nor counting', async () => {
    signInForTest({ modules: ['animals'] });
    tankServer();
    renderApp(`/semen-automation/tanks/${TANK_ID}`);
    await screen.findByRole('table', { name: 'Packs in this tank' });
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Count' })).toBeNull();
  });
});
