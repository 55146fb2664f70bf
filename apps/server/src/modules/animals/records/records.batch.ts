import { and, eq, inArray } from 'drizzle-orm';
import { isInFuture } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import { animals, farms } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

const dateProblem = (key: 'animals.recordInFuture' | 'animals.recordBeforeBirth') =>
  AppError.invalid([{ param: 'occurredAt', key }]);

/**
 * The checks before one record is written on many animals at once (a group move, a bulk action):
 * every id an animal of the organisation (404, nothing written), none removed unless the record
 * is a note (409), the date neither in the future (on each animal's farm's clock) nor before an
 * animal's birth (422), as for a single record. Repeated ids count once; the distinct ids are answered.
 */
export async function animalsForBatch(
  db: Db,
  organizationId: string,
  request: { animalIds: readonly string[]; occurredAt: string },
  options: { now: Date; removedAllowed?: boolean },
): Promise<string[]> {
  const ids = [...new Set(request.animalIds)];
  const found = await db
    .select({ status: animals.status, birthDate: animals.birthDate, timeZone: farms.timeZone })
    .from(animals)
    .leftJoin(farms, eq(farms.id, animals.farmId))
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, ids)));
  if (found.length !== ids.length) throw AppError.notFound();
  if (!options.removedAllowed && found.some((animal) => animal.status === 'removed')) throw new AppError(409, 'animals.removed', { param: 'animalIds' });
  // Today on each animal's farm: a bulk record dated today is refused only where that day has not come.
  if (found.some((animal) => isInFuture(request.occurredAt, options.now, animal.timeZone))) throw dateProblem('animals.recordInFuture');
  const day = request.occurredAt.slice(0, 10);
  if (found.some((animal) => animal.birthDate !== null && animal.birthDate > day)) throw dateProblem('animals.recordBeforeBirth');
  return ids;
}

/** What the per-animal rules of a record read (`animalProblems`): gender and birth. */
export async function animalFacts(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: animals.id, gender: animals.gender, birthDate: animals.birthDate, timeZone: farms.timeZone })
    .from(animals)
    .leftJoin(farms, eq(farms.id, animals.farmId))
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])));
}
