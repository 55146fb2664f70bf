import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { DAM_ID, renderGeneticsPage, SIRE_ID } from '../shared/testing';
import { CANDIDATE_ID, conflicting, GENOTYPE_ID, verified } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const GENOTYPE_PATH = `/genetics/genotype/${GENOTYPE_ID}`;
const deletes = (requests: SentRequest[]) => requests.filter((request) => request.path === GENOTYPE_PATH && request.init.method === 'DELETE');
const terms = (scope: HTMLElement) => [...scope.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th,td')].map((cell) => cell.textContent);

function genotypeServer(genotype = conflicting, remove: () => Response = () => envelope({ id: GENOTYPE_ID })) {
  return fakeServer({
    [GENOTYPE_PATH]: (init) => (init.method === 'DELETE' ? remove() : envelope(genotype)),
    '/genetics/genotype': () => pageOfItems([]),
  });
}

describe('a genotype’s page', { timeout: 30_000 }, () => {
  it('shows the form’s fields, the lab file and the parentage: each parent’s verdict, the conflict and the candidate sires', async () => {
    genotypeServer();
    renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    expect((await screen.findByTestId('genotype-animal')).textContent).toBe('ES-0100 · Lucero');
    expect(within(screen.getByTestId('genotype-animal').parentElement!).getByText('Parentage conflict')).toBeTruthy();
    expect(terms(screen.getByRole('region', { name: 'Sample' }))).toEqual([
      'Animal: ES-0100 · Lucero',
      'Technician name: Ana María López',
      'Geno data: Neogen GGP Bovine 50K',
      'Service note: Hair sample, tail switch',
      'Registered: 03/02/2026 10:15 AM by Fran Farmer',
    ]);
    expect(terms(screen.getByRole('region', { name: 'Lab file' }))).toEqual([
      'File: FinalReport_ES0100.txt',
      'Format: Illumina FinalReport',
      'Sample in the file: ES0100',
      'SNPs called: 49,350 of 50,000',
      'Call rate: 98.7 %',
    ]);

    const parentage = screen.getByRole('region', { name: 'Parentage' });
    expect(within(parentage).getByTestId('parentage-verdict').textContent).toBe(
      'The recorded parents conflict with the SNPs: the register names a parent this animal cannot have. Check the sire and dam in the animal’s details.',
    );
    const recorded = within(parentage).getByRole('table', { name: 'Recorded parents' });
    expect(within(recorded).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Parent', 'Animal', 'Verdict', 'SNPs compared', 'Opposing homozygotes', 'Rate']);
    expect(cellsOf(within(recorded).getByTestId('check-sire'))).toEqual(['Sire', 'ES-0007', 'Excluded', '47,120', '212', '0.45 %']);
    expect(cellsOf(within(recorded).getByTestId('check-dam'))).toEqual(['Dam', 'ES-0001', 'Compatible', '47,300', '3', '0.01 %']);
    expect(within(recorded).getByRole('link', { name: 'ES-0007' }).getAttribute('href')).toBe(`/animals/${SIRE_ID}/details`);
    expect(within(recorded).getByRole('link', { name: 'ES-0001' }).getAttribute('href')).toBe(`/animals/${DAM_ID}/details`);
    // The recorded sire is excluded: the herd's bulls the calf is compatible with.
    const candidates = within(parentage).getByRole('table', { name: 'Candidate sires' });
    expect(cellsOf(within(candidates).getByTestId(`check-candidate-${CANDIDATE_ID}`))).toEqual(['ES-0009', 'Compatible', '46,900', '2', '0 %']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/genoList/editGeno/${GENOTYPE_ID}`);
  });

  it('says both parents are confirmed, and looks for no other sire', async () => {
    genotypeServer(verified);
    renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    const parentage = await screen.findByRole('region', { name: 'Parentage' });
    expect(within(parentage).getByTestId('parentage-verdict').textContent).toBe('Both recorded parents are compatible with the SNPs.');
    expect(within(parentage).queryByText('Candidate sires')).toBeNull();
    expect(screen.queryByTestId('conflict-flag')).toBeNull();
  });

  it('says a genotype not checked yet has no parentage', async () => {
    genotypeServer({ ...conflicting, parentage: null });
    renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    expect(await screen.findByText('The parentage has not been checked yet.')).toBeTruthy();
  });

  it('shows an unknown sire as not recorded, and says when no bull of the herd is a candidate', async () => {
    const unknownSire = { ...conflicting.parentage!, sire: { animal: null, verdict: 'notGenotyped' as const, compared: 0, opposing: 0, rate: null }, candidateSires: [], conflict: false };
    genotypeServer({ ...conflicting, parentage: unknownSire });
    renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    const parentage = await screen.findByRole('region', { name: 'Parentage' });
    expect(cellsOf(within(parentage).getByTestId('check-sire'))).toEqual(['Sire', 'Not recorded', 'Not genotyped', '0', '0', '—']);
    expect(within(parentage).getByTestId('no-candidates').textContent).toBe('No genotyped bull of the herd is compatible with this animal.');
  });

  it('deletes once confirmed, and the list says so', async () => {
    const requests = genotypeServer();
    const { router } = renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete record' });
    expect(within(dialog).getByText('Are you sure you want to delete this record?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(requests)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete record' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Genotype deleted.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/genoList');
    expect(deletes(requests)).toHaveLength(1);
  });

  it('says a refused delete above the page', async () => {
    genotypeServer(conflicting, () => errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong. Please try after sometime.'));
    renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete record' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Something went wrong. Please try after sometime.');
    expect(screen.getByTestId('genotype-animal')).toBeTruthy();
  });

  it('says a genotype of another organisation is not found, with the way back', async () => {
    fakeServer({ [GENOTYPE_PATH]: () => errorResponse(404, 'errors.notFound', 'The record was not found.') });
    renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    const notFound = await screen.findByTestId('record-not-found');
    expect(within(notFound).getByRole('link', { name: 'Back to the genotypes' }).getAttribute('href')).toBe('/genoList');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('speaks Spanish: the parentage’s words', async () => {
    await i18n.changeLanguage('es');
    genotypeServer();
    renderGeneticsPage(`/genoList/geno/${GENOTYPE_ID}`);
    const parentage = await screen.findByRole('region', { name: 'Verificación de parentesco' });
    const recorded = within(parentage).getByRole('table', { name: 'Padres registrados' });
    expect(within(recorded).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Progenitor', 'Animal', 'Resultado', 'SNP comparados', 'Homocigotos opuestos', 'Tasa']);
    expect(cellsOf(within(recorded).getByTestId('check-sire'))).toEqual(['Padre', 'ES-0007', 'Excluido', '47.120', '212', '0,45 %']);
    expect(within(parentage).getByRole('table', { name: 'Padres candidatos' })).toBeTruthy();
    expect(screen.getByText('Conflicto de parentesco')).toBeTruthy();
  });
});
