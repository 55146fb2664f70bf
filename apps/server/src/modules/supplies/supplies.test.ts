import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animals, eventAssets, events, quantities } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { insertAnimal, insertGroup } from '../../test/herd';
import { createMember } from '../../test/people';
import { writeEvents } from '../ledger/events.writer';
import { deriveStockOnHand } from '../ledger/stock.repository';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { farms: ['view', 'create', 'edit'] } });
const viewer = await createMember(app, { organizationId: manager.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { farms: ['view', 'create', 'edit'] } });
const org = manager.organizationId;

const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = manager.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
let supplyCount = 0;
async function addSupply(unit = 'mL', headers = manager.headers, extra: object = {}) {
  supplyCount += 1;
  const { status, body } = await call('POST', '/api/supply', { name: `Sellador de pezones ${supplyCount}`, unit, ...extra }, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { id: string; stockOnHand: number };
}
const record = (payload: object, headers = manager.headers) => call('POST', '/api/supply/event', payload, headers);
const stockOf = async (id: string) => (await call('GET', `/api/supply/${id}`)).body.data.stockOnHand as number;
const eventsOf = (assetId: string) => db.select({ id: eventAssets.eventId }).from(eventAssets).where(eq(eventAssets.assetId, assetId));

describe('supplies', () => {
  it('adds a supply with no stock, lists it, and logs it', async () => {
    const { status, body } = await call('POST', '/api/supply', { name: 'Paja de cama', unit: 'kg' });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.supplyAdded']);
    expect(body.data).toMatchObject({ name: 'Paja de cama', unit: 'kg', allowsNegativeStock: false, stockOnHand: 0 });
    const list = await call('GET', '/api/supply?search=paja');
    expect(list.body.data.items.map((item: { id: string }) => item.id)).toEqual([body.data.id]);
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.action, 'supply.create'), eq(activityLog.entityId, body.data.id)));
    expect(logged).toEqual([expect.objectContaining({ organizationId: org, actorId: manager.userId })]);
  });

  it('answers 422 per field, 409 for a name taken, 403 to a viewer, 404 for another organisation’s supply', async () => {
    for (const [payload, param, key] of [
      [{ unit: 'mL' }, 'name', 'validation.required'],
      [{ name: 'Yodo', unit: 'gallon' }, 'unit', 'ledger.unitUnknown'],
    ] as const) {
      const { status, body } = await call('POST', '/api/supply', payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.errors).toContainEqual({ param, key, msg: en[key] });
    }
    expect((await call('POST', '/api/supply', { name: 'PAJA DE CAMA', unit: 'kg' })).status).toBe(409);
    expect((await call('POST', '/api/supply', { name: 'Yodo', unit: 'L' }, viewer.headers)).status).toBe(403);
    const theirs = await addSupply('L', outsider.headers);
    expect((await call('GET', `/api/supply/${theirs.id}`)).status).toBe(404);
  });
});

