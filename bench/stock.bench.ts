/**
 * Stock on hand at scale: one organisation with 10,000 supplies and 1,000,000 done
 * adjustments over two years (about 100 each, one in 50 a stocktake), plus planned ones that must
 * not count, on a real PostgreSQL. Measures `stockOnHand` (ledger/stock.repository.ts: the figure
 * the write path caches on the registry, what the API reads) for one asset and for a page of 25,
 * through the tenant handle as requests call it and through the owner handle for comparison, and
 * `deriveStockOnHand` (the derivation the write path runs for the assets a write touches) the same
 * way, for information; checks both against a naive computation. Not part of
 * `npm test`: `npm run bench:stock` (bench/README.md). The database named in DATABASE_URL is
 * dropped and created again.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { cacheStockOnHand, deriveStockOnHand, stockOnHand } from '../apps/server/src/modules/ledger/stock.repository';
import { benchServer, log, timed, verdict } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const ASSETS = Number(process.env.BENCH_ASSETS ?? 10_000);
const ADJUSTMENTS = Number(process.env.BENCH_ADJUSTMENTS ?? 1_000_000);
/** Planned adjustments (a stocktake or a use not done yet): two per asset, none of which may count. */
const PLANNED = 2 * ASSETS;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 500);
const WARM_UP = 50;
const PAGE = 25;
const TARGET_MS = 10;
/** How many assets the correctness check compares, besides one without any stocktake. */
const CHECKED = 25;

const UNITS = ['mL', 'L', 'kg', 'dose'] as const;
const MEASURES = ['volume', 'volume', 'weight', 'doses'] as const;
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);
/** The k-th supply's id and unit, the same in every statement (ids from a hash: spread as random ones are). */
const assetId = (k: ReturnType<typeof sql>) => sql`md5('bench-supply-' || ${k})::uuid`;
const unitOf = (k: ReturnType<typeof sql>) => sql`(${textArray(UNITS)})[1 + ${k} % ${UNITS.length}]`;
const measureOf = (k: ReturnType<typeof sql>) => sql`(${textArray(MEASURES)})[1 + ${k} % ${MEASURES.length}]`;

async function seedSupplies(db: Db, organizationId: string) {
  const k = sql`k`;
  await db.execute(sql`
    insert into assets (id, organization_id, kind, stock_unit)
    select ${assetId(k)}, ${organizationId}, 'supply', ${unitOf(k)} from generate_series(0, ${ASSETS - 1}) k`);
  await db.execute(sql`
    insert into supplies (id, organization_id, name)
    select ${assetId(k)}, ${organizationId}, 'Insumo ' || lpad(k::text, 5, '0') from generate_series(0, ${ASSETS - 1}) k`);
}

/**
 * Adjustments j of `status`, each an event with one quantity, in one statement (the events, then
 * their quantities, from one materialised plan). Each takes a pseudo-random supply, so an asset's
 * adjustments lie spread over the tables as a farm's would. Dates fall on whole days, so an asset
 * has adjustments of the same day and the order's tie-breaks (event id, quantity id) matter.
 * Done: one in 50 a stocktake, 15 in 50 a receipt, the rest a use. Planned: one in five a stocktake.
 */
