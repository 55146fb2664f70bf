import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pickOption } from '../../../testing/autocomplete';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { calfSheet } from '../sheets/testing';
import { CALF_ID, renderGeneticsPage } from '../shared/testing';
import { conflicting, GENOTYPE_ID, labFile } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const GENOTYPE_PATH = `/genetics/genotype/${GENOTYPE_ID}`;
const sent = (requests: SentRequest[], method: string) => requests.filter((request) => request.path.startsWith('/genetics/genotype') && request.init.method === method);
const formOf = (request: SentRequest) => request.init.body as FormData;

/** The herd's calf to pick, his sheet, and the genotype page opened once saved; `save` answers the POST or PUT. */
function genotypeServer(save: () => Response = () => envelope(conflicting)) {
  return fakeServer({
    '/animal/options': () => envelope([{ id: CALF_ID, tagNumber: 'ES-0100', nickname: 'Lucero', gender: 'male' }]),
    [`/genetics/animal/${CALF_ID}/epd-data`]: () => envelope(calfSheet),
    '/genetics/genotype': (init) => (init.method === 'POST' ? save() : envelope({ items: [], total: 0, page: 1, limit: 25 })),
    [GENOTYPE_PATH]: (init) => (init.method === 'PUT' ? save() : envelope(conflicting)),
  });
}

const fieldOf = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label, { selector: 'input,textarea' }).closest('.MuiFormControl-root') as HTMLElement;
const chooseFile = (form: HTMLElement, label: RegExp, file: File) => fireEvent.change(within(form).getByLabelText(label, { selector: 'input[type=file]' }), { target: { files: [file] } });

function fillSample(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText(/^Technician name/), { target: { value: ' Ana María López ' } });
  fireEvent.change(within(form).getByLabelText(/^Geno data/), { target: { value: 'Neogen GGP Bovine 50K' } });
  fireEvent.change(within(form).getByLabelText(/^Service note/), { target: { value: 'Hair sample, tail switch' } });
}

