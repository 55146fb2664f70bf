import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animals, events } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { insertAnimal } from '../../test/herd';
import { createMember } from '../../test/people';
import { FULL, ordersTestbed } from './testing';
import { drugPayload } from '../drugs/testing';

const { en, es } = messageCatalog;
// Today is fixed: withdrawal ends and the steps' dates are read against it.
const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { seller, viewer, outsider, org, call, ok, unique } = await ordersTestbed(app);


const addProduct = (overrides: Record<string, unknown> = {}, headers = seller.headers) =>
  ok('POST', '/api/order/product', { name: unique('Novillo Angus en pie'), kind: 'animal', unit: 'unit', price: '28500', currency: 'MXN', ...overrides }, headers);
const addSupply = async (name: string, unit = 'kg', stock = 0) => {
  const supply = await ok('POST', '/api/supply', { name: unique(name), unit });
  if (stock > 0) await ok('POST', '/api/supply/event', { type: 'supplyReceived', occurredAt: '2026-11-01T08:00:00Z', quantities: [{ supplyId: supply.id, value: stock, unit }] });
  return supply.id as string;
};
const supplyStock = async (id: string) => (await ok('GET', `/api/supply/${id}`)).stockOnHand as number;
const addCounterparty = (overrides: Record<string, unknown> = {}, headers = seller.headers) =>
  ok('POST', '/api/order/counterparty', { name: unique('Rastro TIF Cuauhtémoc'), kind: 'abattoir', address: 'Carretera a Anáhuac km 4, Cuauhtémoc, Chihuahua', ...overrides }, headers);
const sale = (lines: object[], overrides: Record<string, unknown> = {}) => ({ direction: 'sale', currency: 'MXN', counterparty: { name: unique('Ganadera del Norte'), kind: 'customer' }, lines, ...overrides });
const step = (id: string, name: string, payload: object = {}, headers = seller.headers) => call('POST', `/api/order/${id}/${name}`, payload, headers);
const steer = (tagNumber?: string) => insertAnimal(app, org, { gender: 'male', ...(tagNumber ? { tagNumber } : {}) });

