import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { pickOption } from '../../../testing/autocomplete';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, ORDER_ID, placedSale } from '../testing';
import { shipment, SHIPMENT_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const posted = (requests: SentRequest[]) => requests.find((request) => request.path === '/shipment' && request.init.method === 'POST');

/** The sales that may ship (PO-88, placed), the herd, and `answer` for the shipment sent. */
function shipmentServer(answer: () => Response = () => envelope(shipment)) {
  return fakeServer({
    '/order': (_, url) => (url.includes('status=placed') ? pageOfItems([placedSale]) : pageOfItems([])),
    [`/order/${ORDER_ID}`]: () => envelope(placedSale),
    '/order/counterparty': () => pageOfItems([]),
    '/animal/options': () => envelope([{ id: ANIMAL_ID, tagNumber: 'A-12', nickname: null, gender: 'male' }]),
    '/shipment': (init) => (init.method === 'POST' ? answer() : pageOfItems([])),
    [`/shipment/${SHIPMENT_ID}`]: () => envelope(shipment),
  });
}


function fillTransport() {
  fireEvent.change(screen.getByLabelText(/^Vehicle plate/), { target: { value: 'JAL-4821' } });
  fireEvent.change(screen.getByLabelText(/^Driver/), { target: { value: 'Juan Pérez' } });
}

describe('the shipment form', { timeout: 30_000 }, () => {
  it('ships a chosen sale: only its id is sent, its customer the destination, and the shipment’s page opens', async () => {
    const requests = shipmentServer();
    const { router } = renderApp('/send-to-abattoir');
    await screen.findByTestId('shipment-form');
    expect(screen.getByLabelText(/^Destination name/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ship a sale' }));
    await pickOption(/^Sale/, 'PO', /14 · Rastro Municipal · PO-88/);
    expect(screen.getByTestId('sale-summary').textContent).toBe('To Rastro Municipal: A-12');
    // The sale's customer is where the animals go: no destination to write.
    expect(screen.queryByLabelText(/^Destination name/)).toBeNull();
    expect(screen.queryByLabelText(/^Animals/, { selector: 'input' })).toBeNull();
    fillTransport();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shipment-details'), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?id=${SHIPMENT_ID}`);
    expect(await screen.findByText('Shipment recorded: the animals have left the herd.')).toBeTruthy();
    const body = bodyOf(posted(requests)!.init) as Record<string, unknown>;
    expect(body).toEqual({
      orderId: ORDER_ID,
      destinationKind: 'abattoir',
      vehicle: 'JAL-4821',
      driver: 'Juan Pérez',
      departureAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/) as unknown,
      arrivalAt: null,
      notes: null,
    });
    expect('animalIds' in body).toBe(false);
  });

  it('shows the server’s withdrawal refusal in an alert, the animals staying on the form', async () => {
    const reason = 'A-12 is in meat withdrawal for Oxitetraciclina 20% until 12/06/2026 10:00 AM.';
    const requests = shipmentServer(() => errorResponse(409, 'drugs.inMeatWithdrawal', reason, [{ param: 'animalIds.0', msg: reason, key: 'drugs.inMeatWithdrawal' }]));
    const { router } = renderApp('/send-to-abattoir');
    await screen.findByTestId('shipment-form');
    await pickOption(/^Animals/, 'A-1', /A-12/);
    fireEvent.change(screen.getByLabelText(/^Destination name/), { target: { value: 'Rastro del Norte' } });
    fillTransport();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(reason);
    expect(router.state.location.pathname).toBe('/send-to-abattoir');
    expect(bodyOf(posted(requests)!.init)).toMatchObject({ animalIds: [ANIMAL_ID], counterpartyId: null, destinationName: 'Rastro del Norte', destinationKind: 'abattoir' });
    expect('orderId' in (bodyOf(posted(requests)!.init) as object)).toBe(false);
  });

  it('preselects the sale of ?orderId= and puts a refused vehicle under its field', async () => {
    const requests = shipmentServer(() => errorResponse(422, 'errors.checkAllValues', 'Something went wrong. Please check all the values carefully.', [{ param: 'vehicle', msg: 'This plate is not valid.' }]));
    renderApp(`/send-to-abattoir?orderId=${ORDER_ID}`);
    const sale = (await screen.findByLabelText(/^Sale/, { selector: 'input' })) as HTMLInputElement;
    expect(sale.value).toBe('14 · Rastro Municipal · PO-88');
    fillTransport();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const vehicle = screen.getByLabelText(/^Vehicle plate/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(vehicle).findByText('This plate is not valid.')).toBeTruthy();
    expect(screen.getByTestId('form-alert').textContent).toBe('Something went wrong. Please check all the values carefully.');
    expect(bodyOf(posted(requests)!.init)).toMatchObject({ orderId: ORDER_ID, vehicle: 'JAL-4821' });
  });

  it('says what is missing before sending anything', async () => {
    const requests = shipmentServer();
    renderApp('/send-to-abattoir');
    await screen.findByTestId('shipment-form');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the sale this shipment ships, or the animals that leave.')).toBeTruthy();
    expect(screen.getByText('Say where the animals go, or choose a customer.')).toBeTruthy();
    expect(posted(requests)).toBeUndefined();
  });
});
