import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseKind } from '@ganado/shared/health';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { TenantPool, tenantPglite } from './tenancy';

export type Schema = typeof schema;
/**
 * One type for both drivers, so repositories never care which database they run on.
 * A transaction is a Db too: functions taking a Db can run inside one.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /**
   * The owner's connection, which row-level security does not limit: migrations, seeds, tests'
   * fixtures, and the few places that must work across organisations (AppContext.system).
   */
  db: Db;
  /** A handle that sees and writes this organisation's rows only (db/tenancy.ts); null: no organisation's. */
  forTenant(organizationId: string | null): Db;
  kind: DatabaseKind;
  /**
   * Calls `onPayload` with each NOTIFY on `channel`, from this process or another replica, once the
   * notifying transaction has committed (docs/decisions.md: live chat). Answers the stop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Tenant handles are kept per organisation (building one costs a fraction of a millisecond), up to a bound. */
const TENANT_HANDLES_KEPT = 500;

function tenantHandles(build: (organizationId: string | null) => Db): Database['forTenant'] {
  const kept = new Map<string | null, Db>();
  return (organizationId) => {
    let handle = kept.get(organizationId);
    if (handle) {
      // Most recently used last, so the oldest is the first to go.
      kept.delete(organizationId);
    } else {
      handle = build(organizationId);
      if (kept.size >= TENANT_HANDLES_KEPT) kept.delete(kept.keys().next().value as string | null);
    }
    kept.set(organizationId, handle);
    return handle;
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, PGlite. */
  url?: string;
  dataDir?: string;
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded PGlite, kept under `${dataDir}/pglite`,
 * or in memory when there is no dataDir either (tests). Fails fast if the database is unreachable.
 */
export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<Database> {
  return url ? openPostgres(url) : openPglite(dataDir);
}

/**
 * Uses of a pooled connection before it is closed and replaced. Each connection keeps the named
 * prepared statements it has run (db/prepared.ts), one per distinct text (a filter or sort the herd
 * list had not seen); replacing it now and then bounds what a backend holds on a long-running server.
 */
const CONNECTION_USES = 10_000;

function pool(url: string) {
  const created = new pg.Pool({ connectionString: url, maxUses: CONNECTION_USES });
  // An idle connection the server ends (a restart, a terminated backend, a dropped test database)
  // is an 'error' on the pool; unheard it would crash the process. The pool discards that client
  // and the next query opens a fresh one, so a warning is all it needs.
  created.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  return created;
}

async function openPostgres(url: string): Promise<Database> {
  const owner = pool(url);
  // Tenant connections are a pool apart: they take the tenant role, which must never reach the owner's work.
  const tenants = pool(url);
  const close = async () => {
    await Promise.all([owner.end(), tenants.end()]);
  };
  try {
    await owner.query('select 1');
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db: drizzleNodePg({ client: owner, schema }),
    forTenant: tenantHandles((organizationId) => drizzleNodePg({ client: new TenantPool(tenants, organizationId) as unknown as pg.Pool, schema })),
    kind: 'postgres',
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close,
  };
}

/** How long a dropped listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

/**
 * A connection of its own that LISTENs (a pooled one would be handed to others between queries),
 * connected again after the server drops it. Notifications sent while it was down are not replayed:
 * the chat's clients catch up from the table when they reconnect (docs/decisions.md: live chat).
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) onPayload(note.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), LISTEN_RETRY_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/**
 * A PGlite with the extensions the migrations create (pg_trgm: the herd list's text search, an
 * index of trigrams); every PGlite the server or a test opens is made here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let dataDirectory: string | undefined;
  if (dataDir) {
    dataDirectory = path.join(dataDir, 'pglite');
    await mkdir(dataDirectory, { recursive: true });
  }
  return pgliteDatabase(await createPglite({ dataDir: dataDirectory }));
}

/** Wraps a PGlite the caller created itself (tests start theirs from a snapshot). */
export function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }),
    forTenant: tenantHandles((organizationId) => drizzlePglite({ client: tenantPglite(client, organizationId) as unknown as PGlite, schema })),
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        // A PGlite being closed has nothing left to stop listening on.
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}
