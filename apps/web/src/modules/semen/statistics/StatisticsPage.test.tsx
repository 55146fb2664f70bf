import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { cattle, pageOfItems } from '../../../testing/animal-register';
import { dateInput, typeDate } from '../../../testing/dates';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { dehesa } from '../../../testing/farms';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { byGenotype, byInseminator, byMonth, bySire, nothing } from './testing';
import { catchDownloads } from '../../../testing/downloads';

// jsdom has no canvas: the stand-in chart lists what it would draw.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis: { data: string[] }; series: { name: string; type: string; data: (number | null)[] }[] } }) => (
    <div data-testid="chart" aria-label={label}>
      {`${option.xAxis.data.join(',')} | ${option.series.map((series) => `${series.type} ${series.name}: ${series.data.join(',')}`).join(' | ')}`}
    </div>
  ),
}));

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const holstein = () => envelope([{ id: 'b-2', speciesCode: 'cattle', code: 'holstein-friesian', name: 'Holstein Friesian' }]);
const reference = { '/farm': () => pageOfItems([dehesa]), '/species': cattle, '/breeds': holstein };
const asked = (requests: SentRequest[], path: string) =>
  requests.filter((request) => request.path.split('?')[0] === path).map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1] ?? '')));
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name, { selector: 'td' }).closest('tr')!;

