import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportPageData } from '@ganado/shared/reports';
import i18n from '../../../app/i18n';
import { pageOfItems } from '../../../testing/animal-register';
import { typeDate } from '../../../testing/dates';
import { catchDownloads } from '../../../testing/downloads';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { dehesa } from '../../../testing/farms';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';

// jsdom has no canvas: the stand-in chart lists what it would draw.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis: { data: string[] }; series: { name: string; data: (number | null)[] }[] } }) => (
    <div data-testid="chart" aria-label={label}>
      {`${option.xAxis.data.join(',')} | ${option.series.map((series) => `${series.name}: ${series.data.join(',')}`).join(' | ')}`}
    </div>
  ),
}));

beforeEach(() => {
  signInForTest();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const PALOMA = '7d0c7d4e-3b5a-4c41-9a55-2f0c1e6a9b01';
const pregnancy: ReportPageData = {
  page: 'pregnancy',
  asOf: '2026-11-24',
  period: { from: '2025-11-25', to: '2026-11-24' },
  computedAt: '2026-11-24T12:00:00.000Z',
  changedSince: false,
  currency: null,
  figures: [
    { id: 'pregnancyRate', value: 0.2, numerator: 6, denominator: 30, reliable: true, animals: 30 },
    { id: 'inseminationRate', value: 0.5, numerator: 15, denominator: 30, reliable: true, animals: 30 },
    { id: 'conceptionRate', value: 0.4, numerator: 6, denominator: 15, reliable: true, animals: 15 },
    { id: 'pregnantBy150Days', value: 0.75, numerator: 3, denominator: 4, reliable: false, animals: 4 },
    { id: 'pregnancyLoss', value: null, numerator: 0, denominator: 0, reliable: false, animals: 0 },
    { id: 'daysOpen', value: 112.4, numerator: 562, denominator: 5, reliable: false, animals: 5 },
  ],
  charts: [
    {
      id: 'cycles',
      kind: 'line',
      axis: 'date',
      categories: ['2025-11-25', '2025-12-16'],
      series: [{ name: { word: 'pregnancyRate' }, share: true, values: [0.2, null] }],
    },
  ],
  table: {
    id: 'cycles',
    rows: [
      { animalId: null, cells: ['2025-11-25', 30, 15, 6, 0.5, 0.4, 0.2, { word: 'known' }] },
      { animalId: null, cells: ['2025-12-16', 28, 10, 3, 0.357, 0.3, 0.107, { word: 'pending' }] },
    ],
    total: 2,
  },
};
const empty: ReportPageData = {
  ...pregnancy,
  figures: pregnancy.figures.map((figure) => ({ ...figure, value: null, numerator: 0, denominator: 0, animals: 0 })),
  charts: [],
  table: { id: 'cycles', rows: [], total: 0 },
};

const reference = { '/farm': () => pageOfItems([dehesa]), '/animal-group': () => pageOfItems([]), '/breeds': () => envelope([]), '/species': () => envelope([]) };
const asked = (requests: SentRequest[], path: string) =>
  requests.filter((request) => request.path.split('?')[0] === path).map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1] ?? '')));

