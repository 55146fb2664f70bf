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

/** The organisation's active users offered to link one to (Fran is not among them once deactivated). */
const ANA_ID = '00000000-0000-4000-8000-000000000b22';
const people = [
  { id: ANA_ID, name: 'Ana Ruiz' },
  { id: USER_ID, name: 'Fran Farmer' },
];

function inseminatorServer(add: () => Response = () => envelope(lucia), users: () => Response = () => envelope(people)) {
  return fakeServer({
    '/semen/inseminator': (init) => (init.method === 'POST' ? add() : pageOfItems([lucia, fran])),
    [`/semen/inseminator/${fran.id}`]: () => envelope({ ...fran, active: true }),
    '/option/user': users,
  });
}
const put = (requests: SentRequest[]) => requests.find((request) => request.path === `/semen/inseminator/${fran.id}` && request.init.method === 'PUT')!;

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

  it('adds a user of the organisation who inseminates: choosing him names the inseminator', async () => {
    const requests = inseminatorServer();
    renderApp('/semen-automation/inseminators');
    fireEvent.click(await screen.findByRole('button', { name: 'Add inseminator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an inseminator' });
    const user = (await within(dialog).findByLabelText(/^User/)) as HTMLSelectElement;
    expect([...user.options].map((option) => option.textContent)).toEqual(['No user: an outside technician', 'Ana Ruiz', 'Fran Farmer']);
    expect(user.value).toBe('');
    fireEvent.change(user, { target: { value: USER_ID } });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Fran Farmer');
    // A name typed is his own: choosing another user leaves it.
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Fran (vet)' } });
    fireEvent.change(user, { target: { value: ANA_ID } });
    fireEvent.change(user, { target: { value: USER_ID } });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Fran (vet)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    expect(await screen.findByText('Inseminator added.')).toBeTruthy();
    expect(bodyOf(posted(requests)[0]!.init)).toEqual({ name: 'Fran (vet)', userId: USER_ID, licenceNumber: null, active: true });
  });

  it('says a user refused as not of the organisation under the user', async () => {
    inseminatorServer(() => errorResponse(404, 'errors.notFound', 'Not found.', [{ param: 'userId', msg: 'Not found.', key: 'errors.notFound' }]));
    renderApp('/semen-automation/inseminators');
    fireEvent.click(await screen.findByRole('button', { name: 'Add inseminator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an inseminator' });
    fireEvent.change(await within(dialog).findByLabelText(/^User/), { target: { value: ANA_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    const user = within(dialog).getByLabelText(/^User/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(user).findByText('The record was not found.')).toBeTruthy();
  });

  it('offers the user an inseminator is linked to though deactivated, and unlinks him', async () => {
    const requests = inseminatorServer(undefined, () => envelope(people.filter((person) => person.id !== USER_ID)));
    renderApp('/semen-automation/inseminators');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fran Farmer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit inseminator' });
    const user = (await within(dialog).findByLabelText(/^User/)) as HTMLSelectElement;
    expect(user.value).toBe(USER_ID);
    expect([...user.options].map((option) => option.textContent)).toEqual(['No user: an outside technician', 'Fran Farmer', 'Ana Ruiz']);
    fireEvent.change(user, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    expect(await screen.findByText('Inseminator updated.')).toBeTruthy();
    expect(bodyOf(put(requests).init)).toEqual({ name: 'Fran Farmer', userId: null, licenceNumber: null, active: false });
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

  it('brings a retired user back, keeping the user he is linked to when the users cannot be listed', async () => {
    const requests = inseminatorServer(undefined, () => errorResponse(503, 'errors.unavailable', 'Service unavailable.'));
    renderApp('/semen-automation/inseminators');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fran Farmer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit inseminator' });
    expect(within(dialog).getByText('Linked to the user Fran Farmer.')).toBeTruthy();
    // The list is asked and refused (and asked once more) before he is saved: no select comes.
    await waitFor(() => expect(requests.filter((request) => request.path.startsWith('/option/user?'))).toHaveLength(2));
    expect(within(dialog).queryByLabelText(/^User/)).toBeNull();
    fireEvent.click(within(dialog).getByLabelText(/^Active/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save inseminator' }));
    expect(await screen.findByText('Inseminator updated.')).toBeTruthy();
    expect(bodyOf(put(requests).init)).toEqual({ name: 'Fran Farmer', userId: USER_ID, licenceNumber: null, active: true });
  });

  it('shows the user an inseminator is linked to by the user\'s name', async () => {
    const paco = { ...fran, id: '00000000-0000-4000-8000-000000000b23', name: 'Paco', user: { id: ANA_ID, name: 'Ana Ruiz' } };
    fakeServer({ '/semen/inseminator': () => pageOfItems([paco]) });
    renderApp('/semen-automation/inseminators');
    const table = await screen.findByRole('table', { name: 'Inseminators' });
    const row = within(table).getByText('Paco', { selector: 'td' }).closest('tr')!;
    expect(within(row).getByText('Ana Ruiz', { selector: 'td' })).toBeTruthy();
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