describe('registering a genotype', { timeout: 30_000 }, () => {
  it('sends the form and the lab’s file as multipart, then opens the genotype saying so', async () => {
    const requests = genotypeServer();
    const { router } = renderGeneticsPage('/genoList/genoReg');
    const form = await screen.findByTestId('genotype-form');
    await pickOption(/^Animal/, 'ES-01', /ES-0100 · Lucero/, form);
    fillSample(form);
    const file = labFile();
    chooseFile(form, /^SNP file/, file);
    expect(within(form).getByTestId('snpFile-chosen').textContent).toBe('FinalReport_ES0100.txt');
    // A FinalReport needs no .map.
    expect(within(form).queryByLabelText(/^PLINK \.map file/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Genotype registered.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/genoList/geno/${GENOTYPE_ID}`);
    const body = formOf(sent(requests, 'POST')[0]!);
    expect([...body.keys()]).toEqual(['animalId', 'technicianName', 'genoData', 'serviceNote', 'snpFile']);
    expect(body.get('animalId')).toBe(CALF_ID);
    expect(body.get('technicianName')).toBe('Ana María López');
    expect(body.get('genoData')).toBe('Neogen GGP Bovine 50K');
    expect(body.get('serviceNote')).toBe('Hair sample, tail switch');
    expect((body.get('snpFile') as File).name).toBe('FinalReport_ES0100.txt');
  });

  it('requires every field with the spec’s messages, and letters only in the technician’s name', async () => {
    const requests = genotypeServer();
    renderGeneticsPage('/genoList/genoReg');
    const form = await screen.findByTestId('genotype-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose the animal.')).toBeTruthy();
    expect(within(fieldOf(form, /^Technician name/)).getByText('Technician name is required')).toBeTruthy();
    expect(within(fieldOf(form, /^Geno data/)).getByText('Geno data is required')).toBeTruthy();
    expect(within(fieldOf(form, /^Service note/)).getByText('Service note is required')).toBeTruthy();
    expect(within(fieldOf(form, /^SNP file/)).getByText('SNP is required')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Technician name/), { target: { value: 'Ana 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(form, /^Technician name/)).findByText('Technician name can contain only letters')).toBeTruthy();
    expect(sent(requests, 'POST')).toHaveLength(0);
  });

  it('asks for the .map beside a PLINK .ped, and sends both', async () => {
    const requests = genotypeServer();
    renderGeneticsPage(`/genoList/genoReg?animalId=${CALF_ID}`);
    const form = await screen.findByTestId('genotype-form');
    // Opened from the animal's tab: the animal is chosen already.
    expect((within(form).getByLabelText(/^Animal/, { selector: 'input' }) as HTMLInputElement).value).toBe('ES-0100 · Lucero');
    fillSample(form);
    chooseFile(form, /^SNP file/, labFile('herd.ped'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(form, /^PLINK \.map file/)).findByText('A PLINK .ped needs its .map file.')).toBeTruthy();
    expect(sent(requests, 'POST')).toHaveLength(0);

    chooseFile(form, /^PLINK \.map file/, labFile('herd.map'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(requests, 'POST')).toHaveLength(1));
    const body = formOf(sent(requests, 'POST')[0]!);
    expect([(body.get('snpFile') as File).name, (body.get('mapFile') as File).name]).toEqual(['herd.ped', 'herd.map']);
  });

  it('shows the server’s reading of the file under the SNP file, in the reader’s words', async () => {
    // As the server words it, its samples filled in (and given apart, as `params`).
    const reason = { param: 'snpFile', msg: 'The file holds no sample for this animal: its samples are ES0099, ES0101.', key: 'genetics.sampleNotFound', params: { samples: 'ES0099, ES0101' } };
    const refusal = () =>
      new Response(JSON.stringify({ code: 422, success: false, message: 'Something went wrong. Please check all the values carefully.', key: 'errors.checkAllValues', errors: [reason] }), {
        status: 422,
        headers: { 'Content-Type': 'application/json' },
      });
    genotypeServer(refusal);
    renderGeneticsPage(`/genoList/genoReg?animalId=${CALF_ID}`);
    const form = await screen.findByTestId('genotype-form');
    fillSample(form);
    chooseFile(form, /^SNP file/, labFile());
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(form, /^SNP file/)).findByText('The file holds no sample for this animal: its samples are ES0099, ES0101.')).toBeTruthy();
    expect(within(form).getByTestId('form-alert').textContent).toBe('Something went wrong. Please check all the values carefully.');
  });

  it('speaks Spanish: the fields and the spec’s messages', async () => {
    await i18n.changeLanguage('es');
    genotypeServer();
    renderGeneticsPage('/genoList/genoReg');
    const form = await screen.findByTestId('genotype-form');
    fireEvent.change(within(form).getByLabelText(/^Nombre del técnico/), { target: { value: 'Ana 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(fieldOf(form, /^Nombre del técnico/)).findByText('El nombre del técnico solo puede contener letras')).toBeTruthy();
    expect(within(fieldOf(form, /^Datos del genotipo/)).getByText('Los datos del genotipo son obligatorios')).toBeTruthy();
    expect(within(fieldOf(form, /^Archivo de SNP/)).getByText('El archivo SNP es obligatorio')).toBeTruthy();
  });
});

describe('editing a genotype', { timeout: 30_000 }, () => {
  it('keeps the file unless a new one is chosen, and opens the genotype once saved', async () => {
    const requests = genotypeServer();
    const { router } = renderGeneticsPage(`/genoList/editGeno/${GENOTYPE_ID}`);
    const form = await screen.findByTestId('genotype-form');
    expect(within(form).getByText('ES-0100 · Lucero')).toBeTruthy();
    expect(within(form).getByText(/Kept file: FinalReport_ES0100.txt/)).toBeTruthy();
    expect((within(form).getByLabelText(/^Technician name/) as HTMLInputElement).value).toBe('Ana María López');
    fireEvent.change(within(form).getByLabelText(/^Service note/), { target: { value: 'Hair sample, re-read' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Genotype updated.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/genoList/geno/${GENOTYPE_ID}`);
    const body = formOf(sent(requests, 'PUT')[0]!);
    expect(Object.fromEntries(body.entries())).toEqual({ technicianName: 'Ana María López', genoData: 'Neogen GGP Bovine 50K', serviceNote: 'Hair sample, re-read' });
  });

  it('says a genotype of another organisation is not found', async () => {
    fakeServer({ [GENOTYPE_PATH]: () => errorResponse(404, 'errors.notFound', 'The record was not found.') });
    renderGeneticsPage(`/genoList/editGeno/${GENOTYPE_ID}`);
    expect((await screen.findByTestId('record-not-found')).textContent).toContain('This genotype is not in your organisation, or it was deleted.');
    expect(screen.queryByTestId('genotype-form')).toBeNull();
  });
});
