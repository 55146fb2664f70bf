import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { renderGeneticsPage } from '../shared/testing';
import { conflicting, GENOTYPE_ID, verified } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (requests: SentRequest[]) => Object.fromEntries(new URLSearchParams(requests.filter((request) => request.path.startsWith('/genetics/genotype?')).at(-1)!.path.split('?')[1]));
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the genotype list', { timeout: 30_000 }, () => {
  it('lists each genotype with its animal, test, SNPs, call rate and parentage verdicts, the conflicts flagged', async () => {
    const second = { ...verified, id: '00000000-0000-4000-8000-000000000e09', animal: { id: verified.animal.id, tagNumber: 'ES-0101', nickname: null } };
    const requests = fakeServer({ '/genetics/genotype': () => pageOfItems([conflicting, second]) });
    const { router } = renderGeneticsPage('/genoList');
    const table = await screen.findByRole('table', { name: 'Genotypes' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Animal', 'Technician', 'Geno data', 'SNPs', 'Call rate', 'Sire', 'Dam', 'Registered']);
    const row = within(table).getByRole('link', { name: 'ES-0100 · Lucero' }).closest('tr')!;
    expect(cellsOf(row)).toEqual(['ES-0100 · LuceroParentage conflict', 'Ana María López', 'Neogen GGP Bovine 50K', '50,000', '98.7 %', 'Excluded', 'Compatible', '03/02/2026']);
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/genoList/geno/${GENOTYPE_ID}`);
    const other = within(table).getByRole('link', { name: 'ES-0101' }).closest('tr')!;
    expect(within(other).queryByTestId('conflict-flag')).toBeNull();
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });
    expect(screen.getByRole('link', { name: 'Register genotype' }).getAttribute('href')).toBe('/genoList/genoReg');

    fireEvent.click(screen.getByRole('switch', { name: 'Parentage conflicts only' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ conflicts: 'true', page: '1', limit: '25' }));
    expect(router.state.location.search).toBe('?conflicts=true');
    fireEvent.change(screen.getByLabelText('Search by tag'), { target: { value: 'ES-01' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ conflicts: 'true', search: 'ES-01', page: '1', limit: '25' }));
    fireEvent.click(screen.getByRole('button', { name: 'Call rate' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ col: 'callRate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Call rate' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ col: 'callRate', desc: 'true' }));
    expect(screen.getByRole('columnheader', { name: 'Call rate' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('says so when there are none yet, none match, or none conflict', async () => {
    fakeServer({ '/genetics/genotype': () => pageOfItems([]) });
    renderGeneticsPage('/genoList');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No genotypes yet. Register one with the lab’s SNP file: its parentage is checked against the herd’s genotypes.');
    fireEvent.change(screen.getByLabelText('Search by tag'), { target: { value: 'ZZ' } });
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toBe('No genotype of an animal with this tag.'));
    fireEvent.click(screen.getByRole('switch', { name: 'Parentage conflicts only' }));
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toBe('No genotype conflicts with its recorded parents.'));
  });

  it('says what went wrong when the list cannot be read, and asks again', async () => {
    let calls = 0;
    fakeServer({
      '/genetics/genotype': () => {
        calls += 1;
        return calls <= 2 ? errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong. Please try after sometime.') : pageOfItems([conflicting]);
      },
    });
    renderGeneticsPage('/genoList');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong. Please try after sometime.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Genotypes' })).toBeTruthy();
  });

  it('shows the genotypes as cards on a phone, the conflicts switch in the filters sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const requests = fakeServer({ '/genetics/genotype': () => pageOfItems([conflicting]) });
    renderGeneticsPage('/genoList');
    const card = await screen.findByRole('article', { name: 'ES-0100 · Lucero' });
    expect(within(card).getByText('Parentage conflict')).toBeTruthy();
    expect(within(card).getByText('Neogen GGP Bovine 50K · Ana María López')).toBeTruthy();
    expect(within(card).getByText('50,000 SNPs · call rate 98.7 %')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/genoList/geno/${GENOTYPE_ID}`);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('group', { name: 'Filters' });
    fireEvent.click(within(sheet).getByRole('switch', { name: 'Parentage conflicts only' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ conflicts: 'true' }));
  });

  it('speaks Spanish: the columns, the verdicts and the flag', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/genetics/genotype': () => envelope({ items: [conflicting], total: 1, page: 1, limit: 25 }) });
    renderGeneticsPage('/genoList');
    const table = await screen.findByRole('table', { name: 'Genotipos' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Animal', 'Técnico', 'Datos del genotipo', 'SNP', 'Tasa de lectura', 'Padre', 'Madre', 'Registrado']);
    const row = within(table).getByRole('link', { name: 'ES-0100 · Lucero' }).closest('tr')!;
    expect(cellsOf(row)).toEqual(['ES-0100 · LuceroConflicto de parentesco', 'Ana María López', 'Neogen GGP Bovine 50K', '50.000', '98,7 %', 'Excluido', 'Compatible', '03/02/2026']);
    expect(screen.getByRole('switch', { name: 'Solo conflictos de parentesco' })).toBeTruthy();
  });
});
