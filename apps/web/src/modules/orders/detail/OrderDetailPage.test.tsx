import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@ganado/shared/orders';
import i18n from '../../../app/i18n';
import { typeDate } from '../../../testing/dates';
import { bodyOf, fakeServer, sentTo, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { draftSale, ORDER_ID, placedSale, shippedPurchase } from '../testing';
import { catchDownloads } from '../../../testing/downloads';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const ORDER_PATH = `/order/${ORDER_ID}`;
const NEXT = { place: 'placed', confirm: 'confirmed', ship: 'shipped', deliver: 'delivered', pay: 'paid', cancel: 'cancelled' } as const;
const posted = (requests: SentRequest[], path: string) => requests.filter((request) => request.path === path && request.init.method === 'POST');

/** The order's page served from `order`, each step moving it on as the server would, unless `steps` answers otherwise. */
function orderServer(order: Order, steps: Partial<Record<keyof typeof NEXT, (init: RequestInit) => Response>> = {}) {
  let current = order;
  return fakeServer({
    [ORDER_PATH]: () => envelope(current),
    ...Object.fromEntries(
      (Object.keys(NEXT) as (keyof typeof NEXT)[]).map((step) => [
        `${ORDER_PATH}/${step}`,
        steps[step] ??
          (() => {
            current = { ...current, status: NEXT[step] };
            return envelope(current);
          }),
      ]),
    ),
  });
}

const BUTTONS = ['Edit', 'Place order', 'Confirm', 'Mark shipped', 'Mark delivered', 'Mark paid', 'Cancel order'];
const actionButtons = () => BUTTONS.filter((name) => screen.queryByRole(name === 'Edit' ? 'link' : 'button', { name }));

describe('an order’s page', { timeout: 30_000 }, () => {
  it.each([
    ['draft', ['Edit', 'Place order', 'Cancel order']],
    ['placed', ['Confirm', 'Mark shipped', 'Cancel order']],
    ['confirmed', ['Mark shipped', 'Cancel order']],
    ['shipped', ['Mark delivered']],
    ['delivered', ['Mark paid']],
    ['paid', []],
    ['cancelled', []],
  ] as const)('offers a %s order the steps its status allows', async (status, buttons) => {
    orderServer({ ...draftSale, status });
    renderApp(`/orders/${ORDER_ID}`);
    expect((await screen.findByTestId('order-counterparty')).textContent).toBe('Rastro Municipal');
    expect(actionButtons()).toEqual(buttons);
  });

  it('shows the sale’s lines with their money, its totals and its history', async () => {
    orderServer(placedSale);
    renderApp(`/orders/${ORDER_ID}`);
    const lines = await screen.findByRole('table', { name: 'Lines' });
    const steer = within(lines).getByText('Novillo').closest('tr')!;
    expect([...steer.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Novillo', 'A-12', '1 unit', '28,500.00 MXN', '0 %', '28,500.00 MXN', '0.00 MXN', '28,500.00 MXN']);
    const milk = within(lines).getByText('Leche cruda').closest('tr')!;
    expect(within(milk).getByText('Milk of B-7')).toBeTruthy();
    expect(within(milk).getByText('1,234.5 L')).toBeTruthy();
    expect(screen.getByTestId('order-net').textContent).toBe('38,808.08 MXN');
    expect(screen.getByTestId('order-gross').textContent).toBe('38,808.08 MXN');
    expect(screen.getByText('Carretera 45, km 3')).toBeTruthy();
    expect(screen.getByText('10/06/2026')).toBeTruthy();

    const history = screen.getByRole('list', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Draft01/05/2026 9:00 AM · Fran Farmer', 'Placed02/05/2026 3:30 PM · Fran FarmerTruck booked']);
  });

  it('says why placing was refused: an animal in withdrawal, in an alert', async () => {
    const requests = orderServer(draftSale, {
      place: () =>
        errorResponse(409, 'errors.orderNotPlaced', 'Order Not Placed', [
          { param: 'lines.0.animalId', msg: 'A-12 is in meat withdrawal for Oxitetraciclina 20% until 12/06/2026 10:00 AM.', key: 'drugs.inMeatWithdrawal' },
        ]),
    });
    renderApp(`/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Truck booked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));

    const alert = await screen.findByTestId('form-alert');
    expect(within(alert).getByText('Order Not Placed')).toBeTruthy();
    expect(within(alert).getByText('A-12 is in meat withdrawal for Oxitetraciclina 20% until 12/06/2026 10:00 AM.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(sentTo(requests, `${ORDER_PATH}/place`).init)).toEqual({ note: 'Truck booked' });
    expect(actionButtons()).toEqual(['Edit', 'Place order', 'Cancel order']);
  });

  it('says a refused shipment in Spanish, the server’s reason once and with its figures', async () => {
    await i18n.changeLanguage('es');
    const reason = 'A-12 está en tiempo de espera de carne por Oxitetraciclina 20% hasta el 12/06/2026 10:00 AM.';
    const requests = orderServer({ ...placedSale, status: 'confirmed' }, { ship: () => errorResponse(409, 'drugs.inMeatWithdrawal', reason, [{ param: 'lines.0.animalId', msg: reason, key: 'drugs.inMeatWithdrawal' }]) });
    renderApp(`/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Se ha enviado?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));

    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(reason);
    expect(new Headers(sentTo(requests, `${ORDER_PATH}/ship`).init.headers).get('Accept-Language')).toBe('es');
  });

  it('confirms a placed order at the time given, once the question is answered', async () => {
    const requests = orderServer(placedSale);
    renderApp(`/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    let dialog = await screen.findByRole('dialog', { name: 'Has the other side confirmed it?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(requests, `${ORDER_PATH}/confirm`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    dialog = await screen.findByRole('dialog', { name: 'Has the other side confirmed it?' });
    typeDate(/^When/, '2026-05-03T08:15', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order updated.')).toBeTruthy();
    expect(bodyOf(sentTo(requests, `${ORDER_PATH}/confirm`).init)).toEqual({ occurredAt: new Date('2026-05-03T08:15').toISOString() });
    await waitFor(() => expect(actionButtons()).toEqual(['Mark shipped', 'Cancel order']));
  });

  it.each([
    ['placed sale of a steer', placedSale, true],
    ['confirmed sale of a steer', { ...placedSale, status: 'confirmed' }, true],
    ['draft sale', draftSale, false],
    ['placed sale of milk alone', { ...placedSale, lines: placedSale.lines.filter((line) => !line.animal) }, false],
    ['shipped purchase', shippedPurchase, false],
  ] as const)('links a %s to its shipment with a movement document: %s', async (_, order, offered) => {
    orderServer(order as Order);
    renderApp(`/orders/${ORDER_ID}`);
    await screen.findByTestId('order-counterparty');
    const link = screen.queryByRole('link', { name: 'Ship with a movement document' });
    expect(link?.getAttribute('href') ?? null).toBe(offered ? `/send-to-abattoir?orderId=${ORDER_ID}` : null);
  });

  it('offers a shipped purchase its delivery, and no cancelling', async () => {
    orderServer(shippedPurchase);
    renderApp(`/orders/${ORDER_ID}`);
    const name = await screen.findByTestId('order-counterparty');
    expect(name.textContent).toBe('Forrajes del Norte');
    // The purchase by its number in the purchases' series.
    expect(within(name.parentElement!).getByText('Purchase 14')).toBeTruthy();
    expect(actionButtons()).toEqual(['Mark delivered']);
    expect(screen.getByRole('link', { name: 'Back to purchases' }).getAttribute('href')).toBe('/buy-view');
  });

  it('downloads the invoice and the delivery note the server prints, in the reader’s language', async () => {
    const click = catchDownloads('blob:invoice');
    const requests = fakeServer({
      [ORDER_PATH]: () => envelope(placedSale),
      [`${ORDER_PATH}/invoice`]: () => new Response('%PDF-1.7'),
      [`${ORDER_PATH}/delivery-note`]: () => new Response('%PDF-1.7'),
    });
    renderApp(`/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delivery note (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(requests.filter((request) => request.path.includes('/invoice') || request.path.includes('/delivery-note')).map((request) => request.path)).toEqual([
      `${ORDER_PATH}/invoice?language=en`,
      `${ORDER_PATH}/delivery-note?language=en`,
    ]);
    click.mockRestore();
  });
});
