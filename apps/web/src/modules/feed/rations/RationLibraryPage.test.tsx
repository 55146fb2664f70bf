import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import i18n from '../../../app/i18n';
import { renderApp } from '../../../testing/render';
import { errorResponse, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, rationSummary } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/feed/ration?')).at(-1)!.path.split('?')[1]));
const calfRation = rationSummary({ id: '00000000-0000-4000-8000-000000000f43', number: 8, name: 'Calf Lola', version: 1, target: { kind: 'animal', id: ANIMAL_ID, name: 'ES-0042', headCount: 1 }, system: 'dairyDry', costPerHead: null, appliedTo: [] });

describe('the ration library', { timeout: 30_000 }, () => {
  it('lists each ration with its version, target, system, cost and where it is fed; a row opens the ration', async () => {
    const requests = fakeServer({ '/feed/ration': () => pageOfItems([rationSummary(), calfRation]) });
    renderApp('/feed-management/ration-library');
    const table = await screen.findByRole('table', { name: 'Rations' });
    const row = within(table).getByRole('link', { name: 'Steers winter' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '7',
      'Steers winter',
      'v2',
      'Steers 2026 (group)',
      'Beef, growing and finishing',
      '1.72 EUR',
      'Steers 2026 (group) from 02/11/2026',
    ]);
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/feed-management/ration-group-suggestion?ration=7');
    const calf = within(table).getByRole('link', { name: 'Calf Lola' });
    expect(calf.getAttribute('href')).toBe('/feed-management/ration-individual-suggestion/8');
    expect([...calf.closest('tr')!.querySelectorAll('td')].slice(5).map((cell) => cell.textContent)).toEqual(['—', 'Not applied']);
    expect(lastQuery(requests)).toEqual({ page: '1', limit: '25' });

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'steer' } });
    await waitFor(() => expect(lastQuery(requests)).toEqual({ search: 'steer', page: '1', limit: '25' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ col: 'name' }));
  });

  it('says so when there are no rations, and offers both flows', async () => {
    fakeServer({ '/feed/ration': () => pageOfItems([]) });
    renderApp('/feed-management/ration-library');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No rations saved yet. Formulate one for a group or an animal and save it to the library.');
    expect(screen.getByRole('link', { name: 'Group ration' }).getAttribute('href')).toBe('/feed-management/select-animal-group');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Rations', 'Group ration', 'Individual ration', 'Inventory', 'Feed library', 'Suppliers', 'Suggestions']);
  });

  it('shows the server’s refusal with a retry', async () => {
    fakeServer({ '/feed/ration': () => errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong') });
    renderApp('/feed-management/ration-library');
    // Asked once more before it gives up (the query client's retry).
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  });

  it('shows the rations as cards on a phone, in Spanish', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    await i18n.changeLanguage('es');
    fakeServer({ '/feed/ration': () => pageOfItems([rationSummary()]) });
    renderApp('/feed-management/ration-library');
    const card = await screen.findByRole('article', { name: 'Steers winter' });
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/feed-management/ration-group-suggestion?ration=7');
    expect(within(card).getByText('Steers 2026 (grupo) · Carne: recría y engorde')).toBeTruthy();
    expect(within(card).getByText('1,72 EUR por cabeza y día')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
