import type { AppError } from './app-error';

/**
 * A service result that may be a failure whose writes must still commit (a failed-login count,
 * an OTP try, a revoked token family): the transaction returns it, and `settle` throws after
 * the commit, where throwing inside would have rolled the writes back.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (error: AppError): Outcome<never> => ({ ok: false, error });

export async function settle<T>(outcome: Promise<Outcome<T>>): Promise<T> {
  const result = await outcome;
  if (!result.ok) throw result.error;
  return result.value;
}
