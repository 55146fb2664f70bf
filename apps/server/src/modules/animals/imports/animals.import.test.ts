import { messageCatalog } from '@ganado/shared';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { ROWS_PER_STATEMENT } from '../../../db/insert-rows';
import { activityLog, animalRecords, animals, imports, zones } from '../../../db/schema';
import { buildTestApp, testConfig } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { multipart } from '../../../test/multipart';
import { createMember } from '../../../test/people';
import { insertImport } from '../../imports/imports.repository';
import { refreshAnimalState } from '../records/animals.state';
import { importLookups } from './animals.import.repository';
import { checkAnimalRows } from './animals.import.rows';

const { en, es } = messageCatalog;
const app = await buildTestApp();
afterAll(() => app.close());
const { db } = app.database;
const admin = await createMember(app, { grants: { animals: ['view', 'create', 'edit'] } });
const viewer = await createMember(app, { organizationId: admin.organizationId, grants: { animals: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view', 'create'] } });
const org = admin.organizationId;
const farm = await insertFarm(app, org, 'Rancho El Roble');
const group = await insertGroup(app, org, 'Vaquillas 2024');

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const HEADER = 'tagNumber*,speciesCode*,gender*,farm*,group,breedCode,birthDate,damTag,sireTag';

async function upload(kind: string, bytes: Buffer, name = 'hato.csv', headers: Record<string, string> = admin.headers) {
  const body = multipart({ kind }, { field: 'file', name, bytes, type: 'text/csv' });
  const response = await app.inject({ method: 'POST', url: '/api/animal/import', payload: body.payload, headers: { ...headers, ...body.headers } });
  return { status: response.statusCode, body: response.json() };
}
const get = async (url: string, headers: Record<string, string> = admin.headers) => {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};
const counts = async () => ({
  animals: await db.$count(animals, eq(animals.organizationId, org)),
  records: await db.$count(animalRecords, eq(animalRecords.organizationId, org)),
});
const byTag = async (tagNumber: string) => (await db.select().from(animals).where(and(eq(animals.organizationId, org), eq(animals.tagNumber, tagNumber))))[0];

describe('POST /api/animal/import (animals)', () => {
  it('imports every animal of a good file, with lineage inside the file whatever the order, their place and group', async () => {
    const before = await counts();
    const file = csv(
      'Tag Number,Species Code,Gender,Farm,Group,Breed Code,Birth Date,Dam Tag,Sire Tag',
      'BEC-3,cattle,female,rancho el roble,,brahman,2024-02-01,VAC-1,TOR-2',
      'VAC-1,cattle,female,Rancho El Roble,vaquillas 2024,,2019-05-10,,',
      'TOR-2,cattle,male,Rancho El Roble,,,2018-01-20,,',
    );
    const { status, body } = await upload('animals', file, 'hato.csv');
    expect(status).toBe(202);
    expect(body.message).toBe(en['success.importStarted']);
    expect(body.data).toMatchObject({ kind: 'animals', fileName: 'hato.csv', status: 'queued', totalRows: 3, processed: 0, errors: [] });
    await app.jobs.idle();

    expect((await get(`/api/animal/import/${body.data.id}`)).body.data).toMatchObject({ status: 'completed', processed: 3 });
    expect(await counts()).toEqual({ animals: before.animals + 3, records: before.records + 4 });
    const [calf, dam, sire] = [await byTag('BEC-3'), await byTag('VAC-1'), await byTag('TOR-2')];
    expect(calf).toMatchObject({ damId: dam!.id, sireId: sire!.id, farmId: farm.id, groupId: null, status: 'active', createdBy: admin.userId });
    expect(calf!.breedId).not.toBeNull();
    expect(dam).toMatchObject({ groupId: group.id, farmId: farm.id });
    const log = await db.select().from(activityLog).where(eq(activityLog.entityId, body.data.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(['animalImport.complete', 'animalImport.create']);
    // The rows are not kept once written.
    expect((await db.select({ rows: imports.rows }).from(imports).where(eq(imports.id, body.data.id)))[0]!.rows).toEqual([]);
  });

  it('gives each imported animal its place and group as events of the log, and the state a rebuild from the log gives', async () => {
    const [zone] = await db.insert(zones).values({ organizationId: org, farmId: farm.id, name: 'Potrero Norte', areaSquareMeters: 40_000, perimeterMeters: 800 }).returning();
    const { body } = await upload(
      'animals',
      csv('tagNumber,speciesCode,gender,farm,zone,group,damTag', 'LOG-1,cattle,female,Rancho El Roble,potrero norte,Vaquillas 2024,', 'LOG-2,cattle,female,Rancho El Roble,,,LOG-1'),
    );
    await app.jobs.idle();
    expect((await get(`/api/animal/import/${body.data.id}`)).body.data).toMatchObject({ status: 'completed' });

    const [grouped, placed] = [(await byTag('LOG-1'))!, (await byTag('LOG-2'))!];
    const records = await db
      .select({ animalId: animalRecords.animalId, type: animalRecords.type, status: animalRecords.status, farmId: animalRecords.farmId, zoneId: animalRecords.zoneId, groupId: animalRecords.groupId })
      .from(animalRecords)
      .where(inArray(animalRecords.animalId, [grouped.id, placed.id]));
    expect(records).toHaveLength(3);
    expect(records).toEqual(
      expect.arrayContaining([
        { animalId: grouped.id, type: 'movement', status: 'done', farmId: farm.id, zoneId: zone!.id, groupId: null },
        { animalId: grouped.id, type: 'groupChange', status: 'done', farmId: null, zoneId: null, groupId: group.id },
        { animalId: placed.id, type: 'movement', status: 'done', farmId: farm.id, zoneId: null, groupId: null },
      ]),
    );
    expect(placed.damId).toBe(grouped.id);

    // What the import wrote is what the log derives: cleared and rebuilt, the state is the same.
    const state = async () =>
      db
        .select({ id: animals.id, status: animals.status, farmId: animals.farmId, zoneId: animals.zoneId, groupId: animals.groupId, weight: animals.currentWeightKg })
        .from(animals)
        .where(inArray(animals.id, [grouped.id, placed.id]))
        .orderBy(animals.id);
    const written = await state();
    expect(written.find((row) => row.id === grouped.id)).toMatchObject({ status: 'active', farmId: farm.id, zoneId: zone!.id, groupId: group.id });
    expect(written.find((row) => row.id === placed.id)).toMatchObject({ status: 'active', farmId: farm.id, zoneId: null, groupId: null });
    await db.update(animals).set({ farmId: null, zoneId: null, groupId: null }).where(inArray(animals.id, [grouped.id, placed.id]));
    await refreshAnimalState(db, org, [grouped.id, placed.id]);
    expect(await state()).toEqual(written);
  });

  it('imports an XLSX file, dates typed as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hato');
    sheet.addRow(['tagNumber*', 'speciesCode*', 'gender*', 'farm*', 'birthDate', 'twin']);
    sheet.addRow(['XL-1', 'cattle', 'male', 'Rancho El Roble', new Date('2023-04-05T00:00:00Z'), 'yes']);
    sheet.addRow(['XL-2', 'cattle', 'female', 'Rancho El Roble', '2023-04-05', '']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { status, body } = await upload('animals', bytes, 'hato.xlsx');
    expect(status).toBe(202);
    await app.jobs.idle();
    expect((await get(`/api/animal/import/${body.data.id}`)).body.data.status).toBe('completed');
    expect(await byTag('XL-1')).toMatchObject({ birthDate: '2023-04-05', twin: true, gender: 'male' });
  });

  it('rejects a file with bad rows whole: the row errors in the caller’s language, the import kept as rejected, nothing written', async () => {
    await insertAnimal(app, org, { tagNumber: 'TAKEN-1', gender: 'male' });
    const before = await counts();
    const file = csv(
      HEADER,
      'OK-1,cattle,female,Rancho El Roble,,,2022-01-01,,',
      'OK-2,cattle,female,Rancho El Roble,,,2023-01-01,TAKEN-1,',
      'OK-1,cattle,female,Rancho Perdido,Nadie,,,,',
      'OK-3,cattle,,Rancho El Roble,,,2021-01-01,OK-1,NOPE',
    );
    const { status, body } = await upload('animals', file, 'malo.csv', { ...admin.headers, 'accept-language': 'es' });
    expect(status).toBe(422);
    expect(body.key).toBe('animals.importRejected');
    expect(body.message).toBe(es['animals.importRejected']);
    expect(body.errors.map((error: { row: number; param: string; key: string }) => [error.row, error.param, error.key])).toEqual([
      [3, 'damTag', 'animals.damMustBeFemale'],
      [4, 'tagNumber', 'animals.duplicateInFile'],
      [4, 'farm', 'animals.unknownFarm'],
      [4, 'group', 'animals.unknownGroup'],
      [5, 'damTag', 'animals.parentBornAfter'],
      [5, 'sireTag', 'animals.unknownTagNumber'],
      [5, 'gender', 'animals.genderRequired'],
    ]);
    expect(body.errors[0]).toEqual({ row: 3, param: 'damTag', key: 'animals.damMustBeFemale', msg: es['animals.damMustBeFemale'] });
    expect(await counts()).toEqual(before);

    const kept = await get(`/api/animal/import/${body.id}`);
    expect(kept.body.data).toMatchObject({ status: 'rejected', totalRows: 4, processed: 0 });
    expect(kept.body.data.errors[0]).toEqual({ row: 3, param: 'damTag', key: 'animals.damMustBeFemale', msg: en['animals.damMustBeFemale'] });
  });

  it('refuses a lineage loop and a tag the organisation already has', async () => {
    const { status, body } = await upload(
      'animals',
      csv(HEADER, 'LOOP-1,cattle,female,Rancho El Roble,,,,LOOP-2,', 'LOOP-2,cattle,female,Rancho El Roble,,,,LOOP-1,', 'taken-1,cattle,male,Rancho El Roble,,,,,'),
    );
    expect(status).toBe(422);
    expect(body.errors.map((error: { row: number; param: string }) => `${error.row} ${error.param}`)).toEqual(['2 damTag', '3 damTag', '4 tagNumber']);
    expect(body.errors.map((error: { key: string }) => error.key)).toEqual(['animals.lineageCycle', 'animals.lineageCycle', 'animals.tagNumberTaken']);
  });

  it.each([
    ['a missing required column', 'hato.csv', csv('tagNumber,speciesCode,gender', 'A-1,cattle,female'), [{ param: 'farm', key: 'animals.importMissingColumn' }]],
    ['an unknown column', 'hato.csv', csv(`${HEADER},colour`, 'A-1,cattle,female,Rancho El Roble,,,,,,red'), [{ param: 'colour', key: 'animals.importUnknownColumn' }]],
    ['a file that is not CSV or XLSX', 'hato.txt', csv(HEADER, 'A-1,cattle,female,Rancho El Roble,,,,,'), [{ param: 'file', key: 'animals.importFileType' }]],
    ['an XLSX that is not one', 'hato.xlsx', csv(HEADER), [{ param: 'file', key: 'animals.importUnreadable' }]],
    ['a header and no rows', 'hato.csv', csv(HEADER), [{ param: 'file', key: 'animals.importEmpty' }]],
  ])('refuses %s with 422 and stores nothing', async (_, name, bytes, errors) => {
    const kept = await db.$count(imports);
    const { status, body } = await upload('animals', bytes, name);
    expect(status).toBe(422);
    expect(body.errors.map(({ param, key }: { param: string; key: string }) => ({ param, key }))).toEqual(errors);
    expect(await db.$count(imports)).toBe(kept);
  });

  it('refuses an unknown kind and a request without a file', async () => {
    expect((await upload('cows', csv(HEADER, 'A-1,cattle,female,Rancho El Roble,,,,,'))).body.errors).toEqual([
      { param: 'kind', key: 'validation.invalid', msg: en['validation.invalid'] },
    ]);
    const body = multipart({ kind: 'animals' });
    const none = await app.inject({ method: 'POST', url: '/api/animal/import', payload: body.payload, headers: { ...admin.headers, ...body.headers } });
    expect(none.json().errors).toEqual([{ param: 'file', key: 'animals.importFileType', msg: en['animals.importFileType'] }]);
  });
});

describe('POST /api/animal/import (records)', () => {
  it('imports weights and milk of the organisation’s animals, the current weight following', async () => {
    const cow = await insertAnimal(app, org, { tagNumber: 'PESO-1', birthDate: '2022-01-01' });
    const { body } = await upload('weights', csv('tagNumber,date,weight,unit', 'peso-1,2025-01-10,400,kg', 'PESO-1,2025-03-10,"901,5",lb'));
    await app.jobs.idle();
    expect((await get(`/api/animal/import/${body.data.id}`)).body.data.status).toBe('completed');
    expect((await byTag('PESO-1'))!.currentWeightKg).toBeCloseTo(408.9, 1);

    const milk = await upload('milk', csv('tagNumber,date,yield,unit,session', 'PESO-1,2025-03-10,18.5,l,morning', 'PESO-1,2025-03-10,12,,evening'));
    expect(milk.status).toBe(202);
    await app.jobs.idle();
    const records = await db.select().from(animalRecords).where(and(eq(animalRecords.animalId, cow.id), eq(animalRecords.type, 'milk')));
    expect(records.map((record) => [record.quantityValue, record.quantityUnit, record.details])).toEqual([
      [18.5, 'L', { session: 'morning' }],
      [12, 'L', { session: 'evening' }],
    ]);
  });

  it('rejects unknown and removed animals, bad values and dates before birth, writing nothing', async () => {
    const gone = await insertAnimal(app, org, { tagNumber: 'GONE-1', birthDate: '2022-01-01' });
    await insertRecord(app, org, gone.id, { type: 'removal', occurredAt: new Date('2024-01-01'), details: { reason: 'sold' } });
    await insertAnimal(app, outsider.organizationId, { tagNumber: 'AJENO-1' });
    const before = await counts();
    const { status, body } = await upload(
      'weights',
      csv('tagNumber,date,weight', 'GONE-1,2024-06-01,300', 'AJENO-1,2024-06-01,300', 'PESO-1,2021-06-01,300', 'PESO-1,2024-13-01,-3', 'PESO-1,2999-01-01,300'),
    );
    expect(status).toBe(422);
    expect(body.errors.map((error: { row: number; param: string; key: string }) => [error.row, error.param, error.key])).toEqual([
      [2, 'tagNumber', 'animals.removed'],
      [3, 'tagNumber', 'animals.unknownTagNumber'],
      [4, 'date', 'animals.recordBeforeBirth'],
      [5, 'date', 'animals.dateInvalid'],
      [5, 'weight', 'animals.mustBePositive'],
      [6, 'date', 'animals.recordInFuture'],
    ]);
    expect(await counts()).toEqual(before);
  });
});

describe('the import job', () => {
  it('writes at start-up an import a stopped server left running (its transaction rolled back)', async () => {
    const lookups = await importLookups(db, org, new Date());
    const checked = await checkAnimalRows([{ row: 2, values: { tagNumber: 'RES-1', speciesCode: 'cattle', gender: 'female', farm: 'Rancho El Roble' } }], lookups);
    const id = await insertImport(db, { organizationId: org, kind: 'animals', fileName: 'resume.csv', status: 'running', totalRows: 1, rows: checked.rows, createdBy: admin.userId });

    const restarted = await buildApp({ config: testConfig(), database: app.database });
    await restarted.ready();
    await restarted.jobs.idle();
    await restarted.close();
    expect((await get(`/api/animal/import/${id}`)).body.data).toMatchObject({ status: 'completed', processed: 1 });
    expect(await byTag('RES-1')).toMatchObject({ farmId: farm.id });
  });
});

describe('an import failing while written', () => {
  it('rolls back every batch already written and is failed, when a tag number was taken after the check', async () => {
    const lookups = await importLookups(db, org, new Date());
    // More rows than a batch, the taken tag in the second.
    const rows = Array.from({ length: ROWS_PER_STATEMENT + 500 }, (_, index) => ({
      row: index + 2,
      values: { tagNumber: `LATE-${index}`, speciesCode: 'cattle', gender: 'female', farm: 'Rancho El Roble' },
    }));
    const checked = await checkAnimalRows(rows, lookups);
    const id = await insertImport(db, { organizationId: org, kind: 'animals', fileName: 'late.csv', status: 'queued', totalRows: rows.length, rows: checked.rows, createdBy: admin.userId });
    await insertAnimal(app, org, { tagNumber: `late-${ROWS_PER_STATEMENT + 200}` });
    const before = await counts();

    const restarted = await buildApp({ config: testConfig(), database: app.database });
    await restarted.ready();
    await restarted.jobs.idle();
    await restarted.close();
    expect((await get(`/api/animal/import/${id}`)).body.data).toMatchObject({
      status: 'failed',
      processed: 0,
      errors: [{ row: 0, param: 'tagNumber', key: 'animals.tagNumberTaken' }],
    });
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/animal/import', () => {
  it('pages the organisation’s imports newest first; another organisation’s import is a 404; the template is a CSV', async () => {
    const list = await get('/api/animal/import?limit=2');
    expect(list.body.data).toMatchObject({ page: 1, limit: 2 });
    expect(list.body.data.total).toBeGreaterThan(4);
    expect(list.body.data.items[0].fileName).toBe('late.csv');
    expect((await get('/api/animal/import', outsider.headers)).body.data.total).toBe(0);
    expect((await get(`/api/animal/import/${list.body.data.items[0].id}`, outsider.headers)).status).toBe(404);
    expect((await get('/api/animal/import?limit=5000')).status).toBe(422);

    const template = await app.inject({ method: 'GET', url: '/api/animal/import/template?kind=milk', headers: viewer.headers });
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body).toBe('"tagNumber*","date*","yield*","unit","session"\r\n"MX-0001","2025-06-01","18.4","L","morning"\r\n');
    expect((await get('/api/animal/import/template?kind=cows')).status).toBe(422);
  });

  it('answers 403 without the permission to import', async () => {
    expect((await upload('animals', csv(HEADER, 'A-1,cattle,female,Rancho El Roble,,,,,'), 'hato.csv', viewer.headers)).status).toBe(403);
  });
});

