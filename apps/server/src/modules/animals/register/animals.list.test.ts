import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animals, breeds, species } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';

const app = await buildTestApp();
const { db } = app.database;
const viewer = await createMember(app, { grants: { animals: ['view'] } });
const stranger = await createMember(app, { organizationId: viewer.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view'] } });
const org = viewer.organizationId;

// A small herd of its own organisation: every filter and order below is checked against it.
const alamos = await insertFarm(app, org, 'Los Álamos');
const mezquite = await insertFarm(app, org, 'El Mezquite');
const ordena = await insertGroup(app, org, 'Vacas en ordeña');
const becerros = await insertGroup(app, org, 'Becerros');
const [brahman] = await db.select().from(breeds).where(eq(breeds.code, 'brahman'));

const paloma = await insertAnimal(app, org, { tagNumber: 'ALA-0003', nickname: 'Paloma', birthDate: '2019-03-01', farmId: alamos.id });
const lucero = await insertAnimal(app, org, { tagNumber: 'ala-0001', nickname: 'Lucero', gender: 'male', birthDate: '2016-07-15', farmId: alamos.id });
const canela = await insertAnimal(app, org, { tagNumber: 'MEZ-0002', nickname: 'Canela', birthDate: '2024-01-20', farmId: mezquite.id });
const sold = await insertAnimal(app, org, { tagNumber: 'ALA-0002', birthDate: '2020-02-02', farmId: alamos.id });
await db.update(animals).set({ breedId: brahman!.id, chipNumber: '982000123456789', categoryStage: 'cow' }).where(eq(animals.id, paloma.id));
await db.update(animals).set({ governmentRegistrationNumber: 'SINIIGA-77', categoryStage: 'bull' }).where(eq(animals.id, lucero.id));
await insertRecord(app, org, paloma.id, { type: 'groupChange', groupId: ordena.id, occurredAt: new Date('2024-02-01') });
await insertRecord(app, org, canela.id, { type: 'groupChange', groupId: becerros.id, occurredAt: new Date('2024-02-01') });
await insertRecord(app, org, paloma.id, { type: 'weight', quantity: { value: 480, unit: 'kg' }, occurredAt: new Date('2024-03-01') });
await insertRecord(app, org, canela.id, { type: 'weight', quantity: { value: 120, unit: 'kg' }, occurredAt: new Date('2024-03-01') });
await insertRecord(app, org, lucero.id, { type: 'weight', quantity: { value: 900, unit: 'kg' }, occurredAt: new Date('2024-03-01') });
await insertRecord(app, org, sold.id, { type: 'removal', details: { reason: 'sold' }, occurredAt: new Date('2024-04-01') });
await insertAnimal(app, outsider.organizationId, { tagNumber: 'ALA-0009' });

const tags = async (query: string, headers = viewer.headers) => {
  const response = await app.inject({ method: 'GET', url: `/api/animal?${query}`, headers });
  expect(response.statusCode, query).toBe(200);
  return (response.json().data.items as { tagNumber: string }[]).map((item) => item.tagNumber);
};

describe('the herd list', () => {
  it('lists active animals in tag order by default, with the names it shows and the total', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/animal?limit=2', headers: viewer.headers });
    const { data } = response.json();
    expect(data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(data.items).toEqual([
      {
        id: lucero.id,
        tagNumber: 'ala-0001',
        nickname: 'Lucero',
        speciesCode: 'cattle',
        gender: 'male',
        breedName: null,
        birthDate: '2016-07-15',
        categoryStage: 'bull',
        status: 'active',
        farmId: alamos.id,
        farmName: 'Los Álamos',
        zoneName: null,
        groupId: null,
        groupName: null,
        currentWeightKg: 900,
        meatWithdrawalEndsAt: null,
        milkWithdrawalEndsAt: null,
      },
      expect.objectContaining({ tagNumber: 'ALA-0003', breedName: 'Brahman', groupName: 'Vacas en ordeña', currentWeightKg: 480 }),
    ]);
    expect(await tags('page=2&limit=2')).toEqual(['MEZ-0002']);
  });

  it('filters by status, place, group, grouped or not, sex, species, breed, category and birth dates', async () => {
    expect(await tags('status=removed')).toEqual(['ALA-0002']);
    expect(await tags('status=all')).toEqual(['ala-0001', 'ALA-0002', 'ALA-0003', 'MEZ-0002']);
    expect(await tags(`farmId=${mezquite.id}`)).toEqual(['MEZ-0002']);
    expect(await tags(`groupId=${ordena.id}`)).toEqual(['ALA-0003']);
    expect(await tags('grouped=true')).toEqual(['ALA-0003', 'MEZ-0002']);
    expect(await tags('grouped=false')).toEqual(['ala-0001']);
    expect(await tags('gender=male')).toEqual(['ala-0001']);
    expect(await tags('speciesCode=cattle')).toHaveLength(3);
    expect(await tags('speciesCode=goat')).toEqual([]);
    expect(await tags('breedCode=brahman')).toEqual(['ALA-0003']);
    expect(await tags('categoryStage=cow')).toEqual(['ALA-0003']);
    expect(await tags('bornFrom=2017-01-01&bornTo=2023-12-31')).toEqual(['ALA-0003']);
  });

  it('searches tag number, nickname, chip and registration number, whatever the case', async () => {
    expect(await tags('search=mez')).toEqual(['MEZ-0002']);
    expect(await tags('search=CANE')).toEqual(['MEZ-0002']);
    expect(await tags('search=12345')).toEqual(['ALA-0003']);
    expect(await tags('search=siniiga')).toEqual(['ala-0001']);
    expect(await tags('search=100%25')).toEqual([]);
  });

  it('sorts by every column both ways', async () => {
    expect(await tags('col=tagNumber&desc=true')).toEqual(['MEZ-0002', 'ALA-0003', 'ala-0001']);
    expect(await tags('col=nickname')).toEqual(['MEZ-0002', 'ala-0001', 'ALA-0003']);
    expect(await tags('col=birthDate&desc=true')).toEqual(['MEZ-0002', 'ALA-0003', 'ala-0001']);
    // Two females tie: the id breaks it, the male comes after them either way.
    expect((await tags('col=gender')).at(-1)).toBe('ala-0001');
    expect((await tags('col=gender&desc=true'))[0]).toBe('ala-0001');
    expect((await tags('col=breed'))[0]).toBe('ALA-0003');
    expect(await tags('col=group')).toEqual(['MEZ-0002', 'ALA-0003', 'ala-0001']);
    expect(await tags('col=weight')).toEqual(['MEZ-0002', 'ALA-0003', 'ala-0001']);
    expect(await tags('col=createdAt&desc=true')).toEqual(['MEZ-0002', 'ala-0001', 'ALA-0003']);
  });

  it('refuses a bad filter (422) and a member without the module (403); never shows another organisation', async () => {
    for (const query of ['col=colour', 'status=sold', 'grouped=maybe', 'bornFrom=yesterday', 'farmId=12']) {
      const response = await app.inject({ method: 'GET', url: `/api/animal?${query}`, headers: viewer.headers });
      expect(response.statusCode, query).toBe(422);
    }
    expect((await app.inject({ method: 'GET', url: '/api/animal', headers: stranger.headers })).statusCode).toBe(403);
    expect(await tags('status=all', outsider.headers)).toEqual(['ALA-0009']);
  });

  // Ten thousand animals take a few seconds to insert on PGlite, more on a loaded machine.
  it('totals the usual filters exactly; a search counts up to 10,000 and then says "more than", the pager still going past it to the exact end', { timeout: 120_000 }, async () => {
    const big = await createMember(app, { grants: { animals: ['view'] } });
    const [cattle] = await db.select({ id: species.id }).from(species).where(eq(species.code, 'cattle'));
    await db.execute(sql`
      insert into animals (organization_id, species_id, gender, tag_number)
      select ${big.organizationId}, ${cattle!.id}, case when i % 2 = 0 then 'female' else 'male' end, 'BIG-' || lpad(i::text, 5, '0')
      from generate_series(1, 10030) i`);
    const page = async (query: string) => (await app.inject({ method: 'GET', url: `/api/animal?${query}`, headers: big.headers })).json().data;

    // The kept counts answer the usual filters, however many animals.
    expect(await page('limit=25')).toMatchObject({ total: 10_030, totalCapped: false });
    expect(await page('gender=female&limit=1')).toMatchObject({ total: 5015, totalCapped: false });
    expect(await page('search=BIG&limit=25')).toMatchObject({ total: 10_000, totalCapped: true });
    // Past the cap, counting goes to the end of the page asked: "more than 10,025" while there are more.
    const deep = await page('search=BIG&page=401&limit=25');
    expect(deep).toMatchObject({ total: 10_025, totalCapped: true });
    expect(deep.items.map((item: { tagNumber: string }) => item.tagNumber)).toEqual(Array.from({ length: 25 }, (_, i) => `BIG-${String(10_001 + i).padStart(5, '0')}`));
    const last = await page('search=BIG&page=402&limit=25');
    expect(last).toMatchObject({ total: 10_030, totalCapped: false });
    expect(last.items).toHaveLength(5);
    // A search or a date range that leaves fewer than the cap is counted exactly.
    expect(await page('bornFrom=2000-01-01&limit=1')).toMatchObject({ total: 0, totalCapped: false });
    expect(await page('search=BIG-1002&limit=50')).toMatchObject({ total: 10, totalCapped: false });
  });
});
