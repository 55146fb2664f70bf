import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GeneticWorth } from '@ganado/shared/genetics';
import i18n from '../../../app/i18n';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { ANIMAL_ID, animalRoutes } from '../../animals/detail/testing';
import { OLDER_EVALUATION_ID, EVALUATION_ID } from '../evaluations/testing';
import { toro } from '../list/testing';

// jsdom has no canvas: the stand-in chart lists the EPDs it would draw.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { series: { data: [string, number][] }[] } }) => (
    <div data-testid="chart" aria-label={label}>
      {option.series.at(-1)!.data.map(([at, value]) => `${at.slice(0, 10)}:${value}`).join(' ')}
    </div>
  ),
}));

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const first = { timeout: 15_000 };
const worth: GeneticWorth = {
  animal: { ...toro.animal, id: ANIMAL_ID },
  values: toro.values,
  evaluatedAt: '2026-11-20T10:00:12.000Z',
  history: [
    { evaluationId: EVALUATION_ID, evaluatedAt: '2026-11-20T10:00:12.000Z', values: toro.values },
    { evaluationId: OLDER_EVALUATION_ID, evaluatedAt: '2026-11-02T14:00:09.000Z', values: { weaningWeight: { epd: 9.8, accuracy: 0.5, percentile: 12, possibleChange: 5.1 } } },
  ],
};
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const tab = () => renderApp(`/animals/${ANIMAL_ID}/genetic-worth`);

describe('the genetic-worth tab', { timeout: 30_000 }, () => {
  it('shows the current EPDs with accuracies and ranks, links to their meaning and the EPD sheet, and their history', async () => {
    fakeServer({ ...animalRoutes(), [`/genetics/animal/${ANIMAL_ID}/worth`]: () => envelope(worth) });
    tab();
    const current = await screen.findByRole('table', { name: 'The animal’s current EPDs' }, first);
    expect(screen.getByTestId('worth-evaluated').textContent).toBe('From the evaluation of 20/11/2026 10:00 AM.');
    const rows = within(current).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toEqual(['Trait', 'EPD', 'Accuracy', 'Percentile rank']);
    expect(cellsOf(rows[2]!)).toEqual(['Weaning weight', '+12.5 kg', '0.61', 'Top 5 %']);
    expect(cellsOf(rows[8]!)).toEqual(['Fat thickness', '-0.12 mm', '0.31', 'Top 15 %']);
    expect(screen.getByRole('link', { name: 'What these EPDs mean' }).getAttribute('href')).toBe(`/genetics/epd-info/${ANIMAL_ID}`);
    expect(screen.getByRole('link', { name: 'EPD sheet' }).getAttribute('href')).toBe(`/genetics/edit/v2/${ANIMAL_ID}`);

    // The history starts on the first trait with an EPD, oldest first on the chart.
    const history = screen.getByRole('table', { name: 'Birth weight EPD in each evaluation' });
    expect(within(history).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['20/11/2026 10:00 AM', '+1.2', '0.52', 'Top 60 %'],
      ['02/11/2026 2:00 PM', '—', '—', '—'],
    ]);
    fireEvent.change(screen.getByLabelText('Trait'), { target: { value: 'weaningWeight' } });
    expect(screen.getByTestId('chart').textContent).toBe('2026-11-02:9.8 2026-11-20:12.46');
    expect(screen.getByTestId('chart').getAttribute('aria-label')).toBe('Weaning weight EPD over the evaluations, with the range of its possible change');
    expect(within(screen.getByRole('table', { name: 'Weaning weight EPD in each evaluation' })).getAllByRole('row')[2]!.textContent).toBe('02/11/2026 2:00 PM+9.80.50Top 12 %');
  });

  it('says so before the animal has been evaluated, with the way to the EPD list', async () => {
    fakeServer({ ...animalRoutes(), [`/genetics/animal/${ANIMAL_ID}/worth`]: () => envelope({ ...worth, values: {}, evaluatedAt: null, history: [] }) });
    tab();
    expect((await screen.findByTestId('empty-state', undefined, first)).textContent).toMatch(/^No EPDs yet: this animal has not been in a completed genetic evaluation/);
    expect(screen.getByRole('link', { name: 'Go to the EPD list' }).getAttribute('href')).toBe('/genetics');
  });

  it('shows the server’s failure with a retry', async () => {
    fakeServer({ ...animalRoutes(), [`/genetics/animal/${ANIMAL_ID}/worth`]: () => errorResponse(500, 'errors.somethingWentWrongTryLater') });
    tab();
    expect(await screen.findByRole('button', { name: 'Try again' }, first)).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...animalRoutes(), [`/genetics/animal/${ANIMAL_ID}/worth`]: () => envelope(worth) });
    tab();
    const current = await screen.findByRole('table', { name: 'DEP vigentes del animal' }, first);
    expect(cellsOf(within(current).getAllByRole('row')[2]!)).toEqual(['Peso al destete', '+12,5 kg', '0,61', '5 % superior']);
    expect(screen.getByRole('link', { name: 'Qué significan estas DEP' })).toBeTruthy();
  });
});
