/**
 * The medicine cabinet at scale, on a real PostgreSQL, through the real server: one organisation
 * with 50 drugs, 5,000 packs (each received by its event, its stock cached as the write path
 * caches it) and 100,000 done treatments of 10,000 animals drawn from them. Measures (1) the
 * medicine register exported as CSV, XLSX and PDF (GET /api/drug/register/export) and (2) the
 * stock read over the 5,000 packs: the drug list (GET /api/drug, each drug's stock summed over its
 * packs) and the stock per warehouse (GET /api/drug/stock). Not part of `npm test`:
 * `npm run bench:drugs` (bench/README.md). The database named in DATABASE_URL is dropped and created again.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { species } from '../apps/server/src/db/schema';
import { cacheStockOnHand, deriveStockOnHand } from '../apps/server/src/modules/ledger/stock.repository';
import { createMember } from '../apps/server/src/test/people';
import { benchServer, log, timed, verdict } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const DRUGS = 50;
const PACKS = Number(process.env.BENCH_PACKS ?? 5_000);
const ANIMALS = 10_000;
const TREATMENTS = Number(process.env.BENCH_TREATMENTS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 100);
const REGISTER_TARGET_S = 5;
const STOCK_TARGET_MS = 100;

/** A version-4-shaped id named by `text` (the answers' schemas check the version and variant). */
const v4 = (text: ReturnType<typeof sql>) => sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const packId = (k: ReturnType<typeof sql>) => v4(sql`'bench-pack-' || ${k}`);
const drugId = (k: ReturnType<typeof sql>) => v4(sql`'bench-drug-' || ${k}`);

