import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { insertRows, ROWS_PER_STATEMENT } from './insert-rows';
import { orderedId } from './ordered-id';

/** A table of every type the writers insert, made for this file's own database. */
const samples = pgTable('insert_rows_samples', {
  id: uuid('id').primaryKey(),
  label: text('label'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true }),
  day: date('day'),
  amount: numeric('amount', { mode: 'number' }),
  position: integer('position'),
  flag: boolean('flag'),
  fallback: text('fallback').default('kept'),
});

const database = await createTestDatabase({ seed: false });
afterAll(() => database.close());
const { db } = database;
await db.execute(sql`create table insert_rows_samples (id uuid primary key, label text, details jsonb, at timestamptz, day date,
  amount numeric, position integer, flag boolean, fallback text default 'kept')`);
const read = () => db.select().from(samples).orderBy(samples.id);

describe('insertRows', () => {
  it('keeps every value as given: quotes, backslashes, commas, braces, the word NULL, nulls, JSON, instants, dates, numbers', async () => {
    await db.delete(samples);
    const at = new Date('2025-06-01T08:30:00.123Z');
    const rows = [
      { id: orderedId(), label: 'say "hola", {amigo}', details: { note: 'a "quoted" \\ word', list: [1, 2] }, at, day: '2024-02-29', amount: 412.5, position: 0, flag: true },
      { id: orderedId(), label: 'NULL', details: {}, at: new Date('1999-12-31T23:59:59Z'), day: null, amount: -0.001, position: 7, flag: false },
      { id: orderedId(), label: null, details: null, at: null, day: '2000-01-01', amount: null, position: null, flag: null },
      { id: orderedId(), label: 'back\\slash at the end\\', details: { ñ: 'Vaquilla “Lola”' }, at, day: '2024-02-29', amount: 1e-7, position: 3, flag: true },
    ];
    await insertRows(db, samples, rows);
    expect(await read()).toEqual(rows.map((row) => ({ ...row, fallback: 'kept' })));
  });

  it('sends a value every row shares once, and writes rows that are all alike as many times as given', async () => {
    await db.delete(samples);
    const shared = { label: 'Lote 1', details: { same: true }, at: new Date('2025-01-01T00:00:00Z'), day: '2025-01-01', amount: 3, position: 1, flag: false };
    const rows = [orderedId(), orderedId()].map((id) => ({ id, ...shared }));
    await insertRows(db, samples, rows);
    expect(await read()).toEqual(rows.map((row) => ({ ...row, fallback: 'kept' })));
  });

  it('splits more rows than one statement takes, and leaves columns no row names to their defaults', async () => {
    await db.delete(samples);
    const rows = Array.from({ length: ROWS_PER_STATEMENT + 3 }, (_, index) => ({ id: orderedId(), position: index }));
    await insertRows(db, samples, rows);
    const written = await read();
    expect(written.map((row) => row.position)).toEqual(rows.map((row) => row.position));
    expect(new Set(written.map((row) => row.fallback))).toEqual(new Set(['kept']));
  });
});
