import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { pickOption } from '../../../testing/autocomplete';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { CALF_ID, OTHER_CALF_ID, renderGeneticsPage } from '../shared/testing';
import { GROUP_ID, weaningGroup, weaningGroupDetail } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const LIST = '/genetics/contemporary-group';
const GROUP_PATH = `${LIST}/weaning/${GROUP_ID}`;
const sent = (requests: SentRequest[], method: string) => requests.filter((request) => request.path.startsWith(LIST) && request.init.method === method);
const calves = [
  { id: CALF_ID, tagNumber: 'ES-0100', nickname: 'Lucero', gender: 'male' },
  { id: OTHER_CALF_ID, tagNumber: 'ES-0101', nickname: null, gender: 'male' },
];

/** The herd's calves to pick; the group; `save` answers a POST or PUT. */
function groupServer(save: () => Response = () => envelope(weaningGroupDetail)) {
  return fakeServer({
    '/animal/options': () => envelope(calves),
    [LIST]: (init) => (init.method === 'POST' ? save() : pageOfItems([weaningGroup])),
    [GROUP_PATH]: (init) => (init.method === 'PUT' ? save() : init.method === 'DELETE' ? envelope({ id: GROUP_ID }) : envelope(weaningGroupDetail)),
  });
}
const chips = (form: HTMLElement) => within(within(form).getByRole('list', { name: 'Chosen animals' })).getAllByRole('listitem').map((item) => item.querySelector('.MuiChip-label')?.textContent);
const fieldOf = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label, { selector: 'input' }).closest('.MuiFormControl-root') as HTMLElement;

describe('adding a contemporary group', { timeout: 30_000 }, () => {
  it('sends the trait, code and the animals picked, and opens the trait’s groups saying so', async () => {
    const requests = groupServer();
    const { router } = renderGeneticsPage('/genetics/contemporaryGroup/add?trait=weaning');
    const form = await screen.findByTestId('group-form');
    expect((within(form).getByLabelText(/^Record/) as HTMLSelectElement).value).toBe('weaning');
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: ' WW-2025-009 ' } });
    await pickOption(/^Add an animal/, 'ES-01', /ES-0100 · Lucero/, form);
    await pickOption(/^Add an animal/, 'ES-01', /^ES-0101$/, form);
    // Picked twice, an animal is in once.
    await pickOption(/^Add an animal/, 'ES-01', /ES-0100 · Lucero/, form);
    expect(chips(form)).toEqual(['ES-0100 · Lucero', 'ES-0101']);
    expect(within(form).getByTestId('animals-chosen').textContent).toBe('2 animals chosen');
    expect(within(form).getByText('An animal added here leaves its other weaning group.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contemporary group added.')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/genetics/contemporaryGroups?trait=weaning');
    expect(bodyOf(sent(requests, 'POST')[0]!.init)).toEqual({ trait: 'weaning', code: 'WW-2025-009', animalIds: [CALF_ID, OTHER_CALF_ID] });
  });

  it('asks for the trait and the code before sending, and shows a code taken under its field', async () => {
    const requests = groupServer(() => errorResponse(409, 'genetics.groupCodeTaken', 'A contemporary group of this trait already has this code.', [{ param: 'code', msg: 'A contemporary group of this trait already has this code.', key: 'genetics.groupCodeTaken' }]));
    renderGeneticsPage('/genetics/contemporaryGroup/add');
    const form = await screen.findByTestId('group-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose the trait.')).toBeTruthy();
    expect(within(fieldOf(form, /^Code/)).getByText('This field is required.')).toBeTruthy();
    expect(sent(requests, 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Record/), { target: { value: 'weaning' } });
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'WW-2025-002' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(form, /^Code/)).findByText('A contemporary group of this trait already has this code.')).toBeTruthy();
    expect(sent(requests, 'POST')).toHaveLength(1);
  });
});

describe('editing a contemporary group', { timeout: 30_000 }, () => {
  it('shows the group’s criteria and animals, removes one, and saves with the spec’s words', async () => {
    const requests = groupServer();
    const { router } = renderGeneticsPage(`/genetics/contemporaryGroup/edit/weaning/${GROUP_ID}`);
    const form = await screen.findByTestId('group-form');
    expect((within(form).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('WW-2025-002');
    const terms = [...form.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Record: Weaning', 'Made: By the rules', 'Born: 20/02/2025\u00a0– 30/04/2025', 'Weighed: 22/09/2025\u00a0– 23/09/2025', 'Sex: Bull', 'Herd: DEH', 'Management code: P1']);
    expect(within(form).getByText('Built by the rules: the next build replaces it, unless it is edited here (it is then kept).')).toBeTruthy();
    expect(chips(form)).toEqual(['ES-0100 · Lucero', 'ES-0101']);
    fireEvent.click(within(form).getByRole('img', { name: 'Remove ES-0101' }));
    expect(chips(form)).toEqual(['ES-0100 · Lucero']);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contemporary group updated successfully.')).toBeTruthy();
    expect(router.state.location.search).toBe('?trait=weaning');
    expect(bodyOf(sent(requests, 'PUT')[0]!.init)).toEqual({ code: 'WW-2025-002', animalIds: [CALF_ID] });
  });

  it('names an animal the server does not find under the animals', async () => {
    groupServer(() => errorResponse(404, 'errors.notFound', 'The record was not found.', [{ param: 'animalIds.1', msg: 'The record was not found.', key: 'errors.notFound' }]));
    renderGeneticsPage(`/genetics/contemporaryGroup/edit/weaning/${GROUP_ID}`);
    const form = await screen.findByTestId('group-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('ES-0101: The record was not found.')).toBeTruthy();
  });

  it('deletes the group once confirmed, and the list says so', async () => {
    const requests = groupServer();
    const { router } = renderGeneticsPage(`/genetics/contemporaryGroup/edit/weaning/${GROUP_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete record' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contemporary group deleted successfully.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/genetics/contemporaryGroups');
    expect(sent(requests, 'DELETE')).toHaveLength(1);
  });

  it('says a group of another organisation is not found', async () => {
    fakeServer({ [GROUP_PATH]: () => errorResponse(404, 'errors.notFound', 'The record was not found.') });
    renderGeneticsPage(`/genetics/contemporaryGroup/edit/weaning/${GROUP_ID}`);
    expect((await screen.findByTestId('record-not-found')).textContent).toContain('This contemporary group is not in your organisation, or it was deleted.');
  });

  it('says a group of a trait that is none is not found, without asking', async () => {
    const requests = fakeServer({});
    renderGeneticsPage(`/genetics/contemporaryGroup/edit/milk/${GROUP_ID}`);
    expect((await screen.findByTestId('record-not-found')).textContent).toContain('This contemporary group is not in your organisation, or it was deleted.');
    expect(sent(requests, 'GET')).toHaveLength(0);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    groupServer();
    renderGeneticsPage(`/genetics/contemporaryGroup/edit/weaning/${GROUP_ID}`);
    const form = await screen.findByTestId('group-form');
    expect(within(form).getByText('Formado por las reglas: la siguiente formación lo reemplaza, salvo que se edite aquí (entonces se conserva).')).toBeTruthy();
    expect(within(form).getByTestId('animals-chosen').textContent).toBe('2 animales elegidos');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Grupo contemporáneo actualizado correctamente.')).toBeTruthy();
  });
});
