import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords, animals, breeds } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { callApi } from '../../../test/records';

const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'] } });
const org = manager.organizationId;
const [angus, hereford] = await db.select().from(breeds).limit(2);

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) => callApi(app, method, url, manager.headers, payload);
const animalsByIds = (ids: string[]) => db.select().from(animals).where(inArray(animals.id, ids));
const problems = (body: { errors: { param: string; key: string }[] }) => body.errors.map(({ param, key }) => ({ param, key }));

/** A dam of a breed on a farm and in a group, served by AI with a bull of a breed. */
async function servedDam(sireBreedId = angus!.id) {
  const farm = await insertFarm(app, org);
  const group = await insertGroup(app, org);
  const dam = await insertAnimal(app, org, { farmId: farm.id, tagNumber: `VACA-${farm.id.slice(0, 6)}` });
  const bull = await insertAnimal(app, org, { gender: 'male' });
  await db.update(animals).set({ breedId: angus!.id }).where(eq(animals.id, dam.id));
  await db.update(animals).set({ breedId: sireBreedId }).where(eq(animals.id, bull.id));
  await insertRecord(app, org, dam.id, { type: 'groupChange', occurredAt: new Date('2023-06-01'), groupId: group.id });
  await insertRecord(app, org, dam.id, {
    type: 'service',
    occurredAt: new Date('2024-01-10'),
    relatedAnimalId: bull.id,
    details: { method: 'artificialInsemination', semenCode: 'ANG-1' },
  });
  return { dam, bull, farm, group };
}

const twins = (prefix: string) => ({
  type: 'calving',
  occurredAt: '2024-10-18',
  birthEase: 'someAssistance',
  calves: [
    { tagNumber: `${prefix}-1`, gender: 'female', nickname: 'Luna', birthWeight: { value: 32, unit: 'kg' } },
    { tagNumber: `${prefix}-2`, gender: 'male' },
  ],
});

