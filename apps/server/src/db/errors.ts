type PostgresError = { code?: unknown; routine?: unknown };

/** A database error and the errors it was wrapped in (drizzle keeps PostgreSQL's as `cause`). */
function causes(error: unknown): PostgresError[] {
  const chain: PostgresError[] = [];
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/** Whether a database error (or the error drizzle wrapped it in) is a unique-index violation. */
export function isUniqueViolation(error: unknown): boolean {
  return causes(error).some(({ code }) => code === '23505');
}

/**
 * Whether PostgreSQL refused text it cannot store, the same on PGlite: a NUL in text (22021,
 * "invalid byte sequence for encoding UTF8: 0x00"), `\u0000` in jsonb (22P05), and a lone
 * surrogate escaped in jsonb (22P02 from the JSON parser, whose routine is named json_…).
 */
export function isUnstorableText(error: unknown): boolean {
  return causes(error).some(({ code, routine }) => code === '22021' || code === '22P05' || (code === '22P02' && /json/i.test(String(routine))));
}

/** Awaits `work`; a unique-index violation (a race lost after the check before it) becomes `refusal()`. */
export async function refuseOnUniqueViolation<T>(work: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isUniqueViolation(error) ? refusal() : error;
  }
}
