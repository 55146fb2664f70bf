import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { pickOption } from '../../../testing/autocomplete';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { CALF_ID, OTHER_CALF_ID, renderGeneticsPage } from '../shared/testing';
import { GROUP_ID, weaningGroup } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const MOVE = '/genetics/contemporary-group/move';
const moves = (requests: SentRequest[]) => requests.filter((request) => request.path === MOVE);
const calves = [
  { id: CALF_ID, tagNumber: 'ES-0100', nickname: 'Lucero', gender: 'male' },
  { id: OTHER_CALF_ID, tagNumber: 'ES-0101', nickname: null, gender: 'male' },
];

function moveServer(move: (init: RequestInit) => Response = (init) => envelope({ moved: (bodyOf(init) as { animalIds: string[] }).animalIds.length })) {
  return fakeServer({
    '/animal/options': () => envelope(calves),
    '/genetics/contemporary-group': () => pageOfItems([weaningGroup]),
    [MOVE]: move,
  });
}

async function chooseCalves(form: HTMLElement) {
  await pickOption(/^Add an animal/, 'ES-01', /ES-0100 · Lucero/, form);
  await pickOption(/^Add an animal/, 'ES-01', /^ES-0101$/, form);
}

describe('moving animals between contemporary groups', { timeout: 30_000 }, () => {
  it('moves the animals picked into a group of the trait, says how many, and is ready for the next move', async () => {
    const requests = moveServer();
    renderGeneticsPage('/genetics/manage-animal-group');
    const form = await screen.findByTestId('move-form');
    fireEvent.change(within(form).getByLabelText(/^Record/), { target: { value: 'weaning' } });
    await chooseCalves(form);
    expect(within(form).getByRole('radio', { name: 'Into a weaning group' })).toHaveProperty('checked', true);
    await pickOption(/^Group/, 'WW', /WW-2025-002 · 14 animals/, form);
    await waitFor(() => expect(requests.some((request) => request.path.startsWith('/genetics/contemporary-group?') && request.path.includes('trait=weaning'))).toBe(true));
    fireEvent.click(within(form).getByRole('button', { name: 'Move the animals' }));

    expect((await screen.findByTestId('form-alert')).textContent).toBe('Contemporary group updated successfully.2 animals moved into WW-2025-002.');
    expect(bodyOf(moves(requests)[0]!.init)).toEqual({ trait: 'weaning', groupId: GROUP_ID, animalIds: [CALF_ID, OTHER_CALF_ID] });
    expect(within(form).getByTestId('animals-chosen').textContent).toBe('No animal chosen yet.');
    expect((within(form).getByLabelText(/^Record/) as HTMLSelectElement).value).toBe('weaning');
  });

  it('takes animals out of every group of the trait', async () => {
    const requests = moveServer();
    renderGeneticsPage('/genetics/manage-animal-group');
    const form = await screen.findByTestId('move-form');
    fireEvent.change(within(form).getByLabelText(/^Record/), { target: { value: 'yearling' } });
    await chooseCalves(form);
    fireEvent.click(within(form).getByRole('radio', { name: 'Out of every yearling group' }));
    expect(within(form).queryByLabelText(/^Group/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Move the animals' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Contemporary group updated successfully.2 animals moved out of every yearling group.');
    expect(bodyOf(moves(requests)[0]!.init)).toEqual({ trait: 'yearling', groupId: null, animalIds: [CALF_ID, OTHER_CALF_ID] });
  });

  it('asks for the trait, the animals and the group before sending', async () => {
    const requests = moveServer();
    renderGeneticsPage('/genetics/manage-animal-group');
    const form = await screen.findByTestId('move-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Move the animals' }));
    expect(await within(form).findByText('Choose the trait.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one animal.')).toBeTruthy();
    expect(within(form).getByText('This field is required.')).toBeTruthy();
    expect(moves(requests)).toHaveLength(0);
  });

  it('shows a group the server does not find under the group, and its heading above the button', async () => {
    moveServer(() => errorResponse(404, 'errors.notFound', 'The record was not found.', [{ param: 'groupId', msg: 'The record was not found.', key: 'errors.notFound' }]));
    renderGeneticsPage('/genetics/manage-animal-group');
    const form = await screen.findByTestId('move-form');
    fireEvent.change(within(form).getByLabelText(/^Record/), { target: { value: 'weaning' } });
    await chooseCalves(form);
    await pickOption(/^Group/, 'WW', /WW-2025-002/, form);
    fireEvent.click(within(form).getByRole('button', { name: 'Move the animals' }));
    const group = within(form).getByLabelText(/^Group/, { selector: 'input' }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(group).findByText('The record was not found.')).toBeTruthy();
    expect(within(form).getByTestId('form-alert').textContent).toBe('The record was not found.');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    moveServer();
    renderGeneticsPage('/genetics/manage-animal-group');
    const form = await screen.findByTestId('move-form');
    fireEvent.change(within(form).getByLabelText(/^Registro/), { target: { value: 'weaning' } });
    expect(within(form).getByRole('radio', { name: 'A un grupo de destete' })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'Fuera de todos los grupos de destete' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Mover los animales' }));
    expect(await within(form).findByText('Elija al menos un animal.')).toBeTruthy();
  });
});
