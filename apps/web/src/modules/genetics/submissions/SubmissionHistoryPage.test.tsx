import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { catchDownloads } from '../../../testing/downloads';
import { fakeServer } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { renderGeneticsPage } from '../shared/testing';
import { submission, SUBMISSION_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const FILE = `/genetics/submission/${SUBMISSION_ID}/file`;
const pageOf = (items: unknown[], total = items.length) => envelope({ items, total, page: 1, limit: 25 });
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the submissions made', { timeout: 30_000 }, () => {
  it('lists each file with who made it, its animals and sections, and downloads it again', async () => {
    const click = catchDownloads('blob:submission');
    const requests = fakeServer({ '/genetics/submission': () => pageOf([submission, { ...submission, id: '00000000-0000-4000-8000-000000000b72', createdBy: null }]), [FILE]: () => new Response('regNo\n') });
    renderGeneticsPage('/genetics/data-submission');
    const table = await screen.findByRole('table', { name: 'Submissions made' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['File', 'Made', 'By', 'Animals', 'Sections', 'File to download']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual(['submission-2026-02-10-1.csv', '10/02/2026 11:20 AM', 'Fran Farmer', '1', 'Identity, Birth, Weaning', 'Download']);
    expect(cellsOf(second!)[2]).toBe('a former user');
    expect(screen.getByRole('link', { name: 'New submission' }).getAttribute('href')).toBe('/genetics/v2/data-submission');
    fireEvent.click(within(first!).getByRole('button', { name: 'Download submission-2026-02-10-1.csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests.filter((request) => request.path === FILE)).toHaveLength(1);
    click.mockRestore();
  });

  it('pages on the server', async () => {
    const requests = fakeServer({ '/genetics/submission': () => pageOf([submission], 40) });
    renderGeneticsPage('/genetics/data-submission');
    await screen.findByRole('table', { name: 'Submissions made' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/genetics/submission?page=2&limit=25'));
  });

  it('says so when none was made yet', async () => {
    fakeServer({ '/genetics/submission': () => pageOf([]) });
    renderGeneticsPage('/genetics/data-submission');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No submission made yet.');
  });

  it('says a failed download above the list', async () => {
    fakeServer({ '/genetics/submission': () => pageOf([submission]), [FILE]: () => errorResponse(404, 'errors.notFound', 'The record was not found.') });
    renderGeneticsPage('/genetics/data-submission');
    fireEvent.click(await screen.findByRole('button', { name: 'Download submission-2026-02-10-1.csv' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('The record was not found.');
  });

  it('shows the files as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    fakeServer({ '/genetics/submission': () => pageOf([submission]) });
    renderGeneticsPage('/genetics/data-submission');
    const card = await screen.findByRole('article', { name: 'submission-2026-02-10-1.csv' });
    expect(within(card).getByText('1 animal · Identity, Birth, Weaning')).toBeTruthy();
    expect(within(card).getByText('Made 10/02/2026 11:20 AM by Fran Farmer')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/genetics/submission': () => pageOf([submission]) });
    renderGeneticsPage('/genetics/data-submission');
    const table = await screen.findByRole('table', { name: 'Envíos hechos' });
    expect(cellsOf(within(table).getAllByRole('row')[1]!).slice(4)).toEqual(['Identificación, Nacimiento, Destete', 'Descargar']);
  });
});
