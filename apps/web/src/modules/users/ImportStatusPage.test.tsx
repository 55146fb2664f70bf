import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { PROGRESS_POLL_MS } from './import-api';

const running = {
  id: '00000000-0000-4000-8000-000000000031',
  fileName: 'ganaderos.csv',
  status: 'running',
  totalRows: 200,
  processedRows: 50,
  createdCount: 48,
  skippedCount: 2,
  attempts: 1,
  lastError: null,
  createdBy: { id: '00000000-0000-4000-8000-000000000041', name: 'Ana Ruiz' },
  createdAt: '2026-11-01T10:00:00.000Z',
  finishedAt: null,
};
const finished = { ...running, status: 'completed', processedRows: 200, createdCount: 195, skippedCount: 5, finishedAt: '2026-11-01T10:01:00.000Z' };
const page = (items: unknown[]) => envelope({ items, total: items.length, page: 1, limit: 25 });
const rows = [
  { rowNumber: 2, email: 'marta@rancho.mx', outcome: 'created', reason: null, userId: running.createdBy.id },
  { rowNumber: 7, email: 'marta@rancho.mx', outcome: 'skipped', reason: { key: 'userImport.duplicateInFile', params: { column: 'email', row: 2 } }, userId: null },
];

beforeEach(() => {
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the import file status page', { timeout: 15_000 }, () => {
  it('shows an unfinished import’s progress bar and asks again until it is done', async () => {
    // The page asks again after PROGRESS_POLL_MS: that time passes on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    fakeServer({ '/user/import': () => page([(calls += 1) < 2 ? running : finished]) });
    renderApp('/users/import-status');
    const bar = await screen.findByRole('progressbar', { name: 'Import progress of ganaderos.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% (50 of 200)')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS);
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('cell', { name: '195' })).toBeTruthy();
  });

  it('uploads the chosen CSV file as multipart and says it was accepted', async () => {
    let uploaded = false;
    const requests = fakeServer({
      '/user/import': (init) => {
        if (init.method === 'POST') uploaded = true;
        return init.method === 'POST' ? envelope({ ...running, status: 'queued', processedRows: 0 }) : page(uploaded ? [finished] : []);
      },
    });
    renderApp('/users/import-status');
    expect(await screen.findByText('No files imported yet.')).toBeTruthy();
    const file = new File(['firstName,lastName,email,department,role\n'], 'staff.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } });
    expect(await screen.findByText('The file was accepted. Its users are being imported.')).toBeTruthy();
    const post = requests.find((request) => request.init.method === 'POST')!;
    expect((post.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: 'Report of ganaderos.csv' })).toBeTruthy();
  });

  it('shows why a file was refused, in Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({
      '/user/import': (init) =>
        init.method === 'POST' ? errorResponse(422, 'userImport.notCsv', 'x', [{ param: 'file', key: 'userImport.notCsv', msg: 'x' }]) : page([]),
    });
    renderApp('/users/import-status');
    expect(await screen.findByText('Aún no se ha importado ningún archivo.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['x'], 'staff.xlsx')] } });
    expect(await screen.findByText('Solo se aceptan archivos CSV')).toBeTruthy();
  });

  it('opens the per-row report, with the reason translated, and filters it by result', async () => {
    const requests = fakeServer({
      '/user/import': () => page([finished]),
      [`/user/import/${running.id}/rows`]: (_, url) => envelope({ items: url.includes('outcome=skipped') ? [rows[1]] : rows, total: 2, page: 1, limit: 25 }),
    });
    renderApp('/users/import-status');
    fireEvent.click(await screen.findByRole('button', { name: 'Report of ganaderos.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Report: ganaderos.csv' });
    expect(within(dialog).getByText('195 created, 5 skipped, of 200 rows')).toBeTruthy();
    // Twice: in its own column, and under the email where a phone hides that column.
    expect(await within(dialog).findAllByText('This email is already in an earlier row of the file. (row 2)')).toHaveLength(2);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Result' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Skipped' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe(`/user/import/${running.id}/rows?page=1&limit=25&outcome=skipped`));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
