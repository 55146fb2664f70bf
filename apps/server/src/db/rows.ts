/** The rows of a raw `execute`, as either driver answers it (both carry `rows`; their types differ). */
export async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
