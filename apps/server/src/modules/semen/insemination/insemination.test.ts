import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { insertTask } from '../../../test/tasks';
import { goodSample, semenTestbed } from '../testing';
import { allocateStraws } from './insemination.service';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { technician, viewer, outsider, org, call, ok, unique, naab } = await semenTestbed(app);
const at = '2026-11-22T09:00:00Z';
const planner = await createMember(app, { organizationId: org, grants: { actionList: ['view', 'edit'], animals: ['view', 'create'] } });

/** An approved batch of a sire (a bull of the herd when `bull` is given), 20 straws of it in a tank. */
async function storedPack(options: { bull?: string; approve?: boolean; straws?: number } = {}) {
  const sire = await ok('POST', '/api/semen/sire', { name: unique('Angus Rito'), naabCode: naab(), ...(options.bull ? { animalId: options.bull } : {}) });
  await ok('POST', `/api/semen/sire/${sire.id}/health-test`, { testedOn: '2026-10-01', disease: 'Tuberculosis', result: 'negative' });
  const collection = await ok('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-01T08:30:00Z', ...goodSample });
  const batchId = collection.batch.id as string;
  if (options.approve === false) return { sire, batchId, packId: null };
  await ok('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'approve', postThawMotilityPercent: 42 });
  const tank = await ok('POST', '/api/semen/tank', { name: unique('Termo'), canisters: 6 });
  const pack = await ok('POST', `/api/semen/batch/${batchId}/store`, { tankId: tank.id, canister: 1, straws: options.straws ?? 20, occurredAt: at });
  return { sire, batchId, packId: pack.id as string };
}
const inseminator = async (headers = technician.headers) => ok('POST', '/api/semen/inseminator', { name: unique('Luis Pérez'), licenceNumber: 'INS-0412' }, headers);
const straws = async (packId: string) => (await ok('GET', `/api/semen/pack?empty=true&search=`)).items.find((pack: { id: string }) => pack.id === packId)?.straws;
const service = (fields: Record<string, unknown>) => ({ type: 'service', occurredAt: '2026-11-23', method: 'artificialInsemination', ...fields });

