import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, ORDER_ID } from '../testing';
import { shipment, SHIPMENT_ID } from './testing';
import { catchDownloads } from '../../../testing/downloads';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const SHIPMENT_PATH = `/shipment/${SHIPMENT_ID}`;

describe('a shipment’s page', { timeout: 30_000 }, () => {
  it('shows where and how the animals went, and each one’s treatments of the year before', async () => {
    fakeServer({ [SHIPMENT_PATH]: () => envelope(shipment) });
    renderApp(`/shipment-details?id=${SHIPMENT_ID}`);
    expect((await screen.findByTestId('shipment-destination')).textContent).toBe('Rastro Municipal');
    expect(screen.getByText('JAL-4821')).toBeTruthy();
    expect(screen.getByText('10/06/2026 7:30 AM')).toBeTruthy();
    expect(screen.getByText('10/06/2026 9:15 AM')).toBeTruthy();
    expect(screen.getByTestId('shipment-sale').getAttribute('href')).toBe(`/orders/${ORDER_ID}`);

    const animals = screen.getByRole('table', { name: 'Animals' });
    const steer = within(animals).getByRole('link', { name: 'A-12' });
    expect(steer.getAttribute('href')).toBe(`/animals/${ANIMAL_ID}`);
    expect([...steer.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['A-12', 'Male', '01/03/2024', '1']);

    const treatments = screen.getByRole('table', { name: 'Treatments of A-12' });
    expect([...within(treatments).getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '20/04/2026',
      'Oxitetraciclina 20%',
      'L-778',
      '10 mL',
      '18/05/2026 8:00 AM',
      'Dra. Ruiz',
    ]);
    expect(within(screen.getByRole('region', { name: 'Treatments of B-7' })).getByText('No treatments recorded.')).toBeTruthy();
  });

  it('downloads the movement sheet in the farm’s language, and in the other one: English for a Mexican farm’s, whatever the reader reads', async () => {
    const click = catchDownloads('blob:sheet');
    const requests = fakeServer({ [SHIPMENT_PATH]: () => envelope(shipment), [`${SHIPMENT_PATH}/sheet`]: () => new Response('%PDF-1.7') });
    renderApp(`/shipment-details?id=${SHIPMENT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Movement sheet (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Sheet in English (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(requests.filter((request) => request.path.includes('/sheet')).map((request) => request.path)).toEqual([`${SHIPMENT_PATH}/sheet`, `${SHIPMENT_PATH}/sheet?language=en`]);
    click.mockRestore();
  });
});
