import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { assets, events, orderLines, orders, products, supplies } from '../../db/schema';
import { runSeeds } from '../../seed';
import { createTestDatabase } from '../../test/database';

const database = await createTestDatabase({ seed: false });
const { db } = database;
afterAll(() => database.close());

describe('the demo’s orders', () => {
  it('seeds a priced catalogue, a draft sale of two weaned calves, a paid milk sale and a delivered silage purchase that filled the store', async () => {
    await runSeeds(database, { demo: true });
    expect(await db.$count(products)).toBe(7);
    const book = await db.select().from(orders).orderBy(asc(orders.id));
    expect(book.map((order) => [order.direction, order.status])).toEqual([
      ['sale', 'draft'],
      ['sale', 'paid'],
      ['purchase', 'delivered'],
    ]);
    const calves = await db.select().from(orderLines).where(eq(orderLines.orderId, book[0]!.id)).orderBy(asc(orderLines.position));
    // Two weaned calves by live weight: 246.5 kg and 231 kg at 62 MXN.
    expect(calves.map((line) => [Boolean(line.animalId), line.grossMinor])).toEqual([
      [true, 1_528_300],
      [true, 1_432_200],
    ]);
    // 4,820.5 L at 8.35 MXN: 40,251.175 rounds half to even to 40,251.18.
    expect(book[1]).toMatchObject({ netMinor: 4_025_118, taxMinor: 0, grossMinor: 4_025_118 });
    const [silage] = await db.select({ stock: assets.stockOnHand }).from(supplies).innerJoin(assets, eq(assets.id, supplies.id)).where(eq(supplies.name, 'Ensilado de maíz'));
    expect(silage?.stock).toBe(80);
    const history = await db.select({ type: events.type }).from(events).where(and(eq(events.orderId, book[1]!.id), like(events.type, 'order.%'))).orderBy(asc(events.occurredAt));
    expect(history.map((event) => event.type)).toEqual(['order.draft', 'order.placed', 'order.confirmed', 'order.shipped', 'order.delivered', 'order.paid']);
  });
});
