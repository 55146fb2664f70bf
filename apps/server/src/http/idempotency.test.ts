import { randomUUID } from 'node:crypto';
import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animalRecords, animals, commandReceipts, taskOccurrences } from '../db/schema';
import { purgeReceipts, RECEIPT_KEPT_DAYS } from '../modules/barn/receipts.job';
import { drugPayload } from '../modules/drugs/testing';
import { deriveStockOnHand } from '../modules/ledger/stock.repository';
import { buildTestApp } from '../test/app';
import { testClock } from '../test/clock';
import { insertAnimal, insertGroup } from '../test/herd';
import { createMember } from '../test/people';
import { insertTask } from '../test/tasks';

const { en } = messageCatalog;
// Today is fixed: the records' days and the packs' expiry are read against it; the purge moves it on.
const clock = testClock(new Date('2026-11-24T12:00:00Z'));
const app = await buildTestApp({ clock });
const { db } = app.database;
const farmer = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'], drugs: ['view', 'create', 'edit'], actionList: ['view', 'edit'] } });
const org = farmer.organizationId;
const partner = await createMember(app, { organizationId: org, grants: { animals: ['view', 'create', 'edit'] } });
const outsider = await createMember(app, { grants: { animals: ['view', 'create', 'edit'] } });

type Method = 'POST' | 'PUT' | 'DELETE';
const send = async (method: Method, url: string, payload: object | undefined, key: string | undefined, who = farmer) => {
  const response = await app.inject({ method, url, payload, headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) } });
  return { status: response.statusCode, body: response.json(), replayed: response.headers['idempotent-replayed'] };
};
const addRecord = (animalId: string, record: object, key?: string, who = farmer) => send('POST', `/api/animal/${animalId}/record`, record, key, who);
const recordsOf = (animalId: string, type: string) => db.select().from(animalRecords).where(and(eq(animalRecords.animalId, animalId), eq(animalRecords.type, type as 'weight')));
const receiptsOf = (organizationId: string, key: string) => db.select().from(commandReceipts).where(and(eq(commandReceipts.organizationId, organizationId), eq(commandReceipts.key, key)));
const weight = (kg: number) => ({ type: 'weight', occurredAt: '2026-11-23', weight: { value: kg, unit: 'kg' }, method: 'scale' });

async function drugWithPack(size: number) {
  const drug = await send('POST', '/api/drug', drugPayload({ name: `Oxitetraciclina ${randomUUID().slice(0, 6)}` }), undefined);
  expect(drug.status, JSON.stringify(drug.body)).toBe(200);
  const pack = await send('POST', `/api/drug/${drug.body.data.id}/pack`, { batch: 'L-2291', expiresOn: '2027-06-30', receivedAt: '2026-11-02T09:00:00Z', size: { value: size, unit: 'mL' }, location: { warehouse: 'Botiquín' } }, undefined);
  expect(pack.status, JSON.stringify(pack.body)).toBe(200);
  return { drugId: drug.body.data.id as string, packId: pack.body.data[0].id as string };
}
const treatment = (drugId: string, packId: string, ml: number) => ({ type: 'treatment', occurredAt: '2026-11-23T08:00:00Z', drugId, packId, dose: { value: ml, unit: 'mL' }, route: 'intramuscular', reason: 'Mastitis clínica' });
const stockOf = async (packId: string) => (await deriveStockOnHand(db, org, [packId])).get(packId);

describe('a command sent twice is stored once', () => {
  it('answers a weight sent again with the same record, marked replayed, and writes it once', async () => {
    const cow = await insertAnimal(app, org);
    const key = randomUUID();
    const first = await addRecord(cow.id, weight(412), key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.replayed).toBeUndefined();
    const again = await addRecord(cow.id, weight(412), key);
    expect(again.status).toBe(200);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await recordsOf(cow.id, 'weight')).toHaveLength(1);
    expect(await receiptsOf(org, key)).toEqual([expect.objectContaining({ userId: farmer.userId, operationId: 'addAnimalRecord', message: 'success.recordAdded' })]);
  });

  it('writes one record when the same command arrives three times at once', async () => {
    const cow = await insertAnimal(app, org);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => addRecord(cow.id, { type: 'note', occurredAt: '2026-11-23', text: 'Cojea de la pata trasera' }, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(2);
    expect(await recordsOf(cow.id, 'note')).toHaveLength(1);
  });

  it('draws a treatment’s dose from its pack once', async () => {
    const { drugId, packId } = await drugWithPack(100);
    const cow = await insertAnimal(app, org);
    const key = randomUUID();
    for (const _ of [1, 2]) expect((await addRecord(cow.id, treatment(drugId, packId, 20), key)).status).toBe(200);
    expect(await stockOf(packId)).toBe(80);
    expect(await recordsOf(cow.id, 'treatment')).toHaveLength(1);
  });

  it('registers a calving’s calf once', async () => {
    const cow = await insertAnimal(app, org, { birthDate: '2021-02-01' });
    const tagNumber = `CR-${randomUUID().slice(0, 6)}`;
    const calving = { type: 'calving', occurredAt: '2026-11-23', birthEase: 'noAssistance', calves: [{ tagNumber, gender: 'female' }] };
    const key = randomUUID();
    const first = await addRecord(cow.id, calving, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await addRecord(cow.id, calving, key)).body).toEqual(first.body);
    expect(await db.select().from(animals).where(and(eq(animals.organizationId, org), eq(animals.tagNumber, tagNumber)))).toHaveLength(1);
  });

  it('completes a task occurrence and moves animals to a group once each', async () => {
    const task = await insertTask(app, org, { startAt: new Date('2026-11-24T08:00:00Z') });
    const completion = { id: task.id, index: 0, status: 'completed' };
    const key = randomUUID();
    const first = await send('PUT', '/api/action-list/task/occurrence', completion, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send('PUT', '/api/action-list/task/occurrence', completion, key);
    expect([again.replayed, again.body]).toEqual(['true', first.body]);
    expect(await db.select().from(taskOccurrences).where(eq(taskOccurrences.taskId, task.id))).toHaveLength(1);

    const group = await insertGroup(app, org);
    const herd = await Promise.all([1, 2].map(() => insertAnimal(app, org)));
    const move = { animalIds: herd.map((animal) => animal.id), groupId: group.id, occurredAt: '2026-11-23T10:00:00Z' };
    const moveKey = randomUUID();
    const moved = await Promise.all([1, 2].map(() => send('POST', '/api/animal-group/move', move, moveKey)));
    expect(moved.map((answer) => [answer.status, answer.body.data])).toEqual([
      [200, { moved: 2 }],
      [200, { moved: 2 }],
    ]);
    for (const animal of herd) expect(await recordsOf(animal.id, 'groupChange')).toHaveLength(1);
  });
});

