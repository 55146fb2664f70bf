import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { OLD_PRICE_ID, silage, SILAGE_ID, soy, supplier, SUPPLIER_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const sent = (requests: SentRequest[], method: string) => requests.filter((request) => request.init.method === method);

function suppliersServer(addSupplier: () => Response = () => envelope(supplier)) {
  return fakeServer({
    '/feed/supplier': (init) => (init.method === 'POST' ? addSupplier() : pageOfItems([supplier])),
    [`/feed/supplier/${SUPPLIER_ID}/price`]: () => envelope(supplier),
    [`/feed/supplier/${SUPPLIER_ID}/price/${OLD_PRICE_ID}`]: () => envelope(supplier),
    '/feed/ingredient': () => pageOfItems([silage, soy]),
  });
}

describe('the feed suppliers', { timeout: 30_000 }, () => {
  it('lists each supplier with the price list, today’s prices marked', async () => {
    suppliersServer();
    renderApp('/feed-management/feed-suppliers');
    const card = await screen.findByRole('article', { name: 'Piensos del Valle' });
    expect(within(card).getByText('ventas@valle.example · +34 600 000 000')).toBeTruthy();
    const prices = within(card).getByRole('table', { name: 'Prices of Piensos del Valle' });
    const rows = within(prices).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Corn silageCurrent', '42.00 EUR/t', '01/10/2026'],
      ['Corn silage', '48.00 EUR/t', '01/06/2026'],
    ]);
  });

  it('says so when there are no suppliers', async () => {
    fakeServer({ '/feed/supplier': () => pageOfItems([]) });
    renderApp('/feed-management/feed-suppliers');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No suppliers yet. Add the people you buy feed from, with their prices.');
  });

  it('adds a supplier, the email checked first', async () => {
    const requests = suppliersServer();
    renderApp('/feed-management/feed-suppliers');
    fireEvent.click(await screen.findByRole('button', { name: 'Add supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a supplier' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Piensos del Valle' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ventas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save supplier' }));
    expect(await within(dialog).findByText('Enter a valid email address.', { exact: false })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ventas@valle.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save supplier' }));
    expect(await screen.findByText('Supplier added.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'POST')[0]!.init)).toEqual({ name: 'Piensos del Valle', email: 'ventas@valle.example', phone: null, address: null, notes: null });
  });

  it('adds a price to a supplier’s list in minor units, the server’s refusal under its field', async () => {
    let refuse = true;
    const requests = fakeServer({
      '/feed/supplier': () => pageOfItems([supplier]),
      [`/feed/supplier/${SUPPLIER_ID}/price`]: () =>
        refuse ? errorResponse(422, 'validation.invalid', 'This value is not valid.', [{ param: 'validFrom', msg: 'Enter a valid date.', key: 'animals.dateInvalid' }]) : envelope(supplier),
      '/feed/ingredient': () => pageOfItems([silage, soy]),
    });
    renderApp('/feed-management/feed-suppliers');
    fireEvent.click(await screen.findByRole('button', { name: 'Add price to Piensos del Valle\'s list' }));
    const dialog = await screen.findByRole('dialog', { name: 'A price from Piensos del Valle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('Choose the feed.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(2));
    fireEvent.change(within(dialog).getByLabelText(/^Feed/), { target: { value: SILAGE_ID } });
    fireEvent.change(within(dialog).getByLabelText(/^Price per tonne/), { target: { value: '41,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    const day = within(dialog).getByText('Valid from', { selector: 'label', exact: false }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(day).findByText('Enter a valid date.', { exact: false })).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Price added.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'POST').at(-1)!.init)).toMatchObject({ ingredientId: SILAGE_ID, pricePerTonne: { amountMinor: 4150, currency: 'EUR' } });
  });

  it('takes a price off the list once confirmed', async () => {
    const requests = suppliersServer();
    renderApp('/feed-management/feed-suppliers');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the price of Corn silage from 01/06/2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this price?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove price' }));
    expect(await screen.findByText('Price removed.')).toBeTruthy();
    expect(sent(requests, 'DELETE')[0]!.path).toBe(`/feed/supplier/${SUPPLIER_ID}/price/${OLD_PRICE_ID}`);
  });
});