describe('an analytics page', { timeout: 30_000 }, () => {
  it('shows each figure with its parts, its definition and a warning when too few are behind it', async () => {
    fakeServer({ ...reference, '/reports/pregnancy': () => envelope(pregnancy) });
    renderApp('/analytics-reporting/pregnancyAnalytics');
    expect((await screen.findByTestId('figure-pregnancyRate')).textContent).toBe('20 %');
    const rate = screen.getByRole('region', { name: '21-day pregnancy rate' });
    expect(within(rate).getByText('6 of 30')).toBeTruthy();
    expect(within(rate).queryByText('Too few to trust')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Pregnant by 150 days in milk' })).getByText('Too few to trust')).toBeTruthy();
    expect(screen.getByTestId('figure-daysOpen').textContent).toBe('112 days');
    expect(screen.getByTestId('figure-pregnancyLoss').textContent).toBe('—');

    fireEvent.click(within(rate).getByRole('button', { name: 'How 21-day pregnancy rate is worked out' }));
    expect((await screen.findByRole('tooltip')).textContent).toContain('Cows that conceived in a 21-day cycle');

    expect(screen.getByTestId('chart').textContent).toBe('Nov 25,Dec 16 | Pregnancy rate: 0.2,');
    expect(within(screen.getByRole('region', { name: 'Days open' })).getByText('mean of 5')).toBeTruthy();
    const table = screen.getByRole('table', { name: '21-day cycles' });
    const rows = within(table).getAllByRole('row');
    expect([...rows[1]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['25/11/2025', '30', '15', '6', '50 %', '40 %', '20 %', 'Known']);
    expect(screen.getByTestId('report-as-of').textContent).toContain('as of 24/11/2026');
  });

  it('says when the herd has changed since the figures shown, and asks again until newer ones come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer: ReportPageData = { ...pregnancy, changedSince: true };
      const requests = fakeServer({ ...reference, '/reports/pregnancy': () => envelope(answer) });
      renderApp('/analytics-reporting/pregnancyAnalytics');
      expect((await screen.findByTestId('report-changed-since')).textContent).toContain('The herd has changed since these figures were worked out');
      answer = { ...pregnancy, computedAt: '2026-11-24T12:05:00.000Z', figures: [{ ...pregnancy.figures[0]!, value: 0.25, numerator: 8, denominator: 32 }] };
      await vi.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(screen.getByTestId('figure-pregnancyRate').textContent).toBe('25 %'));
      expect(screen.queryByTestId('report-changed-since')).toBeNull();
      const asks = asked(requests, '/reports/pregnancy').length;
      // Current figures: nothing more to wait for.
      await vi.advanceTimersByTimeAsync(15_000);
      expect(asked(requests, '/reports/pregnancy')).toHaveLength(asks);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again with the filters and as-of day chosen, kept in the URL', async () => {
    const requests = fakeServer({ ...reference, '/reports/pregnancy': () => envelope(pregnancy) });
    const { router } = renderApp('/analytics-reporting/pregnancyAnalytics');
    await screen.findByTestId('figure-pregnancyRate');
    await waitFor(() => expect((screen.getByLabelText('Farm') as HTMLSelectElement).options).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Farm'), { target: { value: dehesa.id } });
    fireEvent.change(screen.getByLabelText('Sex'), { target: { value: 'female' } });
    typeDate('As of', '2026-06-30');
    await waitFor(() => expect(asked(requests, '/reports/pregnancy').at(-1)).toEqual({ farmId: dehesa.id, gender: 'female', asOf: '2026-06-30' }));
    expect(router.state.location.search).toContain('asOf=2026-06-30');
  });

  it('opens the animals behind a figure, each a link to its record', async () => {
    const requests = fakeServer({
      ...reference,
      '/reports/pregnancy': () => envelope(pregnancy),
      '/reports/pregnancy/figures/conceptionRate/animals': () =>
        envelope({ items: [{ id: PALOMA, tagNumber: 'ES-0042', nickname: 'Paloma', gender: 'female', farm: 'La Dehesa', group: null, status: 'active' }], total: 1, page: 1, limit: 25 }),
    });
    renderApp('/analytics-reporting/pregnancyAnalytics?asOf=2026-10-01');
    const card = await screen.findByRole('region', { name: 'Conception rate' });
    fireEvent.click(within(card).getByRole('button', { name: 'See the 15 animals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Animals behind: Conception rate' });
    expect((await within(dialog).findByRole('link', { name: 'ES-0042' })).getAttribute('href')).toBe(`/animals/${PALOMA}/details`);
    expect(asked(requests, '/reports/pregnancy/figures/conceptionRate/animals')[0]).toMatchObject({ asOf: '2026-10-01', page: '1' });
  });

  it('says what is missing when the herd has nothing for the page, never a blank chart', async () => {
    fakeServer({ ...reference, '/reports/pregnancy': () => envelope(empty) });
    renderApp('/analytics-reporting/pregnancyAnalytics');
    expect(await screen.findByText(/No calved cows past their waiting period in this period/)).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('downloads the page as a PDF report', async () => {
    const click = catchDownloads('blob:report');
    const requests = fakeServer({
      ...reference,
      '/reports/pregnancy': () => envelope(pregnancy),
      '/reports/pregnancy/export': () => new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
    });
    renderApp('/analytics-reporting/pregnancyAnalytics?asOf=2026-10-01');
    await screen.findByTestId('figure-pregnancyRate');
    fireEvent.click(screen.getByRole('button', { name: 'PDF report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked(requests, '/reports/pregnancy/export')[0]).toEqual({ asOf: '2026-10-01', format: 'pdf' });
    click.mockRestore();
  });

  it('speaks Spanish: the figures’ names, units and definitions', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...reference, '/reports/pregnancy': () => envelope(pregnancy) });
    renderApp('/analytics-reporting/pregnancyAnalytics');
    expect((await screen.findByTestId('figure-daysOpen')).textContent).toBe('112 días');
    expect(screen.getByRole('region', { name: 'Tasa de preñez a 21 días' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ciclos de 21 días' })).toBeTruthy();
  });
});