describe('POST /api/supply/event', () => {
  it('writes one event touching two assets of the organisation: the supply drawn and the animal it was used on', async () => {
    const dip = await addSupply('L');
    const cow = await insertAnimal(app, org);
    await record({ type: 'supplyReceived', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: 2, unit: 'L' }] });
    const { status, body } = await record({
      type: 'supplyUsed',
      occurredAt: '2026-11-02T07:30:00Z',
      assets: [{ assetId: cow.id, role: 'subject' }],
      quantities: [{ supplyId: dip.id, value: 250, unit: 'mL' }],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe(en['success.supplyEventRecorded']);
    expect(body.data.supplies).toEqual([expect.objectContaining({ id: dip.id, stockOnHand: 1.75 })]);
    const links = await db.select({ assetId: eventAssets.assetId, kind: eventAssets.assetKind, role: eventAssets.role }).from(eventAssets).where(eq(eventAssets.eventId, body.data.id));
    expect(links).toEqual(expect.arrayContaining([{ assetId: dip.id, kind: 'supply', role: 'consumed' }, { assetId: cow.id, kind: 'animal', role: 'subject' }]));
    expect(links).toHaveLength(2);
    const [quantity] = await db.select().from(quantities).where(eq(quantities.eventId, body.data.id));
    expect(quantity).toMatchObject({ value: 250, unit: 'mL', measure: 'volume', adjustment: 'decrement', stockValue: 0.25, assetId: dip.id });
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.action, 'supply.event'), eq(activityLog.entityId, dip.id)));
    expect(logged).toHaveLength(2);
  });

  it('refuses an asset of another organisation with 404 and writes nothing', async () => {
    const dip = await addSupply();
    const theirCow = await insertAnimal(app, outsider.organizationId);
    const theirSupply = await addSupply('mL', outsider.headers);
    const before = await db.$count(events, eq(events.organizationId, org));
    const onTheirCow = await record({ type: 'supplyReceived', occurredAt: '2026-11-01', assets: [{ assetId: theirCow.id, role: 'subject' }], quantities: [{ supplyId: dip.id, value: 5, unit: 'mL' }] });
    expect(onTheirCow.status).toBe(404);
    expect(onTheirCow.body).toMatchObject({ success: false, message: en['errors.notFound'] });
    const ofTheirSupply = await record({ type: 'supplyReceived', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: 5, unit: 'mL' }, { supplyId: theirSupply.id, value: 5, unit: 'mL' }] });
    expect(ofTheirSupply.status).toBe(404);
    expect(await db.$count(events, eq(events.organizationId, org))).toBe(before);
    expect(await eventsOf(dip.id)).toEqual([]);
    expect(await eventsOf(theirCow.id)).toEqual([]);
    expect(await stockOf(dip.id)).toBe(0);
  });

  it('derives stock from increments, decrements and the latest reset, in time order and by id on a tie', async () => {
    const straw = await addSupply('kg');
    const at = (day: string) => `2026-10-${day}T08:00:00.000Z`;
    const quantity = (value: number, unit = 'kg') => [{ supplyId: straw.id, value, unit }];
    expect((await record({ type: 'supplyReceived', occurredAt: at('01'), quantities: quantity(500) })).status).toBe(200);
    await record({ type: 'supplyUsed', occurredAt: at('03'), quantities: quantity(120) });
    await record({ type: 'supplyReceived', occurredAt: at('04'), quantities: quantity(1, 't') });
    expect(await stockOf(straw.id)).toBe(1380);
    // A stocktake resets the figure; what came before it no longer counts.
    await record({ type: 'supplyCounted', occurredAt: at('10'), quantities: quantity(900) });
    await record({ type: 'supplyUsed', occurredAt: at('12'), quantities: quantity(100) });
    expect(await stockOf(straw.id)).toBe(800);
    // A planned use is not stock moved yet.
    await record({ type: 'supplyUsed', status: 'planned', occurredAt: '2026-12-01', quantities: quantity(300) });
    expect(await stockOf(straw.id)).toBe(800);
    // A receipt and a stocktake at the same instant: the one with the greater event id is the later.
    const received = await record({ type: 'supplyReceived', occurredAt: at('20'), quantities: quantity(50) });
    const counted = await record({ type: 'supplyCounted', occurredAt: at('20'), quantities: quantity(700) });
    const countedLast = counted.body.data.id > received.body.data.id;
    expect(await stockOf(straw.id)).toBe(countedLast ? 700 : 750);
    // The figure answered is the registry's cache: it is what the log derives to.
    expect((await deriveStockOnHand(db, org, [straw.id])).get(straw.id)).toBe(await stockOf(straw.id));
  });

  it('breaks a tie on the instant by event id, whichever way the ids fall', async () => {
    const at = new Date('2026-10-20T08:00:00.000Z');
    for (const [receiptId, countId, expected] of [
      ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', 700],
      ['00000000-0000-4000-8000-00000000000d', '00000000-0000-4000-8000-00000000000c', 750],
    ] as const) {
      const straw = await addSupply('kg');
      const adjust = (id: string, type: string, adjustment: 'increment' | 'reset', value: number) => ({
        id,
        type,
        status: 'done' as const,
        occurredAt: at,
        assets: [{ assetId: straw.id, role: 'subject' as const }],
        quantities: [{ value, unit: 'kg', assetId: straw.id, adjustment }],
      });
      await writeEvents(db, { organizationId: org, userId: manager.userId }, [adjust(receiptId, 'supplyReceived', 'increment', 50), adjust(countId, 'supplyCounted', 'reset', 700)]);
      expect(await stockOf(straw.id), `${receiptId} ${countId}`).toBe(expected);
    }
  });

  it('refuses a unit that cannot convert to the supply’s with 422, and writes nothing', async () => {
    const dip = await addSupply('L');
    const { status, body } = await record({ type: 'supplyReceived', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: 3, unit: 'kg' }] });
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ param: 'quantities.0.unit', key: 'ledger.unitCannotConvert', msg: en['ledger.unitCannotConvert'] }]);
    expect(await eventsOf(dip.id)).toEqual([]);
  });

  it('refuses a draw below zero (409), unless the supply allows it', async () => {
    const dip = await addSupply('mL');
    await record({ type: 'supplyReceived', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: 10, unit: 'mL' }] });
    const { status, body } = await record({ type: 'supplyUsed', occurredAt: '2026-11-02', quantities: [{ supplyId: dip.id, value: 11, unit: 'mL' }] });
    expect(status).toBe(409);
    expect(body.errors).toEqual([{ param: 'quantities.0.value', key: 'ledger.insufficientStock', msg: en['ledger.insufficientStock'] }]);
    expect(await stockOf(dip.id)).toBe(10);
    const tags = await addSupply('unit', manager.headers, { allowsNegativeStock: true });
    expect((await record({ type: 'supplyUsed', occurredAt: '2026-11-02', quantities: [{ supplyId: tags.id, value: 4, unit: 'unit' }] })).status).toBe(200);
    expect(await stockOf(tags.id)).toBe(-4);
  });

  it('lets exactly one of two requests draw the last 10 mL at once', async () => {
    const dip = await addSupply('mL');
    await record({ type: 'supplyReceived', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: 10, unit: 'mL' }] });
    const draw = () => record({ type: 'supplyUsed', occurredAt: '2026-11-02', quantities: [{ supplyId: dip.id, value: 10, unit: 'mL' }] });
    const answers = await Promise.all([draw(), draw()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(dip.id)).toBe(0);
    // And under more pressure: ten draws of 10 mL on 50 mL, five succeed.
    await record({ type: 'supplyReceived', occurredAt: '2026-11-03', quantities: [{ supplyId: dip.id, value: 50, unit: 'mL' }] });
    const many = await Promise.all(Array.from({ length: 10 }, draw));
    expect(many.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(many.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await stockOf(dip.id)).toBe(0);
  });

  it('answers 422 for a malformed event, 403 to a viewer, 401 without a session', async () => {
    const dip = await addSupply();
    const group = await insertGroup(app, org);
    for (const [payload, param] of [
      [{ type: 'supplyStolen', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: 1, unit: 'mL' }] }, 'type'],
      [{ type: 'supplyUsed', occurredAt: '2026-11-01', quantities: [] }, 'quantities'],
      [{ type: 'supplyUsed', occurredAt: 'ayer', quantities: [{ supplyId: dip.id, value: 1, unit: 'mL' }] }, 'occurredAt'],
      [{ type: 'supplyUsed', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: -1, unit: 'mL' }] }, 'quantities.0.value'],
      [{ type: 'supplyUsed', occurredAt: '2026-11-01', assets: [{ assetId: group.id, role: 'owner' }], quantities: [{ supplyId: dip.id, value: 1, unit: 'mL' }] }, 'assets.0.role'],
    ] as const) {
      const { status, body } = await record(payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.errors.map((error: { param: string }) => error.param)).toContain(param);
    }
    expect((await record({ type: 'supplyReceived', occurredAt: '2026-11-01', quantities: [{ supplyId: dip.id, value: 1, unit: 'mL' }] }, viewer.headers)).status).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/supply/event', payload: {} })).statusCode).toBe(401);
    // A quantity must name a supply: an animal's id there is not found.
    const cow = await insertAnimal(app, org);
    expect((await record({ type: 'supplyReceived', occurredAt: '2026-11-01', quantities: [{ supplyId: cow.id, value: 1, unit: 'mL' }] })).status).toBe(404);
    expect(await db.select({ id: animals.id }).from(animals).where(eq(animals.id, cow.id))).toHaveLength(1);
  });
});
