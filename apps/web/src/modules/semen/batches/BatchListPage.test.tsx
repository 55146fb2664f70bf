import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { approvedBatch, BATCH_ID, quarantineBatch } from '../testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/semen/batch?')).at(-1)!.path.split('?')[1]));
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the semen batches list', { timeout: 30_000 }, () => {
  it('lists each batch with its sire, collection, straws and status; the status and the search narrow it, kept in the URL', async () => {
    const requests = fakeServer({ '/semen/batch': () => pageOfItems([quarantineBatch]) });
    const { router } = renderApp('/semen-automation');
    const table = await screen.findByRole('table', { name: 'Semen batches' });
    const row = within(table).getByRole('link', { name: '7HO12345-20261015-1' }).closest('tr')!;
    expect(cellsOf(row)).toEqual(['7HO12345-20261015-1', 'Titán (7HO12345)', '15/10/2026 8:30 AM', '450 straws', 'Quarantine']);
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/semen-automation/batches/${BATCH_ID}`);
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });
    expect(screen.getByRole('link', { name: 'Record a collection' }).getAttribute('href')).toBe('/semen-automation/collections/new');
    expect(screen.getByRole('tab', { name: 'Batches' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Thresholds' }).getAttribute('href')).toBe('/semen-automation/thresholds');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ status: 'approved', page: '1', limit: '25' }));
    expect(router.state.location.search).toBe('?status=approved');
    fireEvent.change(screen.getByLabelText('Search by batch code or sire'), { target: { value: 'Tit' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ status: 'approved', search: 'Tit', page: '1', limit: '25' }));
  });

  it('pages on the server, and starts again at the first page when a filter changes', async () => {
    const requests = fakeServer({ '/semen/batch': () => envelope({ items: [approvedBatch], total: 60, totalCapped: false, page: 1, limit: 25 }) });
    renderApp('/semen-automation');
    await screen.findByRole('table', { name: 'Semen batches' });
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ page: '2', limit: '25' }));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ status: 'approved', page: '1', limit: '25' }));
  });

  it('says so when there are no batches yet, and when none match', async () => {
    fakeServer({ '/semen/batch': () => pageOfItems([]) });
    renderApp('/semen-automation');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No batches yet. Record a collection: it makes a batch of straws in quarantine.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toBe('No batches match the search or the status.'));
  });

  it('shows the batches as cards on a phone, the status filter in the filters sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const requests = fakeServer({ '/semen/batch': () => pageOfItems([approvedBatch]) });
    renderApp('/semen-automation');
    const card = await screen.findByRole('article', { name: '7HO12345-20261015-1' });
    expect(within(card).getByText('Approved')).toBeTruthy();
    expect(within(card).getByText('Titán (7HO12345)')).toBeTruthy();
    expect(within(card).getByText('Collected 15/10/2026 8:30 AM · 450 straws in stock')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/semen-automation/batches/${BATCH_ID}`);
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('group', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Status'), { target: { value: 'quarantine' } });
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ status: 'quarantine' }));
  });

  it('speaks Spanish: the columns, the status and the straws', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/semen/batch': () => pageOfItems([quarantineBatch]) });
    renderApp('/semen-automation');
    const table = await screen.findByRole('table', { name: 'Lotes de semen' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Lote', 'Semental', 'Colectado', 'Pajuelas en existencia', 'Estado']);
    const row = within(table).getByRole('link', { name: '7HO12345-20261015-1' }).closest('tr')!;
    expect(cellsOf(row).slice(3)).toEqual(['450 pajuelas', 'Cuarentena']);
    expect(screen.getByRole('link', { name: 'Registrar una colecta' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sementales' })).toBeTruthy();
  });

  it('offers a viewer without semen automation no collection to record', async () => {
    signInForTest({ modules: ['animals'] });
    fakeServer({ '/semen/batch': () => pageOfItems([quarantineBatch]) });
    renderApp('/semen-automation');
    await screen.findByRole('table', { name: 'Semen batches' });
    expect(screen.queryByRole('link', { name: 'Record a collection' })).toBeNull();
  });
});
