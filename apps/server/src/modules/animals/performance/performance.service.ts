import { animalPerformance, dayOf } from '@ganado/performance';
import type { AnimalPerformance, WeightUnit } from '@ganado/shared/animals';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { Session } from '../../sessions/authenticate';
import { findLatestScrotal, findPerformanceAnimal, listQuantities } from './performance.repository';

const onDay = <T extends { occurredAt: Date }>({ occurredAt, ...rest }: T) => ({ ...rest, on: dayOf(occurredAt) });

/** Loads the animal's data and hands it to `@ganado/performance`; every figure is computed there. */
export async function getPerformance(context: AppContext, session: Session, id: string): Promise<AnimalPerformance> {
  const { db } = context;
  const { organizationId } = session;
  const animal = await findPerformanceAnimal(db, organizationId, id);
  if (!animal) throw AppError.notFound();
  const [weighings, milk, scrotal] = await Promise.all([
    listQuantities<WeightUnit>(db, organizationId, id, 'weight'),
    listQuantities<string>(db, organizationId, id, 'milk'),
    findLatestScrotal(db, organizationId, id),
  ]);
  return animalPerformance({
    speciesCode: animal.speciesCode,
    gender: animal.gender,
    birthDate: animal.birthDate,
    birthWeight: animal.birthWeight === null ? null : { value: animal.birthWeight, unit: animal.birthWeightUnit },
    damBirthDate: animal.damBirthDate,
    weighings: weighings.map(onDay),
    milk: milk.map(onDay),
    scrotal: scrotal ? onDay(scrotal) : null,
  });
}
