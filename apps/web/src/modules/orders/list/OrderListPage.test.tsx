import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { signInForTest } from '../../../testing/session';
import { ORDER_ID, placedSale, shippedPurchase } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/order?')).at(-1)!.path.split('?')[1]));

describe('the sales and purchases lists', { timeout: 30_000 }, () => {
  it('lists the sales with their number, day, customer, reference, status, ship day, total and lines; a status and a sort narrow and order them', async () => {
    const requests = fakeServer({ '/order': () => pageOfItems([placedSale]) });
    const { router } = renderApp('/sell-trade');
    const table = await screen.findByRole('table', { name: 'Sales' });
    const row = within(table).getByRole('link', { name: 'Rastro Municipal' }).closest('tr')!;
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['14', '01/05/2026', 'Rastro Municipal', 'PO-88', 'Placed', '10/06/2026', '38,808.08 MXN', '2 lines']);
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeTruthy();
    expect(lastListQuery(requests)).toEqual({ direction: 'sale', page: '1', limit: '25' });
    expect(screen.getByRole('link', { name: 'New sale' }).getAttribute('href')).toBe('/orders/new?direction=sale');
    expect(screen.getByRole('tab', { name: 'Product catalogue' }).getAttribute('href')).toBe('/orders/products');
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'placed' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ direction: 'sale', status: 'placed', page: '1', limit: '25' }));
    expect(router.state.location.search).toBe('?status=placed');

    fireEvent.click(within(screen.getByRole('table', { name: 'Sales' })).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ direction: 'sale', status: 'placed', col: 'gross', page: '1', limit: '25' }));
    fireEvent.change(screen.getByLabelText('Search by number, customer, supplier or reference'), { target: { value: 'PO-8' } });
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ search: 'PO-8', status: 'placed' }));
  });

  it('says so when there are no purchases yet, and when none match', async () => {
    const requests = fakeServer({ '/order': () => pageOfItems([]) });
    renderApp('/buy-view');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No purchases yet. Start one to buy feed, supplies or animals.');
    expect(lastListQuery(requests)).toEqual({ direction: 'purchase', page: '1', limit: '25' });
    expect(screen.getByRole('link', { name: 'New purchase' }).getAttribute('href')).toBe('/orders/new?direction=purchase');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toBe('No orders match the search or the status.'));
  });

  it('shows the orders as cards on a phone, the status filter in the filters sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const requests = fakeServer({ '/order': () => pageOfItems([shippedPurchase]) });
    renderApp('/buy-view');
    const card = await screen.findByRole('article', { name: 'Forrajes del Norte' });
    expect(within(card).getByText('145.00 MXN · 1 line · created 01/05/2026')).toBeTruthy();
    expect(within(card).getByText('Shipped')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('group', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Status'), { target: { value: 'shipped' } });
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ direction: 'purchase', status: 'shipped' }));
  });
});