describe('what a command refuses', () => {
  it('refuses the same key with another write, another operation or another user (422), writing nothing more', async () => {
    const cow = await insertAnimal(app, org);
    const key = randomUUID();
    expect((await addRecord(cow.id, weight(300), key)).status).toBe(200);
    const reused = { param: 'idempotency-key', key: 'barn.commandKeyReused', msg: en['barn.commandKeyReused'] };
    for (const refused of [
      await addRecord(cow.id, weight(301), key),
      await send('POST', '/api/animal-group/move', { animalIds: [cow.id], groupId: null, occurredAt: '2026-11-23T10:00:00Z' }, key),
      await addRecord(cow.id, weight(300), key, partner),
    ]) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([reused]);
    }
    expect(await recordsOf(cow.id, 'weight')).toHaveLength(1);
  });

  it('refuses a key that is not a UUID (422) and writes nothing', async () => {
    const cow = await insertAnimal(app, org);
    const refused = await addRecord(cow.id, weight(300), 'retry-1');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ param: 'idempotency-key', key: 'barn.commandIdInvalid', msg: en['barn.commandIdInvalid'] }]);
    expect(await recordsOf(cow.id, 'weight')).toHaveLength(0);
  });

  it('changes nothing without the header: each send is a write', async () => {
    const cow = await insertAnimal(app, org);
    for (const _ of [1, 2]) expect((await addRecord(cow.id, weight(350))).status).toBe(200);
    expect(await recordsOf(cow.id, 'weight')).toHaveLength(2);
  });

  it('keeps no receipt of a refused write, so the same command succeeds once its cause is gone', async () => {
    const { drugId, packId } = await drugWithPack(10);
    const cow = await insertAnimal(app, org);
    const key = randomUUID();
    const refused = await addRecord(cow.id, treatment(drugId, packId, 20), key);
    expect(refused.status).toBe(409);
    expect(await receiptsOf(org, key)).toEqual([]);
    const counted = await send('POST', `/api/drug/pack/${packId}/count`, { occurredAt: '2026-11-23T07:00:00Z', quantity: { value: 50, unit: 'mL' } }, undefined);
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    const retried = await addRecord(cow.id, treatment(drugId, packId, 20), key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await stockOf(packId)).toBe(30);

    const gone = randomUUID();
    const deleted = await insertAnimal(app, org);
    await db.delete(animals).where(eq(animals.id, deleted.id));
    expect((await addRecord(deleted.id, weight(300), gone)).status).toBe(404);
    expect(await receiptsOf(org, gone)).toEqual([]);
  });

  it('gives another organisation sending the same key its own write', async () => {
    const cow = await insertAnimal(app, org);
    const theirs = await insertAnimal(app, outsider.organizationId);
    const key = randomUUID();
    const ours = await addRecord(cow.id, weight(300), key);
    const other = await addRecord(theirs.id, weight(300), key, outsider);
    expect([ours.status, other.status]).toEqual([200, 200]);
    expect(other.replayed).toBeUndefined();
    expect(other.body.data.id).not.toBe(ours.body.data.id);
    expect(await recordsOf(theirs.id, 'weight')).toHaveLength(1);
  });
});

describe('the receipts’ purge', () => {
  it(`forgets receipts older than ${RECEIPT_KEPT_DAYS} days and keeps the others`, async () => {
    const cow = await insertAnimal(app, org);
    const old = randomUUID();
    expect((await addRecord(cow.id, weight(280), old)).status).toBe(200);
    await db.update(commandReceipts).set({ createdAt: new Date(clock().getTime() - (RECEIPT_KEPT_DAYS + 1) * 86_400_000) }).where(eq(commandReceipts.key, old));
    const recent = randomUUID();
    expect((await addRecord(cow.id, weight(281), recent)).status).toBe(200);
    expect(await purgeReceipts(app.context)).toBeGreaterThanOrEqual(1);
    expect(await receiptsOf(org, old)).toEqual([]);
    expect(await receiptsOf(org, recent)).toHaveLength(1);
  });
});
