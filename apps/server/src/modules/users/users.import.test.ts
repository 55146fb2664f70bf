import { messageCatalog } from '@ganado/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { activityLog, imports, userImportRows, users } from '../../db/schema';
import { buildTestApp, testConfig } from '../../test/app';
import { multipart } from '../../test/multipart';
import { lastMessageTo } from '../../test/outbox';
import { createMember } from '../../test/people';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const admin = await createMember(app, { administrator: true });
const viewer = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view'] } });
const nobody = await createMember(app, { organizationId: admin.organizationId, grants: {} });
const outsider = await createMember(app, { grants: { users: ['view', 'create'] } });

const HEADER = 'firstName,lastName,email,mobile,countryCode,language,department,role';
const unique = () => Math.random().toString(36).slice(2, 8);
const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

async function upload(bytes: Buffer, name = 'staff.csv', headers: Record<string, string> = admin.headers) {
  const body = multipart({}, { field: 'file', name, bytes, type: 'text/csv' });
  const response = await app.inject({ method: 'POST', url: '/api/user/import', payload: body.payload, headers: { ...headers, ...body.headers } });
  return { status: response.statusCode, body: response.json() };
}
const get = async (url: string, headers: Record<string, string> = admin.headers) => {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};
const counts = async () => ({
  imports: await db.$count(imports),
  users: await db.$count(users),
  activity: await db.$count(activityLog),
});

