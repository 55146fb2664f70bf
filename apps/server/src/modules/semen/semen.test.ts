import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import { activityLog, events } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { insertAnimal } from '../../test/herd';
import { goodSample, semenTestbed } from './testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { technician, viewer, outsider, org, call, ok, unique, naab } = await semenTestbed(app);
// In the order they were written: without one, the database answers rows in whatever order its plan reads them.
const logged = async (entityId: string) =>
  (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.createdAt)).map((entry) => entry.action);

/** An outside bull with a negative tuberculosis test in October. */
async function bull(overrides: Record<string, unknown> = {}) {
  const sire = await ok('POST', '/api/semen/sire', { name: unique('Brahman Don Pancho'), naabCode: naab(), breed: 'Brahman', ...overrides });
  return ok('POST', `/api/semen/sire/${sire.id}/health-test`, { testedOn: '2026-10-01', disease: 'Tuberculosis', result: 'negative' });
}
const collect = async (sireId: string, overrides: Record<string, unknown> = {}) => ok('POST', '/api/semen/collection', { sireId, collectedAt: '2026-11-20T08:30:00Z', ...goodSample, ...overrides });

describe('sires', () => {
  it('adds an outside bull by his codes, written upper-case without spaces, and a male of the herd; logs both', async () => {
    const outside = await ok('POST', '/api/semen/sire', { name: unique('Angus Black Jack'), naabCode: ' 11an 00987 ', internationalId: 'ANGUSAM000012345678', breed: 'Angus' });
    expect(outside).toMatchObject({ naabCode: '11AN00987', internationalId: 'ANGUSAM000012345678', animal: null, healthTests: [] });
    const toro = await insertAnimal(app, org, { gender: 'male', tagNumber: 'TORO-07' });
    const herd = await ok('POST', '/api/semen/sire', { name: unique('Toro 07'), animalId: toro.id });
    expect(herd.animal).toEqual({ id: toro.id, tagNumber: 'TORO-07' });
    expect(await logged(outside.id)).toEqual(['sire.create']);
    const tested = await ok('POST', `/api/semen/sire/${outside.id}/health-test`, { testedOn: '2026-09-10', disease: 'Brucelosis', result: 'negative' });
    expect(tested.healthTests).toEqual([{ id: expect.any(String), testedOn: '2026-09-10', disease: 'Brucelosis', result: 'negative' }]);
    const renamed = await ok('PUT', `/api/semen/sire/${outside.id}`, { name: `${outside.name} II`, naabCode: '11AN00987' });
    expect(renamed.name).toBe(`${outside.name} II`);
    expect((await ok('GET', `/api/semen/sire?search=${encodeURIComponent('11AN009')}`)).items.map((sire: { id: string }) => sire.id)).toEqual([outside.id]);
  });

  it('refuses a bad code (422), a cow (422), a name, code or animal taken (409), a viewer (403), another organisation’s animal and sire (404)', async () => {
    const first = await bull();
    const cow = await insertAnimal(app, org, { gender: 'female' });
    for (const [payload, status, param, key] of [
      [{ name: unique('X'), naabCode: 'HO-123' }, 422, 'naabCode', 'semen.naabCodeInvalid'],
      [{ name: unique('X'), internationalId: 'HOLUSA123' }, 422, 'internationalId', 'semen.internationalIdInvalid'],
      [{ name: unique('X'), animalId: cow.id }, 422, 'animalId', 'animals.sireMustBeMale'],
      [{ name: first.name }, 409, 'name', 'semen.sireNameTaken'],
      [{ name: unique('X'), naabCode: first.naabCode }, 409, 'naabCode', 'semen.naabCodeTaken'],
    ] as const) {
      const { status: got, body } = await call('POST', '/api/semen/sire', payload);
      expect([got, body.errors[0]?.param, body.errors[0]?.key], key).toEqual([status, param, key]);
    }
    const toro = await insertAnimal(app, org, { gender: 'male' });
    await ok('POST', '/api/semen/sire', { name: unique('Toro'), animalId: toro.id });
    expect((await call('POST', '/api/semen/sire', { name: unique('Toro'), animalId: toro.id })).body.errors[0]).toMatchObject({ param: 'animalId', key: 'semen.sireAnimalTaken' });
    expect((await call('POST', '/api/semen/sire', { name: unique('X') }, viewer.headers)).status).toBe(403);
    const theirs = await insertAnimal(app, outsider.organizationId, { gender: 'male' });
    expect((await call('POST', '/api/semen/sire', { name: unique('X'), animalId: theirs.id })).body.errors[0]).toMatchObject({ param: 'animalId', key: 'errors.notFound' });
    const theirSire = await ok('POST', '/api/semen/sire', { name: unique('Suyo') }, outsider.headers);
    expect((await call('GET', `/api/semen/sire/${theirSire.id}`)).status).toBe(404);
    expect((await call('PUT', `/api/semen/sire/${theirSire.id}`, { name: unique('Mío') })).status).toBe(404);
    expect((await call('POST', `/api/semen/sire/${theirSire.id}/health-test`, { testedOn: '2026-10-01', disease: 'TB', result: 'negative' })).status).toBe(404);
  });
});

