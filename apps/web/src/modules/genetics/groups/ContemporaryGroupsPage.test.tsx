import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { renderGeneticsPage } from '../shared/testing';
import { GROUP_ID, LONE_GROUP_ID, loneGroup, weaningGroup } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const LIST = '/genetics/contemporary-group';
const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith(`${LIST}?`)).at(-1)!.path.split('?')[1]));
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

function groupsServer(extra: Record<string, (init: RequestInit) => Response> = {}) {
  return fakeServer({ [LIST]: () => pageOfItems([weaningGroup, loneGroup]), ...extra });
}

describe('the contemporary groups', { timeout: 30_000 }, () => {
  it('lists a trait’s groups with size, how they were made and their criteria; a group of one contributes nothing', async () => {
    const requests = groupsServer();
    const { router } = renderGeneticsPage('/genetics/contemporaryGroups?trait=weaning');
    const table = await screen.findByRole('table', { name: 'Contemporary groups of weaning' });
    expect(lastListQuery(requests)).toEqual({ trait: 'weaning', page: '1', limit: '25' });
    expect(screen.getByRole('tab', { name: 'Weaning' }).getAttribute('aria-selected')).toBe('true');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Code', 'Animals', 'Made', 'Born', 'Weighed', 'Sex', 'Herd and management', 'Actions']);
    const row = within(table).getByRole('link', { name: 'WW-2025-002' }).closest('tr')!;
    expect(cellsOf(row).slice(0, 7)).toEqual(['WW-2025-002', '14 animals', 'By the rules', '20/02/2025\u00a0– 30/04/2025', '22/09/2025\u00a0– 23/09/2025', 'Bull', 'DEH · P1']);
    expect(within(row).getByRole('link', { name: 'WW-2025-002' }).getAttribute('href')).toBe(`/genetics/contemporaryGroup/edit/weaning/${GROUP_ID}`);
    const lone = within(table).getByRole('link', { name: 'LATE-1' }).closest('tr')!;
    expect(cellsOf(lone).slice(0, 7)).toEqual(['LATE-1', '1 animalContributes nothing', 'By hand', '02/07/2025', '10/12/2025', 'Steer', '—']);
    expect(screen.getByRole('link', { name: 'Add group' }).getAttribute('href')).toBe('/genetics/contemporaryGroup/add?trait=weaning');
    expect(screen.getByRole('link', { name: 'Move animals' }).getAttribute('href')).toBe('/genetics/manage-animal-group');

    fireEvent.change(screen.getByLabelText('Search by group code'), { target: { value: 'WW' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ trait: 'weaning', search: 'WW', page: '1', limit: '25' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Animals' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ col: 'size' }));
    expect(router.state.location.search).toContain('col=size');

    fireEvent.click(screen.getByRole('tab', { name: 'Birth' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ trait: 'birth', page: '1', limit: '25' }));
    // A birth group has no weighing.
    expect(within(await screen.findByRole('table', { name: 'Contemporary groups of birth' })).queryByRole('columnheader', { name: 'Weighed' })).toBeNull();
  });

  it('builds a trait’s groups once confirmed, and says how many groups, animals and lone calves it made', async () => {
    const requests = groupsServer({ [`${LIST}/build`]: () => envelope({ trait: 'weaning', groups: 12, animals: 130, singletons: 3 }) });
    renderGeneticsPage('/genetics/contemporaryGroups?trait=weaning');
    fireEvent.click(await screen.findByRole('button', { name: 'Build weaning groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Build the weaning groups?' });
    expect(within(dialog).getByText('The groups the last build made are replaced. Groups made or edited by hand, and their animals, are kept.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Build' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe('Contemporary groups built.12 groups of 130 animals. 3 calves are alone in their group and contribute nothing.');
    expect(bodyOf(requests.find((request) => request.path === `${LIST}/build`)!.init)).toEqual({ trait: 'weaning' });
  });

  it('deletes a group once confirmed, with the spec’s words', async () => {
    const requests = groupsServer({ [`${LIST}/weaning/${LONE_GROUP_ID}`]: () => envelope({ id: LONE_GROUP_ID }) });
    renderGeneticsPage('/genetics/contemporaryGroups?trait=weaning');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group LATE-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete record' });
    expect(within(dialog).getByText('Are you sure you want to delete this record?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Contemporary group deleted successfully.');
    expect(requests.filter((request) => request.init.method === 'DELETE').map((request) => request.path)).toEqual([`${LIST}/weaning/${LONE_GROUP_ID}`]);
  });

  it('says so when a trait has no groups yet, and when the server fails', async () => {
    let fail = false;
    fakeServer({ [LIST]: () => (fail ? errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong. Please try after sometime.') : pageOfItems([])) });
    renderGeneticsPage('/genetics/contemporaryGroups');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No groups of this record yet. Build them by the association’s rules, or add one by hand.');
    expect(screen.getByRole('tab', { name: 'Birth' }).getAttribute('aria-selected')).toBe('true');
    fail = true;
    fireEvent.click(screen.getByRole('tab', { name: 'Carcass' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try after sometime.');
  });

  it('shows the groups as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    groupsServer();
    renderGeneticsPage('/genetics/contemporaryGroups?trait=weaning');
    const card = await screen.findByRole('article', { name: 'LATE-1' });
    expect(within(card).getByText('Contributes nothing')).toBeTruthy();
    expect(within(card).getByText('1 animal · Steer · By hand')).toBeTruthy();
    expect(within(card).getByText('Born 02/07/2025 · weighed 10/12/2025')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/genetics/contemporaryGroup/edit/weaning/${LONE_GROUP_ID}`);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    groupsServer({ [`${LIST}/weaning/${LONE_GROUP_ID}`]: () => envelope({ id: LONE_GROUP_ID }) });
    renderGeneticsPage('/genetics/contemporaryGroups?trait=weaning');
    const table = await screen.findByRole('table', { name: 'Grupos contemporáneos de destete' });
    const lone = within(table).getByRole('link', { name: 'LATE-1' }).closest('tr')!;
    expect(cellsOf(lone).slice(0, 3)).toEqual(['LATE-1', '1 animalNo aporta nada', 'A mano']);
    expect(screen.getByRole('button', { name: 'Formar los grupos de destete' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar el grupo LATE-1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Grupo contemporáneo eliminado correctamente.');
  });
});