describe('POST /api/user/import', () => {
  it('skips a row whose role allows more than the importer may do (the escalation rule)', async () => {
    const clerk = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view', 'create'] } });
    const tag = unique();
    const { body } = await upload(csv(HEADER, `Boss,Uno,boss.${tag}@rancho.mx,,,,Management,Administrator`), 'bosses.csv', clerk.headers);
    await app.jobs.idle();
    const rows = await get(`/api/user/import/${body.data.id}/rows?limit=10`, clerk.headers);
    expect(rows.body.data.items.map((row: { outcome: string; reason: unknown }) => [row.outcome, row.reason])).toEqual([
      ['skipped', { key: 'users.roleBeyondYours', params: { column: 'role' } }],
    ]);
    expect(await db.$count(users, eq(users.email, `boss.${tag}@rancho.mx`))).toBe(0);
  });

  it('imports the good rows in the background and reports each row: created, or skipped with the reason', async () => {
    const tag = unique();
    const taken = `taken-${tag}@rancho.mx`;
    await upload(csv(HEADER, `Existing,One,${taken},,,,Field,Farmer`));
    await app.jobs.idle();
    const file = csv(
      'lastName,firstName,email,department,role,language,mobile,countryCode',
      `Núñez,Marta,Marta.${tag}@Rancho.mx,field,farmer,es,3781112233,52`,
      `"Ruiz Gil",Luis,luis.${tag}@rancho.mx,Field,Veterinarian,,,`,
      `Gómez,Ana3,ana.${tag}@rancho.mx,Field,Farmer,,,`,
      `Pérez,Eva,eva.${tag}@rancho.mx,Barn,Farmer,,,`,
      `Soto,Rosa,rosa.${tag}@rancho.mx,Field,Milker,,,`,
      `Núñez,Marta,marta.${tag}@rancho.mx,Field,Farmer,,,`,
      `Otro,Uno,${taken},Field,Farmer,,,`,
      `Díaz,Pablo,not-an-email,Field,Farmer,,,`,
    );
    const { status, body } = await upload(file, 'ganaderos.csv');

    expect(status).toBe(202);
    expect(body.message).toBe(en['success.userImportQueued']);
    expect(body.data).toMatchObject({ fileName: 'ganaderos.csv', status: 'queued', totalRows: 8, processedRows: 0, createdBy: { id: admin.userId } });
    await app.jobs.idle();

    const done = await get(`/api/user/import/${body.data.id}`);
    expect(done.body.data).toMatchObject({ status: 'completed', totalRows: 8, processedRows: 8, createdCount: 2, skippedCount: 6 });
    expect(done.body.data.finishedAt).not.toBeNull();
    const rows = await get(`/api/user/import/${body.data.id}/rows?limit=100`);
    expect(rows.body.data.items.map((row: { rowNumber: number; outcome: string; reason: unknown }) => [row.rowNumber, row.outcome, row.reason])).toEqual([
      [2, 'created', null],
      [3, 'created', null],
      [4, 'skipped', { key: 'validation.nameAlphabets', params: { column: 'firstName' } }],
      [5, 'skipped', { key: 'userImport.unknownDepartment', params: { column: 'department' } }],
      [6, 'skipped', { key: 'userImport.unknownRole', params: { column: 'role' } }],
      [7, 'skipped', { key: 'userImport.duplicateInFile', params: { column: 'email', row: 2 } }],
      [8, 'skipped', { key: 'errors.duplicateUser', params: { column: 'email' } }],
      [9, 'skipped', { key: 'validation.emailFormat', params: { column: 'email' } }],
    ]);
    const skipped = await get(`/api/user/import/${body.data.id}/rows?outcome=skipped&limit=2&page=2`);
    expect(skipped.body.data).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(skipped.body.data.items.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([6, 7]);

    const imported = (await get(`/api/user?status=imported&search=${tag}&limit=100`)).body.data.items;
    // The first file's user too: both files were imports.
    expect(imported.map((user: { email: string }) => user.email).sort()).toEqual([`luis.${tag}@rancho.mx`, `marta.${tag}@rancho.mx`, taken]);
    const marta = imported.find((user: { firstName: string }) => user.firstName === 'Marta');
    expect(marta).toMatchObject({ status: 'pending', imported: true, language: 'es', mobile: '3781112233', countryCode: '52', role: { name: 'Farmer' } });
    expect(imported.find((user: { firstName: string }) => user.firstName === 'Luis').lastName).toBe('Ruiz Gil');
    // Like a user added by hand: a set-password link by email.
    expect((await lastMessageTo(app, `marta.${tag}@rancho.mx`)).code).toBeTruthy();

    const log = await db.select().from(activityLog).where(eq(activityLog.organizationId, admin.organizationId));
    const ofImport = log.filter((entry) => entry.entityId === body.data.id);
    expect(ofImport.map((entry) => [entry.action, entry.actorId, entry.after])).toEqual([
      ['userImport.create', admin.userId, { name: 'ganaderos.csv', totalRows: 8 }],
      ['userImport.complete', admin.userId, { name: 'ganaderos.csv', totalRows: 8, created: 2, skipped: 6 }],
    ]);
    const userEntries = log.filter((entry) => entry.action === 'user.import' && (entry.after as { importId?: string }).importId === body.data.id);
    expect(userEntries.map((entry) => entry.entityId).sort()).toEqual(
      imported.filter((user: { email: string }) => user.email !== taken).map((user: { id: string }) => user.id).sort(),
    );
  });

  it('processes a large file in batches, counting every row', async () => {
    const tag = unique();
    const lines = Array.from({ length: 250 }, (_, index) => `Vaquero,Número,v${index}.${tag}@rancho.mx,,,,Field,Inseminator`);
    const { body } = await upload(csv(HEADER, ...lines), 'many.csv');
    await app.jobs.idle();
    expect((await get(`/api/user/import/${body.data.id}`)).body.data).toMatchObject({ status: 'completed', processedRows: 250, createdCount: 250, skippedCount: 0 });
    expect(await db.$count(users, eq(users.importId, body.data.id))).toBe(250);
  });

  it('carries on an import a stopped server left half done, without redoing its finished rows', async () => {
    const tag = unique();
    const lines = Array.from({ length: 5 }, (_, index) => `Resto,Fila,r${index}.${tag}@rancho.mx,,,,Field,Farmer`);
    const { body } = await upload(csv(HEADER, ...lines), 'resume.csv');
    await app.jobs.idle();
    // As a crash would leave it: the last two rows without an outcome, their users never committed.
    const undone = await db.select().from(userImportRows).where(and(eq(userImportRows.importId, body.data.id), isNotNull(userImportRows.userId)));
    const lastTwo = undone.sort((a, b) => a.rowNumber - b.rowNumber).slice(3);
    for (const row of lastTwo) {
      await db.update(userImportRows).set({ outcome: null, userId: null }).where(eq(userImportRows.id, row.id));
      await db.delete(users).where(eq(users.email, row.email!));
    }
    await db.update(imports).set({ status: 'running', processedRows: 3, createdCount: 3, finishedAt: null }).where(eq(imports.id, body.data.id));
    // And its job lost with it: the restarted server gives the unfinished import a new one.
    await db.execute(sql`delete from pgboss.job where id = ${body.data.id}`);

    const restarted = await buildApp({ config: testConfig(), database: app.database });
    await restarted.ready();
    await restarted.jobs.idle();
    await restarted.close();
    expect((await get(`/api/user/import/${body.data.id}`)).body.data).toMatchObject({ status: 'completed', processedRows: 5, createdCount: 5, skippedCount: 0 });
    expect(await db.$count(users, eq(users.importId, body.data.id))).toBe(5);
  });

  it.each([
    ['a name that is not .csv', 'staff.txt', csv(HEADER, 'Ana,Gil,a@b.co,,,,Field,Farmer'), 'userImport.notCsv'],
    ['binary content named .csv', 'photo.csv', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'userImport.notCsv'],
    ['a missing required column', 'staff.csv', csv('firstName,lastName,email,department', 'Ana,Gil,a@b.co,Field'), 'userImport.badHeader'],
    ['an unknown column', 'staff.csv', csv(`${HEADER},age`, 'Ana,Gil,a@b.co,,,,Field,Farmer,30'), 'userImport.badHeader'],
    ['a quote never closed', 'staff.csv', csv(HEADER, '"Ana,Gil,a@b.co,,,,Field,Farmer', 'Eva,Gil,e@b.co,,,,Field,Farmer'), 'userImport.unclosedQuote'],
    ['a row with fewer values', 'staff.csv', csv(HEADER, 'Ana,Gil,a@b.co,,,,Field,Farmer', 'Eva,Gil,e@b.co'), 'userImport.columnCount'],
    ['a header and no rows', 'staff.csv', csv(HEADER), 'userImport.noRows'],
    ['an empty file', 'staff.csv', Buffer.alloc(0), 'userImport.noRows'],
    ['too many rows', 'staff.csv', csv(HEADER, ...Array.from({ length: 10_001 }, (_, i) => `Ana,Gil,a${i}@b.co,,,,Field,Farmer`)), 'userImport.tooManyRows'],
    ['a file over 2 MB', 'staff.csv', Buffer.concat([csv(HEADER), Buffer.alloc(2 * 1024 * 1024 + 1, 'a')]), 'userImport.tooBig'],
  ])('refuses %s with 422 and creates nothing', async (_, name, bytes, key) => {
    const before = await counts();
    const { status, body } = await upload(bytes, name);
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ param: 'file', key, msg: en[key as keyof typeof en] }]);
    await app.jobs.idle();
    expect(await counts()).toEqual(before);
  });

  it('says so in Spanish, and asks for a file when none is sent', async () => {
    const spanish = await upload(csv(HEADER), 'staff.xlsx', { ...admin.headers, 'accept-language': 'es' });
    expect(spanish.body.message).toBe(es['userImport.notCsv']);
    expect(en['userImport.notCsv']).toBe('Only CSV files are accepted');
    const none = await app.inject({ method: 'POST', url: '/api/user/import', headers: admin.headers, payload: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ param: 'file', key: 'userImport.fileRequired', msg: en['userImport.fileRequired'] }]);
  });
});

