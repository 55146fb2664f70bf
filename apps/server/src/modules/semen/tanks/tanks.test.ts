import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertFarm } from '../../../test/herd';
import { goodSample, semenTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { viewer, outsider, org, call, ok, unique, naab } = await semenTestbed(app);
// In the order they were written: without one, the database answers rows in whatever order its plan reads them.
const logged = async (entityId: string) =>
  (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.createdAt)).map((entry) => entry.action);
const at = '2026-11-22T09:00:00Z';

/** A batch of 240 straws, approved (or left in quarantine). */
async function batch(approve = true) {
  const sire = await ok('POST', '/api/semen/sire', { name: unique('Brahman Don Pancho'), naabCode: naab() });
  await ok('POST', `/api/semen/sire/${sire.id}/health-test`, { testedOn: '2026-10-01', disease: 'Tuberculosis', result: 'negative' });
  const collection = await ok('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-20T08:30:00Z', ...goodSample });
  if (approve) await ok('POST', `/api/semen/batch/${collection.batch.id}/decision`, { decision: 'approve', postThawMotilityPercent: 42 });
  return collection.batch.id as string;
}
const tank = async (overrides: Record<string, unknown> = {}) => ok('POST', '/api/semen/tank', { name: unique('Termo MVE'), canisters: 6, ...overrides });

