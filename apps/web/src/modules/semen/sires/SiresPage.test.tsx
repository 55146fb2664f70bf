import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { pickOption } from '../../../testing/autocomplete';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, OTHER_SIRE_ID, SIRE_ID, titan, toro } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/semen/sire?')).at(-1)!.path.split('?')[1]));
const posted = (requests: SentRequest[]) => requests.filter((request) => request.path === '/semen/sire' && request.init.method === 'POST');
const BULL = { id: ANIMAL_ID, tagNumber: 'T-9', nickname: 'Toro', gender: 'male' };

/** The sires; `add` answers a new one. The herd's males are offered to the animal picker. */
function siresServer(add: () => Response = () => envelope(titan)) {
  return fakeServer({
    '/semen/sire': (init) => (init.method === 'POST' ? add() : pageOfItems([titan, toro])),
    [`/semen/sire/${OTHER_SIRE_ID}`]: () => envelope(toro),
    '/animal/options': () => envelope([BULL]),
  });
}

/** Fills the dialog for an outside Holstein bull, his codes typed as people do (lower case, spaces). */
function fillTitan(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Titán' } });
  fireEvent.change(within(dialog).getByLabelText(/^NAAB code/), { target: { value: '7ho 12345' } });
  fireEvent.change(within(dialog).getByLabelText(/^International id/), { target: { value: 'HOLUSAM000123456789' } });
  fireEvent.change(within(dialog).getByLabelText(/^Breed/), { target: { value: 'Holstein' } });
}

describe('the sires', { timeout: 30_000 }, () => {
  it('lists each sire with his codes, breed, herd animal and latest health test, searched and sorted', async () => {
    const requests = siresServer();
    renderApp('/semen-automation/sires');
    const table = await screen.findByRole('table', { name: 'Sires' });
    const row = within(table).getByRole('link', { name: 'Titán' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent)).toEqual(['Titán', '7HO12345', 'HOLUSAM000123456789', 'Holstein', '—', '01/08/2026 · BrucellosisNegative']);
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/semen-automation/sires/${SIRE_ID}`);
    const other = within(table).getByRole('link', { name: 'Toro' }).closest('tr')!;
    expect([...other.querySelectorAll('td')].slice(4, 6).map((cell) => cell.textContent)).toEqual(['T-9', 'No tests']);
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });

    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ desc: 'true', page: '1', limit: '25' }));
    fireEvent.change(screen.getByLabelText('Search by name or NAAB code'), { target: { value: '7HO' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ search: '7HO', desc: 'true', page: '1', limit: '25' }));
  });

  it('adds a sire: a male of the herd or an outside bull with his codes', async () => {
    const requests = siresServer();
    renderApp('/semen-automation/sires');
    fireEvent.click(await screen.findByRole('button', { name: 'Add sire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a sire' });
    fillTitan(dialog);
    await pickOption(/^Herd animal/, 'T-', /T-9/, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save sire' }));

    expect(await screen.findByText('Sire added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(posted(requests)[0]!.init)).toEqual({ name: 'Titán', animalId: ANIMAL_ID, naabCode: '7ho 12345', internationalId: 'HOLUSAM000123456789', breed: 'Holstein' });
    // Only males are offered.
    expect(requests.find((request) => request.path.startsWith('/animal/options'))!.path).toContain('gender=male');
  });

  it('checks the codes before sending, and says why a refused sire was not added under its field', async () => {
    const requests = siresServer(() => errorResponse(409, 'semen.sireNameTaken', 'A sire of this name is already registered.', [{ param: 'name', msg: 'A sire of this name is already registered.', key: 'semen.sireNameTaken' }]));
    renderApp('/semen-automation/sires');
    fireEvent.click(await screen.findByRole('button', { name: 'Add sire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a sire' });
    fillTitan(dialog);
    fireEvent.change(within(dialog).getByLabelText(/^NAAB code/), { target: { value: 'HO12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save sire' }));
    expect(await within(dialog).findByText(/^Enter a NAAB code as the stud number/)).toBeTruthy();
    expect(posted(requests)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^NAAB code/), { target: { value: '7HO12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save sire' }));
    const name = within(dialog).getByLabelText(/^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(name).findByText('A sire of this name is already registered.')).toBeTruthy();
    expect(within(dialog).getByTestId('form-alert').textContent).toBe('A sire of this name is already registered.');
    expect(screen.getByRole('dialog', { name: 'Add a sire' })).toBeTruthy();
  });

  it('changes a sire from his row, keeping his herd animal', async () => {
    const requests = siresServer();
    renderApp('/semen-automation/sires');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Toro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sire' });
    expect((within(dialog).getByLabelText(/^Herd animal/, { selector: 'input' }) as HTMLInputElement).value).toBe('T-9');
    fireEvent.change(within(dialog).getByLabelText(/^Breed/), { target: { value: 'Brahman' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save sire' }));
    expect(await screen.findByText('Sire updated.')).toBeTruthy();
    const sent = requests.find((request) => request.path === `/semen/sire/${OTHER_SIRE_ID}` && request.init.method === 'PUT')!;
    expect(bodyOf(sent.init)).toEqual({ name: 'Toro', animalId: ANIMAL_ID, naabCode: null, internationalId: null, breed: 'Brahman' });
  });

  it('says so when there are no sires, and offers a viewer without semen automation neither adding nor changing one', async () => {
    signInForTest({ modules: ['animals'] });
    fakeServer({ '/semen/sire': () => pageOfItems([]) });
    renderApp('/semen-automation/sires');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No sires yet. Add the bulls you collect semen from.');
    expect(screen.queryByRole('button', { name: 'Add sire' })).toBeNull();
  });

  it('shows the sires as cards on a phone, each opening his page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    siresServer();
    renderApp('/semen-automation/sires');
    const card = await screen.findByRole('article', { name: 'Titán' });
    expect(within(card).getByText('7HO12345 · Holstein')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/semen-automation/sires/${SIRE_ID}`);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
