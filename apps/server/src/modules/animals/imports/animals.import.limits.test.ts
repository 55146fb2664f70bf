import { messageCatalog } from '@ganado/shared';
import { ANIMAL_IMPORT_MAX_ROWS } from '@ganado/shared/animals';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { imports } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertFarm } from '../../../test/herd';
import { multipart } from '../../../test/multipart';
import { createMember } from '../../../test/people';
import { giantCell, repeated, SHEET_HEAD, SHEET_TAIL, sheetBomb, withDeclaredSize, workbook } from '../../../test/xlsx';

const { en } = messageCatalog;
const app = await buildTestApp();
afterAll(() => app.close());
const admin = await createMember(app, { grants: { animals: ['view', 'create'] } });
await insertFarm(app, admin.organizationId, 'Rancho El Roble');

/** The outside test's files: made once, a few MB between them. */
const bomb = await sheetBomb(300_000_000);
const forged = withDeclaredSize(bomb, 'xl/worksheets/sheet1.xml', 1_000_000);
const cell = await giantCell(100_000_000);
const rows = await workbook({ sheet: repeated(SHEET_HEAD, '<row r="2"/>', ANIMAL_IMPORT_MAX_ROWS + 2, SHEET_TAIL) });

/** Posts an XLSX and answers the response with the most the process's memory grew while it was served. */
async function upload(bytes: Buffer) {
  const body = multipart({ kind: 'animals' }, { field: 'file', name: 'hato.xlsx', bytes, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    const response = await app.inject({ method: 'POST', url: '/api/animal/import', payload: body.payload, headers: { ...admin.headers, ...body.headers } });
    return { status: response.statusCode, body: response.json(), grewBy: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Reading a refused file must not cost more than this: the old reader held 1–2 GB of such files. */
const FLAT = 100 * 1024 * 1024;

describe('POST /api/animal/import with an XLSX built to exhaust the server', () => {
  it('still imports a normal XLSX (which starts the reading thread the refusals below use)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Hato').addRows([['tagNumber', 'speciesCode', 'gender', 'farm'], ['LIM-1', 'cattle', 'female', 'Rancho El Roble']]);
    const { status, body } = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(status).toBe(202);
    expect(body.data.totalRows).toBe(1);
  });

  it.each([
    ['a zip bomb (1 MB unpacking to 300 MB)', () => bomb, 'animals.importUnpacksTooBig'],
    ['a zip bomb whose header understates its size', () => forged, 'animals.importUnreadable'],
    ['one cell of 100 million letters', () => cell, 'animals.importCellTooLong'],
    ['more rows than an import takes', () => rows, 'animals.importTooManyRows'],
  ] as const)('refuses %s with 422 on the file, memory flat, nothing stored', async (_, file, key) => {
    const kept = await app.database.db.$count(imports);
    const { status, body, grewBy } = await upload(file());
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ param: 'file', key, msg: en[key] }]);
    expect(grewBy).toBeLessThan(FLAT);
    expect(await app.database.db.$count(imports)).toBe(kept);
  });
});
