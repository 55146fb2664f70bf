import type { MessageKey } from '@ganado/shared';
import { AppError } from './app-error';

/** A provider that takes longer than this is treated as unreachable: a page should not hang on it. */
export const OUTBOUND_TIMEOUT_MS = 8_000;

/**
 * Calls an outside provider and returns its JSON. A refused connection, a timeout, an error status
 * or a body that is not JSON all become one 503 with `key`: to the person the cause is the same.
 * The cause is logged by the caller's error handler through `cause`.
 */
export async function fetchJson(url: string, init: RequestInit, unreachable: MessageKey, timeoutMs = OUTBOUND_TIMEOUT_MS): Promise<unknown> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 300)}`);
    return await response.json();
  } catch (cause) {
    throw new AppError(503, unreachable, { cause });
  }
}
