import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APP_MODULES } from '@ganado/shared/auth';
import type { MyWork, ReportSchedule } from '@ganado/shared/reports';
import { chooseLanguage } from '../../../app/i18n';
import { bodyOf, fakeServer, type SentRequest } from '../../../testing/fake-server';
import { heifers, pageOfItems } from '../../../testing/animal-register';
import { dehesa, FARM_ID, page } from '../../../testing/farms';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { MyReportsPage } from './MyReportsPage';
import { renderMyReportsPage } from './testing';

// jsdom has no canvas: the stand-in chart lists what it would draw.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis: { data: string[] }; series: { name: string; stack: string; data: number[] }[] } }) => (
    <div data-testid="chart" aria-label={label}>
      {[option.xAxis.data.join(','), ...option.series.map((series) => `${series.stack} ${series.name}: ${series.data.join(',')}`)].join(' | ')}
    </div>
  ),
}));

const SCHEDULE_ID = '00000000-0000-4000-8000-000000000301';
const work: MyWork = {
  period: { from: '2026-09-01', to: '2026-11-24' },
  months: ['2026-09', '2026-10', '2026-11'],
  records: [
    { kind: 'weight', counts: [1, 0, 1], total: 2 },
    { kind: 'other', counts: [0, 1, 0], total: 1 },
  ],
  tasks: [{ category: 'insemination', counts: [0, 1, 1], total: 2 }],
};
const schedule: ReportSchedule = {
  id: SCHEDULE_ID,
  page: 'breeder',
  filters: { farmId: FARM_ID },
  cadence: 'weekly',
  weekday: 1,
  dayOfMonth: null,
  hour: 7,
  timeZone: 'UTC',
  language: 'es',
  active: true,
  nextRunAt: '2026-11-30T07:00:00.000Z',
  lastSentAt: null,
  createdAt: '2026-11-24T12:00:00.000Z',
};

