/**
 * The herd at scale: 100,000 animals with a year of records on a real PostgreSQL,
 * measuring (1) GET /api/animal through the real server against (2) the same SQL run bare, and
 * (3) a 100,000-row animals import through the API. Not part of `npm test`: `npm run bench:animals`
 * (bench/README.md). The database named in DATABASE_URL is dropped and created again.
 */
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { animalsQuery } from '@ganado/shared/animals';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client';
import { animalGroups, animals, breeds, farms, species, zones } from '../apps/server/src/db/schema';
import { animalListQuery, animalTotalQuery, TOTAL_COUNTED_UP_TO } from '../apps/server/src/modules/animals/register/animals.repository';
import { refreshAnimalState } from '../apps/server/src/modules/animals/records/animals.state';
import { createMember } from '../apps/server/src/test/people';
import { benchServer, type Figures, figuresRow, loadPaths, log, timed, verdict } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const HERD = Number(process.env.BENCH_ANIMALS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Reuse the herd a previous run seeded (bench/README.md), for measuring the list again after a change. */
const KEEP = process.env.BENCH_KEEP === '1';
const CONNECTIONS = 50;
/** The targets (bench/README.md): 1,000 req/s at 50 connections with p99 under 100 ms, p99 under 10 ms for one user alone, the import under 15 s. */
const TARGETS = { requestsPerSecond: 1000, p99Ms: 100, aloneP99Ms: 10, importSeconds: 15 };



/** The herd in set-based SQL (generate_series), then one rebuild of the derived state. */
async function seedHerd(database: Database, organizationId: string) {
  const { db } = database;
  const [cattle] = await db.select({ id: species.id }).from(species).where(eq(species.code, 'cattle'));
  const breedIds = (await db.select({ id: breeds.id }).from(breeds).where(eq(breeds.speciesId, cattle!.id))).map((row) => row.id);
  const [farm] = await db.insert(farms).values({ organizationId, name: 'Rancho Benchmark' }).returning({ id: farms.id });
  const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
  const zoneRows = await db.insert(zones).values(numbered(8).map((z) => ({ organizationId, farmId: farm!.id, name: `Potrero ${z}`, areaSquareMeters: 50_000, perimeterMeters: 900 }))).returning({ id: zones.id });
  const groupRows = await db.insert(animalGroups).values(numbered(20).map((g) => ({ organizationId, name: `Lote ${g}` }))).returning({ id: animalGroups.id });
  const [zoneIds, groupIds] = [zoneRows.map((row) => row.id), groupRows.map((row) => row.id)];
  const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

  await timed(`${HERD} animals`, () =>
    db.execute(sql`
      insert into animals (organization_id, species_id, gender, breed_id, tag_number, nickname, birth_date, category_stage, twin)
      select ${organizationId}, ${cattle!.id}, case when i % 2 = 0 then 'female' else 'male' end,
        (${uuids(breedIds)})[1 + i % ${breedIds.length}], 'BN-' || lpad(i::text, 6, '0'),
        case when i % 7 = 0 then 'Chula ' || i end, date '2012-01-01' + (i % 4000), case when i % 2 = 0 then 'cow' else 'steer' end, i % 50 = 0
      from generate_series(1, ${HERD}) i`),
  );
  await timed('a year of records (12 weights, place, group, vaccination, note; 3% removed)', async () => {
    // Each kind of record as the log holds it (docs/ARCHITECTURE.md: the model): an event, its
    // animal as subject, any farm, zone or group it names, and its quantity.
    const each = async (type: string, select: ReturnType<typeof sql>, parts: { place?: boolean; group?: boolean; quantity?: string } = {}) => {
      await db.execute(sql`create temporary table bench_records as ${select}`);
      await db.execute(sql`
        insert into events (id, organization_id, type, status, occurred_at, details)
        select id, organization_id, ${type}, 'done', occurred_at, details from bench_records`);
      await db.execute(sql`
        insert into event_assets (organization_id, event_id, asset_id, asset_kind, role)
        select organization_id, id, animal_id, 'animal', 'subject' from bench_records
        ${parts.place ? sql`union all select organization_id, id, farm_id, 'farm', 'location' from bench_records
          union all select organization_id, id, zone_id, 'zone', 'location' from bench_records` : sql``}
        ${parts.group ? sql`union all select organization_id, id, group_id, 'group', 'group' from bench_records` : sql``}`);
      if (parts.quantity) {
        await db.execute(sql`
          insert into quantities (organization_id, event_id, position, measure, value, unit, label)
          select organization_id, id, 0, ${parts.quantity}, value, unit, label from bench_records`);
      }
      await db.execute(sql`drop table bench_records`);
    };
    const n = sql`(('x' || substr(a.id::text, 1, 8))::bit(32)::int & 1023)`;
    const animalsOf = sql`animals a where a.organization_id = ${organizationId}`;
    await each(
      'weight',
      sql`select gen_random_uuid() as id, a.organization_id, a.id as animal_id, timestamptz '2024-11-01' + make_interval(days => m * 30 + ${n} % 20) as occurred_at,
        '{}'::jsonb as details, (200 + m * 12 + ${n} % 90)::numeric as value, 'kg' as unit, 'weight' as label
      from animals a cross join generate_series(0, 11) m where a.organization_id = ${organizationId}`,
      { quantity: 'weight' },
    );
    await each(
      'movement',
      sql`select gen_random_uuid() as id, a.organization_id, a.id as animal_id, timestamptz '2024-10-01' as occurred_at, '{}'::jsonb as details,
        ${farm!.id}::uuid as farm_id, (${uuids(zoneIds)})[1 + ${n} % ${zoneIds.length}] as zone_id from ${animalsOf}`,
      { place: true },
    );
    await each(
      'groupChange',
      sql`select gen_random_uuid() as id, a.organization_id, a.id as animal_id, timestamptz '2024-10-02' as occurred_at, '{}'::jsonb as details,
        (${uuids(groupIds)})[1 + ${n} % ${groupIds.length}] as group_id from ${animalsOf} and ${n} % 5 <> 0`,
      { group: true },
    );
    await each(
      'vaccination',
      sql`select gen_random_uuid() as id, a.organization_id, a.id as animal_id, timestamptz '2025-03-15' as occurred_at, '{"vaccine": "Clostridial 8"}'::jsonb as details,
        5::numeric as value, 'mL' as unit, 'dose' as label from ${animalsOf}`,
      { quantity: 'volume' },
    );
    await each(
      'note',
      sql`select gen_random_uuid() as id, a.organization_id, a.id as animal_id, timestamptz '2025-06-01' as occurred_at, '{"text": "Revisión anual"}'::jsonb as details
        from ${animalsOf} and ${n} % 3 = 0`,
    );
    await each(
      'removal',
      sql`select gen_random_uuid() as id, a.organization_id, a.id as animal_id, timestamptz '2025-09-01' as occurred_at, '{"reason": "sold"}'::jsonb as details
        from ${animalsOf} and ${n} % 33 = 0`,
    );
  });
  await db.execute(sql`analyze`);
  await timed('derived state rebuilt', async () => {
    const ids = (await db.select({ id: animals.id }).from(animals).where(eq(animals.organizationId, organizationId))).map((row) => row.id);
    for (let start = 0; start < ids.length; start += 5000) await refreshAnimalState(db, organizationId, ids.slice(start, start + 5000));
  });
  // As autovacuum would have done on a live server by then: counts are answered from the index
  // alone (an index-only scan) only once the visibility map says the pages are all visible.
  await db.execute(sql`vacuum analyze`);
}

/** The list URLs the load varies over: a few pages deep, sometimes a search. */
const listUrls = Array.from({ length: 40 }, (_, index) => {
  const search = index % 5 === 4 ? `&search=BN-0${index % 9}` : '';
  return `/api/animal?page=${1 + (index % 20)}&limit=25&status=active&gender=female&col=birthDate&desc=true${search}`;
});



/** The statements GET /api/animal runs (the page and its count, in parallel), taken from the repository, run bare by 50 clients. */
async function loadBareSql(database: Database, organizationId: string): Promise<Figures> {
  const statements = listUrls.map((url) => {
    const query = animalsQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
    const offset = (query.page - 1) * query.limit;
    const page = animalListQuery(database.db, organizationId, query, { limit: query.limit, offset }).toSQL();
    const total = animalTotalQuery(database.db, organizationId, query, Math.max(TOTAL_COUNTED_UP_TO, offset + query.limit)).toSQL();
    return [page, total];
  });
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const pair = statements[next++ % statements.length]!;
        await Promise.all(pair.map((statement) => pool.query(statement.sql, statement.params))).catch(() => (errors += 1));
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { requestsPerSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), errors };
}

