import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';

const AUTH_WINDOW_MS = 60_000;

/**
 * Route options for the sign-in routes people could hammer (login, OTP, passwords,
 * pre-registration): AUTH_RATE_LIMIT requests a minute per address and route, in memory.
 * In memory means per replica; behind several replicas the effective limit multiplies.
 */
export function authRateLimit(config: Config): FastifyContextConfig {
  return { rateLimit: config.authRateLimit > 0 ? { max: config.authRateLimit, timeWindow: AUTH_WINDOW_MS } : false };
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