async function seedAdjustments(db: Db, organizationId: string, status: 'done' | 'planned', count: number) {
  const hash = (salt: number) => sql.raw(`abs(hashint8extended(j, ${salt}))`);
  const kind =
    status === 'done'
      ? sql`case when ${hash(2)} % 50 = 0 then 'reset' when ${hash(2)} % 50 <= 15 then 'increment' else 'decrement' end`
      : sql`case when ${hash(2)} % 5 = 0 then 'reset' else 'decrement' end`;
  const k = sql`p.k`;
  await db.execute(sql`
    with plan as materialized (
      select md5(${status}::text || '-event-' || j)::uuid as event_id, ${hash(1)} % ${ASSETS} as k, ${kind} as adjustment,
        timestamptz '2024-06-01' + make_interval(days => (${hash(3)} % 730)::int) as occurred_at,
        ((${hash(4)} % 1000) / 10.0)::numeric as amount
      from generate_series(1, ${count}) j
    ), inserted as (
      insert into events (id, organization_id, type, status, occurred_at)
      select event_id, ${organizationId},
        case adjustment when 'reset' then 'supplyCounted' when 'increment' then 'supplyReceived' else 'supplyUsed' end, ${status}, occurred_at
      from plan
    )
    insert into quantities (organization_id, event_id, position, measure, value, unit, asset_id, adjustment, stock_value)
    select ${organizationId}, p.event_id, 0, ${measureOf(k)}, v.value, ${unitOf(k)}, ${assetId(k)}, p.adjustment, v.value
    from plan p cross join lateral (select case p.adjustment when 'increment' then 10 * p.amount when 'reset' then 2 * p.amount else p.amount / 10 end as value) v`);
}

async function seed(database: Database): Promise<string> {
  const { db } = database;
  const [organization] = await rowsOf<{ id: string }>(db.execute(sql`insert into organizations (name, code) values ('Rancho Existencias', 'bench-stock') returning id`));
  const organizationId = organization!.id;
  await timed(`${ASSETS} supplies`, () => seedSupplies(db, organizationId));
  await timed(`${ADJUSTMENTS} done adjustments`, () => seedAdjustments(db, organizationId, 'done', ADJUSTMENTS));
  await timed(`${PLANNED} planned adjustments`, () => seedAdjustments(db, organizationId, 'planned', PLANNED));
  // Statistics first: without them the planner joins a million events blindly.
  await timed('analyze', () => db.execute(sql`analyze`));
  // What the write path would have cached as it wrote them: every supply's derived figure.
  await timed('stock on hand cached on the registry', async () => {
    const ids = (await rowsOf<{ id: string }>(db.execute(sql`select id::text as id from supplies where organization_id = ${organizationId}`))).map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500) {
      const slice = ids.slice(start, start + 500);
      await cacheStockOnHand(db, organizationId, await deriveStockOnHand(db, organizationId, slice));
    }
  });
  // As autovacuum would have done on a live server by then (visibility map, statistics).
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return organizationId;
}

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
}

/** `work` run `REPEATS` times one after another, after a warm-up; each call's own time. */
async function measure(work: () => Promise<unknown>): Promise<Latencies> {
  for (let i = 0; i < WARM_UP; i += 1) await work();
  const latencies: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await work();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const ms = (value: number) => value.toFixed(2).padStart(7);
const latencyRow = (name: string, figures: Latencies) =>
  `${name.padEnd(34)} p50 ${ms(figures.p50)} ms   p95 ${ms(figures.p95)} ms   p99 ${ms(figures.p99)} ms   (p99 < ${TARGET_MS} ms) ${verdict(figures.p99 < TARGET_MS)}`;

/**
 * The same figure the slow, obvious way: every done adjustment from the latest stocktake (by time,
 * event id, quantity id) onwards, summed; everything when there is none.
 */
async function naiveStock(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: string; on_hand: string }>(
    db.execute(sql`
      select s.id::text as id, (
        with done as (
          select q.adjustment, q.stock_value, e.occurred_at, e.id as event_id, q.id as quantity_id
          from quantities q join events e on e.id = q.event_id
          where q.asset_id = s.id and q.adjustment is not null and e.status = 'done'
        ), latest as (
          select occurred_at, event_id, quantity_id from done where adjustment = 'reset'
          order by occurred_at desc, event_id desc, quantity_id desc limit 1
        )
        select coalesce(sum(case adjustment when 'decrement' then -stock_value else stock_value end), 0)::text from done
        where not exists (select 1 from latest) or (occurred_at, event_id, quantity_id) >= (select occurred_at, event_id, quantity_id from latest)
      ) as on_hand
      from supplies s where s.id = any(${`{${ids.join(',')}}`}::uuid[])`),
  );
  return new Map(rows.map((row) => [row.id, Number(row.on_hand)]));
}