describe('products', () => {
  it('adds a product priced in minor units with its tax rate, lists it, archives it, and logs both', async () => {
    const product = await addProduct({ name: 'Leche cruda a granel', kind: 'milk', unit: 'L', price: '8.35', taxRate: '0' });
    expect(product).toMatchObject({ kind: 'milk', unit: 'L', price: { amountMinor: 835, currency: 'MXN' }, taxRateBasisPoints: 0, active: true });
    const straw = await addProduct({ name: 'Pajilla Angus Rito 1I05', kind: 'semen', unit: 'straw', price: '450.00', taxRate: '16' });
    expect(straw.taxRateBasisPoints).toBe(1600);
    const archived = await ok('PUT', `/api/order/product/${product.id}`, { name: 'Leche cruda a granel', kind: 'milk', unit: 'L', price: '8.35', currency: 'MXN', active: false });
    expect(archived.active).toBe(false);
    const listed = await ok('GET', '/api/order/product?search=leche');
    expect(listed.items).toEqual([]);
    expect((await ok('GET', '/api/order/product?search=leche&archived=true')).items.map((item: { id: string }) => item.id)).toEqual([product.id]);
    const logged = await db.select().from(activityLog).where(eq(activityLog.entityId, product.id));
    expect(logged.map((entry) => entry.action).sort()).toEqual(['product.create', 'product.update']);
  });

  it('refuses a price with more decimals than its currency has, a name taken (Product not Added), a viewer, and another organisation’s supply', async () => {
    for (const [price, currency] of [['12.505', 'MXN'], ['1500.5', 'JPY']]) {
      const { status, body } = await call('POST', '/api/order/product', { name: 'Pajilla', kind: 'semen', unit: 'straw', price, currency });
      expect(status, price).toBe(422);
      expect(body.errors).toContainEqual(expect.objectContaining({ param: 'price', key: 'orders.tooManyDecimals' }));
    }
    expect((await call('POST', '/api/order/product', { name: 'Pajilla', kind: 'semen', unit: 'straw', price: '1e3', currency: 'MXN' })).body.errors[0].key).toBe('orders.notAnAmount');
    await addProduct({ name: 'Becerro al destete' });
    const taken = await call('POST', '/api/order/product', { name: 'BECERRO AL DESTETE', kind: 'animal', unit: 'kg', price: '62', currency: 'MXN' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(en['errors.productNotAdded']);
    expect(taken.body.errors).toEqual([expect.objectContaining({ param: 'name', key: 'orders.productNameTaken' })]);
    expect((await call('POST', '/api/order/product', { name: 'Pajilla', kind: 'semen', unit: 'straw', price: '1', currency: 'MXN' }, viewer.headers)).status).toBe(403);
    const theirSupply = (await ok('POST', '/api/supply', { name: 'Alimento ajeno', unit: 'kg' }, outsider.headers)).id;
    const stranger = await call('POST', '/api/order/product', { name: 'Concentrado', kind: 'feed', unit: 'kg', price: '9', currency: 'MXN', supplyId: theirSupply });
    expect(stranger.status).toBe(404);
    expect(stranger.body.errors[0].param).toBe('supplyId');
    const theirs = await addProduct({}, outsider.headers);
    expect((await call('GET', `/api/order/product/${theirs.id}`)).status).toBe(404);
    expect((await call('PUT', `/api/order/product/${theirs.id}`, { name: 'X', kind: 'other', unit: 'unit', price: '1', currency: 'MXN' })).status).toBe(404);
  });
});

describe('counterparties', () => {
  it('adds and edits a customer, refuses a name taken, a viewer and another organisation’s', async () => {
    const buyer = await addCounterparty({ name: 'Engordas La Junta', kind: 'customer', email: 'compras@engordas.mx' });
    expect(buyer).toMatchObject({ name: 'Engordas La Junta', kind: 'customer', email: 'compras@engordas.mx' });
    const edited = await ok('PUT', `/api/order/counterparty/${buyer.id}`, { name: 'Engordas La Junta', kind: 'customer', phone: '+52 625 000 1122' });
    expect(edited.phone).toBe('+52 625 000 1122');
    expect((await call('POST', '/api/order/counterparty', { name: 'engordas la junta', kind: 'customer' })).status).toBe(409);
    expect((await call('POST', '/api/order/counterparty', { name: 'Otra', kind: 'customer', email: 'no-es-correo' })).body.errors[0]).toMatchObject({ param: 'email', key: 'orders.emailInvalid' });
    expect((await call('POST', '/api/order/counterparty', { name: 'Otra', kind: 'customer' }, viewer.headers)).status).toBe(403);
    const theirs = await addCounterparty({}, outsider.headers);
    expect((await call('PUT', `/api/order/counterparty/${theirs.id}`, { name: 'Mía', kind: 'customer' })).status).toBe(404);
    expect((await ok('GET', '/api/order/counterparty?search=junta')).items.map((item: { id: string }) => item.id)).toEqual([buyer.id]);
  });
});

describe('orders: lines and money', () => {
  it('prices a sale on the server: lines rounded half to even, tax per line, totals their sum, a draft in the log', async () => {
    const steers = [await steer(), await steer()];
    const byHead = await addProduct();
    const milk = await addProduct({ name: unique('Leche'), kind: 'milk', unit: 'L', price: '8.35' });
    const straws = await addProduct({ name: unique('Pajilla'), kind: 'semen', unit: 'straw', price: '0.10', taxRate: '16' });
    const order = await ok(
      'POST',
      '/api/order',
      sale([
        { productId: byHead.id, animalId: steers[0]!.id, quantity: 1 },
        { productId: byHead.id, animalId: steers[1]!.id, quantity: '1', unitPrice: '29100.50' },
        { productId: milk.id, quantity: '1234.5' },
        { productId: straws.id, quantity: 10 },
      ]),
    );
    expect(order).toMatchObject({ direction: 'sale', status: 'draft', currency: 'MXN' });
    expect(order.lines.map((line: { net: { amountMinor: number }; tax: { amountMinor: number } }) => [line.net.amountMinor, line.tax.amountMinor])).toEqual([
      [2_850_000, 0],
      [2_910_050, 0],
      // 1,234.5 L × 8.35 = 10,308.075: the tie goes to the even cent.
      [1_030_808, 0],
      [100, 16],
    ]);
    expect(order.totals).toEqual({
      net: { amountMinor: 2_850_000 + 2_910_050 + 1_030_808 + 100, currency: 'MXN' },
      tax: { amountMinor: 16, currency: 'MXN' },
      gross: { amountMinor: 2_850_000 + 2_910_050 + 1_030_808 + 116, currency: 'MXN' },
    });
    expect(order.history).toEqual([{ status: 'draft', occurredAt: '2026-11-24T12:00:00.000Z', by: { id: seller.userId, name: expect.any(String) }, note: null }]);
    expect(order.counterparty.kind).toBe('customer');
    const sales = await ok('GET', `/api/order?direction=sale&search=${encodeURIComponent(order.counterparty.name)}`);
    expect(sales.items.map((item: { id: string }) => item.id)).toEqual([order.id]);
    expect((await ok('GET', '/api/order?direction=purchase&status=draft')).items.some((item: { id: string }) => item.id === order.id)).toBe(false);
  });

  it('answers 422 per line: no quantity, a currency not the order’s, a price’s decimals, an animal missing, twice, or on the wrong product', async () => {
    const animal = await steer();
    const byHead = await addProduct();
    const euros = await addProduct({ name: unique('Semen sexado'), kind: 'semen', unit: 'straw', price: '35', currency: 'EUR' });
    const feed = await addProduct({ name: unique('Concentrado'), kind: 'feed', unit: 'kg', price: '9.20' });
    const { status, body } = await call(
      'POST',
      '/api/order',
      sale([
        { productId: byHead.id, animalId: animal.id, quantity: 1 },
        { productId: byHead.id, animalId: animal.id, quantity: 1 },
        { productId: byHead.id, quantity: 1 },
        { productId: euros.id, quantity: 2 },
        { productId: feed.id, quantity: 5, unitPrice: '9.205' },
        { productId: feed.id, quantity: 5, animalId: (await steer()).id },
        { productId: byHead.id, animalId: (await steer()).id, quantity: 2 },
      ]),
    );
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body.errors.map((error: { param: string; key: string }) => [error.param, error.key])).toEqual([
      ['lines.1.animalId', 'orders.animalTwice'],
      ['lines.2.animalId', 'orders.animalRequired'],
      ['lines.3.unitPrice', 'orders.currencyDiffers'],
      ['lines.4.unitPrice', 'orders.tooManyDecimals'],
      ['lines.5.animalId', 'orders.animalNotForKind'],
      ['lines.6.quantity', 'orders.animalPerHead'],
    ]);
    expect(body.errors[2].msg).toBe('This product is priced in EUR, the order in MXN: give the line its price in MXN.');
    for (const quantity of [0, -1, '0.0001']) {
      const refused = await call('POST', '/api/order', sale([{ productId: feed.id, quantity }]));
      expect(refused.status, String(quantity)).toBe(422);
      expect(refused.body.errors[0].param).toBe('lines.0.quantity');
    }
    expect((await call('POST', '/api/order', sale([]))).body.errors[0]).toMatchObject({ param: 'lines', key: 'orders.linesRequired' });
    expect((await call('POST', '/api/order', { ...sale([{ productId: feed.id, quantity: 1 }]), counterparty: null })).body.errors[0]).toMatchObject({ param: 'counterpartyId', key: 'orders.counterpartyRequired' });
  });

  it('answers 404 for another organisation’s product, animal, counterparty or order, 409 for a removed animal, and 403 to a viewer', async () => {
    const mine = await addProduct();
    const theirProduct = await addProduct({}, outsider.headers);
    const theirAnimal = await insertAnimal(app, outsider.organizationId);
    const theirCounterparty = await addCounterparty({}, outsider.headers);
    expect((await call('POST', '/api/order', sale([{ productId: theirProduct.id, animalId: (await steer()).id, quantity: 1 }]))).body.errors[0]).toMatchObject({ param: 'lines.0.productId', key: 'errors.notFound' });
    const animal404 = await call('POST', '/api/order', sale([{ productId: mine.id, animalId: theirAnimal.id, quantity: 1 }]));
    expect([animal404.status, animal404.body.errors[0].param]).toEqual([404, 'lines.0.animalId']);
    const counterparty404 = await call('POST', '/api/order', { ...sale([{ productId: mine.id, animalId: (await steer()).id, quantity: 1 }]), counterparty: null, counterpartyId: theirCounterparty.id });
    expect([counterparty404.status, counterparty404.body.errors[0].param]).toEqual([404, 'counterpartyId']);
    const gone = await steer();
    await db.update(animals).set({ status: 'removed' }).where(eq(animals.id, gone.id));
    const removed = await call('POST', '/api/order', sale([{ productId: mine.id, animalId: gone.id, quantity: 1 }]));
    expect(removed.status).toBe(409);
    expect(removed.body.errors[0]).toMatchObject({ param: 'lines.0.animalId', key: 'orders.animalNotActive', msg: `${gone.tagNumber} is no longer in the herd.` });
    const theirOrder = await ok('POST', '/api/order', { ...sale([{ productId: theirProduct.id, animalId: theirAnimal.id, quantity: 1 }]) }, outsider.headers);
    expect((await call('GET', `/api/order/${theirOrder.id}`)).status).toBe(404);
    expect((await step(theirOrder.id, 'place')).status).toBe(404);
    expect((await call('PUT', `/api/order/${theirOrder.id}`, sale([{ productId: mine.id, animalId: (await steer()).id, quantity: 1 }]))).status).toBe(404);
    expect((await call('POST', '/api/order', sale([{ productId: mine.id, animalId: (await steer()).id, quantity: 1 }]), viewer.headers)).status).toBe(403);
    const draft = await ok('POST', '/api/order', sale([{ productId: mine.id, animalId: (await steer()).id, quantity: 1 }]));
    expect((await step(draft.id, 'place', {}, viewer.headers)).status).toBe(403);
    expect((await call('GET', `/api/order/${draft.id}`, undefined, viewer.headers)).status).toBe(200);
  });
});

describe('orders: the status flow', () => {
  it('goes draft → placed → confirmed → shipped → delivered → paid, each step in the log with who and when', async () => {
    const product = await addProduct({ name: unique('Servicio de maquila'), kind: 'service', unit: 'unit', price: '1500' });
    const order = await ok('POST', '/api/order', sale([{ productId: product.id, quantity: 1 }]));
    expect((await step(order.id, 'pay')).body).toMatchObject({ code: 409, key: 'orders.stepNotAllowed' });
    let answer;
    for (const name of ['place', 'confirm', 'ship', 'deliver', 'pay']) answer = await ok('POST', `/api/order/${order.id}/${name}`, { note: `paso ${name}` });
    expect(answer.status).toBe('paid');
    expect(answer.history.map((entry: { status: string; note: string | null; by: { id: string } }) => [entry.status, entry.note, entry.by.id])).toEqual([
      ['draft', null, seller.userId],
      ['placed', 'paso place', seller.userId],
      ['confirmed', 'paso confirm', seller.userId],
      ['shipped', 'paso ship', seller.userId],
      ['delivered', 'paso deliver', seller.userId],
      ['paid', 'paso pay', seller.userId],
    ]);
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, order.id));
    expect(logged.map((entry) => entry.action).sort()).toEqual(['order.confirm', 'order.create', 'order.deliver', 'order.pay', 'order.place', 'order.ship']);
    expect((await call('PUT', `/api/order/${order.id}`, sale([{ productId: product.id, quantity: 2 }]))).body).toMatchObject({ code: 409, key: 'orders.notDraft' });
  });

  it('refuses a step dated before the order’s previous one, and keeps two steps of one minute in the order taken', async () => {
    const product = await addProduct({ name: unique('Servicio de ensilado'), kind: 'service', unit: 'unit', price: '900' });
    const order = await ok('POST', '/api/order', sale([{ productId: product.id, quantity: 1 }]));
    // Typed today (the draft), placed on last month's day: a past sale entered late.
    await ok('POST', `/api/order/${order.id}/place`, { occurredAt: '2026-10-20T09:05:30Z' });
    const early = await step(order.id, 'confirm', { occurredAt: '2026-10-20T09:04:00Z' });
    expect([early.status, early.body.errors]).toEqual([422, [expect.objectContaining({ param: 'occurredAt', key: 'orders.stepBeforePrevious' })]]);
    // A form writes minutes: 09:05 is the placing's own minute, not before it.
    const confirmed = await ok('POST', `/api/order/${order.id}/confirm`, { occurredAt: '2026-10-20T09:05:00Z' });
    expect(confirmed.history.map((entry: { status: string; occurredAt: string }) => [entry.status, entry.occurredAt])).toEqual([
      ['draft', '2026-11-24T12:00:00.000Z'],
      ['placed', '2026-10-20T09:05:30.000Z'],
      ['confirmed', '2026-10-20T09:05:00.000Z'],
    ]);
  });

  it('cancels an order that has not shipped, and refuses to cancel one that has: a return is a new order', async () => {
    const product = await addProduct({ name: unique('Asesoría'), kind: 'service', unit: 'unit', price: '800' });
    const placed = await ok('POST', '/api/order', sale([{ productId: product.id, quantity: 1 }]));
    await ok('POST', `/api/order/${placed.id}/place`, {});
    expect((await ok('POST', `/api/order/${placed.id}/cancel`, {})).status).toBe('cancelled');
    const shipped = await ok('POST', '/api/order', sale([{ productId: product.id, quantity: 1 }]));
    await ok('POST', `/api/order/${shipped.id}/place`, {});
    await ok('POST', `/api/order/${shipped.id}/ship`, {});
    const refused = await step(shipped.id, 'cancel');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(en['orders.cancelShipped']);
    const spanish = await app.inject({ method: 'POST', url: `/api/order/${shipped.id}/cancel`, headers: { ...seller.headers, 'accept-language': 'es' }, payload: {} });
    expect(spanish.json().message).toBe(es['orders.cancelShipped']);
  });
});

