import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DrugOrder } from '@ganado/shared/drugs';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { typeDate } from '../../../testing/dates';
import { bodyOf, fakeServer, sentTo, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { antibiotic, DRUG_ID } from '../testing';
import { draftOrder, LINE_ID, ORDER_ID, placedOrder } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const ORDER_PATH = `/drug/order/${ORDER_ID}`;
const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/drug/order?')).at(-1)!.path.split('?')[1]));
const posted = (requests: SentRequest[], path: string) => requests.filter((request) => request.path === path && request.init.method === 'POST');

/** The order's page served from `order`, each step moving it on as the server would. */
function orderServer(order: DrugOrder, steps: Record<string, (init: RequestInit) => Response> = {}) {
  let current = order;
  const step = (status: DrugOrder['status']) => () => {
    current = { ...current, status };
    return envelope(current);
  };
  return fakeServer({
    [ORDER_PATH]: () => envelope(current),
    [`${ORDER_PATH}/place`]: step('placed'),
    [`${ORDER_PATH}/ship`]: step('shipped'),
    [`${ORDER_PATH}/receive`]: step('received'),
    [`${ORDER_PATH}/cancel`]: step('cancelled'),
    ...Object.fromEntries(Object.entries(steps).map(([path, handler]) => [`${ORDER_PATH}/${path}`, handler])),
  });
}

const actionButtons = () => ['Edit', 'Place order', 'Mark shipped', 'Receive', 'Cancel order'].filter((name) => screen.queryByRole(name === 'Edit' ? 'link' : 'button', { name }));

describe('drug orders', { timeout: 30_000 }, () => {
  it('lists the orders with their lines, total and status, narrowed by a status chip kept in the URL', async () => {
    const requests = fakeServer({ '/drug/order': () => pageOfItems([draftOrder]) });
    const { router } = renderApp('/drugList/orders');
    const table = await screen.findByRole('table', { name: 'Drug orders' });
    const row = within(table).getByRole('link', { name: 'Cooperativa' }).closest('tr')!;
    expect(within(row).getByText('Oxitetraciclina 20% (2 × 250 mL)')).toBeTruthy();
    expect(within(row).getByText('25.00 EUR')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByText('01/05/2026')).toBeTruthy();
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/drugList/orders/new');

    fireEvent.click(within(screen.getByRole('group', { name: 'Order status' })).getByRole('button', { name: 'Placed' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ status: 'placed', page: '1', limit: '25' }));
    expect(router.state.location.search).toBe('?status=placed');
    expect(within(screen.getByRole('group', { name: 'Order status' })).getByRole('button', { name: 'Placed' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(screen.getByRole('group', { name: 'Order status' })).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the orders as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    fakeServer({ '/drug/order': () => pageOfItems([draftOrder]) });
    renderApp('/drugList/orders');
    const card = await screen.findByRole('article', { name: 'Cooperativa' });
    expect(within(card).getByText('Oxitetraciclina 20% (2 × 250 mL)')).toBeTruthy();
    expect(within(card).getByText('25.00 EUR · created 01/05/2026')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/drugList/orders/${ORDER_ID}`);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a draft editing, placing and cancelling, and says why placing was refused', async () => {
    const requests = orderServer(draftOrder, {
      place: () => errorResponse(409, 'errors.orderNotPlaced', 'Order Not Placed', [{ param: 'status', msg: 'The order’s status does not allow this step.', key: 'drugs.orderStepNotAllowed' }]),
    });
    renderApp(`/drugList/orders/${ORDER_ID}`);
    expect((await screen.findByTestId('order-supplier')).textContent).toBe('Cooperativa');
    expect(actionButtons()).toEqual(['Edit', 'Place order', 'Cancel order']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/drugList/orders/${ORDER_ID}/edit`);
    expect(screen.getByTestId('order-total').textContent).toBe('25.00 EUR');
    expect(screen.getByText('10/06/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByTestId('form-alert');
    expect(within(alert).getByText('Order Not Placed')).toBeTruthy();
    expect(within(alert).getByText('The order’s status does not allow this step.')).toBeTruthy();
    expect(bodyOf(sentTo(requests, `${ORDER_PATH}/place`).init)).toEqual({});
  });

  it('ships a placed order, then receives it line by line into one place', async () => {
    const requests = orderServer(placedOrder);
    renderApp(`/drugList/orders/${ORDER_ID}`);
    await screen.findByTestId('order-supplier');
    expect(actionButtons()).toEqual(['Mark shipped', 'Receive', 'Cancel order']);

    fireEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Order marked as shipped.')).toBeTruthy();
    await waitFor(() => expect(actionButtons()).toEqual(['Receive', 'Cancel order']));
    expect(screen.getByText('Shipped')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive the order from Cooperativa' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive into stock' }));
    expect(await within(dialog).findAllByText('Enter the expiry date.')).toHaveLength(1);
    expect(posted(requests, `${ORDER_PATH}/receive`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Warehouse/), { target: { value: 'Vet room' } });
    const line = within(dialog).getByRole('group', { name: 'Oxitetraciclina 20%' });
    fireEvent.change(within(line).getByLabelText(/^Batch/), { target: { value: 'L-3001' } });
    typeDate(/^Expiry date/, '2031-03-31', line);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive into stock' }));

    expect(await screen.findByText('Order received into stock.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(sentTo(requests, `${ORDER_PATH}/receive`).init)).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
      location: { warehouse: 'Vet room', rack: null, tier: null, position: null },
      lines: [{ lineId: LINE_ID, batch: 'L-3001', expiresOn: '2031-03-31' }],
    });
    await waitFor(() => expect(actionButtons()).toEqual([]));
  });

  it('cancels an order only once the question is answered, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const requests = orderServer(placedOrder);
    renderApp(`/drugList/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const question = await screen.findByRole('dialog', { name: '¿Cancelar este pedido?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Mantener el pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(requests, `${ORDER_PATH}/cancel`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '¿Cancelar este pedido?' })).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Pedido cancelado.')).toBeTruthy();
    expect(posted(requests, `${ORDER_PATH}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull());
  });

  it('writes a new order: the pack size in the drug’s unit, the price sent in minor units', async () => {
    const requests = fakeServer({
      '/drug': () => pageOfItems([antibiotic]),
      [`/drug/${DRUG_ID}`]: () => envelope(antibiotic),
      '/drug/order': () => envelope(draftOrder),
      [ORDER_PATH]: () => envelope(draftOrder),
    });
    const { router } = renderApp('/drugList/orders/new');
    await screen.findByTestId('order-form');
    fireEvent.change(screen.getByLabelText(/^Supplier/), { target: { value: 'Cooperativa' } });
    const line = screen.getByRole('group', { name: 'Line 1' });
    expect(within(line).queryByRole('button', { name: 'Remove line 1' })).toBeNull();
    fireEvent.change(within(line).getByLabelText(/^Drug/, { selector: 'input' }), { target: { value: 'oxi' } });
    fireEvent.click(await screen.findByText('Oxitetraciclina 20%', { selector: 'li' }));
    await waitFor(() => expect((within(line).getByLabelText(/^Unit/) as HTMLSelectElement).value).toBe('mL'));
    fireEvent.change(within(line).getByLabelText(/^Content of one pack/), { target: { value: '250' } });
    fireEvent.change(within(line).getByLabelText(/^Number of packs/), { target: { value: '2' } });
    fireEvent.change(within(line).getByLabelText(/^Price per pack/), { target: { value: '12,50' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Line 2' })).getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByRole('group', { name: 'Line 2' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/drugList/orders/${ORDER_ID}`));
    expect(await screen.findByText('Order saved.')).toBeTruthy();
    const sent = requests.find((request) => request.path === '/drug/order' && request.init.method === 'POST')!;
    expect(bodyOf(sent.init)).toEqual({
      supplier: 'Cooperativa',
      reference: null,
      currency: 'EUR',
      address: null,
      expectedOn: null,
      notes: null,
      lines: [{ drugId: DRUG_ID, packSize: { value: 250, unit: 'mL' }, packs: 2, priceMinor: 1250 }],
    });
  });
});
