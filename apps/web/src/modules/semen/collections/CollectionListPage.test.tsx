import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOfItems } from '../../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { signInForTest } from '../../../testing/session';
import { BATCH_ID, collection, SIRE_ID, titan, toro } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/semen/collection?')).at(-1)!.path.split('?')[1]));

describe('the semen collections list', { timeout: 30_000 }, () => {
  it('lists each collection with its sample and the batch it made; a sire narrows it', async () => {
    const requests = fakeServer({ '/semen/collection': () => pageOfItems([collection]), '/semen/sire': () => pageOfItems([titan, toro]) });
    const { router } = renderApp('/semen-automation/collections');
    const table = await screen.findByRole('table', { name: 'Collections' });
    const row = within(table).getByRole('link', { name: '7HO12345-20261015-1' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '15/10/2026 8:30 AM',
      'Titán (7HO12345)',
      'Centro Genético Norte',
      '6.5 mL',
      '1,200 million/mL',
      '75 %',
      '82 %',
      '450 straws',
      '7HO12345-20261015-1Quarantine',
    ]);
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/semen-automation/batches/${BATCH_ID}`);
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });
    expect(screen.getByRole('tab', { name: 'Collections' }).getAttribute('aria-selected')).toBe('true');

    await within(screen.getByLabelText('Sire')).findByRole('option', { name: 'Titán (7HO12345)' });
    fireEvent.change(screen.getByLabelText('Sire'), { target: { value: SIRE_ID } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ sireId: SIRE_ID, page: '1', limit: '25' }));
    expect(router.state.location.search).toBe(`?sireId=${SIRE_ID}`);
  });

  it('says so when there are no collections yet, and offers a viewer without semen automation none to record', async () => {
    signInForTest({ modules: ['animals'] });
    fakeServer({ '/semen/collection': () => pageOfItems([]), '/semen/sire': () => pageOfItems([]) });
    renderApp('/semen-automation/collections');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No collections yet. Record one after each collection from a sire.');
    expect(screen.queryByRole('link', { name: 'Record a collection' })).toBeNull();
  });
});