describe('calving', () => {
  it('registers twins with their dam, the sire of the earlier service, the birth facts and the dam’s place', async () => {
    const { dam, bull, farm, group } = await servedDam();
    const { status, body } = await call('POST', `/api/animal/${dam.id}/record`, twins('T1'));

    expect(status, JSON.stringify(body)).toBe(200);
    const calving = body.data;
    const calfRefs = calving.relatedAnimals.filter((animal: { role: string }) => animal.role === 'calf');
    expect(calfRefs.map((calf: { tagNumber: string }) => calf.tagNumber)).toEqual(['T1-1', 'T1-2']);
    expect(calving.relatedAnimals).toContainEqual(expect.objectContaining({ id: bull.id, role: 'sire' }));
    expect(calving.details).toMatchObject({ birthEase: 'someAssistance', sireId: bull.id, calfIds: calfRefs.map((calf: { id: string }) => calf.id) });

    const calves = await animalsByIds(calving.details.calfIds);
    expect(calves).toHaveLength(2);
    for (const calf of calves) {
      expect(calf).toMatchObject({
        organizationId: org,
        damId: dam.id,
        sireId: bull.id,
        speciesId: dam.speciesId,
        breedId: angus!.id,
        birthDate: '2024-10-18',
        birthEase: 'someAssistance',
        conceptionMethod: 'artificialInsemination',
        twin: true,
        birthFarmId: farm.id,
        farmId: farm.id,
        groupId: group.id,
        status: 'active',
      });
    }
    expect(calves.find((calf) => calf.tagNumber === 'T1-1')).toMatchObject({ nickname: 'Luna', birthWeight: 32, gender: 'female' });
    const made = await db.select().from(animalRecords).where(inArray(animalRecords.animalId, calving.details.calfIds));
    expect(made.map((record) => record.type).sort()).toEqual(['groupChange', 'groupChange', 'movement', 'movement']);
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.action, 'animal.create'), inArray(activityLog.entityId, calving.details.calfIds)));
    expect(logged).toHaveLength(2);
  });

  it('takes a named sire, and gives no breed when the sire’s differs from the dam’s', async () => {
    const { dam } = await servedDam(hereford!.id);
    const other = await insertAnimal(app, org, { gender: 'male' });
    const single = { ...twins('T2'), calves: [twins('T2').calves[0]] };
    const { body } = await call('POST', `/api/animal/${dam.id}/record`, { ...single, sireId: other.id });
    const [calf] = await animalsByIds(body.data.details.calfIds);
    expect(calf).toMatchObject({ sireId: other.id, breedId: null, twin: false, conceptionMethod: 'artificialInsemination' });
  });

  it('refuses a tag number in use, a planned calving and a calving before the dam’s birth', async () => {
    const { dam } = await servedDam();
    await insertAnimal(app, org, { tagNumber: 'USED-9' });
    const taken = await call('POST', `/api/animal/${dam.id}/record`, { ...twins('T3'), calves: [{ tagNumber: 'used-9', gender: 'male' }] });
    expect([taken.status, taken.body.key, taken.body.errors[0].param]).toEqual([409, 'animals.tagNumberTaken', 'calves.0.tagNumber']);
    const repeated = await call('POST', `/api/animal/${dam.id}/record`, { ...twins('T3'), calves: [twins('T3').calves[0], twins('T3').calves[0]] });
    expect(problems(repeated.body)).toEqual([{ param: 'calves.1.tagNumber', key: 'animals.tagNumberTaken' }]);
    const planned = await call('POST', `/api/animal/${dam.id}/record`, { ...twins('T3'), status: 'planned', occurredAt: '2099-01-01' });
    expect(problems(planned.body)).toEqual([{ param: 'status', key: 'validation.invalid' }]);
    const early = await call('POST', `/api/animal/${dam.id}/record`, { ...twins('T3'), occurredAt: '2020-01-01' });
    expect(problems(early.body)).toEqual([{ param: 'occurredAt', key: 'animals.recordBeforeBirth' }]);
    expect(await db.select().from(animals).where(eq(animals.tagNumber, 'T3-1'))).toEqual([]);
  });

  it('changes only date, notes and birth ease on an edit, and the calves follow; what it made on them is its own', async () => {
    const { dam } = await servedDam();
    const { body } = await call('POST', `/api/animal/${dam.id}/record`, twins('T4'));
    const edited = await call('PUT', `/api/animal/${dam.id}/record/${body.data.id}`, {
      ...twins('OTHER'),
      occurredAt: '2024-10-20',
      birthEase: 'noAssistance',
      notes: 'Night birth',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ occurredAt: '2024-10-20T00:00:00.000Z', notes: 'Night birth' });
    expect(edited.body.data.details.calfIds).toEqual(body.data.details.calfIds);
    const calves = await animalsByIds(body.data.details.calfIds);
    expect(calves.map((calf) => [calf.tagNumber, calf.birthDate, calf.birthEase]).sort()).toEqual([
      ['T4-1', '2024-10-20', 'noAssistance'],
      ['T4-2', '2024-10-20', 'noAssistance'],
    ]);
    const [movement] = await db
      .select()
      .from(animalRecords)
      .where(and(eq(animalRecords.animalId, calves[0]!.id), eq(animalRecords.type, 'movement')));
    expect(movement!.occurredAt.toISOString()).toBe('2024-10-20T00:00:00.000Z');
    const refused = await call('PUT', `/api/animal/${calves[0]!.id}/record/${movement!.id}`, { type: 'movement', occurredAt: '2024-11-01', farmId: movement!.farmId });
    expect([refused.status, refused.body.key]).toEqual([409, 'animals.recordByCalving']);
    const undone = await call('DELETE', `/api/animal/${calves[0]!.id}/record/${movement!.id}`);
    expect([undone.status, undone.body.key]).toEqual([409, 'animals.recordByCalving']);
  });

  it('deletes a calving with its calves, unless a calf has records of its own', async () => {
    const { dam } = await servedDam();
    const kept = await call('POST', `/api/animal/${dam.id}/record`, twins('T5'));
    const [calfId] = kept.body.data.details.calfIds;
    await insertRecord(app, org, calfId, { type: 'weight', quantity: { value: 60, unit: 'kg' }, occurredAt: new Date('2024-11-01') });
    const refused = await call('DELETE', `/api/animal/${dam.id}/record/${kept.body.data.id}`);
    expect([refused.status, refused.body.key]).toEqual([409, 'animals.calvesHaveRecords']);
    expect(await animalsByIds(kept.body.data.details.calfIds)).toHaveLength(2);

    const { dam: other } = await servedDam();
    const undone = await call('POST', `/api/animal/${other.id}/record`, twins('T6'));
    const deleted = await call('DELETE', `/api/animal/${other.id}/record/${undone.body.data.id}`);
    expect(deleted.status).toBe(200);
    expect(await animalsByIds(undone.body.data.details.calfIds)).toEqual([]);
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.action, 'animal.delete'), inArray(activityLog.entityId, undone.body.data.details.calfIds)));
    expect(logged).toHaveLength(2);
  });
});
