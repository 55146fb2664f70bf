import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { catchDownloads } from '../../../testing/downloads';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { renderGeneticsPage } from '../shared/testing';
import { REJECTED_ID, rejectedRows, rejectedUpload, upload, UPLOAD_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const LIST = '/genetics/upload';
const posts = (requests: SentRequest[]) => requests.filter((request) => request.path === LIST && request.init.method === 'POST');
const pageOf = (items: unknown[]) => envelope({ items, total: items.length, page: 1, limit: 25 });
const csv = (name = 'weaning-2025.csv') => new File(['tagNumber,weaningWeight\n'], name, { type: 'text/csv' });
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/^EPD file/, { selector: 'input[type=file]' }), { target: { files: [file] } });
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the EPD uploads', { timeout: 30_000 }, () => {
  it('uploads a good file, then shows its progress bar until it is written', async () => {
    let polls = 0;
    const requests = fakeServer({
      [LIST]: (init) => {
        if (init.method === 'POST') return envelope(upload({}), 202);
        polls += 1;
        if (polls === 1) return pageOf([rejectedUpload]);
        return pageOf([polls < 4 ? upload({ status: 'running', processed: 50 }) : upload({ status: 'completed', processed: 200, finishedAt: '2025-10-02T08:01:00.000Z' }), rejectedUpload]);
      },
    });
    renderGeneticsPage('/genetics/bulkUploadStatus');
    await screen.findByRole('table', { name: 'EPD uploads' });
    chooseFile(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('The file is being importedweaning-2025.csv is being written: its progress is in the list below.');
    const body = posts(requests)[0]!.init.body as FormData;
    expect((body.get('file') as File).name).toBe('weaning-2025.csv');

    const bar = await screen.findByRole('progressbar', { name: 'Progress of weaning-2025.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(cellsOf(screen.getByTestId(`upload-${UPLOAD_ID}`))).toEqual(['weaning-2025.csv', '02/10/2025 8:00 AM', 'Being written', '50 of 200 rows (25 %)', '']);
    await waitFor(() => expect(cellsOf(screen.getByTestId(`upload-${UPLOAD_ID}`))).toEqual(['weaning-2025.csv', '02/10/2025 8:00 AM', 'Written', '200 sheets written', '']), { timeout: 8000 });
    expect(screen.queryByRole('progressbar', { name: 'Progress of weaning-2025.csv' })).toBeNull();
  });

  it('lists a rejected file’s rows under the form, and keeps its report in the list', async () => {
    let rejected = false;
    fakeServer({
      [LIST]: (init) => {
        if (init.method !== 'POST') return pageOf(rejected ? [rejectedUpload] : []);
        rejected = true;
        return new Response(JSON.stringify({ code: 422, success: false, message: 'The file was not imported: correct the rows listed.', key: 'animals.importRejected', errors: rejectedRows, id: REJECTED_ID }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    renderGeneticsPage('/genetics/bulkUploadStatus');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No uploads yet.');
    chooseFile(csv('yearlings.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const report = await screen.findByRole('table', { name: 'Rows with problems' });
    expect([...report.querySelectorAll('tbody tr')].map((row) => cellsOf(row as HTMLElement))).toEqual([
      ['3', 'Tag number', 'No animal of the herd has this tag number.'],
      ['7', 'weaningDate', 'A weaning weight is taken at 160 to 250 days of age.'],
    ]);
    expect(screen.getByTestId('form-alert').textContent).toContain('2 problems in the file: nothing was written. Correct them and upload it again.');

    const row = await screen.findByTestId(`upload-${REJECTED_ID}`);
    expect(cellsOf(row).slice(2, 4)).toEqual(['Rejected', '2 problems in 40 rows']);
    fireEvent.click(within(row).getByRole('button', { name: 'Report of yearlings.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report of yearlings.xlsx' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByText('Correct these rows in the file and upload it again.')).toBeTruthy();
  });

  it('asks for a CSV or XLSX file before sending', async () => {
    const requests = fakeServer({ [LIST]: () => pageOf([]) });
    renderGeneticsPage('/genetics/bulkUploadStatus');
    await screen.findByTestId('empty-state');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload a CSV or XLSX file.')).toBeTruthy();
    chooseFile(new File(['x'], 'notes.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload a CSV or XLSX file.')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it('downloads the template', async () => {
    const click = catchDownloads('blob:template');
    const requests = fakeServer({ [LIST]: () => pageOf([]), '/genetics/upload-template': () => new Response('tagNumber,regNo\n') });
    renderGeneticsPage('/genetics/bulkUploadStatus');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the CSV template' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests.some((request) => request.path === '/genetics/upload-template')).toBe(true);
    click.mockRestore();
  });

  it('says why a failed upload wrote nothing', async () => {
    const failed = upload({ status: 'failed', attempts: 3, lastError: 'The database was unavailable.', finishedAt: '2025-10-02T08:05:00.000Z' });
    fakeServer({ [LIST]: () => pageOf([failed]) });
    renderGeneticsPage('/genetics/bulkUploadStatus');
    const row = await screen.findByTestId(`upload-${UPLOAD_ID}`);
    expect(cellsOf(row).slice(2, 4)).toEqual(['Failed', 'Nothing written']);
    fireEvent.click(within(row).getByRole('button', { name: 'Report of weaning-2025.csv' }));
    expect(within(await screen.findByRole('dialog')).getByText('Writing failed after 3 attempts, and nothing was written: The database was unavailable.')).toBeTruthy();
  });

  it('says so when the list cannot be read', async () => {
    fakeServer({ [LIST]: () => errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong. Please try after sometime.') });
    renderGeneticsPage('/genetics/bulkUploadStatus');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try after sometime.');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ [LIST]: () => pageOf([upload({ status: 'running', processed: 50 }), rejectedUpload]) });
    renderGeneticsPage('/genetics/bulkUploadStatus');
    const table = await screen.findByRole('table', { name: 'Archivos de DEP subidos' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Archivo', 'Subido', 'Estado', 'Avance', 'Informe']);
    expect(cellsOf(screen.getByTestId(`upload-${UPLOAD_ID}`)).slice(2, 4)).toEqual(['Guardándose', '50 de 200 filas (25 %)']);
    expect(cellsOf(screen.getByTestId(`upload-${REJECTED_ID}`)).slice(2, 4)).toEqual(['Rechazado', '2 problemas en 40 filas']);
    expect(screen.getByRole('button', { name: 'Descargar la plantilla CSV' })).toBeTruthy();
  });
});
