import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { animals } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember, type Member } from '../../../test/people';
import { callApi, sampleRecord } from '../../../test/records';

// At the top of the file, as buildTestApp asks: its afterAll hooks (close the app, drop the
// database) are not run when registered from inside a beforeAll.
const app = await buildTestApp();

describe('derived animal state', () => {
  let member: Member;
  let writer: Member;
  beforeAll(async () => {
    member = await createMember(app, { grants: { animals: ['view'] } });
    writer = await createMember(app, { grants: { animals: ['view', 'create'] } });
  });

  const stateOf = async (id: string) => {
    const [row] = await app.database.db.select().from(animals).where(eq(animals.id, id));
    return row!;
  };

  it('takes the latest done records, ignoring planned ones and converting pounds', async () => {
    const farm = await insertFarm(app, member.organizationId);
    const cow = await insertAnimal(app, member.organizationId, { farmId: farm.id });
    await insertRecord(app, member.organizationId, cow.id, { type: 'weight', occurredAt: new Date('2024-01-01'), quantity: { value: 300, unit: 'kg' } });
    await insertRecord(app, member.organizationId, cow.id, { type: 'weight', occurredAt: new Date('2024-06-01'), quantity: { value: 1000, unit: 'lb' } });
    await insertRecord(app, member.organizationId, cow.id, { type: 'weight', status: 'planned', occurredAt: new Date('2024-09-01'), quantity: { value: 1, unit: 'kg' } });
    const state = await stateOf(cow.id);
    expect(state.currentWeightKg).toBeCloseTo(453.59, 2);
    expect(state.farmId).toBe(farm.id);
    expect(state.status).toBe('active');
  });

  it('breaks a tie on the instant by record id, the same way every time', async () => {
    const [first, second] = [await insertGroup(app, member.organizationId), await insertGroup(app, member.organizationId)];
    const heifer = await insertAnimal(app, member.organizationId);
    const at = new Date('2024-05-05T08:00:00Z');
    const a = await insertRecord(app, member.organizationId, heifer.id, { type: 'groupChange', occurredAt: at, groupId: first.id });
    const b = await insertRecord(app, member.organizationId, heifer.id, { type: 'groupChange', occurredAt: at, groupId: second.id });
    const winner = a.id > b.id ? first.id : second.id;
    expect((await stateOf(heifer.id)).groupId).toBe(winner);
  });

  it('marks an animal removed by a done removal record', async () => {
    const steer = await insertAnimal(app, member.organizationId, { gender: 'male' });
    await insertRecord(app, member.organizationId, steer.id, { type: 'removal', occurredAt: new Date('2024-10-10T00:00:00Z'), details: { reason: 'sold' } });
    const state = await stateOf(steer.id);
    expect(state.status).toBe('removed');
    expect(state.removedAt?.toISOString()).toBe('2024-10-10T00:00:00.000Z');
  });

  describe('through the records API', () => {
    const post = async (animalId: string, payload: object) => {
      const { status, body } = await callApi(app, 'POST', `/api/animal/${animalId}/record`, writer.headers, payload);
      expect(status, JSON.stringify(body)).toBe(200);
      return body.data as { id: string };
    };
    const weight = (occurredAt: string, value: number) => ({ type: 'weight', occurredAt, weight: { value, unit: 'kg' } });

    it('keeps the later weight current when an earlier-dated one is added after it', async () => {
      const cow = await insertAnimal(app, writer.organizationId);
      await post(cow.id, weight('2024-06-01', 410));
      await post(cow.id, weight('2024-02-01', 350));
      const state = await stateOf(cow.id);
      expect(state.currentWeightKg).toBe(410);
      expect(state.currentWeightOn?.toISOString()).toBe('2024-06-01T00:00:00.000Z');
    });

    it('never changes the state for planned records', async () => {
      const farm = await insertFarm(app, writer.organizationId);
      const group = await insertGroup(app, writer.organizationId);
      const cow = await insertAnimal(app, writer.organizationId);
      const refs = { farmId: farm.id, groupId: group.id, bullId: cow.id };
      const before = await stateOf(cow.id);
      for (const type of ['weight', 'movement', 'groupChange', 'removal'] as const) {
        await post(cow.id, { ...sampleRecord(type, refs), status: 'planned', occurredAt: '2099-03-01' });
      }
      expect(await stateOf(cow.id)).toEqual(before);
    });

    it('makes an animal removed by a removal, which takes it out of the active animals', async () => {
      const cow = await insertAnimal(app, writer.organizationId);
      await post(cow.id, { type: 'removal', occurredAt: '2024-10-10', reason: 'dead' });
      const state = await stateOf(cow.id);
      expect([state.status, state.removedAt?.toISOString()]).toEqual(['removed', '2024-10-10T00:00:00.000Z']);
    });

    it('resolves two records at the same instant by id', async () => {
      const [first, second] = [await insertGroup(app, writer.organizationId), await insertGroup(app, writer.organizationId)];
      const heifer = await insertAnimal(app, writer.organizationId);
      const at = '2024-05-05T08:00:00Z';
      const a = await post(heifer.id, { type: 'groupChange', occurredAt: at, groupId: first.id });
      const b = await post(heifer.id, { type: 'groupChange', occurredAt: at, groupId: second.id });
      expect((await stateOf(heifer.id)).groupId).toBe(a.id > b.id ? first.id : second.id);
    });
  });
});
