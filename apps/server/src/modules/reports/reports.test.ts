import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../test/herd';
import { pdfText } from '../../test/pdf';
import { createMember } from '../../test/people';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const REPORTS = ['view', 'export'] as const;
const analyst = await createMember(app, { grants: { reports: REPORTS } });
const org = analyst.organizationId;
const viewerOnly = await createMember(app, { organizationId: org, grants: { reports: ['view'] } });
const farmer = await createMember(app, { organizationId: org, grants: { animals: ['view'] } });
const outsider = await createMember(app, { grants: { reports: REPORTS } });

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const get = (url: string, headers: Record<string, string> = analyst.headers) => app.inject({ method: 'GET', url, headers });
const page = async (url: string, headers?: Record<string, string>) => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
type Figure = { id: string; value: number | null; numerator: number; denominator: number; animals: number };
const figure = (data: { figures: Figure[] }, id: string) => data.figures.find((f) => f.id === id)!;

let alamos: { id: string };
let ordeno: { id: string };
let theirFarm: { id: string };

/**
 * The herd, worked by hand (clock 24 November 2026, the default period 25 November 2025 to 24
 * November 2026):
 * - Paloma, on Los Álamos: calved 10 January 2025 and 5 January 2026 (360 days); her calf Brisa was
 *   born dead. In the Ordeño group from 1 June 2025 to 1 June 2026. Milked on 1 March 2026: 12 kg
 *   in the morning, 10 kg in the evening (one 22 kg test).
 * - Luna, on Los Álamos: calved 1 February 2025 and 11 February 2026 (375 days); 20 L on 1 March
 *   2026 (20.64 kg at 1.032 kg/L).
 * - Estrella, on La Loma: calved 1 March 2025 and 1 March 2026 (365 days).
 * Calving interval: (360 + 375 + 365) ÷ 3 = 366.67; on Los Álamos (360 + 375) ÷ 2 = 367.5.
 */
beforeAll(async () => {
  alamos = await insertFarm(app, org, 'Los Álamos');
  const loma = await insertFarm(app, org, 'La Loma');
  ordeno = await insertGroup(app, org, 'Ordeño');
  const paloma = await insertAnimal(app, org, { nickname: 'Paloma', tagNumber: 'ES-PALOMA', farmId: alamos.id, birthDate: '2022-01-10' });
  const luna = await insertAnimal(app, org, { nickname: 'Luna', tagNumber: 'ES-LUNA', farmId: alamos.id, birthDate: '2022-02-01' });
  const estrella = await insertAnimal(app, org, { nickname: 'Estrella', tagNumber: 'ES-ESTRELLA', farmId: loma.id, birthDate: '2022-03-01' });
  const brisa = await insertAnimal(app, org, { nickname: 'Brisa', tagNumber: 'ES-BRISA', farmId: alamos.id, birthDate: '2026-01-05', damId: paloma.id });

  await insertRecord(app, org, paloma.id, { type: 'groupChange', groupId: ordeno.id, occurredAt: day('2025-06-01') });
  await insertRecord(app, org, paloma.id, { type: 'groupChange', groupId: null, occurredAt: day('2026-06-01') });
  await insertRecord(app, org, paloma.id, { type: 'calving', occurredAt: day('2025-01-10'), details: { birthEase: 'noAssistance' } });
  await insertRecord(app, org, paloma.id, { type: 'calving', occurredAt: day('2026-01-05'), details: { birthEase: 'someAssistance', calfIds: [brisa.id] } });
  await insertRecord(app, org, brisa.id, { type: 'removal', occurredAt: new Date('2026-01-05T06:00:00Z'), details: { reason: 'dead' } });
  await insertRecord(app, org, luna.id, { type: 'calving', occurredAt: day('2025-02-01'), details: { birthEase: 'noAssistance' } });
  await insertRecord(app, org, luna.id, { type: 'calving', occurredAt: day('2026-02-11'), details: { birthEase: 'noAssistance' } });
  await insertRecord(app, org, estrella.id, { type: 'calving', occurredAt: day('2025-03-01'), details: { birthEase: 'noAssistance' } });
  await insertRecord(app, org, estrella.id, { type: 'calving', occurredAt: day('2026-03-01'), details: { birthEase: 'noAssistance' } });

  const milk = (session: string) => ({ session, saleable: true });
  await insertRecord(app, org, paloma.id, { type: 'milk', occurredAt: new Date('2026-03-01T05:00:00Z'), quantity: { value: 12, unit: 'kg' }, details: milk('morning') });
  await insertRecord(app, org, paloma.id, { type: 'milk', occurredAt: new Date('2026-03-01T17:00:00Z'), quantity: { value: 10, unit: 'kg' }, details: milk('evening') });
  await insertRecord(app, org, luna.id, { type: 'milk', occurredAt: day('2026-03-01'), quantity: { value: 20, unit: 'L' }, details: milk('daily') });

  theirFarm = await insertFarm(app, outsider.organizationId, 'El Otro Lado');
});

