import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { pickOption } from '../../../testing/autocomplete';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { abattoir, ABATTOIR_ID, ANIMAL_ID, COW_ID, draftSale, feed, FEED_ID, milk, MILK_ID, ORDER_ID, steer, STEER_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const sent = (requests: SentRequest[], method: string) => requests.find((request) => request.path === '/order' && request.init.method === method);
const put = (requests: SentRequest[]) => requests.find((request) => request.path === `/order/${ORDER_ID}` && request.init.method === 'PUT');

/** The catalogue, the customers and the herd as the form's pickers ask for them; `order` answers a saved order. */
function formServer(order: (init: RequestInit) => Response = () => envelope(draftSale)) {
  return fakeServer({
    '/order/product': () => pageOfItems([steer, milk, feed]),
    '/order/counterparty': () => pageOfItems([abattoir]),
    '/animal/options': () => envelope([{ id: ANIMAL_ID, tagNumber: 'A-12', nickname: null, gender: 'male' }]),
    '/order': (init) => (init.method === 'POST' ? order(init) : pageOfItems([])),
    [`/order/${ORDER_ID}`]: (init) => (init.method === 'PUT' ? order(init) : envelope(draftSale)),
  });
}

describe('the order form', { timeout: 30_000 }, () => {
  it('previews each line’s money as the server works it out, half to even, and sends the decimals as typed', async () => {
    const requests = formServer();
    const { router } = renderApp('/orders/new?direction=purchase');
    const form = await screen.findByTestId('order-form');
    await pickOption(/^Supplier/, 'Rastro', /Rastro Municipal/, form);
    const line = screen.getByRole('group', { name: 'Line 1' });
    await pickOption(/^Product/, 'conc', /Concentrado/, line);
    // The product prefills its price in the order's currency and its rate.
    await waitFor(() => expect((within(line).getByLabelText(/^Unit price/) as HTMLInputElement).value).toBe('0.25'));
    expect((within(line).getByLabelText(/^Tax %/) as HTMLInputElement).value).toBe('16');
    expect(within(line).queryByLabelText(/^Animal/)).toBeNull();

    // 2.5 kg at 0.25 is 0.625: the tie goes to the even cent, 0.62 (not 0.63); 10 % of it is 0.062, 0.06.
    fireEvent.change(within(line).getByLabelText(/^Quantity/), { target: { value: '2,5' } });
    fireEvent.change(within(line).getByLabelText(/^Tax %/), { target: { value: '10' } });
    expect(screen.getByTestId('line-preview-0').textContent).toBe('Net 0.62 MXN · Tax 0.06 MXN · Total 0.68 MXN');

    // A second line: 1.25 with 10 % tax is 0.125, which rounds to 0.12.
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    expect(screen.getByTestId('line-preview-1').textContent).toBe('Choose the product and enter its quantity to see its money.');
    expect(within(screen.getByTestId('order-preview')).getAllByText('—')).toHaveLength(3);
    await pickOption(/^Product/, 'conc', /Concentrado/, second);
    fireEvent.change(within(second).getByLabelText(/^Unit price/), { target: { value: '1.25' } });
    fireEvent.change(within(second).getByLabelText(/^Tax %/), { target: { value: '10' } });
    expect(screen.getByTestId('line-preview-1').textContent).toBe('Net 1.25 MXN · Tax 0.12 MXN · Total 1.37 MXN');
    expect([...screen.getByTestId('order-preview').querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['1.87 MXN', '0.18 MXN', '2.05 MXN']);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved, the lists are asked again before the order's page opens: on two busy cores that takes a while.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`), { timeout: 10_000 });
    expect(await screen.findByText('Order saved as a draft.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'POST')!.init)).toEqual({
      direction: 'purchase',
      counterpartyId: ABATTOIR_ID,
      counterparty: null,
      reference: null,
      currency: 'MXN',
      address: null,
      shipOn: null,
      notes: null,
      lines: [
        { productId: FEED_ID, animalId: null, sourceAnimalIds: null, description: null, quantity: '2.5', unitPrice: '0.25', taxRate: '10' },
        { productId: FEED_ID, animalId: null, sourceAnimalIds: null, description: null, quantity: '1', unitPrice: '1.25', taxRate: '10' },
      ],
    });
  });

  it('puts the server’s refusal of a line under that line’s field', async () => {
    const requests = formServer(() =>
      errorResponse(422, 'errors.checkAllValues', 'Something went wrong. Please check all the values carefully.', [
        { param: 'lines.0.animalId', msg: 'Choose the animal this line sells.', key: 'orders.animalRequired' },
        { param: 'lines.0.unitPrice', msg: 'This product is priced in USD, the order in MXN: give the line its price in MXN.', key: 'orders.currencyDiffers', params: { productCurrency: 'USD', currency: 'MXN' } } as never,
      ]),
    );
    renderApp('/orders/new?direction=sale');
    const form = await screen.findByTestId('order-form');
    await pickOption(/^Customer/, 'Rastro', /Rastro Municipal/, form);
    expect(screen.getByText('Address: Carretera 45, km 3')).toBeTruthy();
    const line = screen.getByRole('group', { name: 'Line 1' });
    await pickOption(/^Product/, 'novi', /Novillo/, line);
    // An animal sold by the head: one a line, its animal named.
    await waitFor(() => expect((within(line).getByLabelText(/^Quantity/) as HTMLInputElement).disabled).toBe(true));
    expect(within(line).getByLabelText(/^Animal/, { selector: 'input' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const animalField = within(line).getByLabelText(/^Animal/, { selector: 'input' }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(animalField).findByText('Choose the animal this line sells.')).toBeTruthy();
    const priceField = within(line).getByLabelText(/^Unit price/).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(priceField).getByText('This product is priced in USD, the order in MXN: give the line its price in MXN.')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please check all the values carefully.')).toBeTruthy();
    expect(bodyOf(sent(requests, 'POST')!.init)).toMatchObject({ direction: 'sale', lines: [{ productId: STEER_ID, animalId: null, quantity: '1', unitPrice: '28500.00', taxRate: '0' }] });

    await pickOption(/^Animal/, 'A-1', /A-12/, line);
    await waitFor(() => expect(within(animalField).queryByText('Choose the animal this line sells.')).toBeNull());
  });

  it('adds a new customer with the order, after saying what is missing', async () => {
    const requests = formServer();
    const { router } = renderApp('/orders/new?direction=sale');
    await screen.findByTestId('order-form');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a customer or supplier, or add a new one.')).toBeTruthy();
    expect(screen.getByText('Choose a product.')).toBeTruthy();
    expect(sent(requests, 'POST')).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Add a new one' }));
    const added = screen.getByRole('group', { name: 'Add a new one' });
    expect((within(added).getByLabelText(/^Kind/) as HTMLSelectElement).value).toBe('customer');
    fireEvent.change(within(added).getByLabelText(/^Name/), { target: { value: 'Carnes del Valle' } });
    fireEvent.change(within(added).getByLabelText(/^Kind/), { target: { value: 'abattoir' } });
    fireEvent.change(within(added).getByLabelText(/^Email/), { target: { value: 'compras@carnes.mx' } });
    fireEvent.change(within(added).getByLabelText(/^Address/), { target: { value: 'Av. Juárez 10' } });
    const line = screen.getByRole('group', { name: 'Line 1' });
    await pickOption(/^Product/, 'lech', /Leche cruda/, line);
    fireEvent.change(within(line).getByLabelText(/^Quantity/), { target: { value: '1234.5' } });
    expect(screen.getByTestId('line-preview-0').textContent).toBe('Net 10,308.08 MXN · Tax 0.00 MXN · Total 10,308.08 MXN');
    await pickOption(/^Animals the milk came from/, 'B', /A-12/, line);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved, the lists are asked again before the order's page opens: on two busy cores that takes a while.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`), { timeout: 10_000 });
    expect(bodyOf(sent(requests, 'POST')!.init)).toEqual({
      direction: 'sale',
      counterpartyId: null,
      counterparty: { name: 'Carnes del Valle', kind: 'abattoir', email: 'compras@carnes.mx', phone: null, address: 'Av. Juárez 10' },
      reference: null,
      currency: 'MXN',
      address: null,
      shipOn: null,
      notes: null,
      lines: [{ productId: MILK_ID, animalId: null, sourceAnimalIds: [ANIMAL_ID], description: null, quantity: '1234.5', unitPrice: '8.35', taxRate: '0' }],
    });
  });

  it('rewrites a draft with its lines as saved, sending them back unchanged', async () => {
    const requests = formServer();
    const { router } = renderApp(`/orders/${ORDER_ID}/edit`);
    const line = await screen.findByRole('group', { name: 'Line 1' });
    expect((within(line).getByLabelText(/^Animal/, { selector: 'input' }) as HTMLInputElement).value).toBe('A-12');
    expect(screen.getByTestId('line-preview-1').textContent).toBe('Net 10,308.08 MXN · Tax 0.00 MXN · Total 10,308.08 MXN');
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'PO-89' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved, the lists are asked again before the order's page opens: on two busy cores that takes a while.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`), { timeout: 10_000 });
    expect(bodyOf(put(requests)!.init)).toEqual({
      direction: 'sale',
      counterpartyId: ABATTOIR_ID,
      counterparty: null,
      reference: 'PO-89',
      currency: 'MXN',
      address: null,
      shipOn: '2026-06-10',
      notes: null,
      lines: [
        { productId: STEER_ID, animalId: ANIMAL_ID, sourceAnimalIds: null, description: null, quantity: '1', unitPrice: '28500.00', taxRate: '0' },
        { productId: MILK_ID, animalId: null, sourceAnimalIds: [COW_ID], description: null, quantity: '1234.5', unitPrice: '8.35', taxRate: '0' },
      ],
    });
  });
});
