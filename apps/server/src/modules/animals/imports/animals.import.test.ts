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
import { importLookups } from './animals.import.values';
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
      [4, 'farm', 'animals.importNotAllowed'],
      [4, 'group', 'animals.importNotAllowed'],
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

describe('labels and codes in either language, dates as the app shows them (docs/decisions.md)', () => {
  it('reads Spanish and English labels as codes, without case or accents, and dates as DD/MM/YYYY or YYYY-MM-DD', async () => {
    const [zone] = await db.insert(zones).values({ organizationId: org, farmId: farm.id, name: 'Potrero Sur', areaSquareMeters: 40_000, perimeterMeters: 800 }).returning();
    const { status, body } = await upload(
      'animals',
      csv(
        'Número de arete,Especie,Sexo,Raza,Fecha de nacimiento,Categoría / etapa,Finca,Zona,Grupo,Color del arete,Tipo de arete,Mellizo,Arete de la madre',
        'ES-1,Bovino,hembra,Brahman,15/01/2020,Vaca,RANCHO EL ROBLE,potrero sur,Vaquillas 2024,Amarillo,plastico,No,',
        'ES-2,cattle,Macho,brahman,2025-01-15,recien nacido,Rancho El Roble,,,yellow,Plástico,sí,ES-1',
        'ES-3,Cattle,Female,,5/3/2024,Heifer,rancho el roble,,,,,yes,',
      ),
    );
    expect(body.errors ?? []).toEqual([]);
    expect(status).toBe(202);
    await app.jobs.idle();
    const first = (await byTag('ES-1'))!;
    expect(first).toMatchObject({ gender: 'female', birthDate: '2020-01-15', categoryStage: 'cow', tagColour: 'yellow', tagType: 'plastic', twin: false });
    expect(first).toMatchObject({ farmId: farm.id, zoneId: zone!.id, groupId: group.id });
    expect(first.breedId).not.toBeNull();
    expect(await byTag('ES-2')).toMatchObject({ gender: 'male', birthDate: '2025-01-15', categoryStage: 'newborn', twin: true, damId: first.id, breedId: first.breedId });
    expect(await byTag('ES-3')).toMatchObject({ gender: 'female', birthDate: '2024-03-05', categoryStage: 'heifer', twin: true });
  });

  it('names the values a coded column takes, in either language, never "is required" for a value given; a month-first date is refused as such', async () => {
    const before = await counts();
    const { status, body } = await upload(
      'animals',
      csv('Número de arete,Especie,Sexo,Finca,Fecha de nacimiento,Grupo', 'BAD-1,Bovino,hembrita,Rancho El Roble,01/15/2024,', 'BAD-2,perro,hembra,Rancho Perdido,2024/01/15,Nadie'),
      'malo.csv',
      { ...admin.headers, 'accept-language': 'es' },
    );
    expect(status).toBe(422);
    expect(body.errors.map((error: { row: number; param: string; key: string }) => [error.row, error.param, error.key])).toEqual([
      [2, 'gender', 'animals.importNotAllowed'],
      [2, 'birthDate', 'animals.importDateMonthFirst'],
      [3, 'birthDate', 'animals.importDateFormat'],
      [3, 'speciesCode', 'animals.importNotAllowed'],
      [3, 'farm', 'animals.importNotAllowed'],
      [3, 'group', 'animals.importNotAllowed'],
    ]);
    expect(body.errors[0]).toEqual({
      row: 2,
      param: 'gender',
      key: 'animals.importNotAllowed',
      params: { column: 'Sexo', values: 'female, male' },
      msg: 'Sexo debe ser uno de estos valores: female, male',
    });
    expect(body.errors[1].msg).toBe(es['animals.importDateMonthFirst']);
    expect(body.errors[3].params).toEqual({ column: 'Especie', values: expect.stringContaining('cattle') });
    expect(body.errors[4].params).toEqual({ column: 'Finca', values: 'Rancho El Roble' });
    expect(body.errors[5].params).toEqual({ column: 'Grupo', values: 'Vaquillas 2024' });
    expect(await counts()).toEqual(before);

    // The kept report in another language: the same values, the file's own header.
    const kept = await get(`/api/animal/import/${body.id}`);
    expect(kept.body.data.errors[0]).toMatchObject({ params: { column: 'Sexo', values: 'female, male' }, msg: 'Sexo must be one of: female, male' });
    expect(kept.body.data.errors[4].msg).toBe('Finca must be one of: Rancho El Roble');
  });

  it('reads records dated DD/MM/YYYY and their units and milkings by label', async () => {
    const cow = await insertAnimal(app, org, { tagNumber: 'FECHA-1', birthDate: '2022-01-01' });
    const { body } = await upload('milk', csv('Número de arete,Fecha,Producción,Unidad,Ordeño', 'FECHA-1,15/01/2025,18.5,l,Mañana', 'FECHA-1,16/01/2025,12,,tarde'));
    expect(body.data?.status).toBe('queued');
    await app.jobs.idle();
    const records = await db.select().from(animalRecords).where(and(eq(animalRecords.animalId, cow.id), eq(animalRecords.type, 'milk')));
    expect(records.map((record) => [record.occurredAt.toISOString().slice(0, 10), record.quantityUnit, record.details])).toEqual([
      ['2025-01-15', 'L', { session: 'morning' }],
      ['2025-01-16', 'L', { session: 'evening' }],
    ]);
  });
});

