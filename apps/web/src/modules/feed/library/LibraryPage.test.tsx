import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cattle, pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { silage, SILAGE_ID, soy } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/feed/ingredient?')).at(-1)!.path.split('?')[1]));
const sent = (requests: SentRequest[], method: string) => requests.filter((request) => request.path.startsWith('/feed/ingredient') && request.init.method === method);

function libraryServer(answer: () => Response = () => envelope(silage)) {
  return fakeServer({
    '/feed/ingredient': (init) => (init.method === 'POST' ? answer() : pageOfItems([silage, soy])),
    [`/feed/ingredient/${SILAGE_ID}`]: answer,
    '/species': cattle,
  });
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, select, textarea' });

describe('the feed library', { timeout: 30_000 }, () => {
  it('lists each feed with its kind, dry matter, protein, fibre, energy, prices and stock, filtered by kind', async () => {
    const requests = libraryServer();
    renderApp('/feed-management/ingredient-library');
    const table = await screen.findByRole('table', { name: 'Feed library' });
    const row = within(table).getByRole('button', { name: 'Edit Corn silage' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Corn silage',
      'Forage',
      '35 %',
      '8.1 %',
      '45 %',
      'NEm 1.6 · NEg 1.02 · NEL 1.45',
      '45.00 EUR/tBest supplier: 42.00 EUR/t (Piensos del Valle)',
      '12,000 kg',
    ]);
    const other = within(table).getByRole('button', { name: 'Edit Soybean meal' }).closest('tr')!;
    expect([...other.querySelectorAll('td')].slice(6).map((cell) => cell.textContent)).toEqual(['—', '800 kg']);

    fireEvent.change(screen.getByLabelText('Kind of feed'), { target: { value: 'forage' } });
    await waitFor(() => expect(lastQuery(requests)).toEqual({ category: 'forage', page: '1', limit: '25' }));
  });

  it('says so when the library is empty', async () => {
    fakeServer({ '/feed/ingredient': () => pageOfItems([]) });
    renderApp('/feed-management/ingredient-library');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('The feed library is empty. Add the feeds you buy or grow, with their analysis.');
  });

  it('adds a feed: the contract’s checks first, then the server’s refusal under its field', async () => {
    const requests = libraryServer(() => errorResponse(409, 'feed.ingredientNameTaken', 'A feed of the library already has this name.', [{ param: 'name', msg: 'A feed of the library already has this name.', key: 'feed.ingredientNameTaken' }]));
    renderApp('/feed-management/ingredient-library');
    fireEvent.click(await screen.findByRole('button', { name: 'Add feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a feed to the library' });
    fireEvent.change(field(dialog, /^Name/), { target: { value: 'Corn silage' } });
    fireEvent.change(field(dialog, /^Kind of feed/), { target: { value: 'forage' } });
    fireEvent.change(field(dialog, /^Neutral detergent fibre/), { target: { value: '45' } });
    fireEvent.change(field(dialog, /^Acid detergent fibre/), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save feed' }));
    expect(await within(dialog).findByText('Enter the dry matter.')).toBeTruthy();
    expect(within(dialog).getByText('ADF is part of NDF: it cannot be more than the NDF.')).toBeTruthy();
    expect(sent(requests, 'POST')).toHaveLength(0);

    fireEvent.change(field(dialog, /^Dry matter/), { target: { value: '35' } });
    fireEvent.change(field(dialog, /^Acid detergent fibre/), { target: { value: '27,5' } });
    fireEvent.change(field(dialog, /^Market price per tonne/), { target: { value: '45,5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Cattle' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save feed' }));
    const name = field(dialog, /^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(name).findByText('A feed of the library already has this name.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'POST')[0]!.init)).toMatchObject({
      name: 'Corn silage',
      category: 'forage',
      dmPercent: 35,
      nutrients: { ndf: 45, adf: 27.5, cp: null },
      marketPrice: { amountMinor: 4550, currency: 'EUR' },
      safety: { maxPercentOfDm: null, notForSpecies: ['cattle'], toxicity: null },
      source: null,
    });
  });

  it('changes a feed from its row and says so', async () => {
    const requests = libraryServer();
    renderApp('/feed-management/ingredient-library');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Corn silage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit feed' });
    expect((field(dialog, /^Crude protein/) as HTMLInputElement).value).toBe('8.1');
    fireEvent.change(field(dialog, /^Calcium \(Ca\)/), { target: { value: '0.3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save feed' }));
    expect(await screen.findByText('Feed updated.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'PUT')[0]!.init)).toMatchObject({ name: 'Corn silage', dmPercent: 35, nutrients: { cp: 8.1, ca: 0.3, nem: 1.6 }, marketPrice: { amountMinor: 4500, currency: 'EUR' }, source: 'Laboratorio Norte' });
  });
});
