/**
 * The analytics pages at scale: a dairy and beef herd of 100,000 animals with five years of records
 * on a real PostgreSQL, each of the fifteen pages timed for one user, the as-of view of a past day,
 * and a page as a PDF. Not part of `npm test`: `npm run bench:reports` (bench/README.md). The
 * database named in DATABASE_URL is dropped and created again.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { REPORT_PAGES } from '@ganado/shared/reports';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { animals, farms } from '../apps/server/src/db/schema';
import { refreshAnimalState } from '../apps/server/src/modules/animals/records/animals.state';
import { createMember } from '../apps/server/src/test/people';
import { benchServer, log, timed, verdict } from './support';
import { seedDairyAndBeefHerd } from './reports.seed';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const HERD = Number(process.env.BENCH_ANIMALS ?? 100_000);
/** Requests per page after its first: the first works the page out, these read its snapshot (p50 and p95 over them). */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
/** Some pages only, by id, comma-separated (all by default): for a quick look while developing. */
const PAGES = process.env.BENCH_PAGES ? REPORT_PAGES.filter((page) => process.env.BENCH_PAGES!.split(',').includes(page)) : REPORT_PAGES;
/** Reuse the herd a previous run seeded (bench/README.md), for timing the pages again after a change. */
const KEEP = process.env.BENCH_KEEP === '1';
/** The targets: a page under 500 ms (p95, one user), a past day's view under 1 s, a page's PDF under 3 s. */
const TARGETS = { pageP95Ms: 500, asOfP95Ms: 1000, pdfMs: 3000 };
const GRANTS = { reports: ['view', 'export'], animals: ['view', 'create'] } as const;
/** A farm only this bench's herd has (bench:animals seeds a 'Rancho Benchmark' too), found again with BENCH_KEEP. */
const KEPT_FARM = 'Engorda La Vega';

/** The herd through the log's tables, then one rebuild of the derived state. */
async function seed(database: Database, organizationId: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await seedDairyAndBeefHerd(client, { organizationId, animals: HERD, lastDay: new Date() });
  } finally {
    await client.end();
  }
  await timed('derived state rebuilt', async () => {
    const { db } = database;
    const ids = (await db.select({ id: animals.id }).from(animals).where(eq(animals.organizationId, organizationId))).map((row) => row.id);
    for (let start = 0; start < ids.length; start += 5000) await refreshAnimalState(db, organizationId, ids.slice(start, start + 5000));
  });
  // As autovacuum would have done on a live server by then.
  await timed('vacuum analyze', () => database.db.execute(sql`vacuum analyze`));
}

interface Timing {
  /** The first request: the page worked out on the herd (no snapshot of the view yet). */
  first: number;
  /** Over the requests after it, answered from the view's snapshot. */
  p50: number;
  p95: number;
  bytes: number;
}

interface Auth {
  header: string;
  renew(): Promise<void>;
}

