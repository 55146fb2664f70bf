import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { IMPORT_KINDS, type ImportKind } from '../db/schema';
import type { DemoOrganization } from '../seed/demo';
import type { DashboardCounter } from './dashboard/dashboard.counters';
import type { ImportWriter } from './imports/imports.job';

/** The `/api` scope a module registers its routes in (access control, rate limits and multipart are already on it). */
export type ApiScope = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Timers `buildApp` starts only when asked (main.ts, from the config): tests drive their services themselves. */
export interface OptionalTimers {
  /** Email the reminders of tasks due today on a timer. */
  reminders?: boolean;
  /** Give back drug reservations whose time ran out, on a timer. */
  reservationSweep?: boolean;
  /** Email the daily medicine cabinet alerts (expiring packs, low stock). */
  drugAlerts?: boolean;
  /** Email the scheduled reports that are due, on a timer. */
  reportSchedules?: boolean;
  /** Keep the slow analytics views people read fresh in the background, on a timer. */
  reportSnapshots?: boolean;
}

/** A timer that queues one of the module's tasks, started once the queue runs and stopped on close. */
export interface ModuleTimer {
  /** Starts the timer; returns its stop. */
  start(context: AppContext): () => void;
  /** Started only when `buildApp` is given this option. */
  optIn?: keyof OptionalTimers;
}

/**
 * What a module seeds (seed/index.ts runs them all in the one transaction of every start):
 * `reference` first, then the demo organisation's parts when it is being created, then
 * `everyOrganization` once all organisations exist.
 */
export interface ModuleSeeds {
  /** Every start: data shared by every organisation, upserted on natural keys (countries, species). */
  reference?: (db: Db) => Promise<void>;
  /** Once, when the demo organisation (seed/demo.ts: people, farms, zones) is created: the module's part of it, lower `order` first. */
  demo?: { order: number; run: (db: Db, demo: DemoOrganization) => Promise<void> };
  /** Every start, after the demo: what each organisation must have (default departments and roles). */
  everyOrganization?: (db: Db) => Promise<void>;
}

/**
 * A server module as `buildApp` and the seed runner see it, declared in its folder's `module.ts`
 * and listed once in `modules/index.ts` (docs/ARCHITECTURE.md, "Folder map"). Every part is optional.
 */
export interface ServerModule {
  /** Its folder's name under `modules/` (a test holds them to it). */
  name: string;
  /** Registers its route plugins under `/api`, in the order given. */
  routes?: (api: ApiScope, context: AppContext) => Promise<void>;
  /** Defines its tasks on the durable queue (`context.jobs.define`): every replica defines every task, so whichever fetches a job runs it. */
  tasks?: (context: AppContext) => void;
  timers?: readonly ModuleTimer[];
  /** At start-up, once the queue runs: its work accepted before a stop and left without a job is queued again (a send for work that has one is dropped). */
  resume?: (context: AppContext) => Promise<void>;
  /** The writers of the import kinds it owns: the one import mechanism (modules/imports/) runs each import's kind's writer. */
  imports?: Partial<Record<ImportKind, ImportWriter>>;
  /** Its numbers on the dashboard (modules/dashboard/). */
  counters?: readonly DashboardCounter[];
  seeds?: ModuleSeeds;
}

/** Each import kind's writer, from the one module that owns the kind: a kind with none, or with two, stops the start. */
export function importWriters(modules: readonly ServerModule[]): Record<ImportKind, ImportWriter> {
  const writers: Partial<Record<ImportKind, ImportWriter>> = {};
  for (const module of modules) {
    for (const [kind, writer] of Object.entries(module.imports ?? {}) as [ImportKind, ImportWriter][]) {
      if (writers[kind]) throw new Error(`Two modules write imports of kind ${kind}`);
      writers[kind] = writer;
    }
  }
  const missing = IMPORT_KINDS.filter((kind) => !writers[kind]);
  if (missing.length > 0) throw new Error(`No module writes imports of kind ${missing.join(', ')}`);
  return writers as Record<ImportKind, ImportWriter>;
}
