import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activityLog, drugReservations } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { testClock } from '../../../test/clock';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { insertTask } from '../../../test/tasks';
import { drugPayload } from '../testing';

// Only the interval is faked: the database and the job runner keep their real timeouts.
vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
afterAll(() => vi.useRealTimers());
const clock = testClock(new Date('2026-11-24T12:00:00Z'));
const app = await buildTestApp({ clock, reservationSweep: true, config: { drugReservationHours: 2 } });
const { db } = app.database;
const keeper = await createMember(app, {
  grants: { drugs: ['view', 'create', 'edit'], animals: ['view', 'create', 'edit', 'delete'], actionList: ['view', 'create', 'edit', 'delete'] },
});
const viewer = await createMember(app, { organizationId: keeper.organizationId, grants: { drugs: ['view'] } });
const outsider = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'] } });
const org = keeper.organizationId;

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = keeper.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
let drugCount = 0;
/** A 100 mL bottle of a new drug. */
async function bottle(headers = keeper.headers) {
  drugCount += 1;
  const drug = await call('POST', '/api/drug', drugPayload({ name: `Ivermectina ${drugCount}` }), headers);
  const receipt = { batch: 'IV-88', expiresOn: '2027-03-31', receivedAt: '2026-11-20', size: { value: 100, unit: 'mL' }, location: { warehouse: 'Botiquín' } };
  const packs = await call('POST', `/api/drug/${drug.body.data.id}/pack`, receipt, headers);
  return { drugId: drug.body.data.id as string, packId: packs.body.data[0].id as string };
}
const reserve = (packId: string, value: number, extra: object = {}, headers = keeper.headers) =>
  call('POST', '/api/drug/reservation', { packId, quantity: { value, unit: 'mL' }, ...extra }, headers);
const packOf = async (packId: string) => (await call('GET', `/api/drug/pack/${packId}`)).body.data as { stockOnHand: number; available: number; reserved: number };