describe('inseminator statistics', { timeout: 30_000 }, () => {
  it('shows each inseminator’s rates with their counts, the unreliable ones marked, the organisation last, and a bar chart', async () => {
    fakeServer({ ...reference, '/semen/statistics/inseminators': () => envelope(byInseminator) });
    renderApp('/inseminator-statistics');
    const table = await screen.findByRole('table', { name: 'Fertility figures' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Inseminator',
      'Services',
      'Conception rate',
      'First-service conception rate',
      'Services per conception',
      'NRR 24 days',
      'NRR 56 days',
      'NRR 60–90 days',
    ]);
    expect(cellsOf(rowOf(table, 'Ana Ruiz'))).toEqual(['Ana Ruiz', '24', '60 %12 / 20', '57.1 %8 / 14', '1.6720 / 12', '83.3 %15 / 18', '66.7 %12 / 18', '62.5 %10 / 16']);
    // Ben's rates are over fewer than 10: each one marked, none of Ana's.
    const ben = rowOf(table, 'Ben Ortiz');
    expect(cellsOf(ben).slice(0, 3)).toEqual(['Ben Ortiz', '6', '40 %2 / 5Not reliable']);
    expect(within(ben).getAllByText('Not reliable')).toHaveLength(6);
    expect(within(rowOf(table, 'Ana Ruiz')).queryByText('Not reliable')).toBeNull();
    expect(cellsOf(rowOf(table, 'Not recorded')).slice(1, 3)).toEqual(['1', '—']);
    expect(within(table).getAllByRole('row').at(-1)!.querySelector('td')!.textContent).toBe('Organisation');
    expect(screen.getByTestId('reliability-legend').textContent).toContain('A rate over fewer than 10 services');
    expect(screen.getByText(/2 first services are still inside their 56-day window/)).toBeTruthy();
    expect(screen.getByTestId('chart').textContent).toBe('Ana Ruiz,Ben Ortiz,Not recorded | bar Conception rate: 60,40, | bar NRR 56 days: 66.7,75,');
    // The server's twelve months unless a period is chosen: the fields say which it gave.
    expect(dateInput('From').value).toBe('25/11/2025');
    expect(dateInput('To').value).toBe('24/11/2026');
  });

  it('keeps the farm, breed, grouping and period in the URL and asks the server with them', async () => {
    const requests = fakeServer({ ...reference, '/semen/statistics/inseminators': (_, url) => envelope(url.includes('by=sire') ? bySire : byInseminator) });
    const { router } = renderApp('/inseminator-statistics');
    await screen.findByRole('table', { name: 'Fertility figures' });
    expect(asked(requests, '/semen/statistics/inseminators')).toEqual([{}]);

    await waitFor(() => expect((screen.getByLabelText('Farm') as HTMLSelectElement).options).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Farm'), { target: { value: dehesa.id } });
    fireEvent.change(screen.getByLabelText('Species'), { target: { value: 'cattle' } });
    await waitFor(() => expect((screen.getByLabelText('Breed of the female') as HTMLSelectElement).options).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Breed of the female'), { target: { value: 'holstein-friesian' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'sire' } });
    typeDate('From', '2026-01-01');
    await waitFor(() =>
      expect(asked(requests, '/semen/statistics/inseminators').at(-1)).toEqual({ farmId: dehesa.id, speciesCode: 'cattle', breedCode: 'holstein-friesian', by: 'sire', from: '2026-01-01', to: '2026-11-24' }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ farmId: dehesa.id, breedCode: 'holstein-friesian', by: 'sire', from: '2026-01-01' });
    // A sire with his NAAB code, under the grouping's own heading.
    const table = await screen.findByRole('table', { name: 'Fertility figures' });
    await waitFor(() => expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Sire'));
    expect(within(table).getByText('Titán (7HO12345)')).toBeTruthy();
  });

  it('downloads the table as CSV and XLSX with the filters on the screen', async () => {
    const click = catchDownloads('blob:statistics');
    const requests = fakeServer({
      ...reference,
      '/semen/statistics/inseminators': () => envelope(byInseminator),
      '/semen/statistics/inseminators/export': () => new Response('Inseminator,Services\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderApp(`/inseminator-statistics?farmId=${dehesa.id}`);
    await screen.findByRole('table', { name: 'Fertility figures' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(asked(requests, '/semen/statistics/inseminators/export')).toEqual([
      { farmId: dehesa.id, format: 'csv' },
      { farmId: dehesa.id, format: 'xlsx' },
    ]);
    click.mockRestore();
  });

  it('shows its loading state, then says when there are no services', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeServer({ ...reference, '/semen/statistics/inseminators': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/inseminator-statistics');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    answer(envelope(nothing));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No AI services in this period with these filters.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('organisation NRR', { timeout: 30_000 }, () => {
  it('draws the NRR at 24, 56 and 60–90 days and the conception rate by month, and the totals', async () => {
    const requests = fakeServer({ ...reference, '/semen/statistics/organisation': () => envelope(byMonth) });
    renderApp('/organisation');
    const table = await screen.findByRole('table', { name: 'Fertility figures' });
    expect(screen.getByTestId('chart').textContent).toBe(
      'Mar 2026,Oct 2026 | line NRR 24 days: 80,80 | line NRR 56 days: 66.7,75 | line NRR 60–90 days: 66.7,66.7 | line Conception rate: 62.5,40',
    );
    expect(cellsOf(rowOf(table, 'Mar 2026')).slice(0, 3)).toEqual(['Mar 2026', '20', '62.5 %10 / 16']);
    expect(cellsOf(rowOf(table, 'Organisation'))).toEqual(['Organisation', '31', '56 %14 / 25', '50 %9 / 18', '1.7925 / 14', '82.6 %19 / 23', '68.2 %15 / 22', '63.2 %12 / 19']);
    expect([...(screen.getByLabelText('Group by') as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Month', 'Farm']);
    expect(asked(requests, '/semen/statistics/organisation')).toEqual([{}]);
  });
});

describe('genotype performance', { timeout: 30_000 }, () => {
  it('shows each sire breed’s bars and figures, in Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...reference, '/semen/statistics/genotypes': () => envelope(byGenotype) });
    renderApp('/genotype-performance');
    const table = await screen.findByRole('table', { name: 'Cifras de fertilidad' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent).slice(0, 3)).toEqual(['Raza del semental', 'Servicios', 'Tasa de concepción']);
    expect(cellsOf(rowOf(table, 'Jersey')).slice(0, 3)).toEqual(['Jersey', '6', '40 %2 / 5No fiable']);
    expect(screen.getByTestId('chart').textContent).toBe('Holstein,Jersey | bar Tasa de concepción: 60,40 | bar TNR 56 días: 66.7,75');
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
    expect(screen.getByLabelText('Finca')).toBeTruthy();
  });
});