describe('an insemination uses a straw', () => {
  it('draws one straw from the pack in the service’s own write, takes the sire from the batch and names the inseminator', async () => {
    const bull = await insertAnimal(app, org, { gender: 'male', nickname: 'Rito' });
    const { sire, batchId, packId } = await storedPack({ bull: bull.id });
    const who = await inseminator();
    const heifer = await insertAnimal(app, org, { nickname: 'Canela' });
    const record = await ok('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId, inseminatorId: who.id }));
    expect(record).toMatchObject({
      type: 'service',
      details: { inseminatorId: who.id, inseminator: who.name, semenPackId: packId, semenBatchId: batchId, semenSireId: sire.id, semenCode: sire.naabCode },
    });
    const [row] = await db.select().from(animalRecords).where(eq(animalRecords.id, record.id));
    expect(row).toMatchObject({ relatedAnimalId: bull.id, quantityValue: 1, quantityUnit: 'straw' });
    expect(await straws(packId!)).toBe(19);
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, heifer.id));
    expect(logged.map((entry) => entry.action)).toContain('animalRecord.create');

    // Deleting the service puts the straw back; an edit keeps one straw drawn.
    await ok('PUT', `/api/animal/${heifer.id}/record/${record.id}`, service({ semenPackId: packId, inseminatorId: who.id, occurredAt: '2026-11-22' }));
    expect(await straws(packId!)).toBe(19);
    const removed = await app.inject({ method: 'DELETE', url: `/api/animal/${heifer.id}/record/${record.id}`, headers: technician.headers });
    expect(removed.statusCode).toBe(200);
    expect(await straws(packId!)).toBe(20);
  });

  it('draws from a batch named instead of a pack, first stored first used, and an insemination task draws one straw per heifer', async () => {
    const { batchId, packId } = await storedPack({ straws: 1 });
    const tank = await ok('POST', '/api/semen/tank', { name: unique('Termo de campo'), canisters: 2 });
    const second = await ok('POST', `/api/semen/batch/${batchId}/store`, { tankId: tank.id, canister: 2, straws: 5, occurredAt: at });
    const who = await inseminator();
    const heifers = await Promise.all(['Paloma', 'Luna', 'Estrella'].map((nickname) => insertAnimal(app, org, { nickname })));
    const first = await ok('POST', `/api/animal/${heifers[0]!.id}/record`, service({ semenBatchId: batchId, inseminatorId: who.id }));
    expect(first.details.semenPackId).toBe(packId);
    const task = await insertTask(app, org, { name: 'Inseminar vaquillas', category: 'insemination', startAt: new Date('2026-11-23T08:00:00Z'), animalIds: heifers.slice(1).map((heifer) => heifer.id) });
    const done = await call('POST', '/api/action-list/task/insemination', { id: task.id, occurredAt: '2026-11-23', method: 'artificialInsemination', semenBatchId: batchId, inseminatorId: who.id }, planner.headers);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect([await straws(packId!), await straws(second.id)]).toEqual([0, 3]);
  });

  it('inseminates the animals chosen in the herd list at once, a straw each, and refuses a bull among them with nothing drawn', async () => {
    const { batchId, packId } = await storedPack({ straws: 3 });
    const who = await inseminator();
    const heifers = await Promise.all(['Perla', 'Gaviota'].map((nickname) => insertAnimal(app, org, { nickname })));
    const bull = await insertAnimal(app, org, { gender: 'male' });
    const bulk = (animalIds: string[]) =>
      call('POST', '/api/animal/bulk', { action: 'recordService', animalIds, occurredAt: '2026-11-23', record: { method: 'artificialInsemination', semenBatchId: batchId, inseminatorId: who.id } });
    const refused = await bulk([heifers[0]!.id, bull.id]);
    expect([refused.status, refused.body.errors[0]]).toEqual([422, expect.objectContaining({ param: 'animalIds', key: 'animals.onlyFemales' })]);
    expect(await straws(packId!)).toBe(3);
    const done = await bulk(heifers.map((heifer) => heifer.id));
    expect([done.status, done.body.data]).toEqual([200, { action: 'recordService', recorded: 2 }]);
    expect(await straws(packId!)).toBe(1);
    const [row] = await db.select().from(animalRecords).where(eq(animalRecords.animalId, heifers[1]!.id));
    expect(row).toMatchObject({ type: 'service', quantityValue: 1, quantityUnit: 'straw', details: expect.objectContaining({ inseminatorId: who.id, semenBatchId: batchId }) });
  });

  it('refuses a straw of a batch not approved, too few straws, no inseminator, a natural mating, another sire, and writes nothing', async () => {
    const heifer = await insertAnimal(app, org, { nickname: 'Manchas' });
    const who = await inseminator();
    const quarantined = await storedPack({ approve: false });
    const notApproved = await call('POST', `/api/animal/${heifer.id}/record`, service({ semenBatchId: quarantined.batchId, inseminatorId: who.id }));
    expect([notApproved.status, notApproved.body.errors[0]?.key]).toEqual([409, 'semen.batchNotApproved']);
    const { packId } = await storedPack({ straws: 1 });
    const noOne = await call('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId }));
    expect([noOne.status, noOne.body.errors]).toEqual([422, [expect.objectContaining({ param: 'inseminatorId', key: 'semen.inseminatorRequired', msg: 'Choose who inseminated.' })]]);
    const natural = await call('POST', `/api/animal/${heifer.id}/record`, service({ method: 'naturalMating', semenPackId: packId, inseminatorId: who.id }));
    expect(natural.body.errors[0]).toMatchObject({ param: 'semenPackId', key: 'semen.strawNeedsInsemination' });
    const bull = await insertAnimal(app, org, { gender: 'male' });
    const otherSire = await call('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId, inseminatorId: who.id, sireId: bull.id }));
    expect([otherSire.status, otherSire.body.errors[0]?.param, otherSire.body.errors[0]?.key]).toEqual([422, 'sireId', 'semen.sireNotOfStraw']);
    const retired = await ok('PUT', `/api/semen/inseminator/${who.id}`, { name: who.name, active: false });
    expect((await call('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId, inseminatorId: retired.id }))).body.errors[0]).toMatchObject({ param: 'inseminatorId', key: 'semen.inseminatorInactive' });
    const active = await inseminator();
    await ok('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId, inseminatorId: active.id }));
    const empty = await call('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId, inseminatorId: active.id, occurredAt: '2026-11-24' }));
    expect([empty.status, empty.body.errors[0]]).toEqual([409, expect.objectContaining({ param: 'semenPackId', key: 'semen.tooManyStraws', params: { available: '0' } })]);
    const male = await insertAnimal(app, org, { gender: 'male' });
    expect((await call('POST', `/api/animal/${male.id}/record`, service({ semenPackId: packId, inseminatorId: active.id }))).status).toBe(422);
    const services = await db.select().from(animalRecords).where(eq(animalRecords.animalId, heifer.id));
    expect(services).toHaveLength(1);
  });

  it('never draws another organisation’s straw or names its inseminator, and a viewer cannot inseminate', async () => {
    const { packId, batchId } = await storedPack();
    const theirHeifer = await insertAnimal(app, outsider.organizationId);
    const theirs = await inseminator(outsider.headers);
    const byPack = await call('POST', `/api/animal/${theirHeifer.id}/record`, service({ semenPackId: packId, inseminatorId: theirs.id }), outsider.headers);
    expect([byPack.status, byPack.body.errors[0]?.param]).toEqual([404, 'semenPackId']);
    const byBatch = await call('POST', `/api/animal/${theirHeifer.id}/record`, service({ semenBatchId: batchId, inseminatorId: theirs.id }), outsider.headers);
    expect([byBatch.status, byBatch.body.errors[0]?.param]).toEqual([404, 'semenBatchId']);
    const heifer = await insertAnimal(app, org);
    const wrongInseminator = await call('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId, inseminatorId: theirs.id }));
    expect([wrongInseminator.status, wrongInseminator.body.errors[0]?.param]).toEqual([404, 'inseminatorId']);
    expect((await call('POST', `/api/animal/${heifer.id}/record`, service({ semenPackId: packId, inseminatorId: (await inseminator()).id }), viewer.headers)).status).toBe(403);
    expect(await straws(packId!)).toBe(20);
  });

  it('flags a calving whose sire is not the straw’s for a parentage check', async () => {
    const bull = await insertAnimal(app, org, { gender: 'male', nickname: 'Rito' });
    const neighbour = await insertAnimal(app, org, { gender: 'male', nickname: 'Trueno' });
    const { packId } = await storedPack({ bull: bull.id });
    const cow = await insertAnimal(app, org, { nickname: 'Lucera', birthDate: '2022-01-10' });
    const served = await ok('POST', `/api/animal/${cow.id}/record`, service({ occurredAt: '2025-12-01', semenPackId: packId, inseminatorId: (await inseminator()).id }));
    const calving = (sireId: string | null, tagNumber: string) =>
      ok('POST', `/api/animal/${cow.id}/record`, { type: 'calving', occurredAt: '2026-09-10', birthEase: 'noAssistance', ...(sireId ? { sireId } : {}), calves: [{ tagNumber, gender: 'female' }] });
    const other = await calving(neighbour.id, unique('MX-CRIA'));
    expect(other.details.parentageCheck).toEqual({ serviceId: served.id, semenSireId: served.details.semenSireId, semenCode: served.details.semenCode });
    await app.inject({ method: 'DELETE', url: `/api/animal/${cow.id}/record/${other.id}`, headers: technician.headers });
    const own = await calving(null, unique('MX-CRIA'));
    expect(own.details.parentageCheck).toBeUndefined();
  });
});

describe('allocateStraws', () => {
  it('takes one straw per animal from the packs in order, or nothing when they hold too few', () => {
    expect(allocateStraws([{ id: 'a', straws: 1 }, { id: 'b', straws: 3 }], 3)).toEqual(['a', 'b', 'b']);
    expect(allocateStraws([{ id: 'a', straws: 0 }, { id: 'b', straws: 2 }], 2)).toEqual(['b', 'b']);
    expect(allocateStraws([{ id: 'a', straws: 1 }], 2)).toBeNull();
  });
});