describe('tanks and the straws in them', () => {
  it('stores straws of an approved batch in a tank: the batch’s stock falls, a pack holds them, the tank counts them', async () => {
    const farm = await insertFarm(app, org, 'Los Álamos');
    const main = await tank({ farmId: farm.id });
    expect(main).toMatchObject({ farm: { id: farm.id, name: 'Los Álamos' }, canisters: 6, straws: 0, packs: 0, lastCountedAt: null, countDue: true });
    const batchId = await batch();
    const pack = await ok('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 2, goblet: 'B', straws: 100, occurredAt: at });
    expect(pack).toMatchObject({ batch: { id: batchId, status: 'approved' }, tank: { id: main.id }, canister: 2, goblet: 'B', straws: 100 });
    expect((await ok('GET', `/api/semen/batch/${batchId}`)).straws).toBe(140);
    expect(await ok('GET', `/api/semen/tank/${main.id}`)).toMatchObject({ straws: 100, packs: 1 });
    expect((await ok('GET', `/api/semen/pack?tankId=${main.id}`)).items.map((item: { id: string }) => item.id)).toEqual([pack.id]);
    expect(await logged(pack.id)).toEqual(['semenPack.store']);
  });

  it('refuses straws of a batch in quarantine, more straws than the batch has, a canister the tank lacks, another organisation’s tank or batch', async () => {
    const main = await tank({ canisters: 3 });
    const quarantined = await batch(false);
    const notApproved = await call('POST', `/api/semen/batch/${quarantined}/store`, { tankId: main.id, canister: 1, straws: 10, occurredAt: at });
    expect([notApproved.status, notApproved.body.errors[0]?.key]).toEqual([409, 'semen.batchNotApproved']);
    const batchId = await batch();
    const tooMany = await call('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 1, straws: 241, occurredAt: at });
    expect([tooMany.status, tooMany.body.errors[0]]).toEqual([409, expect.objectContaining({ param: 'straws', key: 'semen.tooManyStraws', msg: 'There are only 240 straws there.' })]);
    const canister = await call('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 4, straws: 10, occurredAt: at });
    expect([canister.status, canister.body.errors[0]?.param]).toEqual([422, 'canister']);
    expect((await call('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 0, straws: 1.5, occurredAt: at })).body.errors.map((problem: { param: string }) => problem.param)).toEqual(['canister', 'straws']);
    const theirTank = await ok('POST', '/api/semen/tank', { name: unique('Termo'), canisters: 4 }, outsider.headers);
    expect((await call('POST', `/api/semen/batch/${batchId}/store`, { tankId: theirTank.id, canister: 1, straws: 10, occurredAt: at })).body.errors[0]).toMatchObject({ param: 'tankId', key: 'errors.notFound' });
    expect((await call('GET', `/api/semen/tank/${theirTank.id}`)).status).toBe(404);
    expect((await call('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 1, straws: 10, occurredAt: at }, viewer.headers)).status).toBe(403);
    expect((await ok('GET', `/api/semen/batch/${batchId}`)).straws).toBe(240);
  });

  it('stores the last straws once when two people store them at the same time', async () => {
    const main = await tank();
    const batchId = await batch();
    const answers = await Promise.all([0, 1].map(() => call('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 1, straws: 200, occurredAt: at })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await ok('GET', `/api/semen/tank/${main.id}`)).straws).toBe(200);
  });

  it('moves a pack whole to another tank, or some of its straws into a new pack there', async () => {
    const [home, field] = [await tank(), await tank({ name: unique('Termo de campo'), canisters: 2 })];
    const pack = await ok('POST', `/api/semen/batch/${await batch()}/store`, { tankId: home.id, canister: 1, straws: 120, occurredAt: at });
    const split = await ok('POST', `/api/semen/pack/${pack.id}/move`, { tankId: field.id, canister: 2, straws: 20, occurredAt: '2026-11-23T07:00:00Z' });
    expect(split).toMatchObject({ tank: { id: field.id }, canister: 2, straws: 20 });
    expect((await ok('GET', `/api/semen/tank/${home.id}`)).straws).toBe(100);
    const whole = await ok('POST', `/api/semen/pack/${pack.id}/move`, { tankId: field.id, canister: 1, goblet: 'A', occurredAt: '2026-11-23T08:00:00Z' });
    expect(whole).toMatchObject({ id: pack.id, tank: { id: field.id }, canister: 1, goblet: 'A', straws: 100 });
    expect(await ok('GET', `/api/semen/tank/${field.id}`)).toMatchObject({ straws: 120, packs: 2 });
    const short = await call('POST', `/api/semen/pack/${pack.id}/move`, { tankId: home.id, canister: 1, straws: 101, occurredAt: '2026-11-23T09:00:00Z' });
    expect([short.status, short.body.errors[0]?.key]).toEqual([409, 'semen.tooManyStraws']);
    expect(await logged(pack.id)).toEqual(['semenPack.store', 'semenPack.move']);
    const theirs = await ok('POST', '/api/semen/tank', { name: unique('Termo'), canisters: 4 }, outsider.headers);
    expect((await call('POST', `/api/semen/pack/${pack.id}/move`, { tankId: home.id, canister: 1, occurredAt: at }, outsider.headers)).status).toBe(404);
    expect((await call('POST', `/api/semen/pack/${pack.id}/move`, { tankId: theirs.id, canister: 1, occurredAt: at })).body.errors[0]).toMatchObject({ param: 'tankId' });
  });

  it('reconciles a tank: every pack counted, each reset to its count, the differences answered, the next count due in a month', async () => {
    const main = await tank();
    const batchId = await batch();
    const first = await ok('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 1, straws: 50, occurredAt: at });
    const second = await ok('POST', `/api/semen/batch/${batchId}/store`, { tankId: main.id, canister: 3, straws: 30, occurredAt: at });
    const partial = await call('POST', `/api/semen/tank/${main.id}/count`, { occurredAt: '2026-11-24T08:00:00Z', counts: [{ packId: first.id, counted: 48 }] });
    expect([partial.status, partial.body.errors[0]?.msg]).toEqual([422, 'Every pack in the tank must be counted: 1 not counted.']);
    const counted = await ok('POST', `/api/semen/tank/${main.id}/count`, {
      occurredAt: '2026-11-24T08:00:00Z',
      counts: [
        { packId: first.id, counted: 48 },
        { packId: second.id, counted: 30 },
      ],
    });
    expect(counted.packs.map((row: { ledger: number; counted: number; difference: number }) => [row.ledger, row.counted, row.difference])).toEqual([
      [50, 48, -2],
      [30, 30, 0],
    ]);
    expect(counted.tank).toMatchObject({ straws: 78, lastCountedAt: '2026-11-24T08:00:00.000Z', countDue: false });
    const elsewhere = await tank();
    const stray = await ok('POST', `/api/semen/batch/${batchId}/store`, { tankId: elsewhere.id, canister: 1, straws: 5, occurredAt: at });
    const wrong = await call('POST', `/api/semen/tank/${main.id}/count`, { occurredAt: '2026-11-24T09:00:00Z', counts: [{ packId: first.id, counted: 48 }, { packId: second.id, counted: 30 }, { packId: stray.id, counted: 5 }] });
    expect(wrong.body.errors[0]).toMatchObject({ param: 'counts.2.packId', key: 'semen.packNotInTank' });
    expect((await call('POST', `/api/semen/tank/${main.id}/count`, { occurredAt: at, counts: [{ packId: first.id, counted: 1 }] }, viewer.headers)).status).toBe(403);
    expect(await logged(main.id)).toEqual(['tank.create', 'tank.count']);
  });

  it('keeps tank names unique, refuses retiring a tank with straws and fewer canisters than its packs use', async () => {
    const main = await tank({ canisters: 4 });
    expect((await call('POST', '/api/semen/tank', { name: main.name.toUpperCase(), canisters: 2 })).body.errors[0]).toMatchObject({ param: 'name', key: 'semen.tankNameTaken' });
    expect((await call('POST', '/api/semen/tank', { name: unique('X'), canisters: 21 })).body.errors[0]).toMatchObject({ param: 'canisters', key: 'semen.canistersRange' });
    await ok('POST', `/api/semen/batch/${await batch()}/store`, { tankId: main.id, canister: 4, straws: 10, occurredAt: at });
    const retire = await call('PUT', `/api/semen/tank/${main.id}`, { name: main.name, canisters: 4, active: false });
    expect([retire.status, retire.body.errors[0]?.key]).toEqual([409, 'semen.tankNotEmpty']);
    expect((await call('PUT', `/api/semen/tank/${main.id}`, { name: main.name, canisters: 3 })).body.errors[0]).toMatchObject({ param: 'canisters', key: 'semen.canisterRange' });
    expect((await ok('PUT', `/api/semen/tank/${main.id}`, { name: `${main.name} (sala de ordeña)`, canisters: 6 })).canisters).toBe(6);
    const theirFarm = await insertFarm(app, outsider.organizationId, 'Ajena');
    expect((await call('POST', '/api/semen/tank', { name: unique('X'), canisters: 2, farmId: theirFarm.id })).body.errors[0]).toMatchObject({ param: 'farmId', key: 'errors.notFound' });
    expect((await call('POST', '/api/semen/tank', { name: unique('X'), canisters: 2 }, viewer.headers)).status).toBe(403);
  });
});
