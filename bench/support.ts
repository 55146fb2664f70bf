/**
 * What every bench shares: a scratch database, the real server on a free port, autocannon over a
 * list of addresses, and the figures' printing. Benches are not part of `npm test` (README).
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { runSeeds } from '../apps/server/src/seed';

export const log = (message: string) => console.warn(`[bench] ${message}`);

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** A fresh database: the bench owns it, so it refuses any database whose name does not say bench. */
async function freshDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/bench/i.test(name)) throw new Error(`DATABASE_URL must name a scratch database with "bench" in its name (it is dropped), not "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

export interface BenchServer {
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database with the reference data (no demo), and the real server on it. With
 * `keep`, the database is kept as a previous run left it (migrated to the code's schema), for a bench
 * that can reuse its seeded data (bench/README.md: BENCH_KEEP). With `serveWeb`, the built web app too.
 */
export async function benchServer(databaseUrl: string, options: { keep?: boolean; serveWeb?: boolean } = {}): Promise<BenchServer> {
  if (!options.keep) await timed('fresh database', () => freshDatabase(databaseUrl));
  const database = await openDatabase({ url: databaseUrl });
  await timed('migrations and reference data', async () => {
    await runMigrations(database);
    await runSeeds(database, { demo: false });
  });
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, CAPTCHA_ENABLED: 'false', AUTH_RATE_LIMIT: '0', SEED_DEMO: 'false', TASK_REMINDERS: 'false' }),
    dataDir: path.join(tmpdir(), `ganado-bench-${randomUUID()}`),
    sessionSecret: 'bench-session-secret-that-is-long-enough-for-hs256',
  };
  const app = await buildApp({ config, database, serveWeb: options.serveWeb });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    database,
    app,
    base,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * autocannon with `connections` for `seconds`, each connection going through `paths` in turn. It
 * runs in a worker thread of its own: on the server's thread, the load's own work would be counted
 * against the server (a client is another machine).
 */
export async function loadPaths(base: string, authorization: string, paths: readonly string[], options: { connections: number; seconds: number }): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    headers: { authorization },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

export const figuresRow = (name: string, figures: Figures) =>
  `${name.padEnd(30)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   errors ${figures.errors}`;

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
