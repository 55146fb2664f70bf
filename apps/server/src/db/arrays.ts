import { sql } from 'drizzle-orm';

/** A list as one PostgreSQL array parameter (`= any(...)`, `unnest(...)`): one parameter however long the list. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
export const numericArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::numeric[]`;
