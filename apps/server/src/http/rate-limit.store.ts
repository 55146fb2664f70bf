import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** One count in a window: the count so far, and the milliseconds the window has left. */
type Counter = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A store for @fastify/rate-limit whose counts every replica shares (docs/decisions.md, "Shared
 * state across replicas"): in PostgreSQL (or PGlite), or in Redis when REDIS_URL is set. A route's
 * limiter counts under its method and URL; a limiter made with `createRateLimit` (a GraphQL
 * sign-in field) has no route, so it counts under the order it was made in, which is the same on
 * every replica (they build the same app).
 */
function sharedStore(count: Counter): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let limiters = 0;
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      count(`${this.prefix}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions) {
      const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      limiters += url ? 0 : 1;
      return new SharedStore({}, url ? `${String(method)} ${url}` : `limiter ${limiters}`);
    }
  }
  return SharedStore;
}

/** Counts in the `rate_limits` table: one upsert, which starts a new window once the last has ended. */
export function databaseRateLimitStore(db: Db) {
  return sharedStore(async (key, windowMs) => {
    const ended = sql`${rateLimits.expiresAt} <= now()`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ current: rateLimits.count, ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.expiresAt} - now()) * 1000))::int` });
    if (!row) throw new Error('rate limit upsert returned nothing');
    return row;
  });
}

/** INCR, the window set by the first count of it, and what it has left, in one step. */
const REDIS_COUNT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return { current, redis.call('PTTL', KEYS[1]) }`;

export const REDIS_RATE_LIMIT_PREFIX = 'ganado:rate-limit:';

/** Counts in Redis, keys expiring with their window. */
export function redisRateLimitStore(redis: Redis) {
  return sharedStore(async (key, windowMs) => {
    const [current, ttl] = (await redis.eval(REDIS_COUNT, 1, `${REDIS_RATE_LIMIT_PREFIX}${key}`, windowMs)) as [number, number];
    return { current, ttl: Math.max(0, ttl) };
  });
}

/** Deletes the windows that have ended; answers how many. */
export async function forgetExpiredRateLimits(db: Db): Promise<number> {
  const gone = await db.delete(rateLimits).where(lte(rateLimits.expiresAt, sql`now()`)).returning({ key: rateLimits.key });
  return gone.length;
}