describe('GET /api/animal/import/template', () => {
  const template = (query: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/animal/import/template?${query}`, headers });
  const newOrganisation = async () => {
    const member = await createMember(app, { grants: { animals: ['view', 'create'] } });
    const own = await insertFarm(app, member.organizationId, 'La Esperanza');
    await db.insert(zones).values({ organizationId: member.organizationId, farmId: own.id, name: 'Potrero Alto', areaSquareMeters: 40_000, perimeterMeters: 800 });
    await insertGroup(app, member.organizationId, 'Ordeña');
    return { member, own };
  };

  it('is a CSV in the caller’s language naming the organisation’s own farm, zone and group, which imports as it is', async () => {
    const { member, own } = await newOrganisation();
    const response = await template('kind=animals', { ...member.headers, 'accept-language': 'es' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="animals-import-template.csv"');
    const [header, first, second, end] = response.body.slice(1).split('\r\n');
    expect(header).toMatch(/^"Número de arete\*","Apodo","Especie\*","Sexo\*","Raza","Fecha de nacimiento","Categoría \/ etapa","Finca\*","Zona","Grupo",/);
    expect(first).toMatch(/^"MX-0001","Canela","Bovino","Hembra","[^"]+","14\/03\/2021","Vaca","La Esperanza","Potrero Alto","Ordeña",/);
    expect(second).toContain('"La Esperanza"');
    expect(end).toBe('');

    const imported = await upload('animals', response.rawPayload, 'plantilla.csv', member.headers);
    expect(imported.status).toBe(202);
    await app.jobs.idle();
    const written = await db.select().from(animals).where(eq(animals.organizationId, member.organizationId)).orderBy(animals.tagNumber);
    expect(written.map((animal) => [animal.tagNumber, animal.gender, animal.birthDate, animal.farmId])).toEqual([
      ['MX-0001', 'female', '2021-03-14', own.id],
      ['MX-0002', 'male', '2025-02-20', own.id],
    ]);
    expect(written[1]!.damId).toBe(written[0]!.id);
  });

  it('is an XLSX with a sheet of the values each coded column takes, the import reading the first sheet only', async () => {
    const { member } = await newOrganisation();
    const response = await template('kind=animals&format=xlsx', member.headers);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Animals', 'Values']);
    const values = workbook.worksheets[1]!.getSheetValues().map((row) => (row as unknown[] | undefined)?.slice(1));
    expect(values).toEqual(
      expect.arrayContaining([
        ['Column', 'Value', 'English', 'Spanish', 'Belongs to'],
        ['Gender', 'female', 'Female', 'Hembra'],
        ['Species', 'cattle', 'Cattle', 'Bovino'],
        ['Farm', 'La Esperanza'],
        ['Zone', 'Potrero Alto', undefined, undefined, 'La Esperanza'],
        ['Group', 'Ordeña'],
        ['Birth date', 'DD/MM/YYYY'],
      ]),
    );
    expect((await upload('animals', response.rawPayload, 'plantilla.xlsx', member.headers)).status).toBe(202);
    await app.jobs.idle();
    expect(await db.$count(animals, eq(animals.organizationId, member.organizationId))).toBe(2);
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
    expect(template.headers['content-disposition']).toBe('attachment; filename="milk-import-template.csv"');
    expect(template.body).toBe('\ufeff"Tag number*","Date*","Yield*","Unit","Milking"\r\n"MX-0001","01/06/2025","18.4","L","Morning"\r\n');
    expect((await get('/api/animal/import/template?kind=cows')).status).toBe(422);
    expect((await get('/api/animal/import/template?kind=milk&format=pdf')).status).toBe(422);
  });

  it('answers 403 without the permission to import', async () => {
    expect((await upload('animals', csv(HEADER, 'A-1,cattle,female,Rancho El Roble,,,,,'), 'hato.csv', viewer.headers)).status).toBe(403);
  });
});

