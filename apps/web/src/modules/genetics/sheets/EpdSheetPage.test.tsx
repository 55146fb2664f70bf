import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EpdData } from '@ganado/shared/genetics';
import i18n from '../../../app/i18n';
import { dateInput, typeDate } from '../../../testing/dates';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { CALF_ID, renderGeneticsPage } from '../shared/testing';
import { BIRTH_GROUP_ID, calfSheet, WEANING_GROUP_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const SHEET_PATH = `/genetics/animal/${CALF_ID}/epd-data`;
const puts = (requests: SentRequest[]) => requests.filter((request) => request.path === SHEET_PATH && request.init.method === 'PUT');

/** The calf's sheet; a save answers `save` (the saved sheet unless told). */
function sheetServer(save?: (init: RequestInit) => Response, sheet: EpdData = calfSheet) {
  let current = sheet;
  return fakeServer({
    [SHEET_PATH]: (init) => {
      if (init.method !== 'PUT') return envelope(current);
      const answer = save?.(init);
      if (answer) return answer;
      current = { ...current, fields: { ...current.fields, yearlingWeight: 352, yearlingDate: '2026-03-10', marbling: 450 }, adjusted: { weaning205Kg: 236.4, yearling365Kg: 361.2 } };
      return envelope(current);
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const fieldOf = (label: RegExp, scope: HTMLElement = document.body) => within(scope).getByLabelText(label, { selector: 'input' }).closest('.MuiFormControl-root') as HTMLElement;
const dateFieldOf = (label: RegExp, scope: HTMLElement) => dateInput(label, scope).closest('.MuiFormControl-root') as HTMLElement;

describe('an animal’s EPD sheet', { timeout: 30_000 }, () => {
  it('shows the register’s fields read-only with where to change them, its groups, the weighing and the adjusted weight', async () => {
    sheetServer();
    renderGeneticsPage(`/genetics/edit/v2/${CALF_ID}`);
    expect((await screen.findByTestId('sheet-animal')).textContent).toBe('ES-0100 · Lucero');
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Identity', 'Birth', 'Weaning', 'Yearling', 'Feedlot and carcass']);

    const identity = section('Identity');
    expect(within(identity).getByText('From the herd register')).toBeTruthy();
    const terms = [...identity.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Registration number: REG-100', 'Animal name: Lucero', 'Sex: Male', 'Dam: REG-7', 'Sire: ES-0007', 'Animal status: Active']);
    expect(within(identity).getByRole('link', { name: 'Change them in the animal’s details' }).getAttribute('href')).toBe(`/animals/${CALF_ID}/edit`);
    expect((within(identity).getByLabelText(/^Location/) as HTMLInputElement).value).toBe('La Dehesa');

    const birth = section('Birth');
    const birthTerms = [...birth.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(birthTerms).toEqual([
      'Date of birth: 01/03/2025',
      'Season of birth: Spring',
      'Birth year: 2025',
      'Birth weight: 36.5 kg',
      'Primary breed: Retinta',
      'Conception method: Artificial insemination',
      'Dam’s age: 4 years',
    ]);
    // The birth group holds this calf alone: it compares him with nobody.
    const birthGroup = screen.getByTestId('sheet-group-birth');
    expect(within(birthGroup).getByRole('link', { name: 'BW-2025-001' }).getAttribute('href')).toBe(`/genetics/contemporaryGroup/edit/birth/${BIRTH_GROUP_ID}`);
    expect(within(birthGroup).getByText('Contributes nothing: a group of one')).toBeTruthy();

    const weaning = section('Weaning');
    const weaningGroup = screen.getByTestId('sheet-group-weaning');
    expect(weaningGroup.textContent).toBe('Weaning contemporary groupWW-2025-00214 animals');
    expect(within(weaningGroup).getByRole('link', { name: 'WW-2025-002' }).getAttribute('href')).toBe(`/genetics/contemporaryGroup/edit/weaning/${WEANING_GROUP_ID}`);
    expect((within(weaning).getByLabelText(/^Weaning weight \(kg\)/) as HTMLInputElement).value).toBe('231');
    expect(dateInput(/^Weaning date/, weaning).value).toBe('22/09/2025');
    expect(screen.getByTestId('weighing-note-weaning').textContent).toBe(
      'Saving a weight with its date records a weighing of the animal on that day. The sheet uses the weighing taken between 160 and 250 days of age.',
    );
    expect(within(weaning).getByText('BIF-adjusted 205-day weight').nextElementSibling?.textContent).toBe('236.4 kg');
    expect((within(weaning).getByLabelText(/^Creep fed/) as HTMLSelectElement).value).toBe('no');

    const yearlingGroup = screen.getByTestId('sheet-group-yearling');
    expect(within(yearlingGroup).getByText(/Not in a group yet/)).toBeTruthy();
    expect(within(yearlingGroup).getByRole('link', { name: 'Build the groups' }).getAttribute('href')).toBe('/genetics/contemporaryGroups?trait=yearling');
    expect(within(section('Yearling')).getByText('BIF-adjusted 365-day weight').nextElementSibling?.textContent).toBe('Not worked out: it needs a birth date and a weighing in the window.');
    expect(screen.getByText('Last saved 01/10/2025 9:30 AM')).toBeTruthy();
  });

  it('saves the entered fields and the yearling weighing, then shows the saved sheet and says so', async () => {
    const requests = sheetServer();
    renderGeneticsPage(`/genetics/edit/v2/${CALF_ID}`);
    const yearling = await screen.findByRole('region', { name: 'Yearling' });
    fireEvent.change(within(yearling).getByLabelText(/^Yearling weight/), { target: { value: '352' } });
    typeDate(/^Yearling date/, '2026-03-10', yearling);
    fireEvent.change(within(section('Feedlot and carcass')).getByLabelText(/^Marbling score/), { target: { value: '450' } });
    fireEvent.change(within(section('Identity')).getByLabelText(/^International ID/), { target: { value: 'retespm000000000100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the sheet' }));

    expect(await screen.findByText('EPD data saved.')).toBeTruthy();
    await waitFor(() => expect(within(section('Yearling')).getByText('BIF-adjusted 365-day weight').nextElementSibling?.textContent).toBe('361.2 kg'));
    expect(bodyOf(puts(requests)[0]!.init)).toEqual({
      internationalId: 'retespm000000000100',
      location: 'La Dehesa',
      additionalIdMethod: null,
      breederHerdCode: 'DEH',
      birthManagementCode: null,
      secondaryBreed: null,
      breedComposition: null,
      accuracyWeight: 'scale',
      weaningWeight: 231,
      weaningDate: '2025-09-22',
      weaningSex: 'bull',
      managementPastureCode: null,
      creep: false,
      yearlingDate: '2026-03-10',
      yearlingWeight: 352,
      yearlingHeight: null,
      yearlingSex: 'bull',
      managementFeedCode: null,
      daysOnFeed: null,
      dateOnFeed: null,
      harvestDate: null,
      gradingDate: null,
      carcassSex: null,
      carcassWeight: null,
      kph: null,
      fatThickness: null,
      marbling: 450,
      ribeyeArea: null,
    });
    expect((screen.getByRole('button', { name: 'Undo changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the sheet before sending: a weight needs its day, a marbling score its scale, a code its letters', async () => {
    const requests = sheetServer();
    renderGeneticsPage(`/genetics/edit/v2/${CALF_ID}`);
    const yearling = await screen.findByRole('region', { name: 'Yearling' });
    fireEvent.change(within(yearling).getByLabelText(/^Yearling weight/), { target: { value: '352' } });
    fireEvent.change(within(section('Feedlot and carcass')).getByLabelText(/^Marbling score/), { target: { value: '50' } });
    fireEvent.change(within(section('Birth')).getByLabelText(/^Breeder herd code/), { target: { value: 'DEH 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the sheet' }));

    expect(await within(dateFieldOf(/^Yearling date/, yearling)).findByText('Enter the day the animal was weighed.')).toBeTruthy();
    expect(within(fieldOf(/^Marbling score/)).getByText('Enter a marbling score from 100 to 1100 (400 is Small⁰⁰).')).toBeTruthy();
    expect(within(fieldOf(/^Breeder herd code/)).getByText('Use letters, digits, - and _ only.')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('shows the server’s refusal of a weighing under its field, and its heading above the buttons', async () => {
    const refusal = () =>
      errorResponse(422, 'errors.checkAllValues', 'Something went wrong. Please check all the values carefully.', [
        { param: 'weaningDate', msg: 'A weaning weight is taken at 160 to 250 days of age.', key: 'genetics.weaningAgeOutside' },
      ]);
    const requests = sheetServer(refusal);
    renderGeneticsPage(`/genetics/edit/v2/${CALF_ID}`);
    const weaning = await screen.findByRole('region', { name: 'Weaning' });
    typeDate(/^Weaning date/, '2025-12-30', weaning);
    fireEvent.click(screen.getByRole('button', { name: 'Save the sheet' }));

    expect(await within(dateFieldOf(/^Weaning date/, weaning)).findByText('A weaning weight is taken at 160 to 250 days of age.')).toBeTruthy();
    expect(screen.getByTestId('form-alert').textContent).toBe('Something went wrong. Please check all the values carefully.');
    expect(puts(requests)).toHaveLength(1);
  });

  it('says an animal of another organisation is not found, with the way back to the list', async () => {
    fakeServer({ [SHEET_PATH]: () => errorResponse(404, 'errors.notFound', 'The record was not found.') });
    renderGeneticsPage(`/genetics/edit/v2/${CALF_ID}`);
    const notFound = await screen.findByTestId('record-not-found');
    expect(within(notFound).getByText('This animal is not in your organisation’s herd, or no longer exists.')).toBeTruthy();
    expect(within(notFound).getByRole('link', { name: 'Back to the EPD list' }).getAttribute('href')).toBe('/genetics');
    expect(screen.queryByTestId('epd-sheet')).toBeNull();
  });

  it('offers no link into the register to a role without the animals module', async () => {
    signInForTest({ modules: ['genetics'] });
    sheetServer();
    renderGeneticsPage(`/genetics/edit/v2/${CALF_ID}`);
    await screen.findByRole('region', { name: 'Identity' });
    expect(screen.queryByRole('link', { name: 'Change them in the animal’s details' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the animal' })).toBeNull();
  });

  it('speaks Spanish: the sections, the fields, the weighing and the group of one', async () => {
    await i18n.changeLanguage('es');
    sheetServer();
    renderGeneticsPage(`/genetics/edit/v2/${CALF_ID}`);
    await screen.findByRole('region', { name: 'Identificación' });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Identificación', 'Nacimiento', 'Destete', 'Al año', 'Engorda y canal']);
    expect(within(section('Destete')).getByLabelText(/^Peso al destete \(kg\)/)).toBeTruthy();
    expect(within(section('Destete')).getByText('Peso ajustado a 205 días (BIF)').nextElementSibling?.textContent).toBe('236,4 kg');
    expect(within(screen.getByTestId('sheet-group-birth')).getByText('No aporta nada: un grupo de uno')).toBeTruthy();
    expect(screen.getByTestId('weighing-note-weaning').textContent).toContain('se registra un pesaje del animal ese día');
    expect(screen.getByRole('button', { name: 'Guardar la hoja' })).toBeTruthy();
  });
});
