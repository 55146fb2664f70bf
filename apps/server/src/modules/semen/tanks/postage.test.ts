import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import { FULL, goodSample, semenTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { org, call, unique, naab } = await semenTestbed(app);
const clerk = await createMember(app, { organizationId: org, grants: { semenAutomation: FULL, orders: FULL } });
const viewer = await createMember(app, { organizationId: org, grants: { semenAutomation: ['view'], orders: ['view'] } });
const outsider = await createMember(app, { grants: { semenAutomation: FULL, orders: FULL } });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = clerk.headers) => {
  const { status, body } = await call(method, url, payload, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
};
const at = '2026-11-22T09:00:00Z';

/** A batch (approved unless told), its straws stored in two packs of `first` and `second`. */
async function batch(first: number, second: number, approve = true) {
  const sire = await ok('POST', '/api/semen/sire', { name: unique('Brahman Don Pancho'), naabCode: naab() });
  await ok('POST', `/api/semen/sire/${sire.id}/health-test`, { testedOn: '2026-10-01', disease: 'Tuberculosis', result: 'negative' });
  const collection = await ok('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-01T08:30:00Z', ...goodSample });
  const id = collection.batch.id as string;
  if (!approve) return { id, packs: [] as string[] };
  await ok('POST', `/api/semen/batch/${id}/decision`, { decision: 'approve', postThawMotilityPercent: 42 });
  const tank = await ok('POST', '/api/semen/tank', { name: unique('Termo'), canisters: 4 });
  const packs = [];
  for (const [canister, straws] of [first, second].entries()) packs.push((await ok('POST', `/api/semen/batch/${id}/store`, { tankId: tank.id, canister: canister + 1, straws, occurredAt: at })).id as string);
  return { id, packs };
}
const straws = async (packId: string) => (await ok('GET', '/api/semen/pack?empty=true&limit=1000')).items.find((pack: { id: string }) => pack.id === packId)?.straws;
const product = (semenBatchId: string, unit = 'straw') => ok('POST', '/api/order/product', { name: unique('Pajuela Brahman'), kind: 'semen', unit, price: '450', currency: 'MXN', semenBatchId });
const placedSale = async (productId: string, quantity: number | string) => {
  const order = await ok('POST', '/api/order', { direction: 'sale', currency: 'MXN', counterparty: { name: unique('Rancho El Sauz'), kind: 'customer' }, lines: [{ productId, quantity }] });
  await ok('POST', `/api/order/${order.id}/place`, {});
  return order.id as string;
};

describe('postage: straws shipped through an order', () => {
  it('ships a sale of straws out of the batch’s packs, first stored first used, in the shipment’s own event', async () => {
    const { id, packs } = await batch(3, 10);
    const straw = await product(id);
    expect(straw.semenBatch).toMatchObject({ id });
    const orderId = await placedSale(straw.id, 5);
    await ok('POST', `/api/order/${orderId}/ship`, {});
    expect([await straws(packs[0]!), await straws(packs[1]!)]).toEqual([0, 8]);
    const [shipped] = await db.select().from(events).where(and(eq(events.orderId, orderId), eq(events.type, 'order.shipped')));
    expect(shipped).toBeDefined();
  });

  it('refuses fractions of a straw, a product not counted in straws, a batch not approved, more straws than stored, and writes nothing', async () => {
    const { id, packs } = await batch(2, 2);
    const half = await placedSale((await product(id)).id, '2.5');
    expect((await call('POST', `/api/order/${half}/ship`, {}, clerk.headers)).body.errors[0]).toMatchObject({ param: 'lines.0.quantity', key: 'semen.wholeStraws' });
    const doses = await placedSale((await product(id, 'unit')).id, 1);
    expect((await call('POST', `/api/order/${doses}/ship`, {}, clerk.headers)).body.errors[0]).toMatchObject({ param: 'lines.0.quantity', key: 'ledger.unitCannotConvert' });
    const quarantined = await batch(0, 0, false);
    const early = await placedSale((await product(quarantined.id)).id, 1);
    const refused = await call('POST', `/api/order/${early}/ship`, {}, clerk.headers);
    expect([refused.status, refused.body.errors[0]?.key]).toEqual([409, 'semen.batchNotApproved']);
    const many = await placedSale((await product(id)).id, 5);
    const short = await call('POST', `/api/order/${many}/ship`, {}, clerk.headers);
    expect([short.status, short.body.errors[0]?.key]).toEqual([409, 'orders.stockShort']);
    expect((await call('POST', `/api/order/${many}/ship`, {}, viewer.headers)).status).toBe(403);
    expect([await straws(packs[0]!), await straws(packs[1]!)]).toEqual([2, 2]);
    expect((await ok('GET', `/api/order/${many}`)).status).toBe('placed');
  });

  it('links a straw product to the organisation’s batches only, and to semen only', async () => {
    const { id } = await batch(1, 1);
    const theirs = await call('POST', '/api/order/product', { name: unique('Pajuela'), kind: 'semen', unit: 'straw', price: '450', currency: 'MXN', semenBatchId: id }, outsider.headers);
    expect([theirs.status, theirs.body.errors[0]?.param]).toEqual([404, 'semenBatchId']);
    const feed = await call('POST', '/api/order/product', { name: unique('Pajuela'), kind: 'feed', unit: 'straw', price: '450', currency: 'MXN', semenBatchId: id }, clerk.headers);
    expect([feed.status, feed.body.errors[0]]).toEqual([422, expect.objectContaining({ param: 'semenBatchId', key: 'orders.stockNotOfKind' })]);
  });
});
