import { ANIMAL_IMPORT_XLSX_LIMITS } from '@ganado/shared/animals';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { giantCell, SHEET_HEAD, SHEET_TAIL, sheetBomb, sheetRow, withDeclaredSize, workbook } from '../../test/xlsx';
import { checkXlsx, type XlsxLimits } from './xlsx.guard';

/** Small limits, so each can be passed with small files. */
const LIMITS: XlsxLimits = { maxParts: 10, maxUnpackedBytes: 1_000_000, maxCellBytes: 1_000, maxRows: 10 };
/** What the five package parts of test/xlsx.ts's workbook unpack to, give or take. */
const PACKAGE_BYTES = 2_000;
/** An inflating stream hands over at most this much at once: a stop happens within one chunk of the limit. */
const CHUNK = 64 * 1024;

const sheetOf = (rows: string[]) => workbook({ sheet: `${SHEET_HEAD}${rows.join('')}${SHEET_TAIL}` });

describe('checkXlsx', () => {
  it('lets through a workbook exceljs wrote, having inflated every part of it', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Hato').addRows([['tagNumber', 'speciesCode', 'gender', 'farm'], ['MX-1', 'cattle', 'female', 'Rancho El Roble']]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const check = await checkXlsx(bytes, ANIMAL_IMPORT_XLSX_LIMITS);
    expect(check.problem).toBeUndefined();
    expect(check.unpackedBytes).toBeGreaterThan(10_000);
  });

  it('refuses more parts than allowed before inflating any', async () => {
    const check = await checkXlsx(await sheetOf([]), { ...LIMITS, maxParts: 5 });
    expect(check).toEqual({ problem: 'tooManyParts', unpackedBytes: 0 });
  });

  it('refuses a zip bomb by the size its parts declare, before inflating the bomb', async () => {
    const check = await checkXlsx(await sheetBomb(50_000_000), LIMITS);
    expect(check.problem).toBe('unpacksTooBig');
    expect(check.unpackedBytes).toBeLessThan(PACKAGE_BYTES);
  });

  it('stops a part that inflates past the size it declared (a forged header) at that size', async () => {
    const forged = withDeclaredSize(await sheetBomb(50_000_000), 'xl/worksheets/sheet1.xml', 100_000);
    const check = await checkXlsx(forged, { ...LIMITS, maxRows: Infinity });
    expect(check.problem).toBe('unreadable');
    expect(check.unpackedBytes).toBeLessThan(PACKAGE_BYTES + 100_000 + CHUNK);
  });

  it('stops at the first cell longer than allowed, without inflating the rest of it', async () => {
    const check = await checkXlsx(await giantCell(900_000), LIMITS);
    expect(check.problem).toBe('cellTooLong');
    expect(check.unpackedBytes).toBeLessThan(PACKAGE_BYTES + LIMITS.maxCellBytes + CHUNK);
    const inline = await sheetOf([sheetRow(1, ['A'.repeat(1_001)])]);
    expect((await checkXlsx(inline, LIMITS)).problem).toBe('cellTooLong');
    expect((await checkXlsx(await sheetOf([sheetRow(1, ['A'.repeat(900)])]), LIMITS)).problem).toBeUndefined();
  });

  it('counts the rows of a sheet, with a namespace prefix too, and nothing else that starts with "row"', async () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => sheetRow(index + 1, ['MX']));
    expect((await checkXlsx(await sheetOf([...rows(10), '<rowBreaks count="0"/>']), LIMITS)).problem).toBeUndefined();
    expect((await checkXlsx(await sheetOf(rows(11)), LIMITS)).problem).toBe('tooManyRows');
    expect((await checkXlsx(await sheetOf([...rows(10), '<x:row r="11"/>']), LIMITS)).problem).toBe('tooManyRows');
  });

  it('counts a row whose tag is cut between two inflated chunks', async () => {
    // 3,000 rows, about 80 KB of XML: the inflated chunks end inside tags.
    const rows = Array.from({ length: 3_000 }, (_, index) => `<row r="${index + 1}">${'<c/>'.repeat(index % 6)}</row>`);
    const limits = { ...LIMITS, maxRows: 3_000 };
    expect((await checkXlsx(await sheetOf(rows), limits)).problem).toBeUndefined();
    expect((await checkXlsx(await sheetOf(rows), { ...limits, maxRows: 2_999 })).problem).toBe('tooManyRows');
  });

  it('answers unreadable for what is not a ZIP', async () => {
    expect(await checkXlsx(Buffer.from('tagNumber,speciesCode\n'), LIMITS)).toEqual({ problem: 'unreadable', unpackedBytes: 0 });
  });
});
