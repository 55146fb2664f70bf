import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Reservation } from '@ganado/shared/drugs';
import i18n from '../../../app/i18n';
import { instantText } from '../../../components/format';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { antibiotic, bottle, DRUG_ID, PACK_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const HOLD_ID = '00000000-0000-4000-8000-000000000951';
const hold: Reservation = {
  id: HOLD_ID,
  packId: PACK_ID,
  drugId: DRUG_ID,
  drugName: antibiotic.name,
  batch: bottle.batch,
  quantity: 20,
  unit: 'mL',
  expiresAt: '2026-06-04T10:00:00.000Z',
  releasedAt: null,
  releaseReason: null,
  taskId: '00000000-0000-4000-8000-000000000952',
  recordId: null,
  notes: null,
  createdAt: '2026-06-01T10:00:00.000Z',
};

/** The drug's page, its one pack holding `hold` until it is released; a new hold is answered as made. */
function cabinet() {
  let holds = [hold];
  return fakeServer({
    [`/drug/${DRUG_ID}`]: () => envelope(antibiotic),
    '/drug/pack': () => pageOfItems([{ ...bottle, reserved: holds.reduce((sum, item) => sum + item.quantity, 0) }]),
    '/drug/stock': () => envelope([]),
    '/drug/reservation': (init) => (init.method === 'POST' ? envelope({ ...hold, quantity: 10 }) : pageOfItems(holds)),
    [`/drug/reservation/${HOLD_ID}/release`]: () => {
      holds = [];
      return envelope({ ...hold, releasedAt: '2026-06-01T11:00:00.000Z', releaseReason: 'cancelled' });
    },
  });
}
const sentWith = (requests: SentRequest[], method: string, path: string) => requests.filter((request) => request.init.method === method && request.path === path);

describe('a pack’s reservations', { timeout: 30_000 }, () => {
  it('lists what is held of a pack until when, and releases a hold', async () => {
    const requests = cabinet();
    renderApp(`/drugList/${DRUG_ID}`);
    const packs = await screen.findByRole('table', { name: 'Packs' });
    const row = within(packs).getByText('L-2291').closest('tr')!;
    // The reserved figure shows in its column and, for a phone, under what is on hand.
    expect(within(row).getAllByText(/^20 mL/).map((cell) => cell.textContent)).toEqual(['20 mL reserved', '20 mL']);
    fireEvent.click(within(row).getByRole('button', { name: 'Reservations of batch L-2291' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reservations of batch L-2291' });
    expect(within(dialog).getByText('20 mL of 230 mL on hand is reserved; 210 mL is free.')).toBeTruthy();
    const list = await within(dialog).findByRole('list', { name: 'Reservations of batch L-2291' });
    expect(within(list).getByText('20 mL')).toBeTruthy();
    expect(within(list).getByText(`held until ${instantText(hold.expiresAt)} · for a planned task`)).toBeTruthy();
    expect(requests.some((request) => request.path === `/drug/reservation?packId=${PACK_ID}&page=1&limit=100`)).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: 'Release 20 mL' }));
    expect(await within(dialog).findByText('Reservation released.')).toBeTruthy();
    expect(await within(dialog).findByText('Nothing of this pack is reserved.')).toBeTruthy();
    expect(sentWith(requests, 'POST', `/drug/reservation/${HOLD_ID}/release`)).toHaveLength(1);
    expect(within(dialog).getByText('0 mL of 230 mL on hand is reserved; 210 mL is free.')).toBeTruthy();
    // The pack's figures were asked again: nothing is held of it any more.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Packs' })).queryByText('20 mL reserved')).toBeNull();
  });

  it('reserves an amount of a pack with a note, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const requests = cabinet();
    renderApp(`/drugList/${DRUG_ID}`);
    fireEvent.click(within(await screen.findByRole('table', { name: 'Envases' })).getByRole('button', { name: 'Reservas del lote L-2291' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservas del lote L-2291' });
    const form = within(dialog).getByRole('form', { name: 'Reservar existencias' });
    fireEvent.click(within(form).getByRole('button', { name: 'Reservar' }));
    expect(await within(form).findByText('Este valor no es válido.')).toBeTruthy();
    expect(sentWith(requests, 'POST', '/drug/reservation')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Cantidad/), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText(/^Para qué es/), { target: { value: 'Terneros' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reservar' }));
    expect(await within(dialog).findByText('Existencias reservadas.')).toBeTruthy();
    expect(bodyOf(sentWith(requests, 'POST', '/drug/reservation')[0]!.init)).toEqual({ packId: PACK_ID, quantity: { value: 10, unit: 'mL' }, notes: 'Terneros' });
    // Ready for the next hold.
    expect((within(form).getByLabelText(/^Cantidad/) as HTMLInputElement).value).toBe('');
  });
});
