import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { typeDate } from '../../../testing/dates';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { silage, SILAGE_ID, silageLot, soy, supplier, SUPPLIER_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const sent = (requests: SentRequest[], method: string) => requests.filter((request) => request.init.method === method);

function lotServer(receive: () => Response = () => envelope(silageLot)) {
  return fakeServer({
    '/feed/inventory': (init) => (init.method === 'POST' ? receive() : pageOfItems([silageLot])),
    '/feed/inventory/4': () => envelope(silageLot),
    '/feed/ingredient': () => pageOfItems([silage, soy]),
    '/feed/supplier': () => pageOfItems([supplier]),
  });
}

describe('receiving feed', { timeout: 30_000 }, () => {
  it('checks the receipt, puts the server’s refusal under its field, and once received opens the inventory saying so', async () => {
    let refuse = true;
    const requests = lotServer(() =>
      refuse ? errorResponse(422, 'errors.checkAllValues', 'Check all values.', [{ param: 'expiresOn', msg: 'The expiry date must come after the day the lot was received.', key: 'feed.expiryBeforeReceipt' }]) : envelope(silageLot),
    );
    const { router } = renderApp(`/feed-management/ingredient-inventory/add?ingredientId=${SILAGE_ID}`);
    const form = await screen.findByTestId('lot-form');
    await waitFor(() => expect((within(form).getByLabelText(/^Feed/) as HTMLSelectElement).value).toBe(SILAGE_ID));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the quantity in kg.')).toBeTruthy();
    expect(sent(requests, 'POST')).toHaveLength(0);

    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Piensos del Valle' }).length).toBe(1));
    fireEvent.change(within(form).getByLabelText(/^Supplier/), { target: { value: SUPPLIER_ID } });
    fireEvent.change(within(form).getByLabelText(/^Quantity received/), { target: { value: '12000' } });
    fireEvent.change(within(form).getByLabelText(/^Price paid per tonne/), { target: { value: '45' } });
    fireEvent.change(within(form).getByLabelText(/^Lot code/), { target: { value: 'SIL-2026' } });
    typeDate(/Received on/, '2026-10-01', form);
    typeDate(/Expires on/, '2026-09-01', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const expiry = within(form).getByText('Expires on', { selector: 'label', exact: false }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(expiry).findByText('The expiry date must come after the day the lot was received.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'POST')[0]!.init)).toEqual({
      ingredientId: SILAGE_ID,
      supplierId: SUPPLIER_ID,
      lotCode: 'SIL-2026',
      receivedAt: '2026-10-01',
      quantityKg: 12000,
      pricePerTonne: { amountMinor: 4500, currency: 'EUR' },
      expiresOn: '2026-09-01',
      lowStockKg: null,
      location: null,
    });

    refuse = false;
    typeDate(/Expires on/, '2027-09-01', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed-management/ingredient-inventory'));
    expect(await screen.findByText('Feed received.')).toBeTruthy();
  });

  it('changes a lot: its code, expiry, low mark, place and price, not its stock', async () => {
    const requests = lotServer();
    renderApp('/feed-management/ingredient-inventory/4/edit');
    const form = await screen.findByTestId('lot-form');
    expect(within(form).getByText('Lot 4: Corn silage from Piensos del Valle, 12,000 kg in stock.')).toBeTruthy();
    expect(within(form).queryByLabelText(/^Quantity received/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/^Where it is kept/), { target: { value: 'Bunker 3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lot updated.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'PUT')[0]!.init)).toEqual({ lotCode: 'SIL-2026', expiresOn: '2026-11-20', lowStockKg: 2000, location: 'Bunker 3', pricePerTonne: { amountMinor: 4500, currency: 'EUR' } });
  });

  it('starts a new price in the currency the farm’s lots are priced in', async () => {
    const pesos = { ...silageLot, pricePerTonne: { amountMinor: 95_000, currency: 'MXN' } };
    fakeServer({ '/feed/inventory': () => pageOfItems([pesos]), '/feed/ingredient': () => pageOfItems([silage]), '/feed/supplier': () => pageOfItems([]) });
    renderApp('/feed-management/ingredient-inventory/add');
    const form = await screen.findByTestId('lot-form');
    await waitFor(() => expect((within(form).getByLabelText(/^Currency/) as HTMLSelectElement).value).toBe('MXN'));
  });

  it('says so for a lot that is not there', async () => {
    fakeServer({ '/feed/inventory/99': () => errorResponse(404, 'errors.notFound', 'Not found.') });
    renderApp('/feed-management/ingredient-inventory/99/edit');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
  });
});
