import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context';
import { species } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';
import { PLANNER_STATISTICS_TASK, schedulePlannerStatistics } from './statistics.job';

describe('the planner statistics job', () => {
  it('leaves the planner the row count of animals added since the start', { timeout: 60_000 }, async () => {
    const app = await buildTestApp();
    const { db } = app.database;
    const member = await createMember(app, { grants: { animals: ['view'] } });
    const [cattle] = await db.select({ id: species.id }).from(species).where(eq(species.code, 'cattle'));
    await db.execute(sql`
      insert into animals (organization_id, species_id, gender, tag_number)
      select ${member.organizationId}, ${cattle!.id}, 'female', 'STAT-' || i from generate_series(1, 3000) i`);
    const estimate = async () => {
      const [row] = await db.select({ reltuples: sql<number>`reltuples` }).from(sql`pg_class`).where(sql`relname = 'animals'`);
      return Number(row?.reltuples);
    };
    // PostgreSQL's autovacuum may analyse at any moment; PGlite has none, which is why the job exists.
    if (app.database.kind === 'pglite') expect(await estimate()).toBeLessThan(3000);

    await app.jobs.send(PLANNER_STATISTICS_TASK, {});
    await app.jobs.idle();

    expect(await estimate()).toBeGreaterThanOrEqual(3000);
    await app.close();
  });
});

describe('its schedule', () => {
  afterEach(() => vi.useRealTimers());
  const contextWith = (databaseUrl?: string) => {
    const send = vi.fn(async () => null);
    const context = { config: { databaseUrl }, jobs: { send }, clock: () => new Date(), log: { error: vi.fn() } } as unknown as AppContext;
    return { context, send };
  };

  it('queues the job hourly on PGlite, the first an hour after the start, and stops', () => {
    vi.useFakeTimers();
    const { context, send } = contextWith(undefined);
    const stop = schedulePlannerStatistics(context);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(PLANNER_STATISTICS_TASK, {}, expect.objectContaining({ id: expect.any(String) }));
    vi.advanceTimersByTime(60 * 60_000);
    expect(send).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(5 * 60 * 60_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('queues nothing on PostgreSQL, whose autovacuum keeps the statistics', () => {
    vi.useFakeTimers();
    const { context, send } = contextWith('postgres://postgres@127.0.0.1:5432/ganado');
    schedulePlannerStatistics(context);
    vi.advanceTimersByTime(3 * 60 * 60_000);
    expect(send).not.toHaveBeenCalled();
  });
});
