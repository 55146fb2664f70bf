import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, assets } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import { deriveStockOnHand } from '../../ledger/stock.repository';
import { drugPayload } from '../testing';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const keeper = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'] } });
const viewer = await createMember(app, { organizationId: keeper.organizationId, grants: { drugs: ['view'] } });
const outsider = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'] } });
const org = keeper.organizationId;

const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = keeper.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
let drugs = 0;
async function addDrug(headers = keeper.headers) {
  drugs += 1;
  const { body } = await call('POST', '/api/drug', drugPayload({ name: `Penicilina ${drugs}` }), headers);
  return body.data.id as string;
}
const receipt = (overrides: object = {}) => ({
  batch: 'L-2291',
  expiresOn: '2027-06-30',
  receivedAt: '2026-11-02T09:00:00Z',
  size: { value: 250, unit: 'mL' },
  location: { warehouse: 'Botiquín de la nave', rack: 'A', tier: '2' },
  price: { amountMinor: 2450, currency: 'eur' },
  supplier: 'Cooperativa Los Álamos',
  ...overrides,
});
const receive = async (drugId: string, overrides: object = {}) => {
  const { status, body } = await call('POST', `/api/drug/${drugId}/pack`, receipt(overrides));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { id: string; stockOnHand: number; suggested: boolean }[];
};

describe('receiving packs', () => {
  it('receives a batch as one asset per pack, each with its own stock from the log, and logs the receipt', async () => {
    const drugId = await addDrug();
    const { status, body } = await call('POST', `/api/drug/${drugId}/pack`, receipt({ count: 2, size: { value: 0.25, unit: 'L' } }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe(en['success.packsReceived']);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      drugId,
      batch: 'L-2291',
      expiresOn: '2027-06-30',
      size: 250,
      unit: 'mL',
      stockOnHand: 250,
      available: 250,
      status: 'inStock',
      price: { amountMinor: 2450, currency: 'EUR' },
      location: { warehouse: 'Botiquín de la nave', rack: 'A', tier: '2', position: null },
    });
    const ids = body.data.map((pack: { id: string }) => pack.id);
    const derived = await deriveStockOnHand(db, org, ids);
    expect([...derived.values()]).toEqual([250, 250]);
    const kinds = await db.select({ kind: assets.kind, unit: assets.stockUnit }).from(assets).where(eq(assets.id, ids[0]));
    expect(kinds).toEqual([{ kind: 'drugPack', unit: 'mL' }]);
    const drug = await call('GET', `/api/drug/${drugId}`);
    // At its reorder level (500 mL): time to order more.
    expect(drug.body.data).toMatchObject({ stockOnHand: 500, available: 500, nextExpiry: '2027-06-30', lowStock: true });
    expect(await db.$count(activityLog, and(eq(activityLog.action, 'drugPack.receive'), eq(activityLog.entityId, drugId)))).toBe(1);
  });

  it('refuses an expiry not after the receipt, a size that cannot convert, a zero size, a currency unknown (422); another organisation’s drug (404); a viewer (403)', async () => {
    const drugId = await addDrug();
    for (const [overrides, param, key] of [
      [{ expiresOn: '2026-11-02' }, 'expiresOn', 'drugs.expiryBeforeReceipt'],
      [{ size: { value: 3, unit: 'kg' } }, 'size.unit', 'ledger.unitCannotConvert'],
      [{ size: { value: 0, unit: 'mL' } }, 'size.value', 'animals.mustBePositive'],
      [{ price: { amountMinor: 100, currency: 'XXY' } }, 'price.currency', 'money.currencyUnknown'],
      [{ price: { amountMinor: 10.5, currency: 'EUR' } }, 'price.amountMinor', 'validation.invalid'],
      [{ location: { warehouse: '' } }, 'location.warehouse', 'validation.required'],
    ] as const) {
      const { status, body } = await call('POST', `/api/drug/${drugId}/pack`, receipt(overrides));
      expect(status, JSON.stringify(overrides)).toBe(422);
      expect(body.errors).toContainEqual({ param, key, msg: en[key] });
    }
    expect((await call('GET', `/api/drug/pack?drugId=${drugId}`)).body.data.items).toEqual([]);
    const theirs = await addDrug(outsider.headers);
    expect((await call('POST', `/api/drug/${theirs}/pack`, receipt())).status).toBe(404);
    expect((await call('POST', `/api/drug/${drugId}/pack`, receipt(), viewer.headers)).status).toBe(403);
  });
});

