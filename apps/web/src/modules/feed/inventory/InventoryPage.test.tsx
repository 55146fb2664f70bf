import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { catchDownloads } from '../../../testing/downloads';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { EVENT_ID, silage, SILAGE_ID, silageLot, soy, soyLot } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/feed/inventory?')).at(-1)!.path.split('?')[1]));
const moves = { items: [{ eventId: EVENT_ID, type: 'fed', occurredAt: '2026-11-03T00:00:00.000Z', quantityKg: -514.3, adjustment: 'decrement', reason: null, by: 'Fran Farmer' }] };

function inventoryServer(routes: Record<string, (init: RequestInit) => Response> = {}) {
  return fakeServer({
    '/feed/inventory': () => pageOfItems([silageLot, soyLot]),
    '/feed/ingredient': () => pageOfItems([silage, soy]),
    '/feed/inventory/4/stock': () => envelope(silageLot),
    '/feed/inventory/4/moves': () => envelope(moves),
    '/feed/inventory/analysis': () => envelope({ analysed: 2 }),
    '/feed/inventory/analysis-template': () => new Response('lotNumber,analysedOn\n', { headers: { 'Content-Type': 'text/csv' } }),
    ...routes,
  });
}

describe('the feed inventory', { timeout: 30_000 }, () => {
  it('lists each lot with its feed, code, supplier, days, stock and price, its warnings as chips; filters, search and sort go to the server', async () => {
    const requests = inventoryServer();
    renderApp('/feed-management/ingredient-inventory');
    const table = await screen.findByRole('table', { name: 'Feed lots in stock' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect([...first!.querySelectorAll('td')].slice(0, 8).map((cell) => cell.textContent)).toEqual(['4', 'Corn silage', 'SIL-2026', 'Piensos del Valle', '01/10/2026', '20/11/2026Expiring soon', '12,000 kg', '45.00 EUR/t']);
    expect([...second!.querySelectorAll('td')].slice(5, 7).map((cell) => cell.textContent)).toEqual(['—', '300 kgLow stock']);
    expect(within(first!).getByRole('link', { name: 'Edit lot 4 · Corn silage' }).getAttribute('href')).toBe('/feed-management/ingredient-inventory/4/edit');

    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Corn silage' }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Feed'), { target: { value: SILAGE_ID } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only low stock' }));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ ingredientId: SILAGE_ID, low: 'true', page: '1', limit: '25' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Expires' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ col: 'expiresOn' }));
    expect(screen.getByRole('link', { name: 'Receive feed' }).getAttribute('href')).toBe(`/feed-management/ingredient-inventory/add?ingredientId=${SILAGE_ID}`);
  });

  it('says so when nothing is in stock', async () => {
    fakeServer({ '/feed/inventory': () => pageOfItems([]), '/feed/ingredient': () => pageOfItems([]) });
    renderApp('/feed-management/ingredient-inventory');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No feed in stock. Receive a lot to start the inventory.');
  });

  it('moves a lot’s stock: an adjustment needs its direction and reason', async () => {
    const requests = inventoryServer();
    renderApp('/feed-management/ingredient-inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'Move stock of lot 4 · Corn silage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of lot 4 · Corn silage' });
    fireEvent.change(within(dialog).getByLabelText(/^Quantity, kg/), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say whether the stock goes up or down.')).toBeTruthy();
    expect(within(dialog).getByText('Say why the stock is adjusted.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Stock goes/), { target: { value: 'decrease' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Spoilt at the face of the bunker' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock updated.')).toBeTruthy();
    const posted = requests.find((request) => request.path === '/feed/inventory/4/stock')!;
    expect(bodyOf(posted.init)).toMatchObject({ move: 'adjusted', direction: 'decrease', quantityKg: 150, reason: 'Spoilt at the face of the bunker' });
  });

  it('shows a lot’s history', async () => {
    inventoryServer();
    renderApp('/feed-management/ingredient-inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'History of lot 4 · Corn silage' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of lot 4 · Corn silage' });
    expect(await within(dialog).findByText('03/11/2026 · Fed')).toBeTruthy();
    expect(within(dialog).getByText('−514 kg · by Fran Farmer')).toBeTruthy();
  });

  it('uploads a laboratory analysis: a rejected file lists its rows, a good one says how many lots', async () => {
    let reject = true;
    inventoryServer({
      '/feed/inventory/analysis': () =>
        reject
          ? errorResponse(422, 'errors.checkAllValues', 'Check the file.', [{ param: 'cp', msg: 'Enter a percentage from 0 to 100.', key: 'feed.percentRange', row: 3 } as never])
          : envelope({ analysed: 2 }),
    });
    const save = catchDownloads();
    renderApp('/feed-management/ingredient-inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    save.mockRestore();

    fireEvent.click(screen.getByRole('button', { name: 'Upload analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a laboratory analysis' });
    fireEvent.change(within(dialog).getByLabelText('Analysis file'), { target: { files: [new File(['lotNumber,cp\n4,180\n'], 'lab.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const report = await within(dialog).findByRole('table', { name: 'Rows with problems' });
    expect([...within(report).getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['3', 'cp', 'Enter a percentage from 0 to 100.']);
    expect(within(dialog).getByTestId('form-alert').textContent).toContain('Nothing was recorded: 1 row has a problem.');

    reject = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('2 lots analysed.')).toBeTruthy();
  });

  it('shows the lots as cards on a phone, each with its actions in one menu', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    inventoryServer();
    renderApp('/feed-management/ingredient-inventory');
    const card = await screen.findByRole('article', { name: 'Lot 4 · Corn silage' });
    expect(within(card).getByText('12,000 kg in stock · expires 20/11/2026')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Actions for lot 4 · Corn silage' }));
    expect((await screen.findByRole('menuitem', { name: 'Edit lot 4 · Corn silage' })).getAttribute('href')).toBe('/feed-management/ingredient-inventory/4/edit');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
