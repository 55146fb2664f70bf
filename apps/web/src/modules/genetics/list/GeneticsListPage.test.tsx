import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n';
import { catchDownloads } from '../../../testing/downloads';
import { fakeServer, type SentRequest } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { completed, done, EVALUATION_ID, evaluationsPage, failed, inTurn, queued, solving } from '../evaluations/testing';
import { BULL_ID, COW_ID, herdReference, listPage, lola, nube, toro, vendida } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const listQueries = (requests: SentRequest[]) =>
  requests.filter((request) => request.path.split('?')[0] === '/genetics').map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));
const lastListQuery = (requests: SentRequest[]) => listQueries(requests).at(-1);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
/** The first render of a page in a loaded CI machine takes seconds: the wait is for the table. */
const findTable = (name = 'The herd’s EPDs') => screen.findByRole('table', { name }, { timeout: 15_000 });
const rowOf = (table: HTMLElement, tag: string) => within(table).getByRole('link', { name: tag }).closest('tr')!;

/** The list, the newest evaluations (the current one) and the filters' reference data. */
const routes = (items = [toro, lola, nube], evaluations = [completed]) => ({
  ...herdReference,
  '/genetics': () => listPage(items),
  '/genetics/evaluation': (init: RequestInit) => (init.method === 'POST' ? envelope(queued, 202) : evaluationsPage(evaluations)),
});

