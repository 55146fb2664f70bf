import type { RemovalReason } from '@ganado/shared/animals';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordOnAnimal } from '../animals/records/records.service';
import type { Session } from '../sessions/authenticate';

/**
 * An animal leaves the herd through the records' own removal (withdrawal, a removed animal, the
 * date's rules are theirs, not a copy), its refusals said of the caller's fields: the animal's
 * (`animalParam`), or the date's (`dateParam`) when the date is what was refused.
 */
export async function leaveHerd(
  tx: Db,
  context: AppContext,
  session: Session,
  leaving: { animalId: string; at: string; reason: RemovalReason; destination: string; orderId?: string },
  fields: { animalParam: string; dateParam: string },
  ip: string,
): Promise<void> {
  const removal = { type: 'removal', status: 'done', occurredAt: leaving.at, reason: leaving.reason, destination: leaving.destination, notes: null, withdrawalOverride: null } as const;
  try {
    await recordOnAnimal(tx, context, session, leaving.animalId, removal, ip, leaving.orderId ? { orderId: leaving.orderId } : {});
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = error.errors.map((problem) => ({ ...problem, param: problem.param === 'occurredAt' ? fields.dateParam : fields.animalParam }));
    throw new AppError(error.status, error.key, { errors: errors.length > 0 ? errors : [{ param: fields.animalParam, key: error.key }], cause: error });
  }
}
