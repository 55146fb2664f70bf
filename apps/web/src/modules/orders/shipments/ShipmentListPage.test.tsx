import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { signInForTest } from '../../../testing/session';
import { ORDER_ID } from '../testing';
import { shipment, SHIPMENT_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const listed = (requests: { path: string }[]) => requests.filter((request) => request.path.startsWith('/shipment?')).map((request) => request.path);

describe('the shipments list', { timeout: 30_000 }, () => {
  it('lists each shipment with where it went, on what, how many animals and the sale it shipped', async () => {
    fakeServer({ '/shipment': () => pageOfItems([shipment]) });
    renderApp('/ship-and-track');
    const table = await screen.findByRole('table', { name: 'Shipments' });
    const row = within(table).getAllByRole('row')[1]!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['10/06/2026 7:30 AM', 'Rastro Municipal (Abattoir)', 'JAL-4821', 'Juan Pérez', '2', 'Sale 14 · PO-88']);
    expect(within(row).getByRole('link', { name: '10/06/2026 7:30 AM' }).getAttribute('href')).toBe(`/shipment-details?id=${SHIPMENT_ID}`);
    expect(within(row).getByRole('link', { name: 'Sale 14 · PO-88' }).getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'New shipment' }).getAttribute('href')).toBe('/send-to-abattoir');
    expect(screen.getByRole('tab', { name: 'Shipments', selected: true })).toBeTruthy();
  });

  it('narrows the list by destination, saying when nothing matches', async () => {
    const requests = fakeServer({ '/shipment': (_, url) => (url.includes('destinationKind=farm') ? pageOfItems([]) : pageOfItems([shipment])) });
    renderApp('/ship-and-track');
    await screen.findByRole('table', { name: 'Shipments' });
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'farm' } });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No shipments match the search or the destination.');
    await waitFor(() => expect(listed(requests).at(-1)).toContain('destinationKind=farm'));
    expect(listed(requests)[0]).not.toContain('destinationKind');
  });

  it('says when there are no shipments yet', async () => {
    fakeServer({ '/shipment': () => pageOfItems([]) });
    renderApp('/ship-and-track');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No shipments yet. Record one when animals leave for an abattoir, another farm or a buyer.');
  });
});