describe('orders: the herd and stock follow', () => {
  it('ships a sale: its steers leave the herd as sold to the buyer, its feed leaves the store, in the shipment’s transaction', async () => {
    const steers = [await steer(), await steer()];
    const byHead = await addProduct();
    const supplyId = await addSupply('Ensilado de maíz', 'kg', 1000);
    const silage = await addProduct({ name: unique('Ensilado'), kind: 'feed', unit: 't', price: '1800', supplyId });
    const buyer = await addCounterparty();
    const order = await ok('POST', '/api/order', { ...sale([...steers.map((animal) => ({ productId: byHead.id, animalId: animal.id, quantity: 1 })), { productId: silage.id, quantity: '0.25' }]), counterparty: null, counterpartyId: buyer.id });
    await ok('POST', `/api/order/${order.id}/place`, { occurredAt: '2026-11-24T07:00:00Z' });
    await ok('POST', `/api/order/${order.id}/ship`, { occurredAt: '2026-11-24T07:30:00Z' });
    for (const animal of steers) {
      const answer = await ok('GET', `/api/animal/${animal.id}`);
      expect(answer.status).toBe('removed');
      const records = await ok('GET', `/api/animal/${animal.id}/record?type=removal`);
      expect(records.items[0]).toMatchObject({ type: 'removal', occurredAt: '2026-11-24T07:30:00.000Z', details: expect.objectContaining({ reason: 'sold', destination: buyer.name }) });
    }
    expect(await supplyStock(supplyId)).toBe(750);
    const made = await db.select({ type: events.type }).from(events).where(and(eq(events.organizationId, org), eq(events.orderId, order.id)));
    expect(made.map((event) => event.type).sort()).toEqual(['order.draft', 'order.placed', 'order.shipped', 'removal', 'removal']);
  });

  it('refuses a shipment the store cannot fill, naming the product, and writes nothing of it', async () => {
    const animal = await steer();
    const byHead = await addProduct();
    const supplyId = await addSupply('Sales minerales', 'kg', 20);
    const salts = await addProduct({ name: unique('Sales minerales'), kind: 'supply', unit: 'kg', price: '35', supplyId });
    const order = await ok('POST', '/api/order', sale([{ productId: byHead.id, animalId: animal.id, quantity: 1 }, { productId: salts.id, quantity: 25 }]));
    await ok('POST', `/api/order/${order.id}/place`, {});
    const refused = await step(order.id, 'ship');
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ param: 'lines.1.quantity', key: 'orders.stockShort', msg: `Not enough ${salts.name} in stock.` });
    expect(await supplyStock(supplyId)).toBe(20);
    expect((await ok('GET', `/api/animal/${animal.id}`)).status).toBe('active');
    expect((await ok('GET', `/api/order/${order.id}`)).status).toBe('placed');
  });

  it('delivers a purchase of feed into its store', async () => {
    const supplyId = await addSupply('Rastrojo de avena', 'kg', 100);
    const hay = await addProduct({ name: unique('Pacas de avena'), kind: 'feed', unit: 't', price: '3200', supplyId });
    const mill = await addCounterparty({ name: unique('Forrajes Anáhuac'), kind: 'supplier' });
    const order = await ok('POST', '/api/order', { direction: 'purchase', currency: 'MXN', counterpartyId: mill.id, lines: [{ productId: hay.id, quantity: 2 }] });
    await ok('POST', `/api/order/${order.id}/place`, {});
    await ok('POST', `/api/order/${order.id}/ship`, {});
    expect(await supplyStock(supplyId)).toBe(100);
    const delivered = await ok('POST', `/api/order/${order.id}/deliver`, {});
    expect(delivered.status).toBe('delivered');
    expect(await supplyStock(supplyId)).toBe(2100);
  });

  it('draws a drug sale from the cabinet first-expired first, and refuses drugs on a purchase', async () => {
    const drug = await ok('POST', '/api/drug', drugPayload({ name: unique('Ivermectina 1 %') }));
    const receive = (batch: string, expiresOn: string) =>
      ok('POST', `/api/drug/${drug.id}/pack`, { batch, expiresOn, receivedAt: '2026-11-02T09:00:00Z', size: { value: 500, unit: 'mL' }, location: { warehouse: 'Botiquín' } });
    const [late] = await receive('L-LATE', '2027-09-30');
    const [early] = await receive('L-EARLY', '2027-01-31');
    const product = await addProduct({ name: unique('Ivermectina a granel'), kind: 'drug', unit: 'L', price: '900', drugId: drug.id });
    const order = await ok('POST', '/api/order', sale([{ productId: product.id, quantity: '0.6' }]));
    await ok('POST', `/api/order/${order.id}/place`, {});
    await ok('POST', `/api/order/${order.id}/ship`, {});
    const onHand = async (id: string) => (await ok('GET', `/api/drug/pack/${id}`)).stockOnHand as number;
    expect([await onHand(early.id), await onHand(late.id)]).toEqual([0, 400]);
    const purchase = await call('POST', '/api/order', { direction: 'purchase', currency: 'MXN', counterparty: { name: unique('Distribuidora'), kind: 'supplier' }, lines: [{ productId: product.id, quantity: 1 }] });
    expect(purchase.body.errors[0]).toMatchObject({ param: 'lines.0.productId', key: 'orders.drugPurchaseInCabinet' });
  });
});

