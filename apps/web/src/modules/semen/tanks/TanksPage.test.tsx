import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { dehesa } from '../../../testing/farms';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { fieldTank, mainTank, TANK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/semen/tank?')).at(-1)!.path.split('?')[1]));
const posted = (requests: SentRequest[]) => requests.filter((request) => request.path === '/semen/tank' && request.init.method === 'POST');
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

function tankServer(add: () => Response = () => envelope(mainTank)) {
  return fakeServer({
    '/semen/tank': (init) => (init.method === 'POST' ? add() : pageOfItems([mainTank, fieldTank])),
    [`/semen/tank/${fieldTank.id}`]: () => envelope(fieldTank),
    '/farm': () => pageOfItems([dehesa]),
  });
}

describe('the semen tanks', { timeout: 30_000 }, () => {
  it('lists each tank with its farm, canisters, straws, packs and last count, a due count said; the search and the order go to the server', async () => {
    const requests = tankServer();
    renderApp('/semen-automation/tanks');
    const table = await screen.findByRole('table', { name: 'Semen tanks' });
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(cellsOf(row('Termo MVE 1')).slice(0, 6)).toEqual(['Termo MVE 1Count due', 'La Dehesa', '6', '120 straws', '2', 'Never counted']);
    expect(cellsOf(row('Termo de campo')).slice(0, 6)).toEqual(['Termo de campo', '—', '2', '0 straws', '0', '01/11/2026 10:00 AM']);
    expect(within(table).getByRole('link', { name: 'Termo MVE 1' }).getAttribute('href')).toBe(`/semen-automation/tanks/${TANK_ID}`);
    expect(screen.getByRole('tab', { name: 'Tanks' }).getAttribute('aria-selected')).toBe('true');
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'campo' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ search: 'campo', page: '1', limit: '25' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ search: 'campo', desc: 'true', page: '1', limit: '25' }));
  });

  it('adds a tank on a farm with its canisters', async () => {
    const requests = tankServer();
    renderApp('/semen-automation/tanks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add tank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tank' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Termo MVE 1 ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Canisters/), { target: { value: '21' } });
    await within(dialog).findByRole('option', { name: 'La Dehesa' });
    fireEvent.change(within(dialog).getByLabelText(/^Farm/), { target: { value: dehesa.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tank' }));
    expect(await within(dialog).findByText('Enter from 1 to 20 canisters.')).toBeTruthy();
    expect(posted(requests)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Canisters/), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tank' }));
    expect(await screen.findByText('Tank added.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(posted(requests)[0]!.init)).toEqual({ name: 'Termo MVE 1', farmId: dehesa.id, canisters: 6, notes: null, active: true });
  });

  it('says under the name why a tank was refused, and retires an empty one', async () => {
    const requests = tankServer(() => errorResponse(409, 'semen.tankNameTaken', 'A tank of this name already exists.', [{ param: 'name', msg: 'A tank of this name already exists.', key: 'semen.tankNameTaken' }]));
    renderApp('/semen-automation/tanks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add tank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tank' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Termo MVE 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tank' }));
    const name = within(dialog).getByLabelText(/^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(name).findByText('A tank of this name already exists.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Termo de campo' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit tank' });
    fireEvent.click(within(edit).getByLabelText(/^In use/));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save tank' }));
    expect(await screen.findByText('Tank updated.')).toBeTruthy();
    const sent = requests.find((request) => request.path === `/semen/tank/${fieldTank.id}` && request.init.method === 'PUT')!;
    expect(bodyOf(sent.init)).toEqual({ name: 'Termo de campo', farmId: null, canisters: 2, notes: null, active: false });
  });

  it('says so when there are none yet', async () => {
    fakeServer({ '/semen/tank': () => pageOfItems([]) });
    renderApp('/semen-automation/tanks');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No tanks yet. Add the liquid-nitrogen tanks your straws are kept in.');
  });

  it('offers a viewer without semen automation neither adding nor changing a tank', async () => {
    signInForTest({ modules: ['animals'] });
    fakeServer({ '/semen/tank': () => pageOfItems([mainTank]) });
    renderApp('/semen-automation/tanks');
    await screen.findByRole('table', { name: 'Semen tanks' });
    expect(screen.queryByRole('button', { name: 'Add tank' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Termo MVE 1' })).toBeNull();
  });

  it('shows the tanks as cards on a phone, and speaks Spanish', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    await i18n.changeLanguage('es');
    tankServer();
    renderApp('/semen-automation/tanks');
    const card = await screen.findByRole('article', { name: 'Termo MVE 1' });
    expect(within(card).getByText('Conteo pendiente')).toBeTruthy();
    expect(within(card).getByText('120 pajuelas en 2 paquetes · La Dehesa')).toBeTruthy();
    expect(within(card).getByText('Último conteo: Nunca contado')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/semen-automation/tanks/${TANK_ID}`);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Termos' })).toBeTruthy();
  });
});