describe('an analytics page', () => {
  it('computes the herd’s figures with what they are made of', async () => {
    const data = await page('/api/reports/breeder');
    expect(data.asOf).toBe('2026-11-24');
    expect(data.period).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    const interval = figure(data, 'calvingInterval');
    expect(interval.value).toBeCloseTo((360 + 375 + 365) / 3, 6);
    expect(interval.denominator).toBe(3);
    expect(interval.animals).toBe(3);
    expect(data.charts.map((chart: { id: string }) => chart.id)).toEqual(['calvingsByMonth', 'daysOpenSpread']);
    const calvings = data.charts[0];
    expect(calvings.categories[0]).toBe('2025-11');
    // January 2026 is the third month of the period: Paloma's calving.
    expect(calvings.series[0].values.slice(0, 5)).toEqual([0, 0, 1, 1, 1]);
    expect(data.table.id).toBe('cows');
    expect(data.table.rows.map((row: { cells: unknown[] }) => row.cells[0])).toEqual(['ES-ESTRELLA', 'ES-LUNA', 'ES-PALOMA']);
  });

  it('counts only the animals on the farm asked for', async () => {
    const data = await page(`/api/reports/breeder?farmId=${alamos.id}`);
    expect(figure(data, 'calvingInterval').value).toBeCloseTo(367.5, 6);
  });

  it('reads the herd as it was on the as-of date: later records unknown, the group as it was then', async () => {
    // A year to 1 February 2026: Luna's second calving (11 February) has not happened; only Paloma's counts.
    const early = await page('/api/reports/breeder?asOf=2026-02-01');
    expect(early.period).toEqual({ from: '2025-02-02', to: '2026-02-01' });
    // A start alone runs the period to the as-of day.
    expect((await page('/api/reports/breeder?from=2026-01-01&asOf=2026-06-30')).period).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(figure(early, 'calvingInterval')).toMatchObject({ value: 360, denominator: 1 });
    // Paloma was in the Ordeño group on 1 May 2026, and no longer is.
    expect(figure(await page(`/api/reports/breeder?groupId=${ordeno.id}&asOf=2026-05-01`), 'calvingInterval')).toMatchObject({ value: 360, denominator: 1 });
    expect(figure(await page(`/api/reports/breeder?groupId=${ordeno.id}`), 'calvingInterval')).toMatchObject({ value: null, denominator: 0 });
  });

  it('finds a stillborn calf in the perinatal mortality', async () => {
    const data = await page('/api/reports/calf');
    expect(figure(data, 'calvesBorn').value).toBe(1);
    expect(figure(data, 'perinatalMortality')).toMatchObject({ value: 1, numerator: 1, denominator: 1 });
  });

  it('adds a day’s milkings into one test and splits the milk by session', async () => {
    const data = await page('/api/reports/milking');
    expect(figure(data, 'milkPerCowDay').value).toBeCloseTo((22 + 20 * 1.032) / 2, 6);
    expect(data.table.rows.map((row: { cells: unknown[] }) => row.cells.slice(0, 3))).toEqual([
      [{ word: 'morning' }, 1, 12],
      [{ word: 'evening' }, 1, 10],
      [{ word: 'daily' }, 1, 20.6],
    ]);
  });

  it('answers an empty herd with empty figures, never NaN', async () => {
    const data = await page('/api/reports/pregnancy', outsider.headers);
    for (const kpi of data.figures) expect(kpi.value === null || Number.isFinite(kpi.value)).toBe(true);
    expect(figure(data, 'pregnancyRate')).toMatchObject({ value: null, denominator: 0 });
    expect(JSON.stringify(data)).not.toContain('NaN');
  });

  it('serves every page of the analytics', async () => {
    for (const id of ['analytics', 'health', 'dairyProduction', 'meatProduction', 'animal', 'calfDetailed', 'animalDetailed', 'milk', 'stud', 'milkType', 'semen', 'pregnancy']) {
      const data = await page(`/api/reports/${id}`);
      expect(data.page).toBe(id);
      expect(data.figures.length).toBeGreaterThan(0);
    }
  });
});

