import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { animalRecords, assets, inseminators, semenBatches, semenCollections, semenPacks } from '../../db/schema';
import { runSeeds } from '../../seed';
import { createTestDatabase } from '../../test/database';

const database = await createTestDatabase({ seed: false });
const { db } = database;
afterAll(() => database.close());

describe('the demo’s semen automation', () => {
  it('seeds a bull with three collections, one rejected, and a year of AI services by two inseminators each drawing a straw', async () => {
    await runSeeds(database, { demo: true });
    const batches = await db.select({ status: semenBatches.status }).from(semenBatches).innerJoin(semenCollections, eq(semenCollections.id, semenBatches.collectionId)).orderBy(asc(semenCollections.collectedAt));
    expect(batches.map((batch) => batch.status)).toEqual(['approved', 'rejected', 'approved']);
    // The demo's farmer, a user, and an outside technician.
    expect(await db.$count(inseminators)).toBe(2);
    expect(await db.$count(inseminators, isNotNull(inseminators.userId))).toBe(1);
    const services = await db
      .select({ at: animalRecords.occurredAt, inseminator: sql<string>`${animalRecords.details}->>'inseminatorId'`, pack: sql<string>`${animalRecords.details}->>'semenPackId'` })
      .from(animalRecords)
      .where(and(eq(animalRecords.type, 'service'), sql`${animalRecords.details}->>'inseminatorId' is not null`));
    expect(new Set(services.map((service) => service.inseminator)).size).toBe(2);
    const days = services.map((service) => service.at.getTime());
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThan(200);
    // Each pack holds what was stored less one straw per service drawn from it: the log's stock.
    const packs = await db.select({ id: semenPacks.id, straws: assets.stockOnHand }).from(semenPacks).innerJoin(assets, eq(assets.id, semenPacks.id)).orderBy(asc(semenPacks.canister));
    const drawn = (id: string) => services.filter((service) => service.pack === id).length;
    expect(packs.map((pack) => Number(pack.straws) + drawn(pack.id))).toEqual([150, 200]);
    expect(await db.$count(animalRecords, and(eq(animalRecords.type, 'pregnancyCheck'), sql`${animalRecords.details}->>'fetusAgeDays' = '35'`))).toBeGreaterThan(3);
  });
});