/** A file of new animals, a tenth of them with a dam 1,000 rows earlier in the same file. */
function importFile(): string {
  const lines = ['tagNumber,speciesCode,gender,farm,zone,group,birthDate,damTag'];
  for (let i = 0; i < IMPORT_ROWS; i += 1) {
    const born = new Date(Date.UTC(2000, 0, 1) + Math.floor(i / 1000) * 30 * 86_400_000).toISOString().slice(0, 10);
    const dam = i >= 1000 && i % 10 === 0 ? `IMP-${String(i - 1000).padStart(6, '0')}` : '';
    lines.push(`IMP-${String(i).padStart(6, '0')},cattle,${i % 2 === 0 ? 'female' : 'male'},Rancho Benchmark,Potrero ${1 + (i % 8)},Lote ${1 + (i % 20)},${born},${dam}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Times the import to `completed`. Access tokens last 15 minutes, which a loaded machine's import can outlive: `signIn` gives a fresh one. */
async function timeImport(base: string, signIn: () => Promise<string>): Promise<{ seconds: number; status: string }> {
  let authorization = await signIn();
  const form = new FormData();
  form.append('kind', 'animals');
  form.append('file', new Blob([importFile()], { type: 'text/csv' }), 'bench.csv');
  const start = performance.now();
  const response = await fetch(`${base}/api/animal/import`, { method: 'POST', headers: { authorization }, body: form });
  const accepted = (await response.json()) as { data?: { id: string }; errors?: unknown[] };
  if (!accepted.data) throw new Error(`import refused: ${JSON.stringify(accepted).slice(0, 500)}`);
  log(`import accepted (checked) after ${((performance.now() - start) / 1000).toFixed(1)} s`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const state = (await (await fetch(`${base}/api/animal/import/${accepted.data.id}`, { headers: { authorization } })).json()) as { code: number; data?: { status: string } };
    if (state.code === 401) {
      authorization = await signIn();
      continue;
    }
    if (!state.data) throw new Error(`import progress: ${JSON.stringify(state).slice(0, 300)}`);
    if (state.data.status === 'completed' || state.data.status === 'failed') return { seconds: (performance.now() - start) / 1000, status: state.data.status };
  }
}


async function main() {
  const loadAtStart = loadavg()[0]!;
  const { database, app, base, close } = await benchServer(DATABASE_URL, { keep: KEEP });
  try {
    const [kept] = KEEP ? await database.db.select({ organizationId: farms.organizationId }).from(farms).where(eq(farms.name, 'Rancho Benchmark')) : [];
    const member = await createMember(app, { organizationId: kept?.organizationId, grants: { animals: ['view', 'create', 'edit'] } });
    if (kept) log('herd kept from the previous run');
    else await seedHerd(database, member.organizationId);
    const signIn = async () => (await createMember(app, { organizationId: member.organizationId, grants: { animals: ['view', 'create', 'edit'] } })).headers.authorization;
    // Seeding can outlast an access token (15 minutes) on a loaded machine: a fresh sign-in for the load.
    const authorization = await signIn();

    log(`GET /api/animal through the server: ${CONNECTIONS} connections, ${SECONDS} s`);
    const endpoint = await loadPaths(base, authorization, listUrls, { connections: CONNECTIONS, seconds: SECONDS });
    // The same load without its searches: what the pages and totals cost alone (a `%text%` search
    // sorts every animal it matches, bench/README.md).
    log(`GET /api/animal without searches: ${CONNECTIONS} connections, ${SECONDS} s`);
    const browsing = await loadPaths(base, authorization, listUrls.filter((url) => !url.includes('search=')), { connections: CONNECTIONS, seconds: SECONDS });
    // What one person paging through the herd waits, with nobody else on the server.
    log(`GET /api/animal through the server: 1 connection, ${SECONDS} s`);
    const alone = await loadPaths(base, authorization, listUrls, { connections: 1, seconds: SECONDS });
    log(`the same SQL bare: ${CONNECTIONS} clients, ${SECONDS} s`);
    const bare = await loadBareSql(database, member.organizationId);
    log(`importing ${IMPORT_ROWS} animals through the API`);
    // A kept herd already holds the last run's import (its tag numbers would be refused).
    const imported = IMPORT_ROWS > 0 && !kept ? await timeImport(base, signIn) : { seconds: Number.NaN, status: 'skipped' };

    const ratio = endpoint.requestsPerSecond / bare.requestsPerSecond;
    console.warn(
      [
        '',
        `Herd: ${HERD} animals (one organisation, a year of records); ${CONNECTIONS} connections for ${SECONDS} s each`,
        `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes (the targets assume an otherwise idle machine)`,
        figuresRow('GET /api/animal', endpoint),
        figuresRow('same SQL, bare pg', bare),
        figuresRow('GET /api/animal, alone', alone),
        figuresRow('… without searches', browsing),
        `ratio endpoint/bare     ${ratio.toFixed(2)}`,
        `endpoint rate           ${endpoint.requestsPerSecond.toFixed(0)} req/s   (target ≥ ${TARGETS.requestsPerSecond})   ${verdict(endpoint.requestsPerSecond >= TARGETS.requestsPerSecond)}`,
        `endpoint p99            ${endpoint.p99.toFixed(1)} ms   (target < ${TARGETS.p99Ms} ms)   ${verdict(endpoint.p99 < TARGETS.p99Ms)}`,
        `one user alone p99      ${alone.p99.toFixed(1)} ms (p50 ${alone.p50.toFixed(1)} ms)   (target < ${TARGETS.aloneP99Ms} ms)   ${verdict(alone.p99 < TARGETS.aloneP99Ms)}`,
        `import of ${IMPORT_ROWS} rows   ${imported.seconds.toFixed(1)} s, ${imported.status}   (target < ${TARGETS.importSeconds} s)   ${verdict(imported.status === 'completed' && imported.seconds < TARGETS.importSeconds)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await close();
  }
}

await main();