async function seed(db: Db, organizationId: string, userId: string) {
  const [cattle] = await db.select({ id: species.id }).from(species).where(eq(species.code, 'cattle'));
  await timed(`${DRUGS} drugs`, () =>
    db.execute(sql`
      insert into drugs (id, organization_id, name, format, dose_unit, routes, stock_unit, reorder_level)
      select ${drugId(sql`d`)}, ${organizationId}, 'Medicamento ' || lpad(d::text, 3, '0'), 'injection', 'mL', array['intramuscular'], 'mL', 500
      from generate_series(0, ${DRUGS - 1}) d`),
  );
  await timed(`${PACKS} packs, each received`, async () => {
    await db.execute(sql`insert into assets (id, organization_id, kind, stock_unit) select ${packId(sql`k`)}, ${organizationId}, 'drugPack', 'mL' from generate_series(0, ${PACKS - 1}) k`);
    await db.execute(sql`
      insert into drug_packs (id, organization_id, drug_id, batch, expires_on, received_at, size, supplier, warehouse, rack)
      select ${packId(sql`k`)}, ${organizationId}, ${drugId(sql`k % ${DRUGS}`)}, 'L-' || k, date '2027-01-01' + (k % 400), timestamptz '2024-01-01', 10000,
        'Cooperativa ' || (k % 7), 'Botiquín ' || (k % 4), 'A' || (k % 10)
      from generate_series(0, ${PACKS - 1}) k`);
    await db.execute(sql`
      with received as (
        insert into events (id, organization_id, type, status, occurred_at, details)
        select ${v4(sql`'bench-receipt-' || k`)}, ${organizationId}, 'drugReceived', 'done', timestamptz '2024-01-01', '{}'::jsonb from generate_series(0, ${PACKS - 1}) k
        returning id
      )
      insert into quantities (organization_id, event_id, position, measure, value, unit, asset_id, adjustment, stock_value)
      select ${organizationId}, ${v4(sql`'bench-receipt-' || k`)}, 0, 'volume', 10000, 'mL', ${packId(sql`k`)}, 'increment', 10000 from generate_series(0, ${PACKS - 1}) k`);
    await db.execute(sql`
      insert into event_assets (organization_id, event_id, asset_id, asset_kind, role)
      select ${organizationId}, ${v4(sql`'bench-receipt-' || k`)}, ${packId(sql`k`)}, 'drugPack', 'subject' from generate_series(0, ${PACKS - 1}) k`);
  });
  await timed(`${ANIMALS} animals`, () =>
    db.execute(sql`
      insert into animals (organization_id, species_id, gender, tag_number, birth_date)
      select ${organizationId}, ${cattle!.id}, 'female', 'ES-' || lpad(i::text, 6, '0'), date '2020-01-01' + (i % 1000) from generate_series(1, ${ANIMALS}) i`),
  );
  await timed(`${TREATMENTS} treatments drawn from the packs`, async () => {
    await db.execute(sql`
      create temporary table bench_treatments as
      select ${v4(sql`'bench-treatment-' || j`)} as id, a.id as animal_id, j % ${PACKS} as k,
        timestamptz '2025-01-01' + make_interval(mins => (j * 7)::int) as occurred_at
      from generate_series(1, ${TREATMENTS}) j
      join lateral (select id from animals where organization_id = ${organizationId} and tag_number = 'ES-' || lpad((1 + j % ${ANIMALS})::text, 6, '0')) a on true`);
    await db.execute(sql`
      insert into events (id, organization_id, type, status, occurred_at, details, created_by)
      select t.id, ${organizationId}, 'treatment', 'done', t.occurred_at,
        jsonb_build_object('drugId', ${drugId(sql`t.k % ${DRUGS}`)}, 'packId', ${packId(sql`t.k`)}, 'product', 'Medicamento ' || lpad((t.k % ${DRUGS})::text, 3, '0'),
          'batch', 'L-' || t.k, 'route', 'intramuscular', 'veterinarian', 'Dra. Gómez',
          'withdrawal', jsonb_build_object('meat', jsonb_build_object('hours', 672, 'endsAt', to_char(t.occurred_at + interval '28 days', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), 'rule', 'label', 'organic', false),
                                           'milk', jsonb_build_object('hours', 168, 'endsAt', to_char(t.occurred_at + interval '7 days', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), 'rule', 'label', 'organic', false))),
        ${userId}
      from bench_treatments t`);
    await db.execute(sql`
      insert into event_assets (organization_id, event_id, asset_id, asset_kind, role)
      select ${organizationId}::uuid, t.id, t.animal_id, 'animal', 'subject' from bench_treatments t
      union all select ${organizationId}::uuid, t.id, ${packId(sql`t.k`)}, 'drugPack', 'consumed' from bench_treatments t`);
    await db.execute(sql`
      insert into quantities (organization_id, event_id, position, measure, value, unit, label, asset_id, adjustment, stock_value)
      select ${organizationId}, t.id, 0, 'volume', 5, 'mL', 'dose', ${packId(sql`t.k`)}, 'decrement', 5 from bench_treatments t`);
    await db.execute(sql`drop table bench_treatments`);
  });
  await timed('stock on hand cached on the registry', async () => {
    const ids = (await rowsOf<{ id: string }>(db.execute(sql`select id::text as id from drug_packs where organization_id = ${organizationId}`))).map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500) await cacheStockOnHand(db, organizationId, await deriveStockOnHand(db, organizationId, ids.slice(start, start + 500)));
  });
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** `REPEATS` calls one after another after a warm-up: p50 and p99 in ms. */
async function latencies(work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 10; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]! };
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const { app, database, base, close } = await benchServer(DATABASE_URL);
  try {
    const member = await createMember(app, { grants: { drugs: ['view', 'export'] } });
    await seed(database.db, member.organizationId, member.userId);
    const { authorization } = (await createMember(app, { organizationId: member.organizationId, grants: { drugs: ['view', 'export'] } })).headers;
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { authorization } });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return Buffer.from(await response.arrayBuffer());
    };
    const sizes: Record<string, number> = {};
    const register: [string, number][] = [];
    for (const format of ['csv', 'xlsx', 'pdf'] as const) {
      log(`register export as ${format}`);
      register.push([format, await seconds(async () => (sizes[format] = (await get(`/api/drug/register/export?format=${format}`)).length))]);
    }
    const csvLines = (await get('/api/drug/register/export?format=csv')).toString('utf8').trim().split('\r\n').length - 1;
    if (csvLines !== TREATMENTS) throw new Error(`the register has ${csvLines} rows, not ${TREATMENTS}`);
    log(`stock reads: ${REPEATS} calls each`);
    const drugList = await latencies(() => get('/api/drug?limit=50'));
    const perWarehouse = await latencies(() => get('/api/drug/stock'));
    const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
    console.warn(
      [
        '',
        `Drugs: ${DRUGS} drugs, ${PACKS} packs, ${TREATMENTS} done treatments of ${ANIMALS} animals, one organisation`,
        `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes`,
        `register rows checked: ${csvLines} OK`,
        ...register.map(
          ([format, taken]) =>
            `register export ${format.padEnd(4)} ${taken.toFixed(2).padStart(6)} s  ${mb(sizes[format]!).padStart(8)}  ${format === 'pdf' ? '(no target)' : `(< ${REGISTER_TARGET_S} s) ${verdict(taken < REGISTER_TARGET_S)}`}`,
        ),
        `stock, drug list (${PACKS} packs)    p50 ${drugList.p50.toFixed(1)} ms  p99 ${drugList.p99.toFixed(1)} ms  (p99 < ${STOCK_TARGET_MS} ms) ${verdict(drugList.p99 < STOCK_TARGET_MS)}`,
        `stock per warehouse (${PACKS} packs)  p50 ${perWarehouse.p50.toFixed(1)} ms  p99 ${perWarehouse.p99.toFixed(1)} ms  (p99 < ${STOCK_TARGET_MS} ms) ${verdict(perWarehouse.p99 < STOCK_TARGET_MS)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await close();
  }
}

await main();
