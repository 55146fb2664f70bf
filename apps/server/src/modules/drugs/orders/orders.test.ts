import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, drugPacks } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import { drugPayload } from '../testing';

const { en, es } = messageCatalog;
const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const buyer = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'] } });
const viewer = await createMember(app, { organizationId: buyer.organizationId, grants: { drugs: ['view'] } });
const outsider = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'] } });

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = buyer.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
let drugCount = 0;
const addDrug = async (headers = buyer.headers) => {
  drugCount += 1;
  return (await call('POST', '/api/drug', drugPayload({ name: `Penicilina ${drugCount}` }), headers)).body.data.id as string;
};
const order = (drugId: string, overrides: object = {}) => ({
  supplier: 'Distribuidora Veterinaria de Jalisco',
  reference: 'PV-2026-118',
  currency: 'mxn',
  lines: [{ drugId, packSize: { value: 250, unit: 'mL' }, packs: 3, priceMinor: 24500 }],
  ...overrides,
});
const arrival = (lineId: string, overrides: object = {}) => ({
  receivedAt: '2026-11-24T09:00:00Z',
  location: { warehouse: 'Botiquín de la nave', rack: 'A' },
  lines: [{ lineId, batch: 'PN-4471', expiresOn: '2028-01-31' }],
  ...overrides,
});