describe('a pack’s life', () => {
  it('suggests the first to expire, moves, counts and disposes, each an event with its history', async () => {
    const drugId = await addDrug();
    const [late] = await receive(drugId, { batch: 'LATE', expiresOn: '2028-01-31' });
    const [early] = await receive(drugId, { batch: 'EARLY', expiresOn: '2027-03-31' });
    const list = await call('GET', `/api/drug/pack?drugId=${drugId}`);
    expect(list.body.data.items.map((pack: { batch: string; suggested: boolean }) => [pack.batch, pack.suggested])).toEqual([
      ['EARLY', true],
      ['LATE', false],
    ]);

    const moved = await call('POST', `/api/drug/pack/${early!.id}/move`, { occurredAt: '2026-11-03T08:00:00Z', location: { warehouse: 'Frigorífico', position: '3' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.location).toEqual({ warehouse: 'Frigorífico', rack: null, tier: null, position: '3' });
    const perPlace = await call('GET', `/api/drug/stock?drugId=${drugId}`);
    expect(perPlace.body.data.map((row: { warehouse: string; stockOnHand: number }) => [row.warehouse, row.stockOnHand])).toEqual([
      ['Botiquín de la nave', 250],
      ['Frigorífico', 250],
    ]);

    const counted = await call('POST', `/api/drug/pack/${early!.id}/count`, { occurredAt: '2026-11-04T08:00:00Z', quantity: { value: 0.2, unit: 'L' } });
    expect(counted.body.data.stockOnHand).toBe(200);
    const disposed = await call('POST', `/api/drug/pack/${early!.id}/dispose`, { occurredAt: '2026-11-05T08:00:00Z', reason: 'contaminated' });
    expect(disposed.status).toBe(200);
    expect(disposed.body.data).toMatchObject({ status: 'disposed', stockOnHand: 0, available: 0, suggested: false });
    expect((await call('POST', `/api/drug/pack/${early!.id}/move`, { occurredAt: '2026-11-06', location: { warehouse: 'Nave' } })).status).toBe(409);
    // The next to expire is now the one to use.
    expect((await call('GET', `/api/drug/pack/${late!.id}`)).body.data.suggested).toBe(true);

    const detail = await call('GET', `/api/drug/pack/${early!.id}`);
    expect(detail.body.data.history.map((line: { type: string; change: number | null; counted: number | null }) => [line.type, line.change, line.counted])).toEqual([
      ['drugDisposed', -200, null],
      ['drugCounted', null, 200],
      ['drugMoved', null, null],
      ['drugReceived', 250, null],
    ]);
    const drug = await call('GET', `/api/drug/${drugId}`);
    expect(drug.body.data).toMatchObject({ stockOnHand: 250, nextExpiry: '2028-01-31' });
  });

  it('answers 404 for another organisation’s pack and 422 for a bad count', async () => {
    const theirs = await receive(await addDrug(outsider.headers)).catch(() => []);
    expect(theirs).toEqual([]);
    const theirDrug = await addDrug(outsider.headers);
    const [theirPack] = (await call('POST', `/api/drug/${theirDrug}/pack`, receipt(), outsider.headers)).body.data;
    for (const [method, url, payload] of [
      ['GET', `/api/drug/pack/${theirPack.id}`, undefined],
      ['POST', `/api/drug/pack/${theirPack.id}/move`, { occurredAt: '2026-11-06', location: { warehouse: 'Nave' } }],
      ['POST', `/api/drug/pack/${theirPack.id}/count`, { occurredAt: '2026-11-06', quantity: { value: 1, unit: 'mL' } }],
      ['POST', `/api/drug/pack/${theirPack.id}/dispose`, { occurredAt: '2026-11-06', reason: 'expired' }],
    ] as const) {
      expect((await call(method, url, payload)).status, url).toBe(404);
    }
    const [mine] = await receive(await addDrug());
    const bad = await call('POST', `/api/drug/pack/${mine!.id}/count`, { occurredAt: '2026-11-06', quantity: { value: 1, unit: 'kg' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ param: 'quantity.unit', key: 'ledger.unitCannotConvert', msg: en['ledger.unitCannotConvert'] }]);
    expect((await call('POST', `/api/drug/pack/${mine!.id}/dispose`, { occurredAt: '2026-11-06' })).status).toBe(422);
  });
});