/** Random assets, and one with no done stocktake (its whole history counts), compared once. */
async function checkCorrectness(database: Database, organizationId: string, ids: readonly string[]): Promise<string> {
  const [unreset] = await rowsOf<{ id: string }>(
    database.db.execute(sql`
      select s.id::text as id from supplies s where not exists (
        select 1 from quantities q join events e on e.id = q.event_id where q.asset_id = s.id and q.adjustment = 'reset' and e.status = 'done'
      ) limit 1`),
  );
  const checked = [...pick(ids, CHECKED), ...(unreset ? [unreset.id] : [])];
  const tenant = database.forTenant(organizationId);
  const expected = await naiveStock(database.db, checked);
  for (const [name, read] of [
    ['stockOnHand', stockOnHand],
    ['deriveStockOnHand', deriveStockOnHand],
  ] as const) {
    const measured = await read(tenant, organizationId, checked);
    const wrong = checked.filter((id) => Math.abs((measured.get(id) ?? NaN) - (expected.get(id) ?? NaN)) > 1e-6);
    if (wrong.length > 0) {
      const detail = wrong.map((id) => `${id}: ${name} ${measured.get(id)}, naive ${expected.get(id)}`).join('; ');
      throw new Error(`${name} disagrees with the naive computation on ${wrong.length} of ${checked.length} assets: ${detail}`);
    }
  }
  return `correctness: stockOnHand (cached) and deriveStockOnHand equal the naive computation on ${checked.length} assets (${unreset ? 'one without a stocktake' : 'all with a stocktake'}) OK`;
}

/** `count` distinct ids at random. */
function pick(ids: readonly string[], count: number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < Math.min(count, ids.length)) chosen.add(ids[Math.floor(Math.random() * ids.length)]!);
  return [...chosen];
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const { database, close } = await benchServer(DATABASE_URL);
  try {
    const organizationId = await seed(database);
    const ids = (await rowsOf<{ id: string }>(database.db.execute(sql`select id::text as id from supplies where organization_id = ${organizationId}`))).map((row) => row.id);
    const correctness = await checkCorrectness(database, organizationId, ids);
    log(correctness);
    const measured: [string, Latencies][] = [];
    for (const [handle, db] of [
      ['tenant', database.forTenant(organizationId)],
      ['owner', database.db],
    ] as const) {
      log(`one asset, ${handle} handle: ${REPEATS} calls`);
      measured.push([`one asset, ${handle} handle`, await measure(() => stockOnHand(db, organizationId, pick(ids, 1)))]);
      log(`a page of ${PAGE}, ${handle} handle: ${REPEATS} calls`);
      measured.push([`a page of ${PAGE} assets, ${handle} handle`, await measure(() => stockOnHand(db, organizationId, pick(ids, PAGE)))]);
    }
    // The derivation a write runs for the assets it touches (information: not the read's target).
    const tenant = database.forTenant(organizationId);
    log(`derivation, one asset and a page: ${REPEATS} calls each`);
    const derived: [string, Latencies][] = [
      ['derivation (write path), one asset', await measure(() => deriveStockOnHand(tenant, organizationId, pick(ids, 1)))],
      [`derivation (write path), ${PAGE} assets`, await measure(() => deriveStockOnHand(tenant, organizationId, pick(ids, PAGE)))],
    ];
    console.warn(
      [
        '',
        `Stock: ${ASSETS} supplies, ${ADJUSTMENTS} done adjustments (about ${Math.round(ADJUSTMENTS / ASSETS)} each, 1 in 50 a stocktake) and ${PLANNED} planned, one organisation; ${REPEATS} calls each, one at a time, random assets`,
        `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes`,
        correctness,
        ...measured.map(([name, figures]) => latencyRow(name, figures)),
        ...derived.map(([name, figures]) => `${name.padEnd(36)} p50 ${figures.p50.toFixed(2)} ms   p95 ${figures.p95.toFixed(2)} ms   p99 ${figures.p99.toFixed(2)} ms   (no target)`),
        '',
      ].join('\n'),
    );
  } finally {
    await close();
  }
}

await main();
