import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { feedTestbed, silage } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { viewer, outsider, call, ok, unique, ingredient, supplier, lot } = await feedTestbed(app);
const logged = async (entityId: string) => (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId))).map((entry) => entry.action);

describe('the feed library', () => {
  it('adds a feed with its composition, price and safety limits, keeping only the nutrients known; logs it', async () => {
    const name = unique('Premezcla');
    const added = await ok('POST', '/api/feed/ingredient', {
      name,
      category: 'mineral',
      dmPercent: 97,
      nutrients: { ca: 16, p: 8, cu: 1500, vitA: 400000, cp: null },
      caAbsorption: 0.6,
      marketPrice: { amountMinor: 2_800_000, currency: 'mxn' },
      safety: { maxPercentOfDm: 1.5, notForSpecies: ['sheep', 'sheep'], toxicity: 'Cobre' },
      source: 'Hoja técnica',
    });
    expect(added).toMatchObject({
      name,
      nutrients: { ca: 16, p: 8, cu: 1500, vitA: 400000 },
      caAbsorption: 0.6,
      pAbsorption: null,
      marketPrice: { amountMinor: 2_800_000, currency: 'MXN' },
      safety: { maxPercentOfDm: 1.5, maxKgDmPerHead: null, notForSpecies: ['sheep'], toxicity: 'Cobre' },
      stockKg: 0,
      bestSupplierPrice: null,
    });
    expect(added.nutrients).not.toHaveProperty('cp');
    expect(await ok('GET', `/api/feed/ingredient/${added.id}`, undefined, viewer.headers)).toEqual(added);
    expect(await logged(added.id)).toEqual(['ingredient.create']);
  });

  it('answers each feed’s stock over its lots and the lowest current supplier price; filters by category and stock', async () => {
    const feed = await ingredient({ category: 'grain' });
    const [cheap, dear] = [await supplier(), await supplier()];
    await ok('POST', `/api/feed/supplier/${dear.id}/price`, { ingredientId: feed.id, pricePerTonne: { amountMinor: 650_000, currency: 'MXN' }, validFrom: '2026-10-01' });
    await ok('POST', `/api/feed/supplier/${cheap.id}/price`, { ingredientId: feed.id, pricePerTonne: { amountMinor: 610_000, currency: 'MXN' }, validFrom: '2026-10-01' });
    // A lower price from next month is not today's.
    await ok('POST', `/api/feed/supplier/${dear.id}/price`, { ingredientId: feed.id, pricePerTonne: { amountMinor: 500_000, currency: 'MXN' }, validFrom: '2026-12-01' });
    await lot(feed.id, { quantityKg: 1200 });
    await lot(feed.id, { quantityKg: 800.5 });
    const answer = await ok('GET', `/api/feed/ingredient/${feed.id}`);
    expect(answer).toMatchObject({ stockKg: 2000.5, bestSupplierPrice: { amountMinor: 610_000, currency: 'MXN', supplierId: cheap.id, supplierName: cheap.name } });
    const grains = await ok('GET', '/api/feed/ingredient?category=grain&inStock=true&limit=100');
    expect(grains.items.map((item: { id: string }) => item.id)).toContain(feed.id);
    expect(grains.items.every((item: { category: string; stockKg: number }) => item.category === 'grain' && item.stockKg > 0)).toBe(true);
    const empty = await ok('GET', '/api/feed/ingredient?inStock=false&limit=100');
    expect(empty.items.map((item: { id: string }) => item.id)).not.toContain(feed.id);
    const sorted = await ok('GET', '/api/feed/ingredient?col=stockKg&desc=true&limit=1');
    expect(sorted.items[0].id).toBe(feed.id);
    expect((await ok('GET', `/api/feed/ingredient?search=${encodeURIComponent(feed.name)}`)).items.map((item: { id: string }) => item.id)).toEqual([feed.id]);
  });

  it('changes a feed and logs what it was', async () => {
    const feed = await ingredient();
    const changed = await ok('PUT', `/api/feed/ingredient/${feed.id}`, silage({ name: feed.name, dmPercent: 33, nutrients: { cp: 7.5 }, marketPrice: null }));
    expect(changed).toMatchObject({ dmPercent: 33, nutrients: { cp: 7.5 }, marketPrice: null });
    expect(await logged(feed.id)).toEqual(['ingredient.create', 'ingredient.update']);
  });

  it('refuses bad figures (422 on the field), an unknown species (422 on its place), a name taken (409), a viewer (403), another organisation’s feed (404)', async () => {
    for (const [payload, param, key] of [
      [silage({ name: unique('X'), dmPercent: 0 }), 'dmPercent', 'feed.dmRange'],
      [silage({ name: unique('X'), category: 'hay' }), 'category', 'feed.categoryRequired'],
      [silage({ name: unique('X'), nutrients: { ndf: 30, adf: 40 } }), 'nutrients.adf', 'feed.adfAboveNdf'],
      [silage({ name: unique('X'), nutrients: { nem: 7.2 * 4.184 } }), 'nutrients.nem', 'feed.energyRange'],
      [silage({ name: unique('X'), marketPrice: { amountMinor: 1.5, currency: 'MXN' } }), 'marketPrice.amountMinor', 'validation.invalid'],
      [silage({ name: unique('X'), safety: { notForSpecies: ['cattle', 'unicorn'] } }), 'safety.notForSpecies.1', 'animals.speciesUnknown'],
    ] as const) {
      const { status, body } = await call('POST', '/api/feed/ingredient', payload);
      expect([status, body.errors[0]?.param, body.errors[0]?.key], key).toEqual([422, param, key]);
    }
    const first = await ingredient();
    const taken = await call('POST', '/api/feed/ingredient', silage({ name: first.name.toUpperCase() }));
    expect([taken.status, taken.body.errors[0]]).toEqual([409, expect.objectContaining({ param: 'name', key: 'feed.ingredientNameTaken' })]);
    const other = await ingredient();
    expect((await call('PUT', `/api/feed/ingredient/${other.id}`, silage({ name: first.name }))).status).toBe(409);
    expect((await call('POST', '/api/feed/ingredient', silage({ name: unique('X') }), viewer.headers)).status).toBe(403);
    expect((await call('PUT', `/api/feed/ingredient/${first.id}`, silage({ name: unique('X') }), viewer.headers)).status).toBe(403);
    expect((await call('GET', '/api/feed/ingredient', undefined, { authorization: 'Bearer nobody' })).status).toBe(401);
    const theirs = await ingredient({}, outsider.headers);
    expect((await call('GET', `/api/feed/ingredient/${theirs.id}`)).status).toBe(404);
    expect((await call('PUT', `/api/feed/ingredient/${theirs.id}`, silage({ name: unique('Mío') }))).status).toBe(404);
    expect((await ok('GET', '/api/feed/ingredient?limit=1000')).items.map((item: { id: string }) => item.id)).not.toContain(theirs.id);
  });
});