function server(overrides: Record<string, (init: RequestInit) => Response> = {}) {
  return fakeServer({
    '/my-reports/work': () => envelope(work),
    '/my-reports/schedule': (init) => (init.method === 'POST' ? envelope(schedule) : envelope([schedule])),
    [`/my-reports/schedule/${SCHEDULE_ID}`]: () => envelope(schedule),
    [`/my-reports/schedule/${SCHEDULE_ID}/send`]: () => envelope({ ...schedule, lastSentAt: '2026-11-24T12:00:00.000Z' }),
    '/farm': () => page([dehesa]),
    '/animal-group': () => pageOfItems([heifers]),
    ...overrides,
  });
}
const sent = (requests: SentRequest[], method: string, path: string) => requests.filter((request) => request.init.method === method && request.path.split('?')[0] === path);

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('/my-reports', { timeout: 30_000 }, () => {
  it('shows the person’s work per month as a chart and a table of records and of tasks, each kind’s total and then the latest month first', async () => {
    server();
    renderMyReportsPage(MyReportsPage, '/my-reports');
    const chart = await screen.findByTestId('chart');
    expect(chart.textContent).toBe('Sep 2026,Oct 2026,Nov 2026 | records Weight: 1,0,1 | records Other entries (stock, orders, semen, feed): 0,1,0 | tasks Insemination: 0,1,1');
    const records = screen.getByRole('table', { name: 'Records you entered, per month' });
    expect(within(records).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Record', 'Total', 'Nov 2026', 'Oct 2026', 'Sep 2026'],
      ['Weight', '2', '1', '0', '1'],
      ['Other entries (stock, orders, semen, feed)', '1', '0', '1', '0'],
    ]);
    const tasks = screen.getByRole('table', { name: 'Tasks you completed, per month' });
    expect(within(tasks).getAllByRole('row')[1]!.textContent).toBe('Insemination2110');
  });

  it('says so when the person did nothing in the period', async () => {
    server({ '/my-reports/work': () => envelope({ ...work, records: [], tasks: [] }) });
    renderMyReportsPage(MyReportsPage, '/my-reports');
    expect((await screen.findAllByTestId('empty-state'))[0]!.textContent).toBe('You have not entered records or completed tasks in this period.');
  });

  it('lists the scheduled reports with when they go, and sends one now', async () => {
    const requests = server();
    renderMyReportsPage(MyReportsPage, '/my-reports');
    const card = await screen.findByRole('article', { name: 'Breeder report' });
    expect(card.textContent).toContain('Every Monday at 7:00 AM, UTC');
    expect(await within(card).findByText('La Dehesa')).toBeTruthy();
    expect(card.textContent).toContain('Next: 30/11/2026 7:00 AM · Not sent yet');
    fireEvent.click(within(card).getByRole('button', { name: 'Send Breeder report now' }));
    expect(await screen.findByText('Report sent to your email')).toBeTruthy();
    expect(sent(requests, 'POST', `/my-reports/schedule/${SCHEDULE_ID}/send`)).toHaveLength(1);
  });

  it('schedules a report, what is missing said under its field first', async () => {
    const requests = server({ '/my-reports/schedule': (init) => (init.method === 'POST' ? envelope(schedule) : envelope([])) });
    renderMyReportsPage(MyReportsPage, '/my-reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a report.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Report/), { target: { value: 'health' } });
    fireEvent.change(within(dialog).getByLabelText(/^How often/), { target: { value: 'monthly' } });
    fireEvent.change(await within(dialog).findByLabelText(/^Day of the month/), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Hour/), { target: { value: '18' } });
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'La Dehesa', hidden: true })).toHaveLength(1));
    fireEvent.change(within(dialog).getByLabelText(/^Farm/), { target: { value: FARM_ID } });
    fireEvent.change(within(dialog).getByLabelText(/^Sex/), { target: { value: 'female' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report scheduled')).toBeTruthy();
    expect(bodyOf(sent(requests, 'POST', '/my-reports/schedule')[0]!.init)).toEqual({
      page: 'health',
      cadence: 'monthly',
      weekday: null,
      dayOfMonth: 5,
      hour: 18,
      language: 'en',
      active: true,
      filters: { farmId: FARM_ID, gender: 'female' },
    });
  });

  it('shows the server’s refusal of a filter under its field', async () => {
    server({
      '/my-reports/schedule': (init) =>
        init.method === 'POST' ? errorResponse(404, 'errors.notFound', 'Not found', [{ param: 'filters.farmId', msg: 'Not found', key: 'errors.notFound' }]) : envelope([]),
    });
    renderMyReportsPage(MyReportsPage, '/my-reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    fireEvent.change(within(dialog).getByLabelText(/^Report/), { target: { value: 'calf' } });
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'La Dehesa', hidden: true })).toHaveLength(1));
    fireEvent.change(within(dialog).getByLabelText(/^Farm/), { target: { value: FARM_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const farm = within(dialog).getByLabelText(/^Farm/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(farm).findByText(/not found/i)).toBeTruthy();
  });

  it('changes a schedule in the dialog, and deletes one after the shared confirmation', async () => {
    const requests = server();
    renderMyReportsPage(MyReportsPage, '/my-reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Change Breeder report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the scheduled report' });
    expect((within(dialog).getByLabelText(/^Day of the week/) as HTMLSelectElement).value).toBe('1');
    fireEvent.click(within(dialog).getByLabelText('Send it by email'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scheduled report updated')).toBeTruthy();
    expect(bodyOf(sent(requests, 'PUT', `/my-reports/schedule/${SCHEDULE_ID}`)[0]!.init)).toMatchObject({ page: 'breeder', weekday: 1, language: 'es', active: false, filters: { farmId: FARM_ID } });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Breeder report' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Scheduled report deleted')).toBeTruthy();
    expect(sent(requests, 'DELETE', `/my-reports/schedule/${SCHEDULE_ID}`)).toHaveLength(1);
  });

  it('offers no farm or group to someone who may only view reports, and asks the server for neither', async () => {
    signInForTest({ modules: APP_MODULES.filter((module) => module !== 'farms' && module !== 'animals') });
    const requests = server();
    renderMyReportsPage(MyReportsPage, '/my-reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    expect(within(dialog).queryByLabelText(/^Farm/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Group/)).toBeNull();
    expect(requests.filter((request) => request.path.startsWith('/farm') || request.path.startsWith('/animal'))).toEqual([]);
  });

  it('reads in Spanish', async () => {
    await chooseLanguage('es');
    server();
    renderMyReportsPage(MyReportsPage, '/my-reports');
    const card = await screen.findByRole('article', { name: 'Informe de criadores' });
    expect(card.textContent).toContain('Cada lunes a las 7:00 AM, UTC');
    expect(await within(card).findByText('La Dehesa')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Registros que ha introducido, por mes' })).toBeTruthy();
  });
});
