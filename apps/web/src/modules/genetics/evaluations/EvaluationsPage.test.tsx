import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Evaluation } from '@ganado/shared/genetics';
import i18n from '../../../app/i18n';
import { fakeServer } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { completed, done, EVALUATION_ID, evaluationsPage, failed, queued, solving } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const withSettings: Evaluation = {
  ...completed,
  settings: [
    { trait: 'birthWeight', direct: 6.28, residual: 13.97, maternal: null, directMaternal: null, permanentEnvironment: null, heritability: 0.31, maternalHeritability: null, isDefault: true },
    { trait: 'weaningWeight', direct: 216, residual: 504, maternal: 117, directMaternal: -25.4, permanentEnvironment: 72, heritability: 0.24, maternalHeritability: 0.13, isDefault: true },
  ],
};
const first = { timeout: 15_000 };
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the evaluations history', { timeout: 30_000 }, () => {
  it('shows each evaluation with its status, who started it, which is current, and how each trait was solved', async () => {
    fakeServer({ '/genetics/evaluation': () => evaluationsPage([failed, withSettings]) });
    renderApp('/genetics/evaluations');
    const current = await screen.findByRole('article', { name: 'Evaluation of 02/11/2026 2:00 PM' }, first);
    expect(within(current).getByText('EPDs shown now')).toBeTruthy();
    expect(within(current).getByText('Completed')).toBeTruthy();
    expect(within(current).getByText('Started by Fran Farmer · 412 animals · took 8 s')).toBeTruthy();
    expect(within(current).getByText('Heritabilities used: BW 0.31 · WW 0.24')).toBeTruthy();
    const table = within(current).getByRole('table', { name: 'How each trait was solved, evaluation of 02/11/2026 2:00 PM' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Trait',
      'Records',
      'Contemporary groups',
      'Left out (alone in their group)',
      'Iterations',
      'Relative residual',
      'Seconds',
      'Accuracies',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0]!)).toEqual(['Weaning weight', '412', '18', '3', '57', '8.2 × 10⁻⁹', '1.4', 'Exact']);
    expect(cellsOf(rows[1]!)).toEqual(['Carcass weight', 'Not evaluated: No records to evaluate this trait.']);

    const failure = screen.getByRole('article', { name: 'Evaluation of 20/11/2026 10:00 AM' });
    expect(within(failure).getByText('Failed')).toBeTruthy();
    expect(within(failure).getByText('The pedigree has a loop: T-1, T-2 are their own ancestors.')).toBeTruthy();
    expect(within(failure).queryByText('EPDs shown now')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Evaluations' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks again every second while one runs, until it is done', async () => {
    let polls = 0;
    fakeServer({ '/genetics/evaluation': () => evaluationsPage(++polls < 3 ? [solving, completed] : [done, { ...completed, current: false }]) });
    renderApp('/genetics/evaluations');
    const running = await screen.findByRole('article', { name: 'Evaluation of 20/11/2026 10:00 AM' }, first);
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(within(running).getByRole('progressbar', { name: 'Evaluation progress' }).getAttribute('aria-valuenow')).toBe('42');
    expect(within(running).getByText('Solving the equations: Weaning weight')).toBeTruthy();
    await waitFor(() => expect(within(running).getByText('Completed')).toBeTruthy(), { timeout: 6000 });
    expect(within(running).queryByRole('progressbar')).toBeNull();
    expect(within(running).getByText('EPDs shown now')).toBeTruthy();
    const count = polls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls).toBe(count);
  });

  it('starts one from here: the history shows it queued', async () => {
    let started = false;
    fakeServer({
      '/genetics/evaluation': (init: RequestInit) => {
        if (init.method === 'POST') {
          started = true;
          return envelope(queued, 202);
        }
        return evaluationsPage(started ? [queued, completed] : [completed]);
      },
      [`/genetics/evaluation/${EVALUATION_ID}`]: () => envelope(queued),
    });
    renderApp('/genetics/evaluations');
    await screen.findByRole('article', { name: 'Evaluation of 02/11/2026 2:00 PM' }, first);
    fireEvent.click(screen.getByRole('button', { name: 'Run evaluation' }));
    const queuedCard = await screen.findByRole('article', { name: 'Evaluation of 20/11/2026 10:00 AM' });
    expect(within(queuedCard).getByText('Waiting')).toBeTruthy();
    expect(within(queuedCard).getByText('Waiting to start')).toBeTruthy();
  });

  it('says so when there is none', async () => {
    fakeServer({ '/genetics/evaluation': () => evaluationsPage([]) });
    renderApp('/genetics/evaluations');
    expect((await screen.findByTestId('empty-state', undefined, first)).textContent).toBe(
      'No evaluation yet. Run one to work out the herd’s EPDs from its pedigree, weights and carcass records.',
    );
  });

  it('shows the server’s failure with a retry', async () => {
    fakeServer({ '/genetics/evaluation': () => errorResponse(500, 'errors.somethingWentWrongTryLater') });
    renderApp('/genetics/evaluations');
    const alert = await screen.findByRole('alert', undefined, first);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ '/genetics/evaluation': () => evaluationsPage([withSettings]) });
    renderApp('/genetics/evaluations');
    const current = await screen.findByRole('article', { name: 'Evaluación del 02/11/2026 2:00 PM' }, first);
    expect(within(current).getByText('Iniciada por Fran Farmer · 412 animales · duró 8 s')).toBeTruthy();
    expect(within(current).getByText('Heredabilidades usadas: PN 0,31 · PD 0,24')).toBeTruthy();
    const row = within(current).getAllByRole('row')[1]!;
    expect(cellsOf(row)).toEqual(['Peso al destete', '412', '18', '3', '57', '8,2 × 10⁻⁹', '1,4', 'Exacta']);
    expect(screen.getByRole('button', { name: 'Ejecutar evaluación' })).toBeTruthy();
  });
});
