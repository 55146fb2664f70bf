import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, feedLotAnalyses } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { multipart } from '../../../test/multipart';
import { SHEET_HEAD, SHEET_TAIL, sheetRow, workbook } from '../../../test/xlsx';
import { feedTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { keeper, viewer, outsider, ok, ingredient, lot } = await feedTestbed(app);

async function upload(bytes: Buffer, name = 'analisis.csv', headers: Record<string, string> = keeper.headers) {
  const body = multipart({}, { field: 'file', name, bytes, type: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' });
  const response = await app.inject({ method: 'POST', url: '/api/feed/inventory/analysis', payload: body.payload, headers: { ...headers, ...body.headers } });
  return { status: response.statusCode, body: response.json() };
}
const analysesOf = (lotId: string) => db.select().from(feedLotAnalyses).where(eq(feedLotAnalyses.lotId, lotId));

describe('laboratory analyses of lots', () => {
  it('records one analysis per row from a CSV (decimal commas, Spanish headers) and an XLSX; the latest is the lot’s; logs each', async () => {
    const feed = await ingredient();
    const [first, second] = [await lot(feed.id), await lot(feed.id)];
    const csv = ['Número de lote;Fecha de análisis;Laboratorio;Materia seca;cp;NDF;nel;feed', `${first.number};15/11/2026;Lab Cuauhtémoc;32,5;7,6;45,2;1,46;Ensilado`, `${second.number};2026-11-16;;;8,4;;;`].join('\n');
    const { status, body } = await upload(Buffer.from(csv));
    expect([status, body.data], JSON.stringify(body)).toEqual([200, { analysed: 2 }]);
    expect((await ok('GET', `/api/feed/inventory/${first.number}`)).analysis).toEqual({ analysedOn: '2026-11-15', laboratory: 'Lab Cuauhtémoc', dmPercent: 32.5, nutrients: { cp: 7.6, ndf: 45.2, nel: 1.46 } });
    expect((await ok('GET', `/api/feed/inventory/${second.number}`)).analysis).toEqual({ analysedOn: '2026-11-16', laboratory: null, dmPercent: null, nutrients: { cp: 8.4 } });
    const sheet = `${SHEET_HEAD}${sheetRow(1, ['lotNumber', 'analysedOn', 'dmPercent', 'cp'])}${sheetRow(2, [String(first.number), '2026-11-20', '33', '7.9'])}${SHEET_TAIL}`;
    const xlsx = await upload(await workbook({ sheet }), 'analisis.xlsx');
    expect([xlsx.status, xlsx.body.data]).toEqual([200, { analysed: 1 }]);
    expect((await ok('GET', `/api/feed/inventory/${first.number}`)).analysis).toMatchObject({ analysedOn: '2026-11-20', dmPercent: 33, nutrients: { cp: 7.9 } });
    expect(await analysesOf(first.id)).toHaveLength(2);
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, first.id));
    expect(logged.map((entry) => entry.action)).toEqual(['feedLot.receive', 'feedLot.analysis', 'feedLot.analysis']);
  });

  it('rejects the whole file when a row is bad, with each row’s problems under its column, and writes nothing', async () => {
    const feed = await ingredient();
    const good = await lot(feed.id);
    const theirs = await lot((await ingredient({}, outsider.headers)).id, {}, outsider.headers);
    const csv = [
      'lotNumber,analysedOn,dmPercent,cp,ndf,adf',
      `${good.number},2026-11-15,35,8,44,26`,
      `999999,2026-11-15,35,8,,`,
      `${good.number},2026-11-31,135,8,,`,
      `${good.number},2026-11-15,35,ocho,30,40`,
      `,2026-12-15,,,,`,
    ].join('\n');
    const { status, body } = await upload(Buffer.from(csv));
    expect(status).toBe(422);
    expect(body.errors.map((error: { row: number; param: string; key: string }) => [error.row, error.param, error.key])).toEqual([
      [3, 'lotNumber', 'feed.analysisLotUnknown'],
      [4, 'analysedOn', 'validation.invalid'],
      [4, 'dmPercent', 'feed.dmRange'],
      [5, 'cp', 'validation.invalid'],
      [5, 'adf', 'feed.adfAboveNdf'],
      [6, 'lotNumber', 'feed.lotRequired'],
    ]);
    expect(await analysesOf(good.id)).toHaveLength(0);
    // Another organisation's lot number is not ours to analyse (a number our series has not reached).
    expect(theirs.number).toBeGreaterThan(0);
  });

  it('refuses a file that is not CSV or XLSX, too big, or without its columns (422 on the field); a viewer (403)', async () => {
    const pdf = await upload(Buffer.from('%PDF'), 'analisis.pdf');
    expect([pdf.status, pdf.body.errors[0]]).toEqual([422, expect.objectContaining({ param: 'file', key: 'animals.importFileType' })]);
    const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 'a'));
    expect([big.status, big.body.errors[0]]).toEqual([422, expect.objectContaining({ param: 'file', key: 'feed.analysisTooBig' })]);
    const headless = await upload(Buffer.from('cp,ndf\n8,40\n'));
    expect([headless.status, headless.body.errors.map((error: { param: string }) => error.param)]).toEqual([422, ['lotNumber', 'analysedOn']]);
    const unknown = await upload(Buffer.from('lotNumber,analysedOn,protein\n1,2026-11-01,8\n'));
    expect(unknown.body.errors[0]).toMatchObject({ param: 'protein', key: 'animals.importUnknownColumn' });
    expect((await upload(Buffer.from('lotNumber,analysedOn\n1,2026-11-01\n'), 'a.csv', viewer.headers)).status).toBe(403);
  });

  it('gives the template: the header, then each lot in stock with its dry matter now, the feed’s name last', async () => {
    const feed = await ingredient({ dmPercent: 36 });
    const inStock = await lot(feed.id);
    const template = await app.inject({ method: 'GET', url: '/api/feed/inventory/analysis-template', headers: viewer.headers });
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = template.body.trim().split('\r\n');
    expect(header).toMatch(/^"lotNumber","analysedOn","laboratory","dmPercent","cp","rup",.*"vitE","feed"$/);
    expect(rows.find((row) => row.startsWith(`"${inStock.number}",`))).toMatch(new RegExp(`^"${inStock.number}","","","36",.*"${feed.name}"$`));
    const theirs = await app.inject({ method: 'GET', url: '/api/feed/inventory/analysis-template', headers: outsider.headers });
    expect(theirs.body).not.toContain(feed.name);
  });
});
