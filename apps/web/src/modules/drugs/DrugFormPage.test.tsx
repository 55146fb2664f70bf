import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cattle, pageOfItems } from '../../testing/animal-register';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { antibiotic, bottle, DRUG_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

/** What the detail page asks for once a saved drug opens. */
const detail = {
  [`/drug/${DRUG_ID}`]: () => envelope(antibiotic),
  '/drug/pack': () => pageOfItems([bottle]),
  '/drug/stock': () => envelope([]),
  '/species': cattle,
};

/** The form's required fields, and a cattle row on the label with its meat withdrawal. */
async function fillIn() {
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: ' Oxitetraciclina 20% ' } });
  fireEvent.change(screen.getByLabelText(/^Format/), { target: { value: 'injection' } });
  fireEvent.change(screen.getByLabelText('Dose for an adult'), { target: { value: '20,5' } });
  const ingredients = screen.getByLabelText('Active ingredients');
  fireEvent.change(ingredients, { target: { value: 'oxytetracycline' } });
  fireEvent.keyDown(ingredients, { key: 'Enter' });
  fireEvent.click(screen.getByLabelText('Intramuscular'));
  fireEvent.click(screen.getByRole('button', { name: 'Add species' }));
  const row = screen.getByRole('group', { name: 'Species 1' });
  await waitFor(() => expect(within(row).getByRole('option', { name: 'Cattle' })).toBeTruthy());
  fireEvent.change(within(row).getByLabelText(/^Species/), { target: { value: 'cattle' } });
  fireEvent.change(within(row).getByLabelText(/^Meat withdrawal/), { target: { value: '672' } });
  return row;
}

describe('registering a drug', { timeout: 30_000 }, () => {
  it('sends every field, the withdrawals in hours and no milk figure for a drug not for milk, then opens the drug', async () => {
    const requests = fakeServer({ ...detail, '/drug': () => envelope(antibiotic) });
    const { router } = renderApp('/drugList/drugregister');
    const row = await fillIn();
    expect(within(row).getByText('672 h = 28 d')).toBeTruthy();
    fireEvent.click(within(row).getByLabelText('Not for animals producing milk for people'));
    expect(within(row).getByLabelText<HTMLInputElement>(/^Milk withdrawal/).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Drug added', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/drugList/${DRUG_ID}`);
    expect(bodyOf(requests.find((request) => request.init.method === 'POST')!.init)).toEqual({
      registrationDate: null,
      name: 'Oxitetraciclina 20%',
      genericName: null,
      manufacturer: null,
      distributor: null,
      format: 'injection',
      doseDam: 20.5,
      doseCalf: null,
      doseUnit: 'mL',
      doseBasis: 'perHead',
      activeIngredients: ['oxytetracycline'],
      substitutionId: null,
      routes: ['intramuscular'],
      withdrawals: [{ speciesCode: 'cattle', meatHours: 672, milkHours: null }],
      prescriptionOnly: false,
      storage: null,
      stockUnit: 'mL',
      reorderLevel: null,
      notes: null,
    });
  });

  it('asks for the milk withdrawal unless the drug is not for milk, and sends nothing until it is there', async () => {
    const requests = fakeServer({ ...detail, '/drug': () => envelope(antibiotic) });
    renderApp('/drugList/drugregister');
    const row = await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText(/^Milk withdrawal/), { target: { value: '84' } });
    expect(await within(row).findByText('84 h = 3.5 d')).toBeTruthy();
    expect(requests.some((request) => request.init.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal under the field it names', async () => {
    fakeServer({
      ...detail,
      '/drug': () =>
        errorResponse(422, 'errors.checkAllValues', 'Check all the values', [{ param: 'withdrawals.0.speciesCode', msg: 'unknown', key: 'drugs.speciesUnknown' }]),
    });
    renderApp('/drugList/drugregister');
    const row = await fillIn();
    fireEvent.click(within(row).getByLabelText('Not for animals producing milk for people'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Choose a species from the list.')).toBeTruthy();
    expect(screen.getByTestId('form-alert').textContent).toContain('Something went wrong. Please check all the values carefully.');
  });
});

describe('editing a drug', { timeout: 30_000 }, () => {
  it('keeps the stock unit its packs are counted in, and sends the label as it stands', async () => {
    const requests = fakeServer({ ...detail, [`/drug/${DRUG_ID}`]: () => envelope(antibiotic) });
    renderApp(`/drugList/editDrug/${DRUG_ID}`);
    const name = await screen.findByLabelText<HTMLInputElement>(/^Name/);
    expect(name.value).toBe('Oxitetraciclina 20%');
    const unit = screen.getByLabelText<HTMLSelectElement>(/^Stock counted in/);
    expect(unit.disabled).toBe(true);
    expect(screen.getByText('Its packs are counted in this unit; the unit cannot change once a pack is received.')).toBeTruthy();
    const row = await screen.findByRole('group', { name: 'Cattle' });
    expect(within(row).getByText('672 h = 28 d')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Oxitetraciclina LA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Drug updated', {}, { timeout: 10_000 })).toBeTruthy();
    const sent = requests.find((request) => request.init.method === 'PUT')!;
    expect(sent.path).toBe(`/drug/${DRUG_ID}`);
    expect(bodyOf(sent.init)).toMatchObject({ name: 'Oxitetraciclina LA', stockUnit: 'mL', withdrawals: [{ speciesCode: 'cattle', meatHours: 672, milkHours: 84 }] });
    expect(sentTo(requests, '/drug/pack').path).toBe(`/drug/pack?drugId=${DRUG_ID}&limit=1`);
  });
});
