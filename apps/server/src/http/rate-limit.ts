import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { databaseRateLimitStore, redisRateLimitStore } from './rate-limit.store';

const AUTH_WINDOW_MS = 60_000;

/**
 * Where the limits count: in Redis when REDIS_URL is set, otherwise in the database; either way
 * every replica shares the count, so N replicas do not multiply the limit. `close` ends the Redis
 * connection with the app.
 */
export function rateLimitStore(config: Config, db: Db) {
  if (!config.redisUrl) return { store: databaseRateLimitStore(db), close: async () => {} };
  // Errors reach the caller of each count (a request answers 500); an unheard 'error' event would end the process.
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', () => {});
  return {
    store: redisRateLimitStore(redis),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Route options for the sign-in routes people could hammer (login, OTP, passwords,
 * pre-registration): AUTH_RATE_LIMIT requests a minute per address and route, counted where
 * every replica sees it (`rateLimitStore`).
 */
export function authRateLimit(config: Config): FastifyContextConfig {
  return { rateLimit: config.authRateLimit > 0 ? { max: config.authRateLimit, timeWindow: AUTH_WINDOW_MS } : false };
}

/**
 * Route options for a signed-in action that costs more than a request (a report worked out and
 * emailed at once): `max` in `windowMs` per person, whatever address they come from, counted where
 * every replica sees it; 0 turns it off. The session is known by then: the access hook runs before
 * route hooks.
 */
export function personRateLimit(max: number, windowMs: number): FastifyContextConfig {
  return { rateLimit: max > 0 ? { max, timeWindow: windowMs, keyGenerator: (request) => request.session.userId } : false };
}

/**
 * The same limit counted per call rather than per request, for a sign-in that is one field of a
 * GraphQL request: each call counts once against the address, however many a request holds.
 * Past the limit it throws 429 errors.tooManyRequests. Each limiter keeps its own count, as each route does.
 */
export function authAttemptLimit(app: FastifyInstance, config: Config): (request: FastifyRequest) => Promise<void> {
  if (config.authRateLimit <= 0) return async () => {};
  const count = app.createRateLimit({ max: config.authRateLimit, timeWindow: AUTH_WINDOW_MS });
  return async (request) => {
    const state = await count(request);
    if (!state.isAllowed && state.isExceeded) throw new AppError(429, 'errors.tooManyRequests');
  };
}
