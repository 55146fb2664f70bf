import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { pickOption } from '../../../testing/autocomplete';
import { typeDate } from '../../../testing/dates';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { BATCH_ID, collection, quarantineBatch, SIRE_ID, thresholds, titan } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const posted = (requests: SentRequest[]) => requests.filter((request) => request.path === '/semen/collection' && request.init.method === 'POST');

/** The sires to choose from, the batch page opened once saved; `add` answers the collection. */
function collectionServer(add: () => Response = () => envelope(collection)) {
  return fakeServer({
    '/semen/sire': () => pageOfItems([titan]),
    [`/semen/sire/${SIRE_ID}`]: () => envelope(titan),
    '/semen/collection': (init) => (init.method === 'POST' ? add() : pageOfItems([collection])),
    [`/semen/batch/${BATCH_ID}`]: () => envelope(quarantineBatch),
    '/semen/thresholds': () => envelope(thresholds),
  });
}

/** The sample of Titán's collection, as typed (a decimal comma as a Spanish keyboard types it). */
function fillSample(form: HTMLElement) {
  typeDate(/^Collected at/, '2026-10-15T08:30', form);
  fireEvent.change(within(form).getByLabelText(/^Centre/), { target: { value: 'Centro Genético Norte' } });
  fireEvent.change(within(form).getByLabelText(/^Volume/), { target: { value: '6,5' } });
  fireEvent.change(within(form).getByLabelText(/^Concentration/), { target: { value: '1200' } });
  fireEvent.change(within(form).getByLabelText(/^Motility/), { target: { value: '75' } });
  fireEvent.change(within(form).getByLabelText(/^Normal forms/), { target: { value: '82' } });
  fireEvent.change(within(form).getByLabelText(/^Straws produced/), { target: { value: '450' } });
}

describe('recording a semen collection', { timeout: 30_000 }, () => {
  it('sends the collection and opens its batch, in quarantine, saying so', async () => {
    const requests = collectionServer();
    const { router } = renderApp('/semen-automation/collections/new');
    const form = await screen.findByTestId('collection-form');
    expect(within(form).getByText('Left empty, made from the sire and the day.')).toBeTruthy();
    await pickOption(/^Sire/, 'Tit', /Titán \(7HO12345\)/, form);
    fillSample(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Collection recorded: its batch is in quarantine.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/semen-automation/batches/${BATCH_ID}`);
    expect(bodyOf(posted(requests)[0]!.init)).toEqual({
      sireId: SIRE_ID,
      collectedAt: new Date('2026-10-15T08:30').toISOString(),
      centre: 'Centro Genético Norte',
      volumeMl: 6.5,
      concentrationMillionPerMl: 1200,
      motilityPercent: 75,
      normalFormsPercent: 82,
      dosesProduced: 450,
      batchCode: null,
      notes: null,
    });
  });

  it('checks the figures before sending, and says a refused collection was not registered, and why under its field', async () => {
    const requests = collectionServer(() => errorResponse(409, 'errors.collectionNotRegistered', 'Collection not Registered', [{ param: 'batchCode', msg: 'A batch with this code already exists.', key: 'semen.batchCodeTaken' }]));
    renderApp(`/semen-automation/collections/new?sireId=${SIRE_ID}`);
    const form = await screen.findByTestId('collection-form');
    // Opened from the sire's page: the sire is chosen already.
    expect((within(form).getByLabelText(/^Sire/, { selector: 'input' }) as HTMLInputElement).value).toBe('Titán (7HO12345)');
    fillSample(form);
    fireEvent.change(within(form).getByLabelText(/^Motility/), { target: { value: '120' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a percentage from 0 to 100.')).toBeTruthy();
    expect(posted(requests)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Motility/), { target: { value: '75' } });
    fireEvent.change(within(form).getByLabelText(/^Batch code/), { target: { value: '7HO12345-20261015-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const code = within(form).getByLabelText(/^Batch code/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(code).findByText('A batch with this code already exists.')).toBeTruthy();
    expect(within(form).getByTestId('form-alert').textContent).toBe('Collection not Registered');
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(bodyOf(posted(requests)[0]!.init)).toMatchObject({ sireId: SIRE_ID, batchCode: '7HO12345-20261015-1' });
  });

  it('asks for the sire first', async () => {
    const requests = collectionServer();
    renderApp('/semen-automation/collections/new');
    const form = await screen.findByTestId('collection-form');
    fillSample(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose the sire.')).toBeTruthy();
    expect(posted(requests)).toHaveLength(0);
  });
});