describe('the EPD list', { timeout: 30_000 }, () => {
  it('shows each animal with every trait’s EPD, accuracy and percentile, a dash where it has none, and the evaluation they come from', async () => {
    const requests = fakeServer(routes());
    renderApp('/genetics');
    const table = await findTable();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Compare',
      'Tag number',
      'Name',
      'Sex',
      'Breed',
      'Birth date',
      'Birth weightEPD, kg',
      'Weaning weightEPD, kg',
      'MilkEPD, kg',
      'Yearling weightEPD, kg',
      'Carcass weightEPD, kg',
      'MarblingEPD, points',
      'Ribeye areaEPD, cm²',
      'Fat thicknessEPD, mm',
    ]);
    expect(cellsOf(rowOf(table, 'T-100'))).toEqual([
      '',
      'T-100',
      'Toro',
      'Male',
      'Angus',
      '14/03/2022',
      '+1.2Acc. 0.52 · Top 60 %',
      '+12.5Acc. 0.61 · Top 5 %',
      '0.0Acc. 0.35 · Top 48 %',
      '+20.1Acc. 0.55 · Top 10 %',
      '+8.0Acc. 0.30 · Top 22 %',
      '+15.2Acc. 0.28 · Top 30 %',
      '+1.5Acc. 0.30 · Top 25 %',
      '-0.12Acc. 0.31 · Top 15 %',
    ]);
    expect(cellsOf(rowOf(table, 'C-1')).slice(2)).toEqual(['—', 'Female', 'Angus', '01/02/2026', '—', '—', '—', '—', '—', '—', '—', '—']);
    expect(within(table).getByRole('link', { name: 'T-100' }).getAttribute('href')).toBe(`/genetics/epd-info/${BULL_ID}`);
    expect(lastListQuery(requests)).toEqual({ page: '1', limit: '25' });
    expect(screen.getByTestId('current-evaluation').textContent).toBe('EPDs from the evaluation of 02/11/2026 2:00 PM (412 animals).');
    expect(screen.getByRole('tab', { name: 'EPDs' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('href')).toBe('/genetics/modelSettings');
    expect(screen.getByRole('tab', { name: 'Evaluations' }).getAttribute('href')).toBe('/genetics/evaluations');
  });

  it('sorts by a trait’s EPD best first, turns it round, and keeps the sort and the page in the URL', async () => {
    const requests = fakeServer({ ...routes(), '/genetics': () => envelope({ items: [toro], total: 60, page: 1, limit: 25 }) });
    const { router } = renderApp('/genetics');
    const table = await findTable();
    fireEvent.click(within(table).getByRole('button', { name: /^Weaning weight/ }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ col: 'epd:weaningWeight', desc: 'true', page: '1', limit: '25' }));
    expect(router.state.location.search).toBe('?col=epd%3AweaningWeight&desc=true');
    // Birth weight: a lighter calf is better, so its first order is ascending.
    fireEvent.click(within(table).getByRole('button', { name: /^Birth weight/ }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ col: 'epd:birthWeight', page: '1', limit: '25' }));
    fireEvent.click(within(table).getByRole('button', { name: /^Birth weight/ }));
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ col: 'epd:birthWeight', desc: 'true', page: '1', limit: '25' }));

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ page: '2' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    // A new filter starts again at the first page.
    fireEvent.change(screen.getByLabelText('Sex'), { target: { value: 'female' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ gender: 'female', col: 'epd:birthWeight', desc: 'true', page: '1', limit: '25' }));
  });

  it('filters by sex, breed, farm, inactive animals, the search and one trait’s EPD and accuracy range', async () => {
    const requests = fakeServer(routes());
    const { router } = renderApp('/genetics');
    await findTable();
    expect((screen.getByLabelText('Minimum EPD') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Breed'), { target: { value: 'angus' } });
    fireEvent.click(screen.getByLabelText('Include sold and dead animals'));
    fireEvent.change(screen.getByLabelText('Trait range'), { target: { value: 'weaningWeight' } });
    fireEvent.change(screen.getByLabelText('Minimum EPD (kg)'), { target: { value: '10,5' } });
    fireEvent.change(screen.getByLabelText('Minimum accuracy (0–1)'), { target: { value: '0.4' } });
    fireEvent.change(screen.getByLabelText('Search by tag or name'), { target: { value: 'tor' } });
    await waitFor(() =>
      expect(lastListQuery(requests)).toEqual({
        search: 'tor',
        breedCode: 'angus',
        includeInactive: 'true',
        trait: 'weaningWeight',
        minEpd: '10.5',
        minAccuracy: '0.4',
        page: '1',
        limit: '25',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('trait')).toBe('weaningWeight');
    // An accuracy above 1 is no bound: the server would refuse the list for it.
    fireEvent.change(screen.getByLabelText('Minimum accuracy (0–1)'), { target: { value: '45' } });
    await waitFor(() => expect(lastListQuery(requests)).not.toHaveProperty('minAccuracy'));
    // Without a trait, its bounds go.
    fireEvent.change(screen.getByLabelText('Trait range'), { target: { value: '' } });
    await waitFor(() => expect(lastListQuery(requests)).toEqual({ search: 'tor', breedCode: 'angus', includeInactive: 'true', page: '1', limit: '25' }));
    expect(router.state.location.search).not.toContain('minEpd');
  });

  it('shows the animals as cards, kept in the URL, and marks one that has left the herd', async () => {
    fakeServer(routes([toro, vendida]));
    const { router } = renderApp('/genetics');
    await findTable();
    fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
    const card = await screen.findByRole('article', { name: 'T-100 · Toro' });
    expect(router.state.location.search).toBe('?view=grid');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Male · Angus · born 14/03/2022')).toBeTruthy();
    expect(within(card).getByText('Weaning weight').nextElementSibling!.textContent).toBe('+12.5Acc. 0.61 · Top 5 %');
    expect(within(card).getByRole('link', { name: 'T-100 · Toro' }).getAttribute('href')).toBe(`/genetics/epd-info/${BULL_ID}`);
    const sold = screen.getByRole('article', { name: 'V-9 · Vendida' });
    expect(within(sold).getByText('Removed')).toBeTruthy();
    expect(within(sold).getByText('Weaning weight').nextElementSibling!.textContent).toBe('—');
  });

  it('opens as cards on a phone, where the filters fold into their sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const requests = fakeServer(routes());
    renderApp('/genetics');
    expect(await screen.findByRole('article', { name: 'V-7 · Lola' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('group', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Sort by'), { target: { value: 'epd:yearlingWeight' } });
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ col: 'epd:yearlingWeight', desc: 'true' }));
  });

  it('compares up to four ticked animals', async () => {
    const more = [1, 2, 3].map((n) => ({ ...nube, animal: { ...nube.animal, id: `00000000-0000-4000-8000-00000000010${n}`, tagNumber: `C-${n + 1}` } }));
    fakeServer(routes([toro, lola, ...more]));
    renderApp('/genetics');
    await findTable();
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Compare T-100 · Toro'));
    fireEvent.click(screen.getByLabelText('Compare V-7 · Lola'));
    const link = screen.getByRole('link', { name: 'Compare' });
    expect(link.getAttribute('href')).toBe(`/compare-genetic?ids=${BULL_ID}&ids=${COW_ID}`);
    expect(screen.getByText('2 of 4 animals chosen to compare')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Compare C-2'));
    fireEvent.click(screen.getByLabelText('Compare C-3'));
    expect((screen.getByLabelText('Compare C-4') as HTMLInputElement).disabled).toBe(true);
    // Taken out from its chip, another may be ticked.
    fireEvent.click(screen.getByRole('button', { name: 'Take C-3 out of the comparison' }));
    expect((screen.getByLabelText('Compare C-4') as HTMLInputElement).disabled).toBe(false);
  });

  it('says so when the herd has no animals, when none match, and when the server fails', async () => {
    fakeServer(routes([], []));
    renderApp('/genetics');
    expect((await screen.findByTestId('empty-state', undefined, { timeout: 15_000 })).textContent).toBe('No animals in the herd yet. Register animals and run an evaluation to see their EPDs.');
    expect(screen.getByTestId('current-evaluation').textContent).toBe('No evaluation yet: run one to work out the herd’s EPDs from its pedigree and records.');
    fireEvent.change(screen.getByLabelText('Sex'), { target: { value: 'male' } });
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toBe('No animals match the search or the filters.'));
  });

  it('shows the server’s failure with a retry', async () => {
    fakeServer({ ...routes(), '/genetics': () => errorResponse(500, 'errors.somethingWentWrongTryLater', 'Something went wrong') });
    renderApp('/genetics');
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('exports the list with its filters and sort', async () => {
    const click = catchDownloads();
    const requests = fakeServer({ ...routes(), '/genetics/export': () => new Response('tag', { status: 200, headers: { 'Content-Type': 'text/csv' } }) });
    renderApp('/genetics?gender=male&col=epd%3Amilk&desc=true');
    await findTable();
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = requests.find((request) => request.path.startsWith('/genetics/export'))!;
    expect(Object.fromEntries(new URLSearchParams(sent.path.split('?')[1]))).toEqual({ format: 'xlsx', gender: 'male', col: 'epd:milk', desc: 'true' });
    click.mockRestore();
  });

  it('speaks Spanish: the headings, the decimal comma and the ranks', async () => {
    await i18n.changeLanguage('es');
    fakeServer(routes());
    renderApp('/genetics');
    const table = await findTable('DEP del hato');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent).slice(6, 8)).toEqual(['Peso al nacerDEP, kg', 'Peso al desteteDEP, kg']);
    expect(cellsOf(rowOf(table, 'T-100')).slice(6, 8)).toEqual(['+1,2Prec. 0,52 · 60 % superior', '+12,5Prec. 0,61 · 5 % superior']);
    expect(screen.getByTestId('current-evaluation').textContent).toBe('DEP de la evaluación del 02/11/2026 2:00 PM (412 animales).');
    expect(screen.getByRole('button', { name: 'Ejecutar evaluación' })).toBeTruthy();
  });
});

describe('running an evaluation from the list', { timeout: 30_000 }, () => {
  it('starts one, shows its progress every second, and shows the new EPDs when it completes', async () => {
    let evaluated = false;
    const requests = fakeServer({
      ...routes(),
      '/genetics': () => listPage(evaluated ? [toro] : [nube]),
      [`/genetics/evaluation/${EVALUATION_ID}`]: (() => {
        const next = inTurn(solving, done);
        return () => {
          const answer = next();
          void answer
            .clone()
            .json()
            .then((body: { data: { status: string } }) => {
              evaluated = body.data.status === 'completed';
            });
          return answer;
        };
      })(),
    });
    renderApp('/genetics');
    await findTable();
    fireEvent.click(screen.getByRole('button', { name: 'Run evaluation' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/genetics/evaluation' && request.init.method === 'POST')).toBe(true));
    expect(await screen.findByText('Solving the equations: Weaning weight')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Evaluation progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('button', { name: 'Run evaluation' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Evaluation finished: the EPDs of 430 animals are updated.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Evaluation progress' })).toBeNull();
    // The list is asked again: the new EPDs show.
    const table = screen.getByRole('table', { name: 'The herd’s EPDs' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'T-100' })).toBeTruthy());
  });

  it('shows why it failed, in the reader’s language as the server wrote it', async () => {
    fakeServer({ ...routes(), [`/genetics/evaluation/${EVALUATION_ID}`]: inTurn(solving, failed) });
    renderApp('/genetics');
    await findTable();
    fireEvent.click(screen.getByRole('button', { name: 'Run evaluation' }));
    const alert = await screen.findByText('The pedigree has a loop: T-1, T-2 are their own ancestors.', undefined, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')!.textContent).toContain('The evaluation failed; the previous EPDs are still shown.');
  });

  it('says one is already running (409) and follows that one', async () => {
    let started = false;
    fakeServer({
      ...routes(),
      '/genetics/evaluation': (init: RequestInit) => {
        if (init.method !== 'POST') return evaluationsPage(started ? [solving, completed] : [completed]);
        started = true;
        return errorResponse(409, 'genetics.evaluationRunning', 'An evaluation is already running');
      },
      [`/genetics/evaluation/${EVALUATION_ID}`]: () => envelope(solving),
    });
    renderApp('/genetics');
    await findTable();
    fireEvent.click(screen.getByRole('button', { name: 'Run evaluation' }));
    expect(await screen.findByText('An evaluation is already running for this organisation: wait for it to finish.')).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Evaluation progress' })).toBeTruthy();
  });

  it('follows an evaluation already running when the page opens', async () => {
    fakeServer({ ...routes([toro], [solving, completed]), [`/genetics/evaluation/${EVALUATION_ID}`]: () => envelope(solving) });
    renderApp('/genetics');
    expect(await screen.findByText('Solving the equations: Weaning weight', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('says the newest evaluation failed, its EPDs not the ones shown', async () => {
    fakeServer(routes([toro], [failed, completed]));
    renderApp('/genetics');
    const warning = await screen.findByTestId('last-failed', undefined, { timeout: 15_000 });
    expect(warning.textContent).toBe('The evaluation started 20/11/2026 10:00 AM failed; the EPDs shown are from the one before.The pedigree has a loop: T-1, T-2 are their own ancestors.');
  });

  it('speaks Spanish: the phase comes from the shared messages', async () => {
    await i18n.changeLanguage('es');
    fakeServer({ ...routes([toro], [solving, completed]), [`/genetics/evaluation/${EVALUATION_ID}`]: () => envelope(solving) });
    renderApp('/genetics');
    expect(await screen.findByTestId('evaluation-phase', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('evaluation-phase').textContent).toMatch(/: Peso al destete$/);
  });
});
