import { parquetReadObjects } from 'hyparquet';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { insertTask } from '../../../test/tasks';
import { parseCsv } from '../../users/users.import.csv';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const analyst = await createMember(app, { grants: { reports: ['view', 'export'], farms: ['view', 'create', 'edit'] } });
const org = analyst.organizationId;
const viewer = await createMember(app, { organizationId: org, grants: { reports: ['view'] } });
const outsider = await createMember(app, { grants: { reports: ['view', 'export'] } });

/** The entries of a zip, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A CSV file as objects by its header. */
function csvObjects(bytes: Buffer): Record<string, string>[] {
  const parsed = parseCsv(bytes.toString('utf8'));
  if (!parsed.ok) throw new Error(`unreadable CSV: ${parsed.problem}`);
  const [header, ...rows] = parsed.records.map((record) => record.values);
  return rows.map((values) => Object.fromEntries(header!.map((name, index) => [name, values[index]!])));
}

const download = async (format: string, headers = analyst.headers) => {
  const response = await app.inject({ method: 'GET', url: `/api/reports/dataset?format=${format}`, headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toBe('attachment; filename="dataset-2026-11-24.zip"');
  return unzip(response.rawPayload);
};

let paloma: { id: string };
let brisa: { id: string };

/**
 * Paloma, on Los Álamos and in the Ordeño group, weighed at 512.5 kg and milked (22 kg in the
 * morning, 3.8 % fat), with a treatment planned; her calf Brisa; a task for both; 40 L of teat dip
 * in store. Another organisation's cow and store are never in the files.
 */
beforeAll(async () => {
  const alamos = await insertFarm(app, org, 'Los Álamos');
  const ordeno = await insertGroup(app, org, 'Ordeño');
  paloma = await insertAnimal(app, org, { nickname: 'Paloma', tagNumber: 'ES-PALOMA', farmId: alamos.id, birthDate: '2022-01-10' });
  brisa = await insertAnimal(app, org, { nickname: 'Brisa', tagNumber: 'ES-BRISA', birthDate: '2026-01-05', damId: paloma.id });
  await insertRecord(app, org, paloma.id, { type: 'groupChange', groupId: ordeno.id, occurredAt: new Date('2025-06-01T00:00:00Z') });
  await insertRecord(app, org, paloma.id, { type: 'weight', occurredAt: new Date('2026-03-01T08:00:00Z'), quantity: { value: 512.5, unit: 'kg' } });
  await insertRecord(app, org, paloma.id, {
    type: 'milk',
    occurredAt: new Date('2026-03-01T05:00:00Z'),
    quantity: { value: 22, unit: 'kg' },
    details: { session: 'morning', fatPercent: 3.8 },
  });
  await insertRecord(app, org, paloma.id, { type: 'treatment', status: 'planned', occurredAt: new Date('2026-12-01T09:00:00Z'), details: { reason: 'Cojera' } });
  await insertTask(app, org, { name: 'Vacunar terneras', category: 'healthRecord', startAt: new Date('2026-12-01T08:00:00Z'), animalIds: [paloma.id, brisa.id] });
  const supply = await app.inject({ method: 'POST', url: '/api/supply', headers: analyst.headers, payload: { name: 'Sellador de pezones', unit: 'L' } });
  expect(supply.statusCode, supply.body).toBe(200);
  const received = await app.inject({
    method: 'POST',
    url: '/api/supply/event',
    headers: analyst.headers,
    payload: { type: 'supplyReceived', occurredAt: '2026-11-20T10:00:00.000Z', quantities: [{ supplyId: supply.json().data.id, value: 40, unit: 'L' }] },
  });
  expect(received.statusCode, received.body).toBe(200);

  const theirs = await insertAnimal(app, outsider.organizationId, { nickname: 'Forastera', tagNumber: 'XX-FORASTERA' });
  await insertRecord(app, outsider.organizationId, theirs.id, { type: 'weight', occurredAt: new Date('2026-03-01T08:00:00Z'), quantity: { value: 999, unit: 'kg' } });
  await insertTask(app, outsider.organizationId, { name: 'Tarea ajena' });
});

describe('the dataset export', () => {
  it('answers the organisation’s tables as CSV files with a dictionary and a README', async () => {
    const files = await download('csv');
    expect([...files.keys()]).toEqual(['animals.csv', 'records.csv', 'pedigree.csv', 'tasks.csv', 'stock.csv', 'dictionary.csv', 'README.txt']);

    const animals = csvObjects(files.get('animals.csv')!);
    expect(animals.map((animal) => animal.tag_number)).toEqual(['ES-BRISA', 'ES-PALOMA']);
    const palomaRow = animals.find((animal) => animal.id === paloma.id)!;
    expect(palomaRow).toMatchObject({ nickname: 'Paloma', species: 'cattle', sex: 'female', birth_date: '2022-01-10', farm: 'Los Álamos', group: 'Ordeño', status: 'active' });

    const records = csvObjects(files.get('records.csv')!);
    const milk = records.find((record) => record.type === 'milk')!;
    expect(milk).toMatchObject({ status: 'done', occurred_at: '2026-03-01T05:00:00.000Z', animal_id: paloma.id, quantity: '22', unit: 'kg' });
    expect(JSON.parse(milk.details!)).toMatchObject({ session: 'morning', fatPercent: 3.8 });
    expect(records.find((record) => record.type === 'treatment')).toMatchObject({ status: 'planned', animal_id: paloma.id });
    // The stock receipt is an event of the log about no animal.
    expect(records.find((record) => record.type === 'supplyReceived')).toMatchObject({ animal_id: '', quantity: '40', unit: 'L' });

    expect(csvObjects(files.get('pedigree.csv')!).find((row) => row.animal_id === brisa.id)).toMatchObject({ dam_id: paloma.id, dam_tag_number: 'ES-PALOMA', sire_id: '' });
    const [task] = csvObjects(files.get('tasks.csv')!);
    expect(task).toMatchObject({ name: 'Vacunar terneras', category: 'healthRecord', start_at: '2026-12-01T08:00:00.000Z', occurrences_done: '0' });
    expect(task!.animal_ids!.split(' ').sort()).toEqual([paloma.id, brisa.id].sort());
    expect(csvObjects(files.get('stock.csv')!)).toEqual([expect.objectContaining({ kind: 'supply', name: 'Sellador de pezones', on_hand: '40', unit: 'L' })]);

    const dictionary = csvObjects(files.get('dictionary.csv')!);
    expect(dictionary.find((row) => row.file === 'records.csv' && row.column === 'occurred_at')).toMatchObject({ type: 'timestamp (ISO 8601, UTC)' });
    expect(dictionary.every((row) => row.meaning!.length > 0)).toBe(true);
    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain('animals.csv');
    expect(readme).toContain('(2 rows)');
  });

  it('answers them as Parquet files with typed columns', async () => {
    const files = await download('parquet');
    expect([...files.keys()]).toEqual(['animals.parquet', 'records.parquet', 'pedigree.parquet', 'tasks.parquet', 'stock.parquet', 'dictionary.csv', 'README.txt']);
    const read = (name: string) => {
      const bytes = files.get(name)!;
      return parquetReadObjects({ file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer });
    };
    const animals = await read('animals.parquet');
    expect(animals.map((animal) => animal.tag_number)).toEqual(['ES-BRISA', 'ES-PALOMA']);
    const palomaRow = animals.find((animal) => animal.id === paloma.id)!;
    expect(palomaRow.birth_date).toEqual(new Date('2022-01-10T00:00:00.000Z'));
    expect(palomaRow.removed_at).toBeNull();

    const weight = (await read('records.parquet')).find((record) => record.type === 'weight')!;
    expect(weight.quantity).toBe(512.5);
    expect(weight.occurred_at).toEqual(new Date('2026-03-01T08:00:00.000Z'));
    expect((await read('stock.parquet'))[0]).toMatchObject({ name: 'Sellador de pezones', on_hand: 40 });
    expect(csvObjects(files.get('dictionary.csv')!).find((row) => row.file === 'records.parquet' && row.column === 'quantity')).toMatchObject({ type: 'double' });
  });

  it('never holds another organisation’s rows', async () => {
    const files = await download('csv');
    const text = [...files.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(text).not.toContain('XX-FORASTERA');
    // Their weighing of 999 kg, looked for where a quantity is: as text, "999" may be part of any id.
    expect(csvObjects(files.get('records.csv')!).map((record) => record.quantity)).not.toContain('999');
    expect(text).not.toContain('Tarea ajena');
    const theirs = await download('csv', outsider.headers);
    expect(csvObjects(theirs.get('animals.csv')!).map((animal) => animal.tag_number)).toEqual(['XX-FORASTERA']);
  });

  it('is recorded in the activity log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/activity-log?limit=50', headers: (await createMember(app, { organizationId: org, administrator: true })).headers });
    expect(response.statusCode, response.body).toBe(200);
    const exports = (response.json().data.items as { action: string; entityType: string; after: { format: string } }[]).filter((entry) => entry.action === 'dataset.export');
    expect(exports.length).toBeGreaterThan(0);
    expect(exports[0]).toMatchObject({ entityType: 'dataset' });
  });

  it('refuses a format it does not write, and anyone without the reports export permission', async () => {
    const wrong = await app.inject({ method: 'GET', url: '/api/reports/dataset?format=xlsx', headers: analyst.headers });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].param).toBe('format');
    expect((await app.inject({ method: 'GET', url: '/api/reports/dataset?format=csv', headers: viewer.headers })).statusCode).toBe(403);
  });

  it('is not taken for an analytics page: the static segment wins over /reports/:page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/reports/dataset', headers: analyst.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect((await app.inject({ method: 'GET', url: '/api/reports/breeder', headers: analyst.headers })).json().data.page).toBe('breeder');
  });
});
