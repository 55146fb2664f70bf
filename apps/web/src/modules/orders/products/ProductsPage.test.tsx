import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { feed, FEED_ID, milk, steer } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const SUPPLY = { id: feed.supply!.id, name: 'Concentrado 18%', unit: 'kg', allowsNegativeStock: false, stockOnHand: 1200, createdAt: feed.createdAt, updatedAt: feed.updatedAt };
const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/order/product?')).at(-1)!.path.split('?')[1]));
const posted = (requests: SentRequest[]) => requests.filter((request) => request.path === '/order/product' && request.init.method === 'POST');

/** The catalogue; `add` answers a new product. */
function catalogueServer(add: () => Response = () => envelope(feed)) {
  return fakeServer({
    '/order/product': (init) => (init.method === 'POST' ? add() : pageOfItems([steer, milk, feed])),
    '/supply': () => pageOfItems([SUPPLY]),
  });
}

/** Fills the dialog's fields for 0.25 MXN a kilo of feed, kept as the supply. */
function fillFeed(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Concentrado' } });
  fireEvent.change(within(dialog).getByLabelText(/^Kind/), { target: { value: 'feed' } });
  fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: 'kg' } });
  fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '0,25' } });
  fireEvent.change(within(dialog).getByLabelText(/^Tax %/), { target: { value: '16' } });
}

describe('the product catalogue', { timeout: 30_000 }, () => {
  it('lists the products with their kind, unit, price, rate and stock, searched and narrowed by kind', async () => {
    const requests = catalogueServer();
    renderApp('/orders/products');
    const table = await screen.findByRole('table', { name: 'Product catalogue' });
    const row = within(table).getByText('Concentrado').closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 7).map((cell) => cell.textContent)).toEqual(['Concentrado', 'Feed', 'kg', '0.25 MXN', '16 %', '1,200 kg of Concentrado 18%', 'Active']);
    expect(within(within(table).getByText('Novillo').closest('tr')!).getByText('Not kept in stock')).toBeTruthy();
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'milk' } });
    fireEvent.click(screen.getByLabelText('Show archived products'));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ kind: 'milk', archived: 'true', page: '1', limit: '25' }));
    fireEvent.click(within(screen.getByRole('table', { name: 'Product catalogue' })).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ desc: 'true' }));
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'lech' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ search: 'lech', kind: 'milk', archived: 'true', desc: 'true', page: '1', limit: '25' }));
  });

  it('adds a product: the price and rate sent as typed, the supply it is kept as', async () => {
    const requests = catalogueServer();
    renderApp('/orders/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    expect(within(dialog).queryByLabelText(/^Supply it is kept as/)).toBeNull();
    fillFeed(dialog);
    const supply = (await within(dialog).findByLabelText(/^Supply it is kept as/)) as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'Concentrado 18%' });
    fireEvent.change(supply, { target: { value: SUPPLY.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('Product added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(posted(requests)[0]!.init)).toEqual({
      name: 'Concentrado',
      kind: 'feed',
      unit: 'kg',
      price: '0.25',
      currency: 'MXN',
      taxRate: '16',
      active: true,
      supplyId: SUPPLY.id,
      drugId: null,
      semenBatchId: null,
      description: null,
    });
  });

  it('says a refused product was not added, and why under its field', async () => {
    const requests = catalogueServer(() => errorResponse(409, 'errors.productNotAdded', 'Product not Added', [{ param: 'name', msg: 'A product with this name already exists.', key: 'orders.productNameTaken' }]));
    renderApp('/orders/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    // The price has more decimals than the peso has: the contract says so before anything is sent.
    fillFeed(dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '0.255' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));
    expect(await within(dialog).findByText(/^Enter the price with no more decimals than its currency has/)).toBeTruthy();
    expect(posted(requests)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '0.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));
    expect((await within(dialog).findByTestId('form-alert')).textContent).toBe('Product not Added');
    const name = within(dialog).getByLabelText(/^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(name).getByText('A product with this name already exists.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add a product' })).toBeTruthy();
  });

  it('changes a product from its row, archiving it', async () => {
    const requests = fakeServer({
      '/order/product': () => pageOfItems([feed]),
      [`/order/product/${FEED_ID}`]: () => envelope({ ...feed, active: false }),
      '/supply': () => pageOfItems([SUPPLY]),
    });
    renderApp('/orders/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Concentrado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    expect((within(dialog).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('0.25');
    fireEvent.click(within(dialog).getByLabelText(/^Active/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product updated.')).toBeTruthy();
    const sent = requests.find((request) => request.path === `/order/product/${FEED_ID}` && request.init.method === 'PUT')!;
    expect(bodyOf(sent.init)).toMatchObject({ name: 'Concentrado', kind: 'feed', price: '0.25', taxRate: '16', active: false, supplyId: SUPPLY.id });
  });
});