describe('GET /api/user/import', () => {
  it('pages the organisation’s imports, newest first, searched by file name', async () => {
    const { body } = await get('/api/user/import?limit=100');
    const names = body.data.items.map((item: { fileName: string }) => item.fileName);
    expect(names.slice(0, 3)).toEqual(['resume.csv', 'many.csv', 'ganaderos.csv']);
    expect((await get('/api/user/import?search=GANADEROS')).body.data).toMatchObject({ total: 1, items: [{ fileName: 'ganaderos.csv' }] });
    expect((await get('/api/user/import', outsider.headers)).body.data.total).toBe(0);
  });

  it('answers 404 for another organisation’s import, and 403 without the permission', async () => {
    const [mine] = (await get('/api/user/import?limit=1')).body.data.items;
    expect((await get(`/api/user/import/${mine.id}`, outsider.headers)).status).toBe(404);
    expect((await get(`/api/user/import/${mine.id}/rows`, outsider.headers)).status).toBe(404);
    expect((await get(`/api/user/import/${mine.id}/rows`, viewer.headers)).status).toBe(200);
    expect((await upload(csv(HEADER, 'Ana,Gil,a@b.co,,,,Field,Farmer'), 'staff.csv', viewer.headers)).status).toBe(403);
    expect((await get('/api/user/import', nobody.headers)).status).toBe(403);
    expect((await get(`/api/user/import/${mine.id}/rows?outcome=maybe`)).status).toBe(422);
  });
});

describe('emails in an import file', () => {
  it('skips a row whose email is a spreadsheet formula, with the email rule of the users form, and takes a normal address', async () => {
    const tag = unique();
    const { body } = await upload(csv(HEADER, `Eva,Gil,"=hyperlink(""http://x"")@x.ef",,,,Field,Farmer`, `Eva,Gil,eva+herd.${tag}@rancho.mx,,,,Field,Farmer`));
    await app.jobs.idle();
    const rows = await get(`/api/user/import/${body.data.id}/rows`);
    expect(rows.body.data.items.map((row: { rowNumber: number; outcome: string; reason: unknown }) => [row.rowNumber, row.outcome, row.reason])).toEqual([
      [2, 'skipped', { key: 'validation.emailFormat', params: { column: 'email' } }],
      [3, 'created', null],
    ]);
  });
});
