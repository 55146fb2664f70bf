import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Protocol } from '@ganado/shared/drugs';
import { userTimeZone } from '@ganado/shared/format';
import i18n from '../../../app/i18n';
import { ANIMAL_ID, pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, sentTo, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { antibiotic, bottle, DRUG_ID, PACK_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const PROTOCOL_ID = '00000000-0000-4000-8000-000000000931';
const LATER_PACK_ID = '00000000-0000-4000-8000-000000000932';
const mastitis: Protocol = {
  id: PROTOCOL_ID,
  name: 'Mastitis',
  diagnosis: 'Clinical mastitis',
  drugId: DRUG_ID,
  drugName: antibiotic.name,
  dose: { value: 20, unit: 'mL' },
  route: 'intramuscular',
  intervalHours: 24,
  doses: 3,
  notes: null,
  createdAt: '2026-05-01T09:00:00.000Z',
};
// The suggested pack is listed second, as the server's own order might put it: the dialog puts it first.
const laterBottle = { ...bottle, id: LATER_PACK_ID, batch: 'L-3001', expiresOn: '2029-01-31', suggested: false };
const TASK_IDS = ['00000000-0000-4000-8000-000000000941', '00000000-0000-4000-8000-000000000942', '00000000-0000-4000-8000-000000000943'];

const server = (extra = {}) =>
  fakeServer({
    '/drug/protocol': () => pageOfItems([mastitis]),
    '/drug': () => pageOfItems([antibiotic]),
    [`/drug/${DRUG_ID}`]: () => envelope(antibiotic),
    '/drug/pack': () => pageOfItems([laterBottle, bottle]),
    '/animal/options': () => envelope([{ id: ANIMAL_ID, tagNumber: 'ES-001', nickname: 'Paloma', gender: 'female' }]),
    ...extra,
  });
const posts = (requests: SentRequest[]) => requests.filter((request) => request.init.method === 'POST' || request.init.method === 'PUT');

describe('treatment protocols', { timeout: 30_000 }, () => {
  it('lists the protocols, and applies one to animals from a pack, saying what was planned and held', async () => {
    const requests = server({ [`/drug/protocol/${PROTOCOL_ID}/apply`]: () => envelope({ taskIds: TASK_IDS, packId: PACK_ID, batch: 'L-2291', reserved: 60, unit: 'mL' }) });
    renderApp('/drugList/protocols');
    const table = await screen.findByRole('table', { name: 'Treatment protocols' });
    const row = within(table).getByText('Mastitis').closest('tr')!;
    expect(within(row).getByText('Clinical mastitis')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Oxitetraciclina 20%' }).getAttribute('href')).toBe(`/drugList/${DRUG_ID}`);
    expect(within(row).getByText('20 mL')).toBeTruthy();
    expect(within(row).getByText('Intramuscular')).toBeTruthy();
    expect(within(row).getByText('3 doses, every 24 h')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Apply Mastitis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Mastitis' });
    expect(within(dialog).getByText('Oxitetraciclina 20%: 20 mL per animal, 3 doses 24 h apart. Each animal’s course takes 60 mL.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(3));
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'The first to expire with enough free',
      'L-2291 · expires 30/06/2030 · 210 mL free (use first)',
      'L-3001 · expires 31/01/2029 · 210 mL free',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Choose at least one animal.')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Animals/, { selector: 'input' }), { target: { value: 'pa' } });
    fireEvent.click(await screen.findByText('ES-001 · Paloma', { selector: 'li' }));
    fireEvent.change(within(dialog).getByLabelText(/^Pack/), { target: { value: PACK_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const notice = await screen.findByTestId('form-alert');
    expect(within(notice).getByText('Course planned: one task per dose, its stock reserved.')).toBeTruthy();
    expect(within(notice).getByText('3 tasks planned, 60 mL reserved from batch L-2291.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(sentTo(requests, `/drug/protocol/${PROTOCOL_ID}/apply`).init)).toEqual({
      animalIds: [ANIMAL_ID],
      startAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
      timeZone: userTimeZone(),
      packId: PACK_ID,
    });
  });

  it('writes a protocol: the dose in the drug’s unit, the hours between doses, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const requests = server({ '/drug/protocol': (init: RequestInit) => (init.method === 'POST' ? envelope(mastitis) : pageOfItems([mastitis])) });
    renderApp('/drugList/protocols');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo protocolo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo protocolo de tratamiento' });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Mamitis' } });
    fireEvent.change(within(dialog).getByLabelText(/^Medicamento/, { selector: 'input' }), { target: { value: 'oxi' } });
    fireEvent.click(await screen.findByText('Oxitetraciclina 20%', { selector: 'li' }));
    await waitFor(() => expect((within(dialog).getByLabelText(/^Unidad/) as HTMLSelectElement).value).toBe('mL'));
    fireEvent.change(within(dialog).getByLabelText(/^Dosis \*/), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(/^Vía/), { target: { value: 'intramuscular' } });
    fireEvent.change(within(dialog).getByLabelText(/^Horas entre dosis/), { target: { value: '12' } });
    expect(within(dialog).getByText('12 h = 0,5 d')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Número de dosis/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar protocolo' }));

    expect(await screen.findByText('Protocolo añadido.')).toBeTruthy();
    expect(bodyOf(posts(requests)[0]!.init)).toEqual({
      name: 'Mamitis',
      diagnosis: null,
      drugId: DRUG_ID,
      dose: { value: 20, unit: 'mL' },
      route: 'intramuscular',
      intervalHours: 12,
      doses: 3,
      notes: null,
    });
  });
});
