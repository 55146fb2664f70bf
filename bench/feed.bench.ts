/**
 * Rations through the real server on a real PostgreSQL: one organisation with 200 feedlot pens of
 * 20 steers (weights as the log caches them) and 8 feeds in stock. Measures (1) one pen's ration
 * asked for (POST /api/feed/formulation: the animals and feeds read, the requirements and the
 * two-pool rounds formulated on the worker thread), the median of 50; (2) 200 pens' rations saved
 * (each formulated again on the server); (3) after every feed's price moves, all 200 re-formulated
 * as new versions (PUT /api/feed/ration/:number), in total: target < 5 s. Not part of `npm test`:
 * `npm run bench:rations` (bench/README.md). The database named in DATABASE_URL is dropped and created again.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createMember } from '../apps/server/src/test/people';
import { benchServer, log, timed, verdict } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const PENS = 200;
const STEERS = 20;
const SINGLE = 50;
const REFORMULATE_TARGET_MS = 5_000;

/** A pen's feeds: typical analyses, pesos a tonne as fed. */
const FEEDS = [
  ['Ensilado de maíz', 'forage', 35, 900, { cp: 8.5, rup: 2.3, rdp: 6.2, ndf: 42, adf: 25, fat: 3.2, tdn: 70, nem: 1.6, neg: 1.0, ca: 0.25, p: 0.22 }],
  ['Heno de alfalfa', 'forage', 89, 4200, { cp: 19, rup: 5, rdp: 14, ndf: 42, adf: 32, fat: 2.5, tdn: 58, nem: 1.24, neg: 0.68, ca: 1.4, p: 0.26 }],
  ['Rastrojo de maíz', 'forage', 85, 1500, { cp: 5, rup: 1.5, rdp: 3.5, ndf: 70, adf: 44, fat: 1.2, tdn: 50, nem: 1.0, neg: 0.45, ca: 0.35, p: 0.1 }],
  ['Maíz rolado', 'grain', 88, 5200, { cp: 9, rup: 4.5, rdp: 4.5, ndf: 9.5, adf: 3.4, fat: 4.2, tdn: 88, nem: 2.2, neg: 1.52, ca: 0.03, p: 0.28 }],
  ['Sorgo molido', 'grain', 89, 4600, { cp: 10.5, rup: 5.5, rdp: 5, ndf: 11, adf: 6, fat: 3, tdn: 82, nem: 2.0, neg: 1.35, ca: 0.04, p: 0.33 }],
  ['Pasta de soya', 'proteinMeal', 89, 9800, { cp: 49.9, rup: 17, rdp: 32.9, ndf: 9.8, adf: 6.2, fat: 1.6, tdn: 84, nem: 2.07, neg: 1.41, ca: 0.4, p: 0.71 }],
  ['Granos secos de destilería', 'byproduct', 90, 5600, { cp: 30, rup: 15, rdp: 15, ndf: 33, adf: 14, fat: 10, tdn: 86, nem: 2.18, neg: 1.5, ca: 0.06, p: 0.85 }],
  ['Carbonato de calcio', 'mineral', 99, 2500, { ca: 38, ash: 96 }],
] as const;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  log(`${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`);
  const { app, database, base, close } = await benchServer(DATABASE_URL);
  try {
    const member = await createMember(app, { grants: { feed: ['view', 'create', 'edit'], animals: ['view'] } });
    const { authorization } = member.headers;
    const send = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${base}/api${path}`, { method, headers: { authorization, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
      const answer = (await response.json()) as { data: Record<string, unknown> };
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const ingredients: string[] = [];
    const lots: string[] = [];
    for (const [name, category, dmPercent, pesos, nutrients] of FEEDS) {
      const ingredient = await send('POST', '/feed/ingredient', { name, category, dmPercent, nutrients, marketPrice: { amountMinor: pesos * 100, currency: 'MXN' } });
      ingredients.push(ingredient.id as string);
      lots.push((await send('POST', '/feed/inventory', { ingredientId: ingredient.id, receivedAt: '2026-11-01', quantityKg: 5_000_000 })).id as string);
    }
    const { db } = database;
    const organizationId = member.organizationId;
    const pens = await timed(`${PENS} pens of ${STEERS} steers`, async () => {
      // The registry's trigger registers each as an asset of the log.
      await db.execute(sql`
        insert into animal_groups (id, organization_id, name)
        select gen_random_uuid(), ${organizationId}, 'Corral ' || lpad(k::text, 3, '0') from generate_series(1, ${PENS}) k`);
      const species = await db.execute(sql`select id from species where code = 'cattle'`);
      const cattle = (species as unknown as { rows: { id: string }[] }).rows[0]!.id;
      await db.execute(sql`
        with pens as (select id, row_number() over (order by name) - 1 as n from animal_groups where organization_id = ${organizationId})
        insert into animals (id, organization_id, species_id, gender, category_stage, tag_number, birth_date, group_id, current_weight_kg, current_weight_on)
        select gen_random_uuid(), ${organizationId}, ${cattle}, 'male', 'steer', 'E-' || k, date '2025-07-01' + (k % 60)::int, p.id, 300 + (k * 37 % 180), now()
        from generate_series(0, ${PENS * STEERS - 1}) k join pens p on p.n = k % ${PENS}`);
      return (await db.execute(sql`select id from animal_groups where organization_id = ${organizationId} order by name`)) as unknown as { rows: { id: string }[] };
    });
    const request = (groupId: string) => ({ target: { kind: 'group', groupId }, system: 'beefGrowing', targetGainKgPerDay: 1.4, subGroups: 2, days: 7, feeds: lots.map((lotId) => ({ lotId })) });

    const single: number[] = [];
    for (let index = 0; index < SINGLE; index += 1) {
      const start = performance.now();
      await send('POST', '/feed/formulation', request(pens.rows[index % PENS]!.id));
      single.push(performance.now() - start);
    }
    log(`one pen's ration (2 sub-groups), median of ${SINGLE}: ${median(single).toFixed(1)} ms`);

    const numbers: number[] = [];
    const saveStart = performance.now();
    for (const [index, pen] of pens.rows.entries()) numbers.push((await send('POST', '/feed/ration', { name: `Engorda corral ${index + 1}`, formulation: request(pen.id) })).number as number);
    log(`${PENS} pens' rations saved: ${((performance.now() - saveStart) / 1000).toFixed(2)} s`);

    for (const [index, id] of ingredients.entries()) {
      const [name, category, dmPercent, pesos, nutrients] = FEEDS[index]!;
      await send('PUT', `/feed/ingredient/${id}`, { name, category, dmPercent, nutrients, marketPrice: { amountMinor: Math.round(pesos * 100 * (0.9 + ((index * 7) % 5) / 20)), currency: 'MXN' } });
    }
    const start = performance.now();
    for (const [index, number] of numbers.entries()) await send('PUT', `/feed/ration/${number}`, { formulation: request(pens.rows[index]!.id) });
    const elapsed = performance.now() - start;
    log(`${PENS} pens' rations re-formulated after a price change: ${(elapsed / 1000).toFixed(2)} s (target < ${REFORMULATE_TARGET_MS / 1000} s) ${verdict(elapsed < REFORMULATE_TARGET_MS)}`);
  } finally {
    await close();
  }
}

await main();