describe('collections', () => {
  it('records a collection that produces a batch of straws in quarantine, its code made from the sire and the day', async () => {
    const sire = await bull();
    const collection = await collect(sire.id);
    expect(collection).toMatchObject({ sire: { id: sire.id, naabCode: sire.naabCode }, dosesProduced: 240, batch: { code: `${sire.naabCode}-20261120-1`, status: 'quarantine' }, createdBy: { id: technician.userId } });
    const second = await collect(sire.id, { collectedAt: '2026-11-20T15:00:00Z', batchCode: null });
    expect(second.batch.code).toBe(`${sire.naabCode}-20261120-2`);
    const batch = await ok('GET', `/api/semen/batch/${collection.batch.id}`);
    expect(batch).toMatchObject({ status: 'quarantine', straws: 240, decision: null, postThawMotilityPercent: null });
    const produced = await db.select({ type: events.type }).from(events).where(eq(events.organizationId, org));
    expect(produced.filter((event) => event.type === 'semenCollected').length).toBeGreaterThanOrEqual(2);
    expect(await logged(collection.id)).toEqual(['collection.create']);
    expect((await ok('GET', `/api/semen/collection?sireId=${sire.id}`)).items.map((item: { id: string }) => item.id)).toEqual([second.id, collection.id]);
  });

  it('refuses a collection dated after now, a percentage above 100 or a code taken (Collection not Registered), a viewer, another organisation’s sire', async () => {
    const sire = await bull();
    const future = await call('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-25T08:00:00Z', ...goodSample });
    expect([future.status, future.body.message, future.body.errors]).toEqual([422, messageCatalog.en['errors.collectionNotRegistered'], [expect.objectContaining({ param: 'collectedAt', key: 'animals.recordInFuture' })]]);
    const percent = await call('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-20T08:00:00Z', ...goodSample, motilityPercent: 140, dosesProduced: 2.5 });
    expect(percent.body.errors.map((problem: { param: string; key: string }) => [problem.param, problem.key])).toEqual([
      ['motilityPercent', 'semen.percentRange'],
      ['dosesProduced', 'semen.wholeStraws'],
    ]);
    const first = await collect(sire.id, { batchCode: 'LOTE-A1' });
    const taken = await call('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-21T08:00:00Z', ...goodSample, batchCode: 'lote-a1' });
    expect([taken.status, taken.body.errors[0]?.param]).toEqual([409, 'batchCode']);
    expect((await call('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-20T08:00:00Z', ...goodSample }, viewer.headers)).status).toBe(403);
    const theirSire = await ok('POST', '/api/semen/sire', { name: unique('Suyo') }, outsider.headers);
    const stranger = await call('POST', '/api/semen/collection', { sireId: theirSire.id, collectedAt: '2026-11-20T08:00:00Z', ...goodSample });
    expect([stranger.status, stranger.body.errors[0]?.param]).toEqual([404, 'sireId']);
    const theirCollection = await ok('POST', '/api/semen/collection', { sireId: theirSire.id, collectedAt: '2026-11-20T08:00:00Z', ...goodSample }, outsider.headers);
    expect((await call('GET', `/api/semen/collection/${theirCollection.id}`)).status).toBe(404);
    expect((await call('GET', `/api/semen/batch/${theirCollection.batch.id}`)).status).toBe(404);
    expect((await ok('GET', `/api/semen/collection/${first.id}`)).batch.code).toBe('LOTE-A1');
  });
});

