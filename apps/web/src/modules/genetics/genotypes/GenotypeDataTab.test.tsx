import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../app/query-client';
import i18n from '../../../app/i18n';
import { cow } from '../../../testing/animal-register';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderRoutes } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { CALF_ID } from '../shared/testing';
import { GenotypeDataTab } from './GenotypeDataTab';
import { conflicting, GENOTYPE_ID, verified } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const calf = { ...cow, id: CALF_ID, tagNumber: 'ES-0100', nickname: 'Lucero', gender: 'male' as const };
const showTab = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={queryClient}>
            <GenotypeDataTab animal={calf} />
          </QueryClientProvider>
        ),
      },
    ],
    '/',
  );
const listQueries = (requests: SentRequest[]) => requests.filter((request) => request.path.startsWith('/genetics/genotype?')).map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));

describe('an animal’s genotype tab', { timeout: 30_000 }, () => {
  it('lists the animal’s genotypes, newest first, with the newest one’s parentage and its conflict flagged', async () => {
    const older = { ...verified, id: '00000000-0000-4000-8000-000000000e07', genoData: 'Zoetis i50K', createdAt: '2025-11-20T09:00:00.000Z' };
    const requests = fakeServer({ '/genetics/genotype': () => envelope({ items: [conflicting, older], total: 2, page: 1, limit: 25 }) });
    showTab();
    const list = await screen.findByRole('list', { name: 'Genotypes' });
    expect(listQueries(requests)[0]).toEqual({ animalId: CALF_ID, col: 'createdAt', desc: 'true', page: '1', limit: '25' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Neogen GGP Bovine 50KRegistered 03/02/2026 · call rate 98.7 % · 50,000 SNPsParentage conflict',
      'Zoetis i50KRegistered 20/11/2025 · call rate 98.7 % · 50,000 SNPs',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(`/genoList/geno/${GENOTYPE_ID}`);
    const parentage = screen.getByRole('region', { name: 'Parentage' });
    expect(within(parentage).getByTestId('parentage-verdict').textContent).toContain('The recorded parents conflict with the SNPs');
    expect(screen.getByRole('link', { name: 'Register a genotype' }).getAttribute('href')).toBe(`/genoList/genoReg?animalId=${CALF_ID}`);
  });

  it('says the animal has no genotype yet, and offers to register one', async () => {
    fakeServer({ '/genetics/genotype': () => envelope({ items: [], total: 0, page: 1, limit: 25 }) });
    showTab();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No genotype of this animal yet.');
    expect(screen.getByRole('link', { name: 'Register a genotype' })).toBeTruthy();
  });

  it('asks nothing of the genetics module for a role without it', async () => {
    signInForTest({ modules: ['animals'] });
    const requests = fakeServer({});
    showTab();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Genotypes are kept in the genetics module, which your role does not include.');
    expect(listQueries(requests)).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Register a genotype' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/genetics/genotype': () => envelope({ items: [verified], total: 1, page: 1, limit: 25 }) });
    showTab();
    expect(await screen.findByRole('list', { name: 'Genotipos' })).toBeTruthy();
    expect(screen.getByTestId('parentage-verdict').textContent).toBe('Los dos padres registrados son compatibles con los SNP.');
    expect(screen.getByRole('link', { name: 'Registrar un genotipo' })).toBeTruthy();
  });
});
