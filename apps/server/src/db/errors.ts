/** Whether a database error (or the error drizzle wrapped it in) is a unique-index violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Awaits `work`; a unique-index violation (a race lost after the check before it) becomes `refusal()`. */
export async function refuseOnUniqueViolation<T>(work: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isUniqueViolation(error) ? refusal() : error;
  }
}
