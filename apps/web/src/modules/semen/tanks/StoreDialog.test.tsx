import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Batch } from '@ganado/shared/semen';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { approvedBatch, BATCH_ID, quarantineBatch, SIRE_ID, thresholds, titan } from '../testing';
import { fieldTank, mainTank, pack, TANK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const STORE_PATH = `/semen/batch/${BATCH_ID}/store`;
const stores = (requests: SentRequest[]) => requests.filter((request) => request.path === STORE_PATH);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

/** The batch's page served from `batch`, its packs from `packs`; storing answers `store`. */
function batchServer(batch: Batch, store: (init: RequestInit) => Response = () => envelope(pack)) {
  return fakeServer({
    [`/semen/batch/${BATCH_ID}`]: () => envelope(batch),
    '/semen/pack': () => pageOfItems([pack]),
    '/semen/tank': () => pageOfItems([mainTank, fieldTank]),
    [STORE_PATH]: store,
    '/semen/thresholds': () => envelope(thresholds),
    [`/semen/sire/${SIRE_ID}`]: () => envelope(titan),
  });
}

/** Opens "Store straws" and chooses canister 2 of the main tank, goblet B, and the straws given. */
async function fillStore(straws: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Store straws' }));
  const dialog = await screen.findByRole('dialog', { name: 'Store straws of batch 7HO12345-20261015-1' });
  await within(dialog).findByRole('option', { name: 'Termo MVE 1 (La Dehesa)' });
  fireEvent.change(within(dialog).getByLabelText(/^Tank/), { target: { value: TANK_ID } });
  fireEvent.change(within(dialog).getByLabelText(/^Canister/), { target: { value: '2' } });
  fireEvent.change(within(dialog).getByLabelText(/^Goblet/), { target: { value: 'B' } });
  fireEvent.change(within(dialog).getByLabelText(/^Straws/), { target: { value: straws } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Store straws' }));
  return dialog;
}

describe('storing an approved batch’s straws', { timeout: 30_000 }, () => {
  it('stores straws in a tank’s canister and goblet, and lists the packs the batch stands in', async () => {
    const requests = batchServer(approvedBatch);
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    const packs = await screen.findByRole('table', { name: 'Packs of this batch' });
    const [row] = within(packs).getAllByRole('row').slice(1);
    expect(cellsOf(row!)).toEqual(['Termo MVE 1', '2', 'B', '100 straws']);
    expect(within(row!).getByRole('link').getAttribute('href')).toBe(`/semen-automation/tanks/${TANK_ID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Store straws' }));
    const dialog = await screen.findByRole('dialog', { name: 'Store straws of batch 7HO12345-20261015-1' });
    expect(within(dialog).getByText('450 straws of this batch left to store.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Store straws' }));
    expect(await within(dialog).findByText('Choose the tank.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await fillStore('100');
    expect(await screen.findByText('Straws stored.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(stores(requests)[0]!.init)).toEqual({ tankId: TANK_ID, canister: 2, goblet: 'B', straws: 100, occurredAt: expect.stringMatching(/Z$/) as unknown });
  });

  it('says under the straws how many there are when more are stored than the batch has left', async () => {
    const short = [{ param: 'straws', msg: 'There are only 450 straws there.', key: 'semen.tooManyStraws', params: { available: '450' } }];
    batchServer(approvedBatch, () => errorResponse(409, 'semen.tooManyStraws', 'There are only 450 straws there.', short));
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    const dialog = await fillStore('500');
    const straws = within(dialog).getByLabelText(/^Straws/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(straws).findByText('There are only 450 straws there.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no storing for a batch in quarantine', async () => {
    const requests = batchServer(quarantineBatch);
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    await screen.findByRole('button', { name: 'Approve' });
    expect(screen.queryByRole('button', { name: 'Store straws' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Stored straws' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/semen/pack'))).toBe(false);
  });

  it('offers no storing once every straw is in a tank', async () => {
    batchServer({ ...approvedBatch, straws: 0 });
    renderApp(`/semen-automation/batches/${BATCH_ID}`);
    await screen.findByRole('table', { name: 'Packs of this batch' });
    expect(screen.queryByRole('button', { name: 'Store straws' })).toBeNull();
  });
});
