import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { pageOfItems } from '../../testing/animal-register';
import { typeDate } from '../../testing/dates';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';
import { antibiotic, bottle, bottleWithHistory, DRUG_ID, PACK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const cabinet = {
  [`/drug/${DRUG_ID}`]: () => envelope(antibiotic),
  '/drug/pack': () => pageOfItems([bottle]),
  '/drug/stock': () => envelope([{ drugId: DRUG_ID, drugName: antibiotic.name, warehouse: 'Vet room', unit: 'mL', stockOnHand: 350, packs: 2 }]),
  [`/drug/pack/${PACK_ID}`]: () => envelope(bottleWithHistory),
};

describe('a drug’s page', { timeout: 30_000 }, () => {
  it('shows the label with its withdrawals, the stock per warehouse and the packs, the one to use first marked', async () => {
    const requests = fakeServer(cabinet);
    renderApp(`/drugList/${DRUG_ID}`);
    expect((await screen.findByTestId('drug-name')).textContent).toBe('Oxitetraciclina 20%');
    const species = await screen.findByRole('table', { name: 'Species and withdrawal periods' });
    const cattleRow = within(species).getByText('Cattle').closest('tr')!;
    expect(within(cattleRow).getByText('28 d')).toBeTruthy();
    expect(within(cattleRow).getByText('84 h')).toBeTruthy();
    expect(screen.getByText('20 mL per head')).toBeTruthy();
    expect(screen.getByText('330 mL')).toBeTruthy();
    const warehouses = await screen.findByRole('table', { name: 'Stock per warehouse' });
    expect(within(warehouses).getByText('Vet room')).toBeTruthy();
    const packs = await screen.findByRole('table', { name: 'Packs' });
    const packRow = within(packs).getByText('L-2291').closest('tr')!;
    expect(within(packRow).getByText('Use first')).toBeTruthy();
    expect(within(packRow).getByText('In stock')).toBeTruthy();
    expect(within(packRow).getByText('230 of 250 mL')).toBeTruthy();
    // In its column, and under the batch for a phone, where the column gives way.
    expect(within(packRow).getAllByText('Vet room / 2')).toHaveLength(2);
    expect(sentTo(requests, '/drug/pack').path).toBe(`/drug/pack?drugId=${DRUG_ID}&col=expiresOn&page=1&limit=25`);
    expect(screen.getByRole('link', { name: 'Edit drug' }).getAttribute('href')).toBe(`/drugList/editDrug/${DRUG_ID}`);

    fireEvent.click(within(packRow).getByRole('button', { name: 'History of batch L-2291' }));
    const history = await screen.findByRole('dialog', { name: 'History of batch L-2291' });
    expect(await within(history).findByText(/Received$/)).toBeTruthy();
    expect(within(history).getByText('+250 mL · Vet room / 2 · by Fran Farmer')).toBeTruthy();
  });

  it('receives packs of a batch, the price in minor units', async () => {
    const requests = fakeServer({ ...cabinet, [`/drug/${DRUG_ID}/pack`]: () => envelope([bottle, { ...bottle, id: '00000000-0000-4000-8000-000000000904', suggested: false }]) });
    renderApp(`/drugList/${DRUG_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Receive packs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive packs of Oxitetraciclina 20%' });
    fireEvent.change(within(dialog).getByLabelText(/^Batch/), { target: { value: 'L-3001' } });
    typeDate(/^Expiry date/, '2031-03-31', dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Number of packs/), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content of one pack/), { target: { value: '0,25' } });
    fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: 'L' } });
    fireEvent.change(within(dialog).getByLabelText(/^Warehouse/), { target: { value: 'Vet room' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '12,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive packs' }));

    expect(await screen.findByText('Received into stock')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = bodyOf(requests.find((request) => request.init.method === 'POST')!.init) as Record<string, unknown>;
    expect(sent).toEqual({
      batch: 'L-3001',
      expiresOn: '2031-03-31',
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
      size: { value: 0.25, unit: 'L' },
      count: 2,
      location: { warehouse: 'Vet room', rack: null, tier: null, position: null },
      price: { amountMinor: 1250, currency: 'EUR' },
      supplier: null,
      notes: null,
    });
  });

  it('disposes of a pack with a reason, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const requests = fakeServer({ ...cabinet, [`/drug/pack/${PACK_ID}/dispose`]: () => envelope({ ...bottle, status: 'disposed', stockOnHand: 0 }) });
    renderApp(`/drugList/${DRUG_ID}`);
    const packs = await screen.findByRole('table', { name: 'Envases' });
    fireEvent.click(within(packs).getByRole('button', { name: 'Desechar envase del lote L-2291' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desechar envase del lote L-2291' });
    expect(within(dialog).getByText('230 mL sale de las existencias.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desechar' }));
    expect(await within(dialog).findByText('Elija por qué se desecha.')).toBeTruthy();
    expect(requests.some((request) => request.init.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'damaged' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desechar' }));
    await waitFor(() => expect(requests.some((request) => request.path === `/drug/pack/${PACK_ID}/dispose`)).toBe(true));
    expect(bodyOf(sentTo(requests, `/drug/pack/${PACK_ID}/dispose`).init)).toEqual({ occurredAt: expect.any(String), reason: 'damaged', notes: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