describe('batch approval', () => {
  it('approves a batch that meets every threshold, once, with who and when, as an event on the batch', async () => {
    const batchId = (await collect((await bull()).id)).batch.id;
    const quarantined = await ok('GET', `/api/semen/batch/${batchId}`);
    expect(quarantined.checks.map((check: { check: string; met: boolean | null }) => [check.check, check.met])).toEqual([
      ['postThawMotility', null],
      ['concentration', true],
      ['motility', true],
      ['normalForms', true],
      ['healthTest', true],
    ]);
    const approved = await ok('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'approve', postThawMotilityPercent: 41 });
    expect(approved).toMatchObject({ status: 'approved', postThawMotilityPercent: 41, decision: { at: '2026-11-24T12:00:00.000Z', by: { id: technician.userId }, reason: null } });
    const again = await call('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'reject', reason: 'Contaminada' });
    expect([again.status, again.body.errors[0]?.key]).toEqual([409, 'semen.batchDecided']);
    const onBatch = await db.select({ type: events.type }).from(events).where(eq(events.organizationId, org));
    expect(onBatch.map((event) => event.type)).toContain('semenBatchApproved');
    expect(await logged(batchId)).toEqual(['batch.approve']);
    expect((await ok('GET', '/api/semen/batch?status=approved')).items.map((batch: { id: string }) => batch.id)).toContain(batchId);
  });

  it('refuses to approve a batch below a threshold, saying each figure and minimum (Batch not Updated); rejects one with its reason', async () => {
    const sire = await ok('POST', '/api/semen/sire', { name: unique('Sin pruebas'), naabCode: naab() });
    const batchId = (await collect(sire.id, { motilityPercent: 55 })).batch.id;
    const refused = await call('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'approve', postThawMotilityPercent: 25 });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(messageCatalog.en['errors.batchNotUpdated']);
    expect(refused.body.errors.map((problem: { param: string; key: string; msg: string }) => [problem.param, problem.key, problem.msg])).toEqual([
      ['postThawMotilityPercent', 'semen.postThawMotilityLow', 'Post-thaw motility of 25 % is below the minimum of 30 %.'],
      ['decision', 'semen.motilityLow', 'Motility of 55 % is below the minimum of 60 %.'],
      ['decision', 'semen.healthTestMissing', 'No negative health test of the sire covers the 90 days before this collection, or a test since was positive.'],
    ]);
    expect((await ok('GET', `/api/semen/batch/${batchId}`)).status).toBe('quarantine');
    for (const [payload, param, key] of [
      [{ decision: 'approve' }, 'postThawMotilityPercent', 'semen.postThawRequired'],
      [{ decision: 'reject' }, 'reason', 'semen.rejectReasonRequired'],
      [{ decision: 'keep' }, 'decision', 'semen.decisionRequired'],
    ] as const) {
      const { status, body } = await call('POST', `/api/semen/batch/${batchId}/decision`, payload);
      expect([status, body.errors[0]?.param, body.errors[0]?.key]).toEqual([422, param, key]);
    }
    expect((await call('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'reject', reason: 'Motilidad baja' }, viewer.headers)).status).toBe(403);
    const rejected = await ok('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'reject', reason: 'Motilidad baja' });
    expect(rejected).toMatchObject({ status: 'rejected', decision: { reason: 'Motilidad baja' } });
    expect(await logged(batchId)).toEqual(['batch.reject']);
  });

  it('decides a batch once when two people approve it at the same time', async () => {
    const batchId = (await collect((await bull()).id)).batch.id;
    const answers = await Promise.all([0, 1].map(() => call('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'approve', postThawMotilityPercent: 45 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('holds batches to the organisation’s own thresholds once set, which a viewer may read but not change', async () => {
    expect(await ok('GET', '/api/semen/thresholds')).toMatchObject({ minPostThawMotilityPercent: 30, healthTestDays: 90, updatedAt: null });
    const strict = { minPostThawMotilityPercent: 45, minConcentrationMillionPerMl: 800, minMotilityPercent: 65, minNormalFormsPercent: 80, healthTestDays: 60 };
    expect((await call('PUT', '/api/semen/thresholds', strict, viewer.headers)).status).toBe(403);
    expect((await call('PUT', '/api/semen/thresholds', { ...strict, healthTestDays: 0 })).body.errors[0]).toMatchObject({ param: 'healthTestDays', key: 'semen.healthTestDaysRange' });
    expect(await ok('PUT', '/api/semen/thresholds', strict)).toMatchObject({ ...strict, updatedBy: { id: technician.userId } });
    expect(await ok('GET', '/api/semen/thresholds', undefined, viewer.headers)).toMatchObject(strict);
    // The October test is 50 days before this collection: within 60. Post-thaw 41 % is now short of 45 %.
    const batchId = (await collect((await bull()).id)).batch.id;
    const refused = await call('POST', `/api/semen/batch/${batchId}/decision`, { decision: 'approve', postThawMotilityPercent: 41 });
    expect(refused.body.errors.map((problem: { key: string }) => problem.key)).toEqual(['semen.postThawMotilityLow']);
    expect((await ok('GET', '/api/semen/thresholds', undefined, outsider.headers)).minPostThawMotilityPercent).toBe(30);
    expect(await logged(org)).toEqual(['semenThresholds.update']);
  });
});

describe('inseminators', () => {
  it('adds a user of the organisation and an outside technician with a licence, retires one, lists the active', async () => {
    const staff = await ok('POST', '/api/semen/inseminator', { name: unique('Lucía Herrera'), userId: technician.userId, licenceNumber: 'IA-CHIH-0192' });
    expect(staff).toMatchObject({ user: { id: technician.userId }, licenceNumber: 'IA-CHIH-0192', active: true });
    const outside = await ok('POST', '/api/semen/inseminator', { name: unique('Ramiro Téllez') });
    const retired = await ok('PUT', `/api/semen/inseminator/${outside.id}`, { name: outside.name, active: false });
    expect(retired.active).toBe(false);
    const active = await ok('GET', '/api/semen/inseminator?active=true&limit=100');
    expect(active.items.map((item: { id: string }) => item.id)).toContain(staff.id);
    expect(active.items.map((item: { id: string }) => item.id)).not.toContain(outside.id);
    expect(await logged(outside.id)).toEqual(['inseminator.create', 'inseminator.update']);
  });

  it('refuses a name taken (409), no name (422), a viewer (403), another organisation’s user or inseminator (404)', async () => {
    const first = await ok('POST', '/api/semen/inseminator', { name: unique('Mateo Ruiz') });
    expect((await call('POST', '/api/semen/inseminator', { name: first.name.toUpperCase() })).body.errors[0]).toMatchObject({ param: 'name', key: 'semen.inseminatorNameTaken' });
    expect((await call('POST', '/api/semen/inseminator', { name: '' })).body.errors[0]).toMatchObject({ param: 'name', key: 'validation.required' });
    expect((await call('POST', '/api/semen/inseminator', { name: unique('X') }, viewer.headers)).status).toBe(403);
    const stranger = await call('POST', '/api/semen/inseminator', { name: unique('X'), userId: outsider.userId });
    expect([stranger.status, stranger.body.errors[0]?.param]).toEqual([404, 'userId']);
    const theirs = await ok('POST', '/api/semen/inseminator', { name: unique('Suyo') }, outsider.headers);
    expect((await call('PUT', `/api/semen/inseminator/${theirs.id}`, { name: unique('Mío') })).status).toBe(404);
  });
});
