import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { bossDb } from './pg-boss-db';

const database = await createTestDatabase({ seed: false });
afterAll(() => database.close());

/** Lets every settled promise's callbacks run (no timer involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("pg-boss's connection to the app's database", () => {
  it('answers while open, and leaves a statement sent after closing unanswered rather than made up', async () => {
    const db = bossDb(database);
    expect((await db.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await db.close();

    // pg-boss reads `rows[0].count` of a late `fail`: an empty answer threw, unhandled, after the tests.
    let outcome = 'pending';
    db.executeSql('select 1 as one').then(
      () => (outcome = 'answered'),
      () => (outcome = 'refused'),
    );
    await settle();
    await settle();
    expect(outcome).toBe('pending');
  });
});
