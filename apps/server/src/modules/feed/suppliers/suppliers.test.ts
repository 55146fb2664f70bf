import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, counterparties } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { feedTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { org, viewer, outsider, call, ok, unique, ingredient, supplier } = await feedTestbed(app);
const logged = async (entityId: string) => (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId))).map((entry) => entry.action);
const price = (ingredientId: string, amountMinor: number, validFrom: string) => ({ ingredientId, pricePerTonne: { amountMinor, currency: 'MXN' }, validFrom });

describe('feed suppliers', () => {
  it('adds a supplier as a counterparty of kind supplier, which the orders module lists too; logs it', async () => {
    const name = unique('Molino La Norteña');
    const added = await ok('POST', '/api/feed/supplier', { name, email: 'ventas@molino.mx', phone: '+52 625 581 4470', address: 'Cuauhtémoc' });
    expect(added).toMatchObject({ name, email: 'ventas@molino.mx', prices: [] });
    const [row] = await db.select().from(counterparties).where(eq(counterparties.id, added.id));
    expect(row).toMatchObject({ organizationId: org, kind: 'supplier' });
    expect(await logged(added.id)).toEqual(['feedSupplier.create']);
    expect((await ok('GET', `/api/feed/supplier?search=${encodeURIComponent(name)}`, undefined, viewer.headers)).items.map((item: { id: string }) => item.id)).toEqual([added.id]);
  });

  it('keeps a price list newest first, today’s price of each feed marked current, and takes a price off it', async () => {
    const [silage, hay] = [await ingredient(), await ingredient({ category: 'forage' })];
    const seller = await supplier();
    await ok('POST', `/api/feed/supplier/${seller.id}/price`, price(silage.id, 175_000, '2026-08-01'));
    await ok('POST', `/api/feed/supplier/${seller.id}/price`, price(silage.id, 180_000, '2026-11-01'));
    await ok('POST', `/api/feed/supplier/${seller.id}/price`, price(hay.id, 650_000, '2026-09-15T00:00:00Z'));
    const listed = await ok('POST', `/api/feed/supplier/${seller.id}/price`, price(silage.id, 190_000, '2027-01-01'));
    expect(listed.prices.map((item: { ingredient: { id: string }; pricePerTonne: { amountMinor: number }; validFrom: string; current: boolean }) => [item.ingredient.id, item.pricePerTonne.amountMinor, item.validFrom, item.current])).toEqual([
      [silage.id, 190_000, '2027-01-01', false],
      [silage.id, 180_000, '2026-11-01', true],
      [hay.id, 650_000, '2026-09-15', true],
      [silage.id, 175_000, '2026-08-01', false],
    ]);
    const current = listed.prices[1];
    const removed = await ok('DELETE', `/api/feed/supplier/${seller.id}/price/${current.id}`);
    expect(removed.prices.find((item: { validFrom: string }) => item.validFrom === '2026-08-01').current).toBe(true);
    expect(await logged(seller.id)).toEqual(['feedSupplier.create', 'feedSupplier.price', 'feedSupplier.price', 'feedSupplier.price', 'feedSupplier.price', 'feedSupplier.price']);
  });

  it('refuses a name taken by any counterparty (409), bad input (422 on the field), a viewer (403), another organisation’s supplier, feed or price (404)', async () => {
    const first = await supplier();
    const taken = await call('POST', '/api/feed/supplier', { name: first.name.toLowerCase() });
    expect([taken.status, taken.body.errors[0]]).toEqual([409, expect.objectContaining({ param: 'name', key: 'orders.counterpartyNameTaken' })]);
    for (const [payload, param, key] of [
      [{ name: '' }, 'name', 'validation.required'],
      [{ name: unique('X'), email: 'no-es-correo' }, 'email', 'orders.emailInvalid'],
    ] as const) {
      const { status, body } = await call('POST', '/api/feed/supplier', payload);
      expect([status, body.errors[0]?.param, body.errors[0]?.key]).toEqual([422, param, key]);
    }
    const feed = await ingredient();
    for (const [payload, param] of [
      [{ ...price(feed.id, 100, 'ayer') }, 'validFrom'],
      [{ ...price(feed.id, 100, '2026-01-01'), pricePerTonne: { amountMinor: 100, currency: 'XXY' } }, 'pricePerTonne.currency'],
      [{ ...price('nope', 100, '2026-01-01') }, 'ingredientId'],
    ] as const) {
      const { status, body } = await call('POST', `/api/feed/supplier/${first.id}/price`, payload);
      expect([status, body.errors[0]?.param]).toEqual([422, param]);
    }
    expect((await call('POST', '/api/feed/supplier', { name: unique('X') }, viewer.headers)).status).toBe(403);
    expect((await call('POST', `/api/feed/supplier/${first.id}/price`, price(feed.id, 100, '2026-01-01'), viewer.headers)).status).toBe(403);
    const listed = await ok('POST', `/api/feed/supplier/${first.id}/price`, price(feed.id, 100, '2026-01-01'));
    expect((await call('DELETE', `/api/feed/supplier/${first.id}/price/${listed.prices[0].id}`, undefined, viewer.headers)).status).toBe(403);

    const theirSupplier = await supplier(outsider.headers);
    const theirFeed = await ingredient({}, outsider.headers);
    const theirList = await ok('POST', `/api/feed/supplier/${theirSupplier.id}/price`, price(theirFeed.id, 100, '2026-01-01'), outsider.headers);
    expect((await call('POST', `/api/feed/supplier/${theirSupplier.id}/price`, price(feed.id, 100, '2026-01-01'))).status).toBe(404);
    const strange = await call('POST', `/api/feed/supplier/${first.id}/price`, price(theirFeed.id, 100, '2026-01-01'));
    expect([strange.status, strange.body.errors[0]?.param]).toEqual([404, 'ingredientId']);
    expect((await call('DELETE', `/api/feed/supplier/${theirSupplier.id}/price/${theirList.prices[0].id}`)).status).toBe(404);
    // Their price under our supplier is no price of ours either.
    expect((await call('DELETE', `/api/feed/supplier/${first.id}/price/${theirList.prices[0].id}`)).status).toBe(404);
    // A customer is not a supplier.
    const [customer] = await db.insert(counterparties).values({ organizationId: org, name: unique('Cliente'), kind: 'customer' }).returning();
    expect((await call('POST', `/api/feed/supplier/${customer!.id}/price`, price(feed.id, 100, '2026-01-01'))).status).toBe(404);
    expect((await ok('GET', '/api/feed/supplier?limit=1000')).items.map((item: { id: string }) => item.id)).not.toContain(customer!.id);
  });
});