describe('bad requests', () => {
  it.each([
    ['a period that ends before it starts', '?from=2026-05-01&to=2026-04-01', 'from', 'reports.rangeReversed'],
    ['an as-of date in the future', '?asOf=2027-01-15', 'asOf', 'reports.asOfInFuture'],
    ['a period ending after the as-of date', '?asOf=2026-06-01&to=2026-07-01', 'to', 'reports.periodAfterAsOf'],
    ['a date that is not one', '?asOf=2026-02-30', 'asOf', 'reports.dateInvalid'],
  ])('refuses %s with 422', async (_, query, param, key) => {
    const response = await get(`/api/reports/pregnancy${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ param, key }] });
  });

  it('does not find another organisation’s farm or group', async () => {
    const response = await get(`/api/reports/pregnancy?farmId=${theirFarm.id}`);
    expect(response.statusCode).toBe(404);
    const theirGroup = await insertGroup(app, outsider.organizationId, 'Su lote');
    expect((await get(`/api/reports/pregnancy?groupId=${theirGroup.id}`)).statusCode).toBe(404);
  });

  it('does not find a page that is not one', async () => {
    expect((await get('/api/reports/astrology')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get('/api/reports/breeder/figures/milk305/animals')).statusCode).toBe(404);
  });

  it('refuses those without the reports permission, and a file to those who may only view', async () => {
    expect((await get('/api/reports/pregnancy', farmer.headers)).statusCode).toBe(403);
    expect((await get('/api/reports/pregnancy/export?format=csv', viewerOnly.headers)).statusCode).toBe(403);
    expect((await get('/api/reports/pregnancy', viewerOnly.headers)).statusCode).toBe(200);
  });
});

describe('the animals behind a figure', () => {
  it('lists them a page at a time, and only the organisation’s', async () => {
    const data = await page('/api/reports/breeder/figures/calvingInterval/animals?limit=2');
    expect(data.total).toBe(3);
    expect(data.items).toHaveLength(2);
    const second = await page('/api/reports/breeder/figures/calvingInterval/animals?limit=2&page=2');
    const tags = [...data.items, ...second.items].map((animal: { tagNumber: string }) => animal.tagNumber).sort();
    expect(tags).toEqual(['ES-ESTRELLA', 'ES-LUNA', 'ES-PALOMA']);
    expect(data.items[0]).toMatchObject({ gender: 'female', status: 'active' });
    expect((await page('/api/reports/breeder/figures/calvingInterval/animals', outsider.headers)).total).toBe(0);
  });
});

describe('the page as a file', () => {
  it('writes the table as CSV in the reader’s language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/reports/breeder/export?format=csv', headers: { ...analyst.headers, 'accept-language': 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('"Intervalo entre partos (días)"');
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes('ES-LUNA'))).toContain('"375"');
  });

  it('writes the table as XLSX', async () => {
    const response = await get('/api/reports/milking/export?format=xlsx');
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Share of milk');
    expect(sheet.getRow(2).values).toContain('Morning');
  });

  it('prints a PDF report with its figures, charts and definitions', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/reports/breeder/export?format=pdf', headers: { ...analyst.headers, 'accept-language': 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Informe de criadores');
    expect(text).toContain('Intervalo entre partos');
    expect(text).toContain('366,7 días');
    expect(text).toContain('Partos por mes');
  });
});