describe('drug orders', () => {
  it('goes from draft to placed to shipped to received, the packs coming into stock by batch and expiry, each step logged', async () => {
    const drugId = await addDrug();
    const draft = await call('POST', '/api/drug/order', order(drugId));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', currency: 'MXN', total: { amountMinor: 73500, currency: 'MXN' }, lines: [{ drugId, packs: 3 }] });
    const id = draft.body.data.id;
    expect((await call('POST', `/api/drug/order/${id}/place`, {})).body.data).toMatchObject({ status: 'placed', placedAt: '2026-11-24T12:00:00.000Z' });
    expect((await call('POST', `/api/drug/order/${id}/ship`, { occurredAt: '2026-11-23' })).body.data).toMatchObject({ status: 'shipped', shippedAt: '2026-11-23T00:00:00.000Z' });
    const received = await call('POST', `/api/drug/order/${id}/receive`, arrival(draft.body.data.lines[0].id));
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({ message: en['success.drugOrderReceived'], data: { status: 'received' } });
    const packs = await db.select().from(drugPacks).where(eq(drugPacks.orderId, id));
    expect(packs.map((pack) => [pack.batch, pack.expiresOn, pack.priceMinor, pack.currency, pack.supplier])).toEqual(
      Array(3).fill(['PN-4471', '2028-01-31', 24500, 'MXN', 'Distribuidora Veterinaria de Jalisco']),
    );
    expect((await call('GET', `/api/drug/${drugId}`)).body.data).toMatchObject({ stockOnHand: 750 });
    const actions = (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, id))).map((row) => row.action);
    expect(actions.sort()).toEqual(['drugOrder.create', 'drugOrder.place', 'drugOrder.receive', 'drugOrder.ship']);
    // Received once: a second arrival is refused and receives nothing.
    const again = await call('POST', `/api/drug/order/${id}/receive`, arrival(draft.body.data.lines[0].id));
    expect(again.status).toBe(409);
    expect(await db.$count(drugPacks, eq(drugPacks.orderId, id))).toBe(3);
  });

  it('answers "Order Not Placed" when the order is not a draft, in either language, and changes only drafts', async () => {
    const drugId = await addDrug();
    const id = (await call('POST', '/api/drug/order', order(drugId))).body.data.id;
    await call('POST', `/api/drug/order/${id}/place`, {});
    const twice = await call('POST', `/api/drug/order/${id}/place`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: en['errors.orderNotPlaced'], errors: [{ param: 'status', key: 'drugs.orderStepNotAllowed' }] });
    const spanish = await call('POST', `/api/drug/order/${id}/place`, {}, { ...buyer.headers, 'accept-language': 'es' });
    expect(spanish.body.message).toBe(es['errors.orderNotPlaced']);
    const edit = await call('PUT', `/api/drug/order/${id}`, order(drugId, { supplier: 'Otro' }));
    expect(edit.status).toBe(409);
    expect(edit.body.key).toBe('drugs.orderNotDraft');
    expect((await call('POST', `/api/drug/order/${id}/cancel`, {})).body.data.status).toBe('cancelled');
    expect((await call('POST', `/api/drug/order/${id}/ship`, {})).status).toBe(409);
  });

  it('refuses a bad draft (422), a line that cannot convert, prices without a currency, a receipt missing a line or its expiry before the day', async () => {
    const drugId = await addDrug();
    for (const [body, param, key] of [
      [order(drugId, { lines: [] }), 'lines', 'drugs.orderLinesRequired'],
      [order(drugId, { supplier: '' }), 'supplier', 'validation.required'],
      [order(drugId, { currency: 'XXY' }), 'currency', 'money.currencyUnknown'],
      [order(drugId, { lines: [{ drugId, packSize: { value: 1, unit: 'kg' }, packs: 1 }] }), 'lines.0.packSize.unit', 'ledger.unitCannotConvert'],
      [order(drugId, { currency: null }), 'currency', 'drugs.priceNeedsCurrency'],
      [order(drugId, { lines: [{ drugId, packSize: { value: 250, unit: 'mL' }, packs: 0 }] }), 'lines.0.packs', 'validation.invalid'],
    ] as const) {
      const { status, body: answer } = await call('POST', '/api/drug/order', body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(answer.errors).toEqual([expect.objectContaining({ param, key })]);
    }
    const two = await call('POST', '/api/drug/order', order(drugId, { lines: [order(drugId).lines[0], { drugId, packSize: { value: 100, unit: 'mL' }, packs: 1 }] }));
    const id = two.body.data.id;
    await call('POST', `/api/drug/order/${id}/place`, {});
    const [first, second] = two.body.data.lines;
    const missing = await call('POST', `/api/drug/order/${id}/receive`, arrival(first.id));
    expect(missing.body.errors).toEqual([expect.objectContaining({ param: 'lines', key: 'drugs.lineMissing' })]);
    const early = await call('POST', `/api/drug/order/${id}/receive`, arrival(first.id, { lines: [{ lineId: first.id, batch: 'A', expiresOn: '2028-01-01' }, { lineId: second.id, batch: 'B', expiresOn: '2026-11-01' }] }));
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual([expect.objectContaining({ param: 'lines.1.expiresOn', key: 'drugs.expiryBeforeReceipt' })]);
    expect(await db.$count(drugPacks, eq(drugPacks.orderId, id))).toBe(0);
  });

  it('answers 403 to a viewer and 404 for another organisation’s order or drug', async () => {
    const drugId = await addDrug();
    expect((await call('POST', '/api/drug/order', order(drugId), viewer.headers)).status).toBe(403);
    const theirDrug = await addDrug(outsider.headers);
    const foreignLine = await call('POST', '/api/drug/order', order(theirDrug));
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body.errors).toEqual([expect.objectContaining({ param: 'lines.0.drugId' })]);
    const theirs = (await call('POST', '/api/drug/order', order(theirDrug), outsider.headers)).body.data.id;
    expect((await call('GET', `/api/drug/order/${theirs}`)).status).toBe(404);
    expect((await call('POST', `/api/drug/order/${theirs}/place`, {})).status).toBe(404);
    expect((await call('GET', '/api/drug/order')).body.data.items.some((item: { id: string }) => item.id === theirs)).toBe(false);
    expect(await db.$count(activityLog, and(eq(activityLog.entityId, theirs), eq(activityLog.action, 'drugOrder.place')))).toBe(0);
  });
});
