import type { RecordRequest } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Session } from '../../sessions/authenticate';
import { animalFacts, animalsForBatch } from './records.batch';
import { animalProblems } from './records.rules';
import { animalProblemsOf } from './records.service';

/**
 * Every rule of a single record, on every animal, before anything is written (a task's completion,
 * a bulk insemination): those of a batch (organisation, removed, date against the clock and the
 * births), the per-animal ones (a service is for females; AI and ET name a sire or a straw) and the
 * animals the record names (the sire a male of the organisation). A rule about the animals is
 * reported on `animalIds`, the field that chose them.
 */
export async function checkRecordOnAnimals(db: Db, session: Session, ids: readonly string[], record: RecordRequest, now: Date): Promise<void> {
  await animalsForBatch(db, session.organizationId, { animalIds: ids, occurredAt: record.occurredAt }, { now });
  const perAnimal = (await animalFacts(db, session.organizationId, ids)).flatMap((animal) => animalProblems(record, animal, now));
  const problems = [...perAnimal, ...(await animalProblemsOf(db, session.organizationId, record))].map((found) =>
    found.param === 'type' ? { ...found, param: 'animalIds' } : found,
  );
  const unique = [...new Map(problems.map((found) => [`${found.param} ${found.key}`, found])).values()];
  if (unique.length > 0) throw AppError.invalid(unique);
}
