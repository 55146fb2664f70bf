import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Animal, AnimalRecord } from '@ganado/shared/animals';
import type { Drug, Pack } from '@ganado/shared/drugs';
import { cow } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderWithProviders } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { TreatmentForm } from '../../animals/records/HealthForms';
import { antibiotic, bottle, DRUG_ID, PACK_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

/** Dosed in IU and given under the skin first: neither is the form's own default (mL, no route). */
const drug: Drug = { ...antibiotic, doseUnit: 'IU', routes: ['subcutaneous', 'intramuscular'] };
/** A later batch listed first, so the pre-selected pack is the suggested one, not merely the first. */
const later: Pack = { ...bottle, id: '00000000-0000-4000-8000-000000000999', batch: 'L-3000', expiresOn: '2031-01-31', available: 250, suggested: false };
const page = (items: unknown[]) => envelope({ items, total: items.length, page: 1, limit: 20 });

function serve(animal: Animal = cow) {
  const saved: AnimalRecord = {
    id: '00000000-0000-4000-8000-000000000990',
    animalId: animal.id,
    type: 'treatment',
    status: 'done',
    occurredAt: '2026-11-20T00:00:00.000Z',
    notes: null,
    quantity: null,
    details: {},
    relatedAnimals: [],
    taskId: null,
    createdBy: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
  };
  return fakeServer({
    [`/animal/${animal.id}`]: () => envelope(animal),
    [`/animal/${animal.id}/record`]: () => envelope(saved),
    '/drug': () => page([drug]),
    [`/drug/${DRUG_ID}`]: () => envelope(drug),
    '/drug/pack': () => page([later, bottle]),
  });
}

const posted = (requests: SentRequest[]) => requests.filter((request) => request.init.method === 'POST');

async function chooseDrug() {
  const picker = await screen.findByRole('combobox', { name: 'Drug from the cabinet' });
  expect((picker as HTMLInputElement).value).toBe('From outside the cabinet');
  fireEvent.change(picker, { target: { value: 'oxi' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Oxitetraciclina 20%' }));
}

describe('the medicine of a treatment', { timeout: 30_000 }, () => {
  it('asks for a drug or a product before sending, as the server does', async () => {
    const requests = serve();
    renderWithProviders(<TreatmentForm animalId={cow.id} onSaved={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Treatment' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a drug from the cabinet or name the product.')).toBeTruthy();
    expect(within(form).getByLabelText(/^Product/).getAttribute('aria-invalid')).toBe('true');
    expect(posted(requests)).toHaveLength(0);
  });

  it('once a drug is chosen, picks its first-expiring pack, its dose unit and route, and asks for the dose', async () => {
    const requests = serve();
    renderWithProviders(<TreatmentForm animalId={cow.id} onSaved={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Treatment' });
    await chooseDrug();

    const pack = within(form).getByLabelText(/^Pack/) as HTMLSelectElement;
    await waitFor(() => expect(pack.value).toBe(PACK_ID));
    expect(within(pack).getByRole('option', { name: 'Batch L-2291 · expires 30/06/2030 · 210 mL free · Use first' })).toBeTruthy();
    expect(within(pack).getByRole('option', { name: 'Batch L-3000 · expires 31/01/2031 · 250 mL free' })).toBeTruthy();
    expect(within(form).getByText('Kept in Vet room / 2')).toBeTruthy();
    expect((within(form).getByLabelText(/^Unit/) as HTMLSelectElement).value).toBe('IU');
    expect((within(form).getByLabelText('Route') as HTMLSelectElement).value).toBe('subcutaneous');
    expect((await within(form).findByTestId('label-withdrawal')).textContent).toBe('Withdrawal on the label for Cattle: meat 28 d, milk 3.5 d.');
    // The drug names the product now.
    expect(within(form).queryByLabelText(/^Product/)).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the dose given.')).toBeTruthy();
    expect(posted(requests)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Dose/), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(bodyOf(posted(requests)[0]!.init)).toMatchObject({
      type: 'treatment',
      status: 'done',
      drugId: DRUG_ID,
      packId: PACK_ID,
      dose: { value: 20, unit: 'IU' },
      route: 'subcutaneous',
      product: null,
    });
  });

  it('says when the species is not on the label, and asks for the vet', async () => {
    serve({ ...cow, speciesCode: 'sheep', speciesName: 'Sheep' });
    renderWithProviders(<TreatmentForm animalId={cow.id} onSaved={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Treatment' });
    await chooseDrug();
    expect((await within(form).findByTestId('label-withdrawal')).textContent).toBe('Sheep is not on this drug’s label: name the vet who prescribed it.');
    expect((within(form).getByLabelText(/^Veterinarian/) as HTMLInputElement).required).toBe(true);
  });

  it('asks neither pack nor dose of a planned treatment', async () => {
    const requests = serve();
    const planned: AnimalRecord = {
      id: '00000000-0000-4000-8000-000000000991',
      animalId: cow.id,
      type: 'treatment',
      status: 'planned',
      occurredAt: '2026-12-01T00:00:00.000Z',
      notes: null,
      quantity: null,
      details: { product: drug.name, drugId: DRUG_ID, packId: null, dose: null },
      relatedAnimals: [],
      taskId: null,
      createdBy: null,
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    };
    fakeServer({
      [`/animal/${cow.id}`]: () => envelope(cow),
      [`/animal/${cow.id}/record/${planned.id}`]: (init) => {
        requests.push({ path: 'PUT', init });
        return envelope(planned);
      },
      '/drug': () => page([drug]),
      [`/drug/${DRUG_ID}`]: () => envelope(drug),
      '/drug/pack': () => page([]),
    });
    renderWithProviders(<TreatmentForm animalId={cow.id} record={planned} onSaved={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Treatment' });
    expect(await within(form).findByText('No pack of this drug is in stock: receive one in the cabinet first.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.path === 'PUT')).toBe(true));
    expect(bodyOf(requests.find((request) => request.path === 'PUT')!.init)).toMatchObject({ status: 'planned', drugId: DRUG_ID, packId: null, dose: null });
  });
});