/** One request; a 401 (a token outlived) signs in again and asks again. */
async function ask(base: string, url: string, auth: Auth, init: RequestInit = {}): Promise<{ ms: number; body: ArrayBuffer }> {
  for (;;) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { ...init, headers: { authorization: auth.header, ...(init.body ? { 'content-type': 'application/json' } : {}) } });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status === 401) {
      await auth.renew();
      continue;
    }
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 500)}`);
    return { ms, body };
  }
}

/** `1 + repeats` requests one after another. */
async function time(base: string, url: string, auth: Auth, repeats: number): Promise<Timing> {
  const latencies: number[] = [];
  let bytes = 0;
  while (latencies.length < 1 + repeats) {
    const { ms, body } = await ask(base, url, auth);
    latencies.push(ms);
    bytes = body.byteLength;
  }
  const sorted = latencies.slice(1).sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
  return { first: latencies[0]!, p50: at(0.5), p95: at(0.95), bytes };
}

const row = (name: string, timing: Timing, target: number) =>
  `${name.padEnd(34)} worked out ${timing.first.toFixed(0).padStart(6)} ms   snapshot p50 ${timing.p50.toFixed(0).padStart(4)} ms   p95 ${timing.p95.toFixed(0).padStart(4)} ms   ${(timing.bytes / 1024).toFixed(0).padStart(5)} KB   (target p95 < ${target} ms)   ${verdict(timing.p95 < target)}`;

/**
 * A vet records a case of mastitis, then opens the analytics page: the time of that answer (its
 * snapshot, saying the herd changed since) and how long until the page's newer figures come.
 */
async function afterAWrite(base: string, auth: Auth, animalId: string) {
  const record = { type: 'disease', occurredAt: new Date().toISOString(), diagnosis: 'Mastitis' };
  await ask(base, `/api/animal/${animalId}/record`, auth, { method: 'POST', body: JSON.stringify(record) });
  const started = performance.now();
  const first = await ask(base, '/api/reports/analytics', auth);
  const changedSince = (JSON.parse(Buffer.from(first.body).toString('utf8')) as { data: { changedSince: boolean } }).data.changedSince;
  let fresh = !changedSince;
  while (!fresh) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    fresh = !(JSON.parse(Buffer.from((await ask(base, '/api/reports/analytics', auth)).body).toString('utf8')) as { data: { changedSince: boolean } }).data.changedSince;
  }
  return { answerMs: first.ms, changedSince, newerAfterMs: performance.now() - started };
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const { database, app, base, close } = await benchServer(DATABASE_URL, { keep: KEEP });
  try {
    const [kept] = KEEP ? await database.db.select({ organizationId: farms.organizationId }).from(farms).where(eq(farms.name, KEPT_FARM)) : [];
    const member = await createMember(app, { organizationId: kept?.organizationId, grants: GRANTS });
    if (kept) log('herd kept from the previous run');
    else await seed(database, member.organizationId);
    const auth: Auth = {
      header: '',
      async renew() {
        this.header = (await createMember(app, { organizationId: member.organizationId, grants: GRANTS })).headers.authorization;
      },
    };
    await auth.renew();
    const [{ count }] = (await rowsOf<{ count: number }>(database.db.execute(sql`select count(*)::int as count from events where organization_id = ${member.organizationId}`))) as [{ count: number }];

    const lines: string[] = [];
    let worstPage = 0;
    for (const page of PAGES) {
      log(`GET /api/reports/${page}`);
      const timing = await time(base, `/api/reports/${page}`, auth, REPEATS);
      worstPage = Math.max(worstPage, timing.p95);
      lines.push(row(page, timing, TARGETS.pageP95Ms));
    }
    // A past day: the herd as it was two years ago, its year to then (docs/decisions.md: reports, as of a day).
    const pastDay = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
    log(`as of ${pastDay}`);
    const asOf = await time(base, `/api/reports/analytics?asOf=${pastDay}`, auth, REPEATS);
    const asOfBreeder = await time(base, `/api/reports/breeder?asOf=${pastDay}`, auth, REPEATS);
    log('PDF of the analytics page');
    const pdf = await time(base, '/api/reports/analytics/export?format=pdf', auth, REPEATS);
    log('a record written, then the analytics page');
    const [cow] = await rowsOf<{ id: string }>(database.db.execute(sql`select id from animals where organization_id = ${member.organizationId} and gender = 'female' and status = 'active' limit 1`));
    const write = await afterAWrite(base, auth, cow!.id);

    console.warn(
      [
        '',
        `Herd: ${HERD} animals, ${count} records over five years (one organisation); one user, ${1 + REPEATS} requests a page one after another: the first works the page out, the others read its snapshot`,
        `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes (the targets assume an otherwise idle machine)`,
        ...lines,
        row(`analytics as of ${pastDay}`, asOf, TARGETS.asOfP95Ms),
        row(`breeder as of ${pastDay}`, asOfBreeder, TARGETS.asOfP95Ms),
        row('analytics as PDF', pdf, TARGETS.pdfMs),
        `slowest page p95 from its snapshot   ${worstPage.toFixed(0)} ms   (target < ${TARGETS.pageP95Ms} ms)   ${verdict(worstPage < TARGETS.pageP95Ms)}`,
        `after a record is written: the analytics page answers in ${write.answerMs.toFixed(0)} ms${write.changedSince ? ' (its snapshot, saying the herd changed since)' : ' (worked out again at once)'}; newer figures ${(write.newerAfterMs / 1000).toFixed(1)} s later`,
        '',
      ].join('\n'),
    );
  } finally {
    await close();
  }
}

await main();
