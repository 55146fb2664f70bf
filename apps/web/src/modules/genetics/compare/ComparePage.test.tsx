import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { pickOption } from '../../../testing/autocomplete';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { BULL_ID, CALF_ID, COW_ID, lola, nube, toro } from '../list/testing';

// jsdom has no canvas: the stand-in chart lists what it would draw.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { yAxis: { data: string[] }; series: { name: string; data: (number | null)[] }[] } }) => (
    <div data-testid="chart" aria-label={label}>
      {`${option.yAxis.data.join(',')} | ${option.series.map((series) => `${series.name}: ${series.data.join(',')}`).join(' | ')}`}
    </div>
  ),
}));

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const first = { timeout: 15_000 };
const compared = (requests: SentRequest[]) => requests.filter((request) => request.path.startsWith('/genetics/compare')).map((request) => new URLSearchParams(request.path.split('?')[1]).getAll('ids'));
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const comparison = (items = [toro, lola]) => () => envelope({ animals: items, evaluatedAt: '2026-11-02T14:00:09.000Z' });

describe('the comparison', { timeout: 30_000 }, () => {
  it('puts the animals side by side, trait by trait, with a chart of their percentile ranks', async () => {
    const requests = fakeServer({ '/genetics/compare': comparison() });
    renderApp(`/compare-genetic?ids=${BULL_ID}&ids=${COW_ID}`);
    const table = await screen.findByRole('table', { name: 'EPDs side by side' }, first);
    expect(compared(requests).at(-1)).toEqual([BULL_ID, COW_ID]);
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cellsOf(head!)).toEqual(['Trait', 'T-100 · ToroMale · Angus · 14/03/2022', 'V-7 · LolaFemale · Brangus · 01/09/2020']);
    expect(cellsOf(rows[1]!)).toEqual(['Weaning weightEPD, kg', '+12.5Acc. 0.61 · Top 5 %', '+3.2Acc. 0.45 · Top 41 %']);
    expect(cellsOf(rows[2]!)).toEqual(['MilkEPD, kg', '0.0Acc. 0.35 · Top 48 %', '—']);
    expect(within(table).getByRole('link', { name: 'V-7 · Lola' }).getAttribute('href')).toBe(`/genetics/epd-info/${COW_ID}`);
    expect(screen.getByTestId('compare-evaluated').textContent).toBe('EPDs from the evaluation of 02/11/2026 2:00 PM.');
    // The longer the bar, the more of the herd the animal beats; the first trait on top.
    expect(screen.getByTestId('chart').textContent).toBe(
      'Fat thickness,Ribeye area,Marbling,Carcass weight,Yearling weight,Milk,Weaning weight,Birth weight | T-100 · Toro: 85,75,70,78,90,52,95,40 | V-7 · Lola: ,,,,,,59,80',
    );
  });

  it('adds an animal found on the server and takes one out, the URL keeping the choice', async () => {
    const requests = fakeServer({
      '/genetics/compare': (_init, url) => comparison(new URLSearchParams(url.split('?')[1]).getAll('ids').length === 3 ? [toro, lola, nube] : [toro, lola])(),
      '/animal/options': () => envelope([{ id: CALF_ID, tagNumber: 'C-1', nickname: null, gender: 'female' }]),
    });
    const { router } = renderApp(`/compare-genetic?ids=${BULL_ID}&ids=${COW_ID}`);
    await screen.findByRole('table', { name: 'EPDs side by side' }, first);
    await pickOption(/^Add an animal to compare/, 'C-', /^C-1$/);
    await waitFor(() => expect(compared(requests).at(-1)).toEqual([BULL_ID, COW_ID, CALF_ID]));
    expect(new URLSearchParams(router.state.location.search).getAll('ids')).toEqual([BULL_ID, COW_ID, CALF_ID]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'EPDs side by side' })).getAllByRole('columnheader')).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: 'Take V-7 · Lola out of the comparison' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('ids')).toEqual([BULL_ID, CALF_ID]));
    fireEvent.click(screen.getByRole('button', { name: /^Take C-1 out/ }));
    expect(await screen.findByText('Add one more animal: a comparison takes two to four.')).toBeTruthy();
  });

  it('asks nothing until two animals are chosen', async () => {
    const requests = fakeServer({ '/genetics/compare': comparison() });
    renderApp('/compare-genetic');
    expect(await screen.findByText('Choose two to four animals to compare, with the box above or from the EPD list.', undefined, first)).toBeTruthy();
    expect(compared(requests)).toEqual([]);
  });

  it('says so when an animal is not found', async () => {
    fakeServer({ '/genetics/compare': () => errorResponse(404, 'errors.notFound', 'Not found') });
    renderApp(`/compare-genetic?ids=${BULL_ID}&ids=${COW_ID}`);
    const alert = await screen.findByRole('alert', undefined, first);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/genetics/compare': comparison() });
    renderApp(`/compare-genetic?ids=${BULL_ID}&ids=${COW_ID}`);
    const table = await screen.findByRole('table', { name: 'DEP lado a lado' }, first);
    expect(cellsOf(within(table).getAllByRole('row')[8]!)).toEqual(['Grasa dorsalDEP, mm', '-0,12Prec. 0,31 · 15 % superior', '—']);
    expect(screen.getByTestId('chart').getAttribute('aria-label')).toMatch(/^Gráfico de barras/);
  });
});
