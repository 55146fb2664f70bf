import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, assets, events } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { writeEvents } from '../../ledger/events.writer';
import { createMember } from '../../../test/people';
import { FULL, feedTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { org, keeper, viewer, outsider, call, ok, unique, ingredient, supplier, lot } = await feedTestbed(app);
const logged = async (entityId: string) => (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId))).map((entry) => entry.action);
const move = (number: number, payload: Record<string, unknown>, headers = keeper.headers) => call('POST', `/api/feed/inventory/${number}/stock`, { occurredAt: '2026-11-20T08:00:00Z', ...payload }, headers);

describe('receiving feed', () => {
  it('receives a lot: its number, its asset counted in kg, one feedReceived event, the supplier’s price that day when none is typed; logs it', async () => {
    const feed = await ingredient({ category: 'grain' });
    const mill = await supplier();
    await ok('POST', `/api/feed/supplier/${mill.id}/price`, { ingredientId: feed.id, pricePerTonne: { amountMinor: 640_000, currency: 'MXN' }, validFrom: '2026-08-01' });
    await ok('POST', `/api/feed/supplier/${mill.id}/price`, { ingredientId: feed.id, pricePerTonne: { amountMinor: 610_000, currency: 'MXN' }, validFrom: '2026-11-10' });
    const received = await lot(feed.id, { supplierId: mill.id, receivedAt: '2026-11-05T10:00:00-06:00', quantityKg: 25_000, lotCode: 'MN-44120', expiresOn: '2027-02-01', location: 'Tolva 1', lowStockKg: 5000 });
    expect(received).toMatchObject({
      number: expect.any(Number),
      ingredient: { id: feed.id, name: feed.name, category: 'grain' },
      supplier: { id: mill.id, name: mill.name },
      lotCode: 'MN-44120',
      receivedAt: '2026-11-05T16:00:00.000Z',
      expiresOn: '2027-02-01',
      pricePerTonne: { amountMinor: 640_000, currency: 'MXN' },
      stockKg: 25_000,
      low: false,
      expiringSoon: false,
      analysis: null,
    });
    const [asset] = await db.select().from(assets).where(eq(assets.id, received.id));
    expect(asset).toMatchObject({ kind: 'feedLot', stockUnit: 'kg', stockOnHand: 25_000 });
    const written = await db.select({ type: events.type, details: events.details }).from(events).innerJoin(assets, eq(assets.id, received.id)).where(eq(events.organizationId, org));
    expect(written.filter((event) => event.type === 'feedReceived' && (event.details as { lotNumber?: number }).lotNumber === received.number)).toHaveLength(1);
    expect(await logged(received.id)).toEqual(['feedLot.receive']);
    const typed = await lot(feed.id, { supplierId: mill.id, pricePerTonne: { amountMinor: 600_000, currency: 'MXN' } });
    expect(typed.pricePerTonne).toEqual({ amountMinor: 600_000, currency: 'MXN' });
    expect((await lot(feed.id)).pricePerTonne).toBeNull();
    expect(await ok('GET', `/api/feed/inventory/${received.number}`, undefined, viewer.headers)).toEqual(received);
  });

  it('gives parallel receipts distinct numbers, 1, 2, 3… in the organisation’s series', async () => {
    const feed = await ingredient();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/api/feed/inventory', { ingredientId: feed.id, receivedAt: '2026-11-01', quantityKg: 100 })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = answers.map((answer) => answer.body.data.number as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers[5]! - numbers[0]!).toBe(5);
    // Another organisation's series starts at 1.
    expect((await lot((await ingredient({}, outsider.headers)).id, {}, outsider.headers)).number).toBe(1);
  });

  it('refuses a feed or supplier not the organisation’s (404 on the field), bad input (422 on the field), a viewer (403)', async () => {
    const feed = await ingredient();
    const theirFeed = await ingredient({}, outsider.headers);
    const theirSupplier = await supplier(outsider.headers);
    for (const [payload, status, param] of [
      [{ ingredientId: theirFeed.id }, 404, 'ingredientId'],
      [{ supplierId: theirSupplier.id }, 404, 'supplierId'],
      [{ quantityKg: 0 }, 422, 'quantityKg'],
      [{ quantityKg: 'mucho' }, 422, 'quantityKg'],
      [{ receivedAt: '2026-12-01' }, 422, 'receivedAt'],
      [{ receivedAt: '2026-11-10', expiresOn: '2026-11-01' }, 422, 'expiresOn'],
      [{ lowStockKg: -1 }, 422, 'lowStockKg'],
      [{ pricePerTonne: { amountMinor: 10, currency: 'PESO' } }, 422, 'pricePerTonne.currency'],
    ] as const) {
      const base: Record<string, unknown> = { ingredientId: feed.id, receivedAt: '2026-11-01', quantityKg: 100 };
      const answer = await call('POST', '/api/feed/inventory', { ...base, ...payload });
      expect([answer.status, answer.body.errors[0]?.param], JSON.stringify(payload)).toEqual([status, param]);
    }
    expect((await call('POST', '/api/feed/inventory', { ingredientId: feed.id, receivedAt: '2026-11-01', quantityKg: 100 }, viewer.headers)).status).toBe(403);
  });
});

