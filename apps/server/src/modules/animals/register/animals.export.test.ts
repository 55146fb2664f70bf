import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { testClock } from '../../../test/clock';
import { zones } from '../../../db/schema';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { multipart } from '../../../test/multipart';
import { createMember } from '../../../test/people';
import type * as Repository from './animals.repository';
import { animalListQuery } from './animals.repository';

// The list's query as it is, unless a test makes the database fail under the export.
vi.mock('./animals.repository', async (importActual) => {
  const actual = await importActual<typeof Repository>();
  return { ...actual, animalListQuery: vi.fn(actual.animalListQuery) };
});
/** The list's query as the export runs it (`.limit().offset()`), answering `rows`. */
const answering = (rows: () => Promise<unknown[]>) => () => ({ limit: () => ({ offset: rows }) }) as unknown as ReturnType<typeof animalListQuery>;
const connectionLost = () => Promise.reject(new Error('Connection terminated unexpectedly'));

const app = await buildTestApp({ clock: testClock(new Date('2026-03-05T12:00:00Z')) });
const exporter = await createMember(app, { grants: { animals: ['view', 'export'] } });
const viewer = await createMember(app, { organizationId: exporter.organizationId, grants: { animals: ['view'] } });
const org = exporter.organizationId;

const farm = await insertFarm(app, org, 'Los Álamos');
const group = await insertGroup(app, org, 'Becerros');
const canela = await insertAnimal(app, org, { tagNumber: 'ALA-0002', nickname: 'Canela, "la güera"', birthDate: '2024-01-20', farmId: farm.id });
await insertRecord(app, org, canela.id, { type: 'groupChange', groupId: group.id, occurredAt: new Date('2024-02-01') });
await insertRecord(app, org, canela.id, { type: 'weight', quantity: { value: 123.456, unit: 'kg' }, occurredAt: new Date('2024-03-01') });
await insertAnimal(app, org, { tagNumber: 'ALA-0001', nickname: '=HYPERLINK("x")', gender: 'male', birthDate: null });
const sold = await insertAnimal(app, org, { tagNumber: 'ALA-0003' });
await insertRecord(app, org, sold.id, { type: 'removal', details: { reason: 'sold' } });

const download = (query: string, headers: Record<string, string> = exporter.headers) => app.inject({ method: 'GET', url: `/api/animal/export?${query}`, headers });

