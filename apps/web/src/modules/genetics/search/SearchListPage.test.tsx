import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { BREED_CODE, BULL_ID, COW_ID, herdReference, listPage, lola, toro } from '../list/testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const first = { timeout: 15_000 };
const CRITERIA = `weaningWeight.minEpd=10&weaningWeight.minAccuracy=0.3&birthWeight.maxEpd=2&gender=male&breedCode=${BREED_CODE}`;
const bodies = (requests: SentRequest[]) => requests.filter((request) => request.path === '/genetics/search').map((request) => bodyOf(request.init));
const chipsOf = (name = 'Search criteria') => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);

describe('the search results', { timeout: 60_000 }, () => {
  it('sends the URL’s criteria, says them in words, and lists the animals found', async () => {
    const requests = fakeServer({ ...herdReference, '/genetics/search': () => listPage([toro]) });
    renderApp(`/search-list?${CRITERIA}`);
    const table = await screen.findByRole('table', { name: 'Animals found' }, first);
    expect(within(table).getByRole('link', { name: 'T-100' }).getAttribute('href')).toBe(`/genetics/epd-info/${BULL_ID}`);
    expect(bodies(requests).at(-1)).toEqual({
      ranges: [
        { trait: 'birthWeight', maxEpd: 2 },
        { trait: 'weaningWeight', minEpd: 10, minAccuracy: 0.3 },
      ],
      gender: 'male',
      breedCode: BREED_CODE,
      includeInactive: false,
      sort: 'tagNumber',
      desc: false,
      page: 1,
      limit: 25,
    });
    await waitFor(() => expect(chipsOf()).toContain('Angus'));
    expect(chipsOf()).toEqual(['Birth weight: EPD at most +2.0 kg', 'Weaning weight: EPD at least +10.0 kg, accuracy at least 0.30', 'Male', 'Angus']);
    expect(screen.getByRole('link', { name: 'Refine search' }).getAttribute('href')).toBe(
      `/genetic-search?birthWeight.maxEpd=2&weaningWeight.minEpd=10&weaningWeight.minAccuracy=0.3&gender=male&breedCode=${BREED_CODE}`,
    );
  });

  it('sorts and pages on the server, kept in the URL with the criteria', async () => {
    const requests = fakeServer({ ...herdReference, '/genetics/search': () => envelope({ items: [toro, lola], total: 40, page: 1, limit: 25 }) });
    const { router } = renderApp(`/search-list?${CRITERIA}`);
    const table = await screen.findByRole('table', { name: 'Animals found' }, first);
    fireEvent.click(within(table).getByRole('button', { name: /^Yearling weight/ }));
    await waitFor(() => expect(bodies(requests).at(-1)).toMatchObject({ sort: 'epd:yearlingWeight', desc: true, page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodies(requests).at(-1)).toMatchObject({ sort: 'epd:yearlingWeight', desc: true, page: 2 }));
    const url = new URLSearchParams(router.state.location.search);
    expect([url.get('col'), url.get('page'), url.get('weaningWeight.minEpd')]).toEqual(['epd:yearlingWeight', '2', '10']);
    fireEvent.click(screen.getByLabelText('Compare T-100 · Toro'));
    fireEvent.click(screen.getByLabelText('Compare V-7 · Lola'));
    expect(screen.getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe(`/compare-genetic?ids=${BULL_ID}&ids=${COW_ID}`);
  });

  it('says so when nothing meets the criteria', async () => {
    fakeServer({ ...herdReference, '/genetics/search': () => listPage([]) });
    renderApp('/search-list');
    expect((await screen.findByTestId('empty-state', undefined, first)).textContent).toBe('No animal meets every criterion. Refine the search and widen a range.');
    expect(chipsOf()).toEqual(['Every animal with EPDs']);
  });

  it('shows the server’s refusal', async () => {
    fakeServer({ ...herdReference, '/genetics/search': () => errorResponse(422, 'validation.invalid', 'Invalid') });
    renderApp('/search-list?milk.minEpd=3');
    const alert = await screen.findByRole('alert', undefined, first);
    expect(alert.textContent).toContain('This value is not valid.');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...herdReference, '/genetics/search': () => listPage([toro]) });
    renderApp(`/search-list?${CRITERIA}&includeInactive=true`);
    await screen.findByRole('table', { name: 'Animales encontrados' }, first);
    expect(chipsOf('Criterios de búsqueda').slice(0, 3)).toEqual(['Peso al nacer: DEP como máximo +2,0 kg', 'Peso al destete: DEP como mínimo +10,0 kg, precisión como mínimo 0,30', 'Macho']);
    expect(chipsOf('Criterios de búsqueda')).toContain('Incluye animales vendidos y muertos');
    expect(screen.getByRole('link', { name: 'Afinar la búsqueda' })).toBeTruthy();
  });
});