describe('a lot’s stock', () => {
  it('is derived from its events: 500 received, 20 spoilt, counted at 400, 60 fed; newest first in its history', async () => {
    const feed = await ingredient();
    const { number, id } = await lot(feed.id, { receivedAt: '2026-11-01T08:00:00Z', quantityKg: 500 });
    expect((await (await move(number, { move: 'adjusted', direction: 'decrease', quantityKg: 20, reason: 'Mojado por la lluvia', occurredAt: '2026-11-02T08:00:00Z' })).body.data).stockKg).toBe(480);
    expect((await move(number, { move: 'counted', quantityKg: 400, occurredAt: '2026-11-03T08:00:00Z' })).body.data.stockKg).toBe(400);
    // The rations part draws lots by a feeding event on the animals, the lot consumed.
    await writeEvents(db, { organizationId: org, userId: keeper.userId }, [
      { type: 'feeding', status: 'done', occurredAt: new Date('2026-11-04T07:00:00Z'), assets: [{ assetId: id, role: 'consumed' }], quantities: [{ value: 60, unit: 'kg', assetId: id, adjustment: 'decrement' }] },
    ]);
    expect((await ok('GET', `/api/feed/inventory/${number}`)).stockKg).toBe(340);
    expect((await move(number, { move: 'received', quantityKg: 0.5, occurredAt: '2026-11-05T08:00:00Z' })).body.data.stockKg).toBe(340.5);
    const history = await ok('GET', `/api/feed/inventory/${number}/moves`, undefined, viewer.headers);
    expect(history.items.map((item: { type: string; quantityKg: number; adjustment: string; reason: string | null }) => [item.type, item.quantityKg, item.adjustment, item.reason])).toEqual([
      ['feedReceived', 0.5, 'increment', null],
      ['feeding', -60, 'decrement', null],
      ['feedCounted', 400, 'reset', null],
      ['feedAdjusted', -20, 'decrement', 'Mojado por la lluvia'],
      ['feedReceived', 500, 'increment', null],
    ]);
    expect(history.items[1].by).toBeTruthy();
    expect(await logged(id)).toEqual(['feedLot.receive', 'feedLot.stock', 'feedLot.stock', 'feedLot.stock']);
  });

  it('refuses a move below zero (409 on quantityKg) and writes nothing; two draws of the last kilograms at once give one success', async () => {
    const feed = await ingredient();
    const { number } = await lot(feed.id, { quantityKg: 50 });
    const short = await move(number, { move: 'adjusted', direction: 'decrease', quantityKg: 50.5, reason: 'Derrame' });
    expect([short.status, short.body.errors[0]]).toEqual([409, expect.objectContaining({ param: 'quantityKg', key: 'ledger.insufficientStock' })]);
    expect((await ok('GET', `/api/feed/inventory/${number}`)).stockKg).toBe(50);
    const answers = await Promise.all([0, 1, 2].map(() => move(number, { move: 'adjusted', direction: 'decrease', quantityKg: 30, reason: 'Derrame' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await ok('GET', `/api/feed/inventory/${number}`)).stockKg).toBe(20);
  });

  it('refuses a move without its direction or reason, a future day (422), a viewer (403), another organisation’s lot (404)', async () => {
    const feed = await ingredient();
    const { number } = await lot(feed.id);
    for (const [payload, param, key] of [
      [{ move: 'adjusted', quantityKg: 5, reason: 'Roto' }, 'direction', 'feed.directionRequired'],
      [{ move: 'adjusted', direction: 'increase', quantityKg: 5 }, 'reason', 'feed.reasonRequired'],
      [{ move: 'received', quantityKg: 0 }, 'quantityKg', 'animals.mustBePositive'],
      [{ move: 'eaten', quantityKg: 5 }, 'move', 'validation.invalid'],
      [{ move: 'counted', quantityKg: 5, occurredAt: '2026-11-30T00:00:00Z' }, 'occurredAt', 'animals.recordInFuture'],
    ] as const) {
      const { status, body } = await move(number, payload);
      expect([status, body.errors[0]?.param, body.errors[0]?.key]).toEqual([422, param, key]);
    }
    expect((await move(number, { move: 'counted', quantityKg: 5 }, viewer.headers)).status).toBe(403);
    // Lot 1 of the outsider's organisation is no lot of a new organisation's, which has none yet.
    expect((await lot((await ingredient({}, outsider.headers)).id, { quantityKg: 10 }, outsider.headers)).number).toBeGreaterThanOrEqual(1);
    const newcomer = await createMember(app, { grants: { feed: FULL } });
    for (const url of ['/api/feed/inventory/1', '/api/feed/inventory/1/moves']) expect((await call('GET', url, undefined, newcomer.headers)).status).toBe(404);
    expect((await move(1, { move: 'counted', quantityKg: 5 }, newcomer.headers)).status).toBe(404);
    expect((await call('PUT', '/api/feed/inventory/1', {}, newcomer.headers)).status).toBe(404);
    expect((await call('GET', '/api/feed/inventory/abc')).body.errors[0]).toMatchObject({ param: 'number', key: 'errors.notFound' });
  });
});

describe('the inventory', () => {
  it('lists lots newest first with their flags, hides empty lots unless asked, finds by feed, code or number, sorts and filters', async () => {
    const feed = await ingredient({ name: unique('Cebada rolada') });
    const soon = await lot(feed.id, { quantityKg: 300, expiresOn: '2026-12-01', lowStockKg: 500, lotCode: 'CB-001' });
    const later = await lot(feed.id, { quantityKg: 900, expiresOn: '2027-03-01', lowStockKg: 100 });
    const empty = await lot(feed.id, { quantityKg: 10 });
    await move(empty.number, { move: 'counted', quantityKg: 0 });
    const listed = await ok('GET', `/api/feed/inventory?ingredientId=${feed.id}`, undefined, viewer.headers);
    expect(listed.items.map((item: { number: number; low: boolean; expiringSoon: boolean }) => [item.number, item.low, item.expiringSoon])).toEqual([
      [later.number, false, false],
      [soon.number, true, true],
    ]);
    expect((await ok('GET', `/api/feed/inventory?ingredientId=${feed.id}&empty=true`)).total).toBe(3);
    expect((await ok('GET', `/api/feed/inventory?ingredientId=${feed.id}&low=true`)).items.map((item: { id: string }) => item.id)).toEqual([soon.id]);
    expect((await ok('GET', `/api/feed/inventory?search=${encodeURIComponent(feed.name)}`)).total).toBe(2);
    expect((await ok('GET', '/api/feed/inventory?search=cb-001')).items.map((item: { id: string }) => item.id)).toEqual([soon.id]);
    expect((await ok('GET', `/api/feed/inventory?search=${later.number}`)).items.map((item: { id: string }) => item.id)).toContain(later.id);
    const byExpiry = await ok('GET', `/api/feed/inventory?ingredientId=${feed.id}&col=expiresOn`);
    expect(byExpiry.items.map((item: { id: string }) => item.id)).toEqual([soon.id, later.id]);
    const byStock = await ok('GET', `/api/feed/inventory?ingredientId=${feed.id}&col=stockKg&desc=true`);
    expect(byStock.items.map((item: { id: string }) => item.id)).toEqual([later.id, soon.id]);
  });

  it('counts the lots low on stock on the dashboard of those who may see feed, those used up left out', async () => {
    const farmer = await createMember(app, { grants: { feed: FULL } });
    const herdsman = await createMember(app, { organizationId: farmer.organizationId, grants: { animals: ['view'] } });
    const counters = async (headers: typeof farmer.headers) =>
      Object.fromEntries(((await ok('GET', '/api/dashboard', undefined, headers)).counters as { key: string; count: number }[]).map((counter) => [counter.key, counter.count]));
    const feed = await ok('POST', '/api/feed/ingredient', { name: 'Heno de avena', category: 'forage', dmPercent: 89, nutrients: { cp: 9.4 } }, farmer.headers);
    const receive = (quantityKg: number, lowStockKg: number) => ok('POST', '/api/feed/inventory', { ingredientId: feed.id, receivedAt: '2026-11-01', quantityKg, lowStockKg }, farmer.headers);
    await receive(300, 500);
    await receive(900, 100);
    const usedUp = await receive(50, 100);
    await move(usedUp.number, { move: 'counted', quantityKg: 0 }, farmer.headers);
    expect(await counters(farmer.headers)).toMatchObject({ feedLotsLowOnStock: 1 });
    expect(await counters(herdsman.headers)).not.toHaveProperty('feedLotsLowOnStock');
  });

  it('changes a lot’s code, expiry, mark, place and price; logs what it was; refuses an expiry before receipt and a viewer', async () => {
    const feed = await ingredient();
    const received = await lot(feed.id, { receivedAt: '2026-11-01', quantityKg: 800 });
    const changed = await ok('PUT', `/api/feed/inventory/${received.number}`, { lotCode: 'L-9', expiresOn: '2026-12-01', lowStockKg: 900, location: 'Bodega', pricePerTonne: { amountMinor: 500_000, currency: 'MXN' } });
    expect(changed).toMatchObject({ lotCode: 'L-9', expiresOn: '2026-12-01', lowStockKg: 900, low: true, expiringSoon: true, location: 'Bodega', pricePerTonne: { amountMinor: 500_000, currency: 'MXN' }, stockKg: 800 });
    expect(await logged(received.id)).toEqual(['feedLot.receive', 'feedLot.update']);
    const early = await call('PUT', `/api/feed/inventory/${received.number}`, { expiresOn: '2026-10-01' });
    expect([early.status, early.body.errors[0]?.param, early.body.errors[0]?.key]).toEqual([422, 'expiresOn', 'feed.expiryBeforeReceipt']);
    const bad = await call('PUT', `/api/feed/inventory/${received.number}`, { lowStockKg: 'poco' });
    expect([bad.status, bad.body.errors[0]?.param]).toEqual([422, 'lowStockKg']);
    expect((await call('PUT', `/api/feed/inventory/${received.number}`, {}, viewer.headers)).status).toBe(403);
  });
});
