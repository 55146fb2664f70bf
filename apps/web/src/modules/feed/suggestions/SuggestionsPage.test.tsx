import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { SILAGE_ID, SOY_ID } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const items = [
  { kind: 'useSoon', messageKey: 'feed.suggestions.useSoon', params: { name: 'Corn silage', lotNumber: 4, expiresOn: '2026-11-20', stockKg: 12000 }, lotNumber: 4, ingredientId: SILAGE_ID, savingPerTonne: null, currency: null },
  {
    kind: 'cheaperSupplier',
    messageKey: 'feed.suggestions.cheaperSupplier',
    params: { supplier: 'Piensos del Valle', name: 'Soybean meal', price: 395.5, currency: 'EUR', saving: 24.5, lotNumber: 5 },
    lotNumber: 5,
    ingredientId: SOY_ID,
    savingPerTonne: 24.5,
    currency: 'EUR',
  },
  // A key this screen does not know yet: the kind's own words.
  { kind: 'lowStock', messageKey: 'feed.suggestions.somethingNew', params: {}, lotNumber: null, ingredientId: SOY_ID, savingPerTonne: null, currency: null },
];

describe('the feed suggestions', { timeout: 30_000 }, () => {
  it('shows each suggestion as a card: its kind, the message from its key with its figures, links to the lot or the feed', async () => {
    fakeServer({ '/feed/suggestion': () => envelope({ items }) });
    renderApp('/feed-management/suggestion');
    const useSoon = await screen.findByRole('listitem', { name: 'Use soon' });
    expect(within(useSoon).getByText('Corn silage (lot 4) expires on 20/11/2026 with 12,000 kg left: feed it first.')).toBeTruthy();
    expect(within(useSoon).getByRole('link', { name: 'Open lot 4' }).getAttribute('href')).toBe('/feed-management/ingredient-inventory/4/edit');
    expect(within(useSoon).getByRole('link', { name: 'See its lots' }).getAttribute('href')).toBe(`/feed-management/ingredient-inventory?ingredientId=${SILAGE_ID}`);
    const cheaper = screen.getByRole('listitem', { name: 'Cheaper supplier' });
    expect(within(cheaper).getByText('Piensos del Valle sells Soybean meal at 395.5 EUR a tonne, 24.5 EUR less than lot 5 cost.')).toBeTruthy();
    expect(within(cheaper).getByText('Saves 24.50 EUR a tonne')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Low stock' })).getByText('A feed is running low: time to order more.')).toBeTruthy();
  });

  it('writes the figures as a Spanish reader does', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/feed/suggestion': () => envelope({ items: [items[1]] }) });
    renderApp('/feed-management/suggestion');
    const card = await screen.findByRole('listitem', { name: 'Proveedor más barato' });
    expect(within(card).getByText('Piensos del Valle vende Soybean meal a 395,5 EUR la tonelada, 24,5 EUR menos de lo que costó el lote 5.')).toBeTruthy();
  });

  it('says so when there is nothing to suggest', async () => {
    fakeServer({ '/feed/suggestion': () => envelope({ items: [] }) });
    renderApp('/feed-management/suggestion');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Nothing to suggest: no feed is expiring soon or low on stock, and no supplier is cheaper.');
  });
});
