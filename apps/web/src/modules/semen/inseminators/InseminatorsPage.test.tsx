import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { lucia, USER_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/semen/inseminator?')).at(-1)!.path.split('?')[1]));
const posted = (requests: SentRequest[]) => requests.filter((request) => request.path === '/semen/inseminator' && request.init.method === 'POST');
/** A user of the organisation who inseminates, retired. */
const fran = { ...lucia, id: '00000000-0000-4000-8000-000000000b21', name: 'Fran Farmer', user: { id: USER_ID, name: 'Fran Farmer' }, licenceNumber: null, active: false };

function inseminatorServer(add: () => Response = () => envelope(lucia)) {
  return fakeServer({
    '/semen/inseminator': (init) => (init.method === 'POST' ? add() : pageOfItems([lucia, fran])),
    [`/semen/inseminator/${fran.id}`]: () => envelope({ ...fran, active: true }),
  });
}

describe('the inseminators', { timeout: 30_000 }, () => {
  it('lists each inseminator with the licence, the user and whether active; the filter narrows them', async () => {
    const requests = inseminatorServer();
    renderApp('/semen-automation/inseminators');
    const table = await screen.findByRole('table', { name: 'Inseminators' });
    const cells = (name: string) => [...within(table).getAllByText(name, { selector: 'td' })[0]!.closest('tr')!.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent);
    expect(cells('Lucía Ramos')).toEqual(['Lucía Ramos', 'INS-2041', 'Outside technician', 'Active']);
    expect(cells('Fran Farmer')).toEqual(['Fran Farmer', '—', 'Fran Farmer', 'Retired']);
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });

    fireEvent.change(screen.getByLabelText('Active'), { target: { value: 'true' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ active: 'true', page: '1', limit: '25' }));
    fireEvent.change(screen.getByLabelText('Search by name or licence'), { target: { value: 'INS' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ active: 'true', search: 'INS', page: '1', limit: '25' }));
  });

  it('adds an outside technician with his licence', async () => {
    const requests = inseminatorServer();
    renderApp('/semen-automation/inseminators');
    fireEvent.click(await screen.findByRole('button', { name: 'Add inseminator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an inseminator' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Lucía Ramos' } });
    fireEvent.change(within(dialog).getByLabelText(/^Licence number/), { target: { value: 'INS-2041' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    expect(await screen.findByText('Inseminator added.')).toBeTruthy();
    expect(bodyOf(posted(requests)[0]!.init)).toEqual({ name: 'Lucía Ramos', userId: null, licenceNumber: 'INS-2041', active: true });
  });

  it('says why a refused inseminator was not added, under the name', async () => {
    inseminatorServer(() => errorResponse(409, 'semen.inseminatorNameTaken', 'An inseminator of this name is already registered.', [{ param: 'name', msg: 'An inseminator of this name is already registered.', key: 'semen.inseminatorNameTaken' }]));
    renderApp('/semen-automation/inseminators');
    fireEvent.click(await screen.findByRole('button', { name: 'Add inseminator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an inseminator' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Lucía Ramos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    const name = within(dialog).getByLabelText(/^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(name).findByText('An inseminator of this name is already registered.')).toBeTruthy();
  });

  it('brings a retired user back, keeping the user he is linked to', async () => {
    const requests = inseminatorServer();
    renderApp('/semen-automation/inseminators');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fran Farmer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit inseminator' });
    expect(within(dialog).getByText('Linked to the user Fran Farmer.')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(/^Active/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    expect(await screen.findByText('Inseminator updated.')).toBeTruthy();
    const sent = requests.find((request) => request.path === `/semen/inseminator/${fran.id}` && request.init.method === 'PUT')!;
    expect(bodyOf(sent.init)).toEqual({ name: 'Fran Farmer', userId: USER_ID, licenceNumber: null, active: true });
  });

  it('offers a viewer without semen automation neither adding nor changing an inseminator', async () => {
    signInForTest({ modules: ['animals'] });
    fakeServer({ '/semen/inseminator': () => pageOfItems([lucia]) });
    renderApp('/semen-automation/inseminators');
    await screen.findByRole('table', { name: 'Inseminators' });
    expect(screen.queryByRole('button', { name: 'Add inseminator' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Edit ${lucia.name}` })).toBeNull();
  });

  it('says so when there are none yet', async () => {
    fakeServer({ '/semen/inseminator': () => pageOfItems([]) });
    renderApp('/semen-automation/inseminators');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No inseminators yet. Add the people who inseminate your herd.');
  });
});
