import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANIMAL_ID, cattle, cow, GROUP_ID, heifers, pageOfItems, retinta } from '../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../testing/fake-server';
import { dehesa, FARM_ID } from '../../testing/farms';
import { renderApp } from '../../testing/render';
import { SEARCH_PAUSE_MS } from '../../components/admin/paging';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { typeDate } from '../../testing/dates';

beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const DAM_ID = '00000000-0000-4000-8000-000000000602';
const dam = { id: DAM_ID, tagNumber: 'ES-100', nickname: 'Luna', gender: 'female' };

const reference = {
  '/farm': () => pageOfItems([dehesa]),
  [`/farm/${FARM_ID}/zone`]: () => envelope([]),
  '/species': cattle,
  '/breeds': retinta,
  '/animal-group': () => pageOfItems([heifers]),
  '/animal/options': () => envelope([dam]),
};

const postsTo = (requests: SentRequest[], path: string) => requests.filter((request) => request.path === path && request.init.method === 'POST');

// Long forms: MUI renders slowly in jsdom when two cores run the suite in parallel.
describe('registering an animal', { timeout: 90_000 }, () => {
  it('asks for the tag number, species, gender and farm', async () => {
    fakeServer(reference);
    renderApp('/animals/add-animal');
    fireEvent.click(await screen.findByText('Save', { selector: 'button' }));
    expect(await screen.findByText('Tag number is required')).toBeTruthy();
    expect(screen.getByText('Species is required')).toBeTruthy();
    expect(screen.getByText('Gender is required')).toBeTruthy();
    expect(screen.getByText('Farm is required')).toBeTruthy();
  });

  it('offers only older females as the dam, sends the form, shows the server’s refusal under its field, then opens the added page', async () => {
    // The pickers' search waits for typing to pause: that pause passes on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let refusals = 1;
    const requests = fakeServer({
      ...reference,
      '/animal': () =>
        refusals-- > 0
          ? errorResponse(409, 'animals.tagNumberTaken', 'taken', [{ param: 'tagNumber', key: 'animals.tagNumberTaken', msg: 'taken' }])
          : envelope(cow),
      [`/animal/${ANIMAL_ID}`]: () => envelope(cow),
    });
    const { router } = renderApp(`/animals/add-animal/farm/${FARM_ID}`);
    // Text queries, not role queries: the long form makes every role query slow in jsdom.
    await screen.findByText('Cattle', { selector: 'option' });
    await screen.findAllByText('La Dehesa', { selector: 'option' });
    expect((screen.getByLabelText(/^Farm/, { selector: 'select' }) as HTMLSelectElement).value).toBe(FARM_ID);
    fireEvent.change(screen.getByLabelText(/Tag number/), { target: { value: ' ES-001 ' } });
    fireEvent.change(screen.getByLabelText(/^Species/, { selector: 'select' }), { target: { value: 'cattle' } });
    await screen.findByText('Retinta', { selector: 'option' });
    fireEvent.change(screen.getByLabelText('Breed'), { target: { value: 'retinta' } });
    fireEvent.change(screen.getByLabelText(/^Gender/), { target: { value: 'female' } });
    fireEvent.change(screen.getByLabelText('Tag colour'), { target: { value: 'yellow' } });
    typeDate('Birth date', '2024-02-10');
    fireEvent.change(screen.getByLabelText('Birth weight'), { target: { value: '35,5' } });
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: GROUP_ID } });
    fireEvent.click(screen.getByLabelText('Twin'));

    fireEvent.change(screen.getByLabelText('Dam'), { target: { value: 'lu' } });
    // The sire and surrogate pickers ask too, in their own time: take the dam's search, once it has
    // left (it is debounced, and Luna may already be offered by the search before it).
    const damSearches = () =>
      requests
        .filter((request) => request.path.startsWith('/animal/options?'))
        .map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])))
        .filter((query) => query.search === 'lu');
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
    await waitFor(() => expect(damSearches()).toEqual([{ search: 'lu', gender: 'female', bornBefore: '2024-02-10' }]));
    fireEvent.click(await screen.findByText('ES-100 · Luna', { selector: 'li' }));

    fireEvent.click(screen.getByText('Save', { selector: 'button' }));
    expect(await screen.findByText('Another animal of this organisation already has this tag number.', { selector: 'p' })).toBeTruthy();
    const sent = bodyOf(postsTo(requests, '/animal')[0]!.init);
    expect(sent).toMatchObject({
      tagNumber: 'ES-001',
      speciesCode: 'cattle',
      breedCode: 'retinta',
      gender: 'female',
      tagColour: 'yellow',
      tagType: null,
      birthDate: '2024-02-10',
      birthWeight: 35.5,
      birthWeightUnit: 'kg',
      farmId: FARM_ID,
      zoneId: null,
      groupId: GROUP_ID,
      damId: DAM_ID,
      sireId: null,
      twin: true,
      owner: null,
    });

    fireEvent.change(screen.getByLabelText(/Tag number/), { target: { value: 'ES-002' } });
    fireEvent.click(screen.getByText('Save', { selector: 'button' }));
    expect(await screen.findByText('Animal ES-001 was added to the register.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/animals/add-animal/success/${ANIMAL_ID}`);
    expect(screen.getByText('View the animal').closest('a')!.getAttribute('href')).toBe(`/animals/${ANIMAL_ID}/details`);
    expect(screen.getByText('Add another animal').closest('a')!.getAttribute('href')).toBe(`/animals/add-animal/farm/${FARM_ID}`);
  });
});

describe('editing an animal', { timeout: 40_000 }, () => {
  it('fills the form, saves with PUT and goes back to the animal', async () => {
    const requests = fakeServer({ ...reference, [`/animal/${ANIMAL_ID}`]: () => envelope(cow) });
    const { router } = renderApp(`/animals/${ANIMAL_ID}/edit`);
    const tag = (await screen.findByLabelText(/Tag number/)) as HTMLInputElement;
    expect(tag.value).toBe('ES-001');
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Paloma');
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Palomita' } });
    fireEvent.click(screen.getByText('Save', { selector: 'button' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/animals/${ANIMAL_ID}/details`));
    const put = requests.find((request) => request.init.method === 'PUT')!;
    expect(put.path).toBe(`/animal/${ANIMAL_ID}`);
    expect(bodyOf(put.init)).toMatchObject({ tagNumber: 'ES-001', nickname: 'Palomita', birthWeight: 35, farmId: FARM_ID, groupId: GROUP_ID });
  });

  it('shows why the server refuses to delete an animal with records', async () => {
    fakeServer({
      ...reference,
      [`/animal/${ANIMAL_ID}`]: (init) =>
        init.method === 'DELETE' ? errorResponse(409, 'animals.hasRecords', 'has records') : envelope(cow),
    });
    renderApp(`/animals/${ANIMAL_ID}/edit`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete animal' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This animal has offspring or records and cannot be deleted; record its removal instead.')).toBeTruthy();
  });
});
