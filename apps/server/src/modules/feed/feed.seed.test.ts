import { nutrients } from '@ganado/shared/feed';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { assets, counterparties, events, feedIngredients, feedLotAnalyses, feedLots, feedSupplierPrices } from '../../db/schema';
import { runSeeds } from '../../seed';
import { createTestDatabase } from '../../test/database';

const database = await createTestDatabase({ seed: false });
const { db } = database;
afterAll(() => database.close());

describe('the demo’s feed room', () => {
  it('seeds ten library feeds with valid compositions, a feed mill and the forage grower with price lists, lots in store by their receipts, and one analysis', async () => {
    await runSeeds(database, { demo: true });
    const library = await db.select().from(feedIngredients).orderBy(asc(feedIngredients.name));
    expect(library).toHaveLength(10);
    for (const feed of library) expect(nutrients.safeParse(feed.nutrients).success, feed.name).toBe(true);
    expect(library.every((feed) => feed.source && feed.marketPriceCurrency === 'MXN')).toBe(true);
    const sellers = await db
      .selectDistinct({ name: counterparties.name, kind: counterparties.kind })
      .from(feedSupplierPrices)
      .innerJoin(counterparties, eq(counterparties.id, feedSupplierPrices.supplierId))
      .orderBy(asc(counterparties.name));
    expect(sellers).toEqual([
      { name: 'Forrajes Anáhuac', kind: 'supplier' },
      { name: 'Molino La Norteña', kind: 'supplier' },
    ]);
    const lots = await db.select({ number: feedLots.number, kg: assets.stockOnHand, price: feedLots.pricePerTonneMinor }).from(feedLots).innerJoin(assets, eq(assets.id, feedLots.id)).orderBy(asc(feedLots.number));
    expect(lots.map((lot) => lot.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Enough for a pen of finishing steers: tonnes of silage, grain and protein, each lot priced.
    expect(lots.reduce((sum, lot) => sum + Number(lot.kg), 0)).toBeGreaterThan(190_000);
    expect(lots.every((lot) => lot.price !== null)).toBe(true);
    expect(await db.$count(events, sql`${events.type} = 'feedReceived'`)).toBe(10);
    expect(await db.$count(feedLotAnalyses)).toBe(1);
  });
});