describe('reservations', () => {
  it('holds stock for the configured hours, not available to others, and logs it', async () => {
    const { packId } = await bottle();
    const { status, body } = await reserve(packId, 0.06 * 1000);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ packId, quantity: 60, unit: 'mL', expiresAt: '2026-11-24T14:00:00.000Z', releasedAt: null });
    expect(await packOf(packId)).toMatchObject({ stockOnHand: 100, available: 40 });
    const tooMuch = await reserve(packId, 41);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors).toEqual([expect.objectContaining({ param: 'quantity.value', key: 'drugs.notAvailable', params: { available: '40', unit: 'mL' } })]);
    const listed = await call('GET', `/api/drug/reservation?packId=${packId}`);
    expect(listed.body.data.items.map((item: { id: string }) => item.id)).toEqual([body.data.id]);
    expect(await db.$count(activityLog, and(eq(activityLog.action, 'drugReservation.create'), eq(activityLog.entityId, packId)))).toBe(1);
  });

  it('refuses a unit that cannot convert and a zero amount (422), a viewer (403), another organisation’s pack or reservation (404), a second release (409)', async () => {
    const { packId } = await bottle();
    const grams = await call('POST', '/api/drug/reservation', { packId, quantity: { value: 2, unit: 'g' } });
    expect(grams.status).toBe(422);
    expect(grams.body.errors).toEqual([expect.objectContaining({ param: 'quantity.unit', key: 'ledger.unitCannotConvert' })]);
    expect((await reserve(packId, 0)).status).toBe(422);
    expect((await reserve(packId, 5, {}, viewer.headers)).status).toBe(403);
    const theirs = await bottle(outsider.headers);
    expect((await reserve(theirs.packId, 5)).status).toBe(404);
    const theirReservation = (await reserve(theirs.packId, 5, {}, outsider.headers)).body.data.id;
    expect((await call('POST', `/api/drug/reservation/${theirReservation}/release`)).status).toBe(404);
    const mine = (await reserve(packId, 5)).body.data.id;
    const released = await call('POST', `/api/drug/reservation/${mine}/release`);
    expect(released.body.data).toMatchObject({ releaseReason: 'cancelled', releasedAt: '2026-11-24T12:00:00.000Z' });
    expect((await call('POST', `/api/drug/reservation/${mine}/release`)).status).toBe(409);
    expect((await reserve(packId, 5, { taskId: theirReservation })).status).toBe(404);
  });

  it('is used by the task it was made for: the task may draw it, others may not, and completing releases it', async () => {
    const { drugId, packId } = await bottle();
    const cow = await insertAnimal(app, org);
    const task = await insertTask(app, org, { name: 'Desparasitar', category: 'healthRecord', startAt: new Date('2026-11-24T08:00:00Z'), animalIds: [cow.id] });
    await reserve(packId, 90, { taskId: task.id });
    const treatment = { type: 'treatment', occurredAt: '2026-11-24T10:00:00Z', drugId, packId, dose: { value: 20, unit: 'mL' } };
    // Someone else's treatment finds only 10 mL free.
    const other = await insertAnimal(app, org);
    expect((await call('POST', `/api/animal/${other.id}/record`, treatment)).status).toBe(409);
    const done = await call('PUT', '/api/action-list/task/health-record', { ...treatment, id: task.id, index: 0 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await packOf(packId)).toMatchObject({ stockOnHand: 80, available: 80 });
    const held = await call('GET', `/api/drug/reservation?taskId=${task.id}&active=false`);
    expect(held.body.data.items).toMatchObject([{ releaseReason: 'used' }]);
  });

  it('holds a planned treatment’s dose, and gives it back when it is given, edited or deleted; a deleted task gives back its holds', async () => {
    const { drugId, packId } = await bottle();
    const cow = await insertAnimal(app, org);
    const planned = { type: 'treatment', status: 'planned', occurredAt: '2026-11-26', drugId, packId, dose: { value: 30, unit: 'mL' } };
    const record = (await call('POST', `/api/animal/${cow.id}/record`, planned)).body.data;
    expect(await packOf(packId)).toMatchObject({ available: 70 });
    await call('PUT', `/api/animal/${cow.id}/record/${record.id}`, { ...planned, dose: { value: 50, unit: 'mL' } });
    expect(await packOf(packId)).toMatchObject({ stockOnHand: 100, available: 50 });
    // Given today: its own hold is what it draws.
    const given = await call('PUT', `/api/animal/${cow.id}/record/${record.id}`, { ...planned, status: 'done', occurredAt: '2026-11-24T11:00:00Z', dose: { value: 100, unit: 'mL' } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(await packOf(packId)).toMatchObject({ stockOnHand: 0, available: 0 });
    const second = await bottle();
    const again = (await call('POST', `/api/animal/${cow.id}/record`, { ...planned, drugId: second.drugId, packId: second.packId })).body.data;
    expect((await call('DELETE', `/api/animal/${cow.id}/record/${again.id}`)).status).toBe(200);
    expect(await packOf(second.packId)).toMatchObject({ available: 100 });
    const task = await insertTask(app, org, { name: 'Vacunar', category: 'healthRecord', animalIds: [cow.id] });
    await reserve(second.packId, 40, { taskId: task.id });
    expect((await call('DELETE', `/api/action-list/task/${task.id}`)).status).toBe(200);
    expect(await packOf(second.packId)).toMatchObject({ available: 100 });
  });

  it('times out: the sweep job gives the stock back, logged without an actor', async () => {
    const { packId } = await bottle();
    const reservation = (await reserve(packId, 25)).body.data;
    // The session's token lapses in two hours; the hold is read where the sweep writes it.
    const releaseOf = async () => (await db.select().from(drugReservations).where(eq(drugReservations.id, reservation.id)))[0]!;
    clock.advance(119);
    vi.advanceTimersByTime(119 * 60_000);
    await app.jobs.idle();
    expect(await releaseOf()).toMatchObject({ releasedAt: null });
    clock.advance(6);
    vi.advanceTimersByTime(6 * 60_000);
    await app.jobs.idle();
    expect(await releaseOf()).toMatchObject({ releaseReason: 'expired', releasedAt: new Date('2026-11-24T14:05:00Z') });
    const [entry] = await db.select().from(activityLog).where(and(eq(activityLog.action, 'drugReservation.expire'), eq(activityLog.entityId, packId)));
    expect(entry).toMatchObject({ actorId: null, after: expect.objectContaining({ reservationId: reservation.id, quantity: 25 }) });
  });
});
