/** The rows of a raw `execute`, as either driver answers it (both carry `rows`; their types differ). */
export async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** A timestamp of a raw row (a Date from pg, a string from PGlite, or null) as the answers write it: ISO 8601 in UTC. */
export function isoInstant(value: Date | string): string;
export function isoInstant(value: Date | string | null): string | null;
export function isoInstant(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