describe('exporting the herd', () => {
  it('writes the filtered, sorted list as CSV with a byte-order mark, headers in the caller’s language', async () => {
    const response = await download('col=tagNumber&desc=true', { ...exporter.headers, 'accept-language': 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="animals-2026-03-05.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split('\r\n')).toEqual([
      '"Número de arete","Apodo","Especie","Sexo","Raza","Fecha de nacimiento","Categoría / etapa","Estado","Finca","Zona","Grupo","Peso actual (kg)"',
      '"ALA-0002","Canela, ""la güera""","Bovino","Hembra","","2024-01-20","","Activo","Los Álamos","","Becerros","123.46"',
      `"ALA-0001","'=HYPERLINK(""x"")","Bovino","Macho","","","","Activo","","","",""`,
      '',
    ]);
  });

  it('writes an XLSX workbook that opens with the same rows, removed animals when asked', async () => {
    const response = await download('format=xlsx&status=all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="animals-2026-03-05.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Animals');
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Tag number', 'Nickname', 'Species', 'Gender', 'Breed', 'Birth date', 'Category / stage', 'Status', 'Farm', 'Zone', 'Group', 'Current weight (kg)']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['ALA-0001', 'ALA-0002', 'ALA-0003']);
    expect(rows[2]).toEqual(['ALA-0002', 'Canela, "la güera"', 'Cattle', 'Female', undefined, '2024-01-20', undefined, 'Active', 'Los Álamos', undefined, 'Becerros', 123.46]);
    expect(rows[3]![7]).toBe('Removed');
  });

  it('quotes every cell, so a spreadsheet that splits on semicolons keeps `x;=1+1` one text cell', async () => {
    const other = await createMember(app, { grants: { animals: ['view', 'export'] } });
    await insertAnimal(app, other.organizationId, { tagNumber: 'SEMI-1', nickname: 'x;=1+1', gender: 'male', birthDate: null });
    const response = await download('', other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')[1]).toBe('"SEMI-1","x;=1+1","Cattle","Male","","","","Active","","","",""');
  });

  it('types text as text in the XLSX workbook: a cell that looks like a formula is a string, never a formula', async () => {
    const response = await download('format=xlsx&search=ALA-0001');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const nickname = workbook.worksheets[0]!.getCell('B2');
    expect(nickname.value).toBe('=HYPERLINK("x")');
    expect(nickname.type).toBe(ExcelJS.ValueType.String);
    expect(nickname.formula).toBeUndefined();
  });

  it('answers a failing database with the error envelope before any byte of the file, in CSV and XLSX', async () => {
    for (const format of ['csv', 'xlsx']) {
      vi.mocked(animalListQuery).mockImplementationOnce(answering(connectionLost));
      const response = await download(`format=${format}`);
      expect(response.statusCode, format).toBe(500);
      expect(response.headers['content-disposition'], format).toBeUndefined();
      expect(response.json(), format).toMatchObject({ code: 500, success: false, key: 'errors.somethingWentWrongTryLater', errors: [] });
    }
  });

  it('answers an error, not half a file, when the database fails after the first batch of rows', async () => {
    const [row] = await animalListQuery(app.database.db, org, { status: 'active' }).limit(1);
    // A full first batch (the export reads 25,000 rows at a time), so that a second is asked for, and fails.
    vi.mocked(animalListQuery)
      .mockImplementationOnce(answering(async () => Array.from({ length: 25_000 }, () => row)))
      .mockImplementationOnce(answering(connectionLost));
    const response = await download('');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 500, success: false });
  });

  it('writes files the import reads as they are: the same animals after, exported in either language and format (docs/decisions.md)', async () => {
    // The same farm, zone and group names in each organisation: they are the organisation's own.
    const organisation = async () => {
      const member = await createMember(app, { grants: { animals: ['view', 'create', 'export'] } });
      const ceiba = await insertFarm(app, member.organizationId, 'La Ceiba');
      await app.database.db.insert(zones).values({ organizationId: member.organizationId, farmId: ceiba.id, name: 'Potrero 1', areaSquareMeters: 40_000, perimeterMeters: 800 });
      await insertGroup(app, member.organizationId, 'Novillas');
      return member;
    };
    const upload = async (member: { headers: Record<string, string> }, name: string, bytes: Buffer) => {
      const body = multipart({ kind: 'animals' }, { field: 'file', name, bytes, type: 'application/octet-stream' });
      const response = await app.inject({ method: 'POST', url: '/api/animal/import', payload: body.payload, headers: { ...member.headers, ...body.headers } });
      await app.jobs.idle();
      return response;
    };
    // Every exported column but the computed weight, which the import skips.
    const herd = async (member: { headers: Record<string, string> }) =>
      (await download('', member.headers)).body.split('\r\n').map((line) => line.replace(/,"[^"]*"$/, ''));

    const source = await organisation();
    const written = await upload(
      source,
      'hato.csv',
      Buffer.from(
        [
          'tagNumber,nickname,speciesCode,gender,breedCode,birthDate,categoryStage,farm,zone,group',
          'RT-1,Lucera,cattle,female,brahman,2019-05-10,cow,La Ceiba,Potrero 1,Novillas',
          'RT-2,,cattle,male,,2024-02-01,newborn,La Ceiba,,',
          'RT-3,Pinta,cattle,female,holstein-friesian,,heifer,La Ceiba,Potrero 1,',
        ].join('\n'),
      ),
    );
    expect(written.statusCode).toBe(202);
    const [lucera] = await animalListQuery(app.database.db, source.organizationId, { status: 'active', search: 'RT-1' }).limit(1);
    await insertRecord(app, source.organizationId, lucera!.id, { type: 'weight', quantity: { value: 450, unit: 'kg' }, occurredAt: new Date('2025-01-01') });
    const before = await herd(source);
    expect(before).toHaveLength(5);
    expect(before[1]).toBe('"RT-1","Lucera","Cattle","Female","Brahman","2019-05-10","Cow","Active","La Ceiba","Potrero 1","Novillas"');

    for (const [format, language] of [
      ['csv', 'es'],
      ['xlsx', 'en'],
    ]) {
      const file = await download(`format=${format}`, { ...source.headers, 'accept-language': language! });
      const target = await organisation();
      const imported = await upload(target, `animals.${format}`, file.rawPayload);
      expect(imported.statusCode, `${format} ${imported.body}`).toBe(202);
      expect(await herd(target), format).toEqual(before);
    }
  });

  it('refuses a member without the export permission (403) and an unknown format (422)', async () => {
    expect((await download('', viewer.headers)).statusCode).toBe(403);
    expect((await download('format=pdf')).statusCode).toBe(422);
  });
});
