import type { FastifyContextConfig } from 'fastify';
import type { Config } from '../config';

/**
 * Route options for the sign-in routes people could hammer (login, OTP, passwords,
 * pre-registration): AUTH_RATE_LIMIT requests a minute per address and route, in memory.
 * In memory means per replica; behind several replicas the effective limit multiplies.
 */
export function authRateLimit(config: Config): FastifyContextConfig {
  return { rateLimit: config.authRateLimit > 0 ? { max: config.authRateLimit, timeWindow: 60_000 } : false };
}