describe('orders: withdrawal blocks the sale', () => {
  async function treated(tagNumber: string) {
    const drug = await ok('POST', '/api/drug', drugPayload({ name: unique('Oxitetraciclina LA') }));
    const [pack] = await ok('POST', `/api/drug/${drug.id}/pack`, { batch: 'L-2291', expiresOn: '2027-06-30', receivedAt: '2026-11-02T09:00:00Z', size: { value: 100, unit: 'mL' }, location: { warehouse: 'Botiquín' } });
    const animal = await insertAnimal(app, org, { tagNumber });
    await ok('POST', `/api/animal/${animal.id}/record`, { type: 'treatment', occurredAt: '2026-11-20T08:00:00Z', drugId: drug.id, packId: pack.id, dose: { value: 20, unit: 'mL' }, route: 'intramuscular', reason: 'Neumonía' });
    return { animal, drug: drug.name as string };
  }

  it('refuses to place a sale of a steer in meat withdrawal (Order Not Placed), naming the steer, the drug and the end', async () => {
    const { animal, drug } = await treated(unique('MX-0911').replace(' ', '-'));
    const clear = await steer();
    const byHead = await addProduct();
    const order = await ok('POST', '/api/order', sale([{ productId: byHead.id, animalId: clear.id, quantity: 1 }, { productId: byHead.id, animalId: animal.id, quantity: 1 }]));
    const refused = await step(order.id, 'place');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(en['errors.orderNotPlaced']);
    expect(refused.body.errors).toEqual([
      { param: 'lines.1.animalId', key: 'drugs.inMeatWithdrawal', msg: `${animal.tagNumber} is in meat withdrawal for ${drug} until 18/12/2026 8:00 AM.`, params: { tag: animal.tagNumber, drug, endsAt: '18/12/2026 8:00 AM' } },
    ]);
    expect((await ok('GET', `/api/order/${order.id}`)).status).toBe('draft');
  });

  it('places a sale to ship after the withdrawal ends, and refuses to ship it early', async () => {
    const { animal } = await treated(unique('MX-0912').replace(' ', '-'));
    const byHead = await addProduct();
    const order = await ok('POST', '/api/order', sale([{ productId: byHead.id, animalId: animal.id, quantity: 1 }], { shipOn: '2026-12-19' }));
    await ok('POST', `/api/order/${order.id}/place`, {});
    const early = await step(order.id, 'ship', { occurredAt: '2026-11-25T08:00:00Z' });
    expect(early.status).toBe(409);
    expect(early.body.errors[0]).toMatchObject({ param: 'lines.0.animalId', key: 'drugs.inMeatWithdrawal' });
    expect((await ok('GET', `/api/animal/${animal.id}`)).status).toBe('active');
  });

  it('refuses milk from a cow in milk withdrawal', async () => {
    const { animal } = await treated(unique('MX-0913').replace(' ', '-'));
    const milk = await addProduct({ name: unique('Leche de la ordeña'), kind: 'milk', unit: 'L', price: '8.35' });
    const order = await ok('POST', '/api/order', sale([{ productId: milk.id, quantity: 30, sourceAnimalIds: [animal.id] }]));
    const refused = await step(order.id, 'place');
    expect(refused.body.errors[0]).toMatchObject({ param: 'lines.0.sourceAnimalIds', key: 'drugs.inMilkWithdrawal' });
  });
});

