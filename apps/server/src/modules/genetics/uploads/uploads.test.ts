import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animalRecords, animals } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { multipart } from '../../../test/multipart';
import { beefHerd, geneticsTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { org, ok, call, viewer, breeder } = await geneticsTestbed(app);
const herd = await beefHerd(app, org, 'UP');

async function upload(csv: string, headers = breeder.headers) {
  const body = multipart({}, { field: 'file', name: 'epds.csv', bytes: Buffer.from(csv), type: 'text/csv' });
  const response = await app.inject({ method: 'POST', url: '/api/genetics/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
  return { status: response.statusCode, body: response.json() };
}

describe('EPD uploads', () => {
  it('writes a good file in the background: the sheets’ entries, a yearling weighing in the log, a parent the register lacked; a second upload leaves what its empty cells do not name', async () => {
    const orphan = (await db.insert(animals).values({ organizationId: org, speciesId: herd.calves[0]!.speciesId, gender: 'male', tagNumber: 'UP-HUERFANO', birthDate: '2025-04-01' }).returning())[0]!;
    const csv = [
      'Tag number;breederHerdCode;yearlingWeight;yearlingDate;yearlingHeight;creep;weaningSex;sireId;damID;marbling',
      `UP-B01;UP01;390,5;2026-03-05;118;sí;heifer;;;`,
      `UP-B02;UP01;;;;no;steer;;;`,
      `UP-HUERFANO;UP01;;;;;;UP-T1;UP-V3;520`,
    ].join('\n');
    const { status, body } = await upload(csv);
    expect([status, body.data.status, body.data.totalRows], JSON.stringify(body)).toEqual([202, 'queued', 3]);
    await app.jobs.idle();
    expect(await ok('GET', `/api/genetics/upload/${body.data.id}`)).toMatchObject({ status: 'completed', processed: 3, errors: [] });
    const first = await ok('GET', `/api/genetics/animal/${herd.calves[0]!.id}/epd-data`);
    expect(first.fields).toMatchObject({ breederHerdCode: 'UP01', yearlingWeight: 390.5, yearlingDate: '2026-03-05', yearlingHeight: 118, creep: true, weaningSex: 'heifer' });
    const weighings = await db.select({ kg: animalRecords.quantityValue }).from(animalRecords).where(eq(animalRecords.animalId, herd.calves[0]!.id));
    expect(weighings.map((row) => row.kg)).toContain(390.5);
    const [adopted] = await db.select({ sireId: animals.sireId, damId: animals.damId }).from(animals).where(eq(animals.id, orphan.id));
    expect(adopted).toEqual({ sireId: herd.bulls[0]!.id, damId: herd.cows[2]!.id });
    await upload('tagNumber,marbling\nUP-B01,430\n');
    await app.jobs.idle();
    expect((await ok('GET', `/api/genetics/animal/${herd.calves[0]!.id}/epd-data`)).fields).toMatchObject({ marbling: 430, breederHerdCode: 'UP01', creep: true });
    expect((await ok('GET', '/api/genetics/upload')).total).toBe(2);
  });

  it('rejects a file with a bad row whole, with each row’s errors, and keeps its report: an unknown tag, a tag twice, a bad figure, a weighing out of its window, a parent the register contradicts, a parent born after its calf, a loop', async () => {
    const [toño] = herd.bulls;
    const csv = [
      'tagNumber,marbling,weaningWeight,weaningDate,sireId,damID',
      'UP-NADIE,,,,,',
      'UP-B03,40,,,,',
      'UP-B03,,,,,',
      'UP-B04,,250,2025-05-01,,',
      'UP-B05,,,,UP-T2,',
      'UP-T1,,,,UP-B06,',
    ].join('\n');
    const { status, body } = await upload(csv);
    expect(status).toBe(422);
    expect(body.errors.map((error: { row: number; param: string; key: string }) => [error.row, error.param, error.key])).toEqual([
      [2, 'tagNumber', 'genetics.uploadUnknownAnimal'],
      [3, 'marbling', 'genetics.marblingRange'],
      [4, 'tagNumber', 'genetics.uploadTagTwice'],
      [5, 'weaningDate', 'genetics.weaningAgeOutside'],
      [6, 'sireId', 'genetics.uploadParentDiffers'],
    ]);
    const kept = await ok('GET', `/api/genetics/upload/${body.id}`);
    expect(kept).toMatchObject({ status: 'rejected', errors: expect.arrayContaining([expect.objectContaining({ row: 2, msg: 'No animal of the herd has this tag number.' })]) });
    // Toño as his own grandson's calf: the whole herd's pedigree, with the file's parents, has a loop.
    const looped = await upload(`tagNumber,sireId\n${'UP-T1'},UP-B02\n`);
    expect(looped.body.errors).toEqual([expect.objectContaining({ row: 2, param: 'sireId' })]);
    expect(['animals.lineageCycle', 'animals.parentBornAfter']).toContain(looped.body.errors[0].key);
    expect(toño).toBeDefined();
  });

  it('refuses a file that is not CSV or XLSX or a second file (422), a viewer (403), and another organisation’s upload (404); gives the template', async () => {
    const body = multipart({}, { field: 'file', name: 'epds.pdf', bytes: Buffer.from('%PDF'), type: 'application/pdf' });
    const wrong = await app.inject({ method: 'POST', url: '/api/genetics/upload', payload: body.payload, headers: { ...breeder.headers, ...body.headers } });
    expect(wrong.json().errors[0]).toMatchObject({ param: 'file', key: 'animals.importFileType' });
    // A route of one file refuses a second, though the genotypes' route takes two.
    const csv = { field: 'file', name: 'epds.csv', bytes: Buffer.from('tagNumber\nUP-B01\n'), type: 'text/csv' };
    const two = multipart({}, [csv, { ...csv, field: 'other' }]);
    const refused = await app.inject({ method: 'POST', url: '/api/genetics/upload', payload: two.payload, headers: { ...breeder.headers, ...two.headers } });
    expect([refused.statusCode, refused.json().errors[0]]).toEqual([422, expect.objectContaining({ param: 'other', key: 'validation.invalid' })]);
    expect((await upload('tagNumber\nUP-B01\n', viewer.headers)).status).toBe(403);
    const other = await geneticsTestbed(app);
    const theirs = await upload('tagNumber\nUP-B01\n', other.outsider.headers);
    expect((await call('GET', `/api/genetics/upload/${theirs.body.id ?? theirs.body.data?.id}`)).status).toBe(404);
    const template = await app.inject({ method: 'GET', url: '/api/genetics/upload-template', headers: breeder.headers });
    expect(template.body.split('\r\n')[0]).toMatch(/^"tagNumber","regNo","internationalID"/);
  });
});
