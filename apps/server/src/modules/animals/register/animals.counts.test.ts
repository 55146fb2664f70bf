import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animals, farms, organizations } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';

// The kept counts (animal_counts, migration 0013) must always equal counting the animals: each
// write below is followed by a comparison of the two, group by group.
const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'] } });
const org = manager.organizationId;

const KEY = sql.raw('organization_id, status, gender, species_id, breed_id, category_stage, farm_id, zone_id, group_id');
/** Both sides as sorted lines "key… n", so a difference shows which group is off. */
async function keptAndCounted(organizationId: string) {
  const lines = async (query: ReturnType<typeof sql>) => (await rowsOf<Record<string, unknown>>(db.execute(query))).map((row) => Object.values(row).join(' ')).sort();
  return {
    kept: await lines(sql`select ${KEY}, animals from animal_counts where organization_id = ${organizationId}`),
    counted: await lines(sql`select ${KEY}, count(*)::int from animals where organization_id = ${organizationId} group by ${KEY}`),
  };
}
async function expectKept(organizationId = org) {
  const { kept, counted } = await keptAndCounted(organizationId);
  expect(kept).toEqual(counted);
  return kept;
}
const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: manager.headers, payload });
  expect(response.statusCode, JSON.stringify(response.json())).toBeLessThan(300);
  return response.json().data;
};
const total = async (query: string) => (await app.inject({ method: 'GET', url: `/api/animal?${query}`, headers: manager.headers })).json().data;

describe('the herd list totals kept by the database', () => {
  it('follow registering, editing, moving, grouping, removing and deleting animals, through the API and straight to the table', async () => {
    const alamos = await insertFarm(app, org, 'Los Álamos');
    const mezquite = await insertFarm(app, org, 'El Mezquite');
    const ordena = await insertGroup(app, org, 'Vacas en ordeña');
    const register = (tagNumber: string, fields: Record<string, unknown> = {}) =>
      call('POST', '/api/animal', { speciesCode: 'cattle', gender: 'female', breedCode: 'angus', farmId: alamos.id, tagNumber, ...fields });

    const paloma = await register('ALA-0101', { groupId: ordena.id, categoryStage: 'heifer' });
    const lucero = await register('ALA-0102', { gender: 'male', breedCode: undefined });
    const canela = await register('MEZ-0201', { farmId: mezquite.id });
    expect(await expectKept()).toHaveLength(3);
    expect(await total('limit=1')).toMatchObject({ total: 3, totalCapped: false });

    await call('PUT', `/api/animal/${lucero.id}`, { speciesCode: 'cattle', gender: 'male', breedCode: 'brahman', tagNumber: 'ALA-0102', categoryStage: 'bull', farmId: alamos.id });
    await expectKept();
    await insertRecord(app, org, canela.id, { type: 'movement', farmId: alamos.id });
    await insertRecord(app, org, canela.id, { type: 'groupChange', groupId: ordena.id });
    await insertRecord(app, org, paloma.id, { type: 'weight', quantity: { value: 410, unit: 'kg' } });
    await expectKept();
    expect(await total(`farmId=${alamos.id}&groupId=${ordena.id}&limit=1`)).toMatchObject({ total: 2, totalCapped: false });

    await insertRecord(app, org, lucero.id, { type: 'removal', details: { reason: 'sold' } });
    await expectKept();
    expect(await total('status=removed&limit=1')).toMatchObject({ total: 1 });
    expect(await total('status=active&gender=female&limit=1')).toMatchObject({ total: 2 });

    // Straight to the table, many rows in one statement, then a farm's deletion (its animals' farm set null).
    await db.execute(sql`
      insert into animals (organization_id, species_id, gender, tag_number, farm_id)
      select ${org}, species_id, case when i % 2 = 0 then 'female' else 'male' end, 'LOT-' || i, ${mezquite.id}
      from animals, generate_series(1, 40) i where animals.id = ${paloma.id}`);
    await expectKept();
    await db.delete(farms).where(eq(farms.id, mezquite.id));
    await expectKept();
    expect(await total('limit=1')).toMatchObject({ total: 42 });

    const mistake = await register('ALA-0199');
    await expectKept();
    await call('DELETE', `/api/animal/${mistake.id}`);
    await db.delete(animals).where(sql`${animals.organizationId} = ${org} and ${animals.tagNumber} like 'LOT-%'`);
    expect(await expectKept()).toHaveLength(3);
    expect(await total('status=all&limit=1')).toMatchObject({ total: 3 });
  });

  it('keep nothing at zero, and go with their organisation', async () => {
    const owner = await createMember(app, { grants: { animals: ['view'] } });
    const calf = await insertAnimal(app, owner.organizationId, { tagNumber: 'BEC-0001' });
    expect(await expectKept(owner.organizationId)).toHaveLength(1);
    await db.delete(animals).where(eq(animals.id, calf.id));
    expect(await expectKept(owner.organizationId)).toEqual([]);
    await insertAnimal(app, owner.organizationId, { tagNumber: 'BEC-0002' });
    await db.delete(organizations).where(eq(organizations.id, owner.organizationId));
    expect((await keptAndCounted(owner.organizationId)).kept).toEqual([]);
  });

  it('stay exact when animals are registered at the same time', async () => {
    const farm = await insertFarm(app, org, 'El Sauz');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', '/api/animal', { speciesCode: 'cattle', gender: i % 2 ? 'male' : 'female', farmId: farm.id, tagNumber: `SAU-${i}` })),
    );
    await expectKept();
    expect(await total(`farmId=${farm.id}&limit=1`)).toMatchObject({ total: 12, totalCapped: false });
  });
});
