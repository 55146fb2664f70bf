import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../testing/fake-server';
import { dateInput, typeDate } from '../../../testing/dates';
import { renderApp } from '../../../testing/render';
import { envelope, signInForTest } from '../../../testing/session';
import { summaryInMxn } from '../shipments/testing';

// jsdom has no canvas: the stand-in chart lists what it would draw.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis: { data: string[] }; series: { name: string; data: number[] }[] } }) => (
    <div data-testid="chart" aria-label={label}>
      {`${option.xAxis.data.join(',')} | ${option.series.map((series) => `${series.name}: ${series.data.join(',')}`).join(' | ')}`}
    </div>
  ),
}));

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const asked = (requests: { path: string }[]) => requests.filter((request) => request.path.startsWith('/order/summary')).map((request) => request.path);

describe('the orders summary', { timeout: 30_000 }, () => {
  it('shows each month’s revenue, cost and margin, the rows by product kind and their totals', async () => {
    const requests = fakeServer({ '/order/summary': () => envelope(summaryInMxn) });
    renderApp('/orders/summary');
    const table = await screen.findByRole('table', { name: 'Revenue and cost by month and product kind' });
    const rows = within(table).getAllByRole('row').slice(1, 4);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['May 2026', 'Animal', '28,500.00 MXN', '0.00 MXN', '28,500.00 MXN'],
      ['May 2026', 'Milk', '10,308.08 MXN', '0.00 MXN', '10,308.08 MXN'],
      ['Jun 2026', 'Feed', '0.00 MXN', '145.00 MXN', '-145.00 MXN'],
    ]);
    expect(screen.getByTestId('summary-revenue').textContent).toBe('38,808.08 MXN');
    expect(screen.getByTestId('summary-cost').textContent).toBe('145.00 MXN');
    expect(screen.getByTestId('summary-margin').textContent).toBe('38,663.08 MXN');
    expect(screen.getByTestId('chart').textContent).toBe('May 2026,Jun 2026 | Revenue: 38808.08,0 | Cost: 0,145 | Margin: 38808.08,-145');
    // The server's twelve months unless a range is chosen: the fields say which it gave.
    expect(dateInput('From month').value).toBe('05/2026');
    expect(dateInput('To month').value).toBe('06/2026');
    expect(asked(requests)).toEqual(['/order/summary']);
  });

  it('asks the server again in the currency chosen, and says when it has nothing', async () => {
    const requests = fakeServer({
      '/order/summary': (_, url) =>
        envelope(url.includes('currency=USD') ? { ...summaryInMxn, currency: 'USD', rows: [], totals: { revenueMinor: 0, costMinor: 0, marginMinor: 0 } } : summaryInMxn),
    });
    renderApp('/orders/summary');
    await screen.findByTestId('summary-revenue');
    const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
    expect([...currency.options].map((option) => option.value)).toEqual(['MXN', 'USD']);
    fireEvent.change(currency, { target: { value: 'USD' } });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No sales or purchases in these months and this currency.');
    await waitFor(() => expect(asked(requests).at(-1)).toBe('/order/summary?currency=USD'));
    typeDate('From month', '2026-01');
    await waitFor(() => expect(asked(requests).at(-1)).toBe('/order/summary?from=2026-01&currency=USD'));
  });
});
