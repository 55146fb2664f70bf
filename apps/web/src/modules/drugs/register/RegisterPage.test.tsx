import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegisterEntry } from '@ganado/shared/drugs';
import i18n from '../../../app/i18n';
import { instantText } from '../../../components/format';
import { ANIMAL_ID, pageOfItems } from '../../../testing/animal-register';
import { typeDate } from '../../../testing/dates';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { antibiotic, DRUG_ID } from '../testing';
import { catchDownloads } from '../../../testing/downloads';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const entry: RegisterEntry = {
  recordId: '00000000-0000-4000-8000-000000000921',
  type: 'treatment',
  givenAt: '2026-05-03T08:30:00.000Z',
  animal: { id: ANIMAL_ID, tagNumber: 'ES-001' },
  drugId: DRUG_ID,
  product: antibiotic.name,
  batch: 'L-2291',
  quantity: { value: 20, unit: 'mL' },
  route: 'intramuscular',
  meatWithdrawalEndsAt: '2026-05-31T08:30:00.000Z',
  milkWithdrawalEndsAt: null,
  givenBy: 'Fran Farmer',
  veterinarian: 'Dr. Ruiz',
  supplier: 'Cooperativa',
};

const queryOf = (request: SentRequest) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1]));
const lastListQuery = (requests: SentRequest[]) => queryOf(requests.filter((request) => request.path.startsWith('/drug/register?')).at(-1)!);
const cabinet = { '/drug/register': () => pageOfItems([entry]), '/drug': () => pageOfItems([antibiotic]), [`/drug/${DRUG_ID}`]: () => envelope(antibiotic) };

describe('the medicine register', { timeout: 30_000 }, () => {
  it('shows each treatment with its animal, batch, route and withdrawal ends, and asks for the period and drug chosen', async () => {
    const requests = fakeServer(cabinet);
    const { router } = renderApp('/drugList/register');
    const table = await screen.findByRole('table', { name: 'Medicine register' });
    const row = within(table).getByRole('link', { name: 'ES-001' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'ES-001' }).getAttribute('href')).toBe(`/animals/${ANIMAL_ID}/details`);
    expect(within(row).getByText(instantText(entry.givenAt))).toBeTruthy();
    expect(within(row).getByText('Oxitetraciclina 20%')).toBeTruthy();
    expect(within(row).getByText('L-2291')).toBeTruthy();
    expect(within(row).getByText('20 mL')).toBeTruthy();
    expect(within(row).getByText('Intramuscular')).toBeTruthy();
    expect(within(row).getByText(instantText(entry.meatWithdrawalEndsAt!))).toBeTruthy();
    expect(within(row).getByText('Dr. Ruiz')).toBeTruthy();
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });

    typeDate(/^From/, '2026-05-01');
    typeDate(/^To/, '2026-05-31');
    fireEvent.change(screen.getByLabelText(/^Drug/, { selector: 'input' }), { target: { value: 'oxi' } });
    fireEvent.click(await screen.findByText('Oxitetraciclina 20%', { selector: 'li' }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ from: '2026-05-01', to: '2026-05-31', drugId: DRUG_ID, page: '1', limit: '25' }));
    // The filters live in the URL, so back, forward and reload keep them.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ from: '2026-05-01', to: '2026-05-31', drugId: DRUG_ID });
  });

  it('downloads the register for the same period and drug as CSV, XLSX or PDF', async () => {
    const click = catchDownloads('blob:register');
    const requests = fakeServer({ ...cabinet, '/drug/register/export': () => new Response('%PDF-1.7') });
    renderApp(`/drugList/register?from=2026-05-01&to=2026-05-31&drugId=${DRUG_ID}`);
    await screen.findByRole('table', { name: 'Medicine register' });
    expect(lastListQuery(requests)).toEqual({ from: '2026-05-01', to: '2026-05-31', drugId: DRUG_ID, page: '1', limit: '25' });
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = requests.find((request) => request.path.startsWith('/drug/register/export?'))!;
    expect(queryOf(exported)).toEqual({ from: '2026-05-01', to: '2026-05-31', drugId: DRUG_ID, format: 'pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(requests.filter((request) => request.path.startsWith('/drug/register/export?')).map((request) => queryOf(request).format)).toEqual(['pdf', 'csv']));
    click.mockRestore();
  });

  it('shows the entries as cards on a phone, in Spanish, and says when a period has none', async () => {
    await i18n.changeLanguage('es');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    fakeServer(cabinet);
    const view = renderApp('/drugList/register');
    const card = await screen.findByRole('article', { name: 'ES-001 · Oxitetraciclina 20%' });
    expect(within(card).getByText('Lote L-2291 · 20 mL · Intramuscular')).toBeTruthy();
    expect(within(card).getByText(`Fin del tiempo de espera de carne ${instantText(entry.meatWithdrawalEndsAt!)} · leche —`)).toBeTruthy();
    expect(within(card).getByText('Administrado por Fran Farmer · Veterinario Dr. Ruiz · Proveedor Cooperativa')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    view.unmount();

    fakeServer({ ...cabinet, '/drug/register': () => pageOfItems([]) });
    renderApp('/drugList/register?from=2026-01-01');
    expect(await screen.findByText('No hay tratamientos ni vacunaciones en este periodo.')).toBeTruthy();
  });
});