describe('orders: two people at once', () => {
  it('ships the last straws once when two orders ship at the same time', async () => {
    const supplyId = await addSupply('Pajillas Brahman', 'straw', 10);
    const straws = await addProduct({ name: unique('Pajilla Brahman'), kind: 'supply', unit: 'straw', price: '380', supplyId });
    const orders = [];
    for (let index = 0; index < 2; index += 1) {
      const order = await ok('POST', '/api/order', sale([{ productId: straws.id, quantity: 8 }]));
      await ok('POST', `/api/order/${order.id}/place`, {});
      orders.push(order);
    }
    const answers = await Promise.all(orders.map((order) => step(order.id, 'ship')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await supplyStock(supplyId)).toBe(2);
  });
});

describe('orders: numbered', () => {
  it('numbers sales and purchases each in their own series from 1, with no number twice when orders are made at once', async () => {
    const member = await createMember(app, { grants: { orders: FULL } });
    const post = (url: string, payload: object) => ok('POST', url, payload, member.headers);
    const hay = await post('/api/order/product', { name: 'Pacas de avena', kind: 'feed', unit: 't', price: '3200', currency: 'MXN' });
    const parties = { sale: await post('/api/order/counterparty', { name: 'Engorda El Mezquite', kind: 'customer' }), purchase: await post('/api/order/counterparty', { name: 'Forrajes del Norte', kind: 'supplier' }) };
    const body = (direction: 'sale' | 'purchase') => ({ direction, currency: 'MXN', counterpartyId: parties[direction].id, lines: [{ productId: hay.id, quantity: 1 }] });
    const sales = await Promise.all(Array.from({ length: 6 }, () => post('/api/order', body('sale'))));
    const purchases = await Promise.all(Array.from({ length: 3 }, () => post('/api/order', body('purchase'))));
    expect(sales.map((order) => order.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(purchases.map((order) => order.number).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    // A search of digits finds the order of that number; a sale stays a sale.
    expect((await ok('GET', '/api/order?direction=sale&search=4', undefined, member.headers)).items.map((order: { number: number }) => order.number)).toEqual([4]);
    const fourth = sales.find((order) => order.number === 4)!;
    const turned = await call('PUT', `/api/order/${fourth.id}`, body('purchase'), member.headers);
    expect([turned.status, turned.body.errors]).toEqual([422, [expect.objectContaining({ param: 'direction', key: 'orders.directionFixed' })]]);
  });
});

describe('orders: the list as a file and the monthly summary', () => {
  it('exports the filtered sales as CSV and XLSX in the reader’s language, amounts in major units', async () => {
    const service = await addProduct({ name: unique('Pastoreo a piso'), kind: 'service', unit: 'unit', price: '1250.50' });
    const order = await ok('POST', '/api/order', sale([{ productId: service.id, quantity: 2 }], { reference: 'EXP-7781' }));
    const csv = await app.inject({ method: 'GET', url: '/api/order/export?direction=sale&search=EXP-7781', headers: { ...seller.headers, 'accept-language': 'es' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const cells = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.slice(1, -1).split('","'));
    expect(cells).toEqual([
      ['N.º', 'Creado', 'Venta o compra', 'Cliente o proveedor', 'Referencia', 'Estado', 'Envío el', 'Líneas', 'Neto', 'Impuestos', 'Total', 'Moneda'],
      [String(order.number), order.createdAt.slice(0, 10).split('-').reverse().join('/'), 'Venta', order.counterparty.name, 'EXP-7781', 'Borrador', '', '1', '2501', '0', '2501', 'MXN'],
    ]);
    const xlsx = await app.inject({ method: 'GET', url: '/api/order/export?format=xlsx&search=EXP-7781', headers: seller.headers });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await app.inject({ method: 'GET', url: '/api/order/export?format=pdf', headers: seller.headers })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/order/export', headers: viewer.headers })).statusCode).toBe(403);
  });

  it('sums revenue and cost per month and product kind in one currency, from the month each order was placed', async () => {
    const org2 = await createMember(app, { grants: { orders: FULL, farms: FULL } });
    const post = (url: string, payload: object) => ok('POST', url, payload, org2.headers);
    const milk = await post('/api/order/product', { name: 'Leche', kind: 'milk', unit: 'L', price: '8.35', currency: 'MXN' });
    const feed = await post('/api/order/product', { name: 'Pacas', kind: 'feed', unit: 't', price: '3200', currency: 'MXN' });
    const semen = await post('/api/order/product', { name: 'Pajilla', kind: 'semen', unit: 'straw', price: '30', currency: 'EUR' });
    const customer = await post('/api/order/counterparty', { name: 'Lácteos', kind: 'customer' });
    const placed = async (body: object, at: string) => {
      const order = await post('/api/order', { counterpartyId: customer.id, ...body });
      return post(`/api/order/${order.id}/place`, { occurredAt: at });
    };
    await placed({ direction: 'sale', currency: 'MXN', lines: [{ productId: milk.id, quantity: 1000 }] }, '2026-10-05T08:00:00Z');
    await placed({ direction: 'sale', currency: 'MXN', lines: [{ productId: milk.id, quantity: 500 }] }, '2026-11-02T08:00:00Z');
    await placed({ direction: 'purchase', currency: 'MXN', lines: [{ productId: feed.id, quantity: 2 }] }, '2026-11-03T08:00:00Z');
    await placed({ direction: 'sale', currency: 'EUR', lines: [{ productId: semen.id, quantity: 10 }] }, '2026-11-03T08:00:00Z');
    const cancelled = await placed({ direction: 'sale', currency: 'MXN', lines: [{ productId: milk.id, quantity: 9999 }] }, '2026-11-04T08:00:00Z');
    await post(`/api/order/${cancelled.id}/cancel`, {});
    await post('/api/order', { counterpartyId: customer.id, direction: 'sale', currency: 'MXN', lines: [{ productId: milk.id, quantity: 7777 }] });

    const summary = await ok('GET', '/api/order/summary?from=2026-10&to=2026-11', undefined, org2.headers);
    expect(summary).toEqual({
      currency: 'MXN',
      currencies: ['MXN', 'EUR'],
      months: ['2026-10', '2026-11'],
      rows: [
        { month: '2026-10', kind: 'milk', revenueMinor: 835_000, costMinor: 0 },
        { month: '2026-11', kind: 'milk', revenueMinor: 417_500, costMinor: 0 },
        { month: '2026-11', kind: 'feed', revenueMinor: 0, costMinor: 640_000 },
      ],
      totals: { revenueMinor: 1_252_500, costMinor: 640_000, marginMinor: 612_500 },
    });
    const euros = await ok('GET', '/api/order/summary?currency=EUR', undefined, org2.headers);
    expect(euros.rows).toEqual([{ month: '2026-11', kind: 'semen', revenueMinor: 30_000, costMinor: 0 }]);
    expect(euros.months).toHaveLength(12);
    expect((await call('GET', '/api/order/summary?from=2026-13')).body.errors[0]).toMatchObject({ param: 'from', key: 'orders.monthInvalid' });
  });
});
