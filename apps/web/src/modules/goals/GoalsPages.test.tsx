import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fakeServer } from '../../testing/fake-server';
import { typeDate } from '../../testing/dates';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import i18n from '../../app/i18n';

const ID = '00000000-0000-4000-8000-000000000001';
const weaning = {
  id: ID,
  name: 'Heavier calves at weaning',
  kpi: 'weaning205',
  comparator: 'atLeast',
  target: 260,
  baseline: 240,
  baselineOn: '2026-06-01',
  farmId: '00000000-0000-4000-8000-000000000002',
  farmName: 'Los Álamos',
  groupId: null,
  groupName: null,
  breedCode: null,
  from: null,
  to: null,
  deadline: '2027-06-01',
  ownerId: '00000000-0000-4000-8000-000000000003',
  ownerName: 'Mateo Ruiz',
  notes: 'Creep feeding from 90 days.',
  progress: { current: 245, expected: 249.9, percent: 25, status: 'atRisk', animals: 12, reliable: true },
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};
const detail = { ...weaning, trend: [{ asOf: '2026-10-31', value: 241 }, { asOf: '2026-11-24', value: 245 }] };

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the livestock goals pages', { timeout: 20_000 }, () => {
  it('lists each goal with its figure now, progress, status, deadline and owner', async () => {
    signInForTest();
    fakeServer({ '/livestock-goals': () => envelope([weaning]) });
    renderApp('/livestock_goals');
    const card = await screen.findByTestId('goal-card');
    expect(within(card).getByText('Heavier calves at weaning')).toBeTruthy();
    expect(within(card).getByText('At risk')).toBeTruthy();
    expect(within(card).getByText('Adjusted 205-day weaning weight: at least 260 kg')).toBeTruthy();
    expect(within(card).getByTestId('goal-current').textContent).toBe('Now: 245 kg');
    expect(within(card).getByTestId('goal-percent').textContent).toBe('25 %');
    expect(within(card).getByText(/Owner: Mateo Ruiz/)).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/livestock_goals/viewDetails/${ID}`);
  });

  it('says there is no goal yet and leads to the user guide', async () => {
    signInForTest();
    fakeServer({ '/livestock-goals': () => envelope([]) });
    renderApp('/livestock_goals');
    expect(await screen.findByTestId('goals-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read how goals work.' }).getAttribute('href')).toBe('/livestock-goals/user-guide');
  });

  it('sets a goal: the figure’s definition and way shown, a percentage sent as a share, a refused field under it', async () => {
    signInForTest();
    let tries = 0;
    const requests = fakeServer({
      '/livestock-goals': (init) => {
        if (init.method !== 'POST') return envelope([]);
        tries += 1;
        return tries === 1 ? errorResponse(422, 'errors.validation', 'Check the form', [{ param: 'deadline', msg: 'The deadline cannot be in the past.', key: 'goals.deadlineInPast' }]) : envelope({ ...weaning, kpi: 'perinatalMortality' });
      },
      [`/livestock-goals/${ID}`]: () => envelope({ ...detail, kpi: 'perinatalMortality' }),
    });
    renderApp('/livestock_goals/add');
    const form = await screen.findByTestId('goal-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose the herd figure the goal measures.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Herd figure/), { target: { value: 'perinatalMortality' } });
    expect(within(form).getByTestId('goal-definition').textContent).toMatch(/born dead or died within 48 hours/);
    expect((within(form).getByLabelText(/The figure must be/) as HTMLSelectElement).value).toBe('atMost');
    fireEvent.change(within(form).getByLabelText(/Target/), { target: { value: '2,5' } });
    typeDate(/Deadline/, '2027-03-31', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The deadline cannot be in the past.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goal set')).toBeTruthy();
    const posts = requests.filter((request) => request.init.method === 'POST');
    expect(bodyOf(posts[1]!.init)).toEqual({ name: '', kpi: 'perinatalMortality', comparator: 'atMost', target: 0.025, deadline: '2027-03-31', notes: '' });
  });

  it('shows a goal in Spanish: its values, definition, trend and what it counts', async () => {
    signInForTest();
    await i18n.changeLanguage('es');
    fakeServer({ [`/livestock-goals/${ID}`]: () => envelope(detail) });
    renderApp(`/livestock_goals/viewDetails/${ID}`);
    expect((await screen.findByTestId('goal-current')).textContent).toBe('245 kg');
    expect(screen.getByTestId('goal-baseline').textContent).toBe('240 kg');
    expect(screen.getByTestId('goal-target').textContent).toBe('260 kg');
    expect(screen.getByText('En riesgo')).toBeTruthy();
    expect(screen.getByText(/para terneros pesados entre 160 y 250 días/)).toBeTruthy();
    expect(screen.getByText('Calculado con los registros de 12 animales.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el indicador y sus animales en los informes' }).getAttribute('href')).toBe(`/analytics-reporting/production/meat?farmId=${weaning.farmId}`);
    expect(screen.getByRole('link', { name: 'Cambiar la meta' }).getAttribute('href')).toBe(`/livestock_goals/update/${ID}`);
  });

  it('opens a goal’s form with its values, a share as a percentage', async () => {
    signInForTest();
    fakeServer({ [`/livestock-goals/${ID}`]: () => envelope({ ...detail, kpi: 'perinatalMortality', comparator: 'atMost', target: 0.03 }) });
    renderApp(`/livestock_goals/update/${ID}`);
    const form = await screen.findByTestId('goal-form');
    await waitFor(() => expect((within(form).getByLabelText(/Target/) as HTMLInputElement).value).toBe('3'));
    expect(within(form).getByText('In percent (3 for 3 %)')).toBeTruthy();
  });

  it('explains goals in both languages', async () => {
    signInForTest();
    fakeServer({});
    renderApp('/livestock-goals/user-guide');
    expect(await screen.findByRole('heading', { name: 'When a goal is at risk' })).toBeTruthy();
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('heading', { name: 'Cuándo una meta está en riesgo' })).toBeTruthy();
  });
});
