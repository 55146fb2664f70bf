import { AppError } from '../../http/app-error';
import type { Session } from '../sessions/authenticate';

/**
 * Completing an insemination or health-record task writes records on animals, so besides the
 * action list's edit (checked by the route's access) the caller needs what adding a record on an
 * animal needs: the animals module's create. Otherwise the action list would be a way around it.
 */
export function requireAnimalRecords(session: Session): void {
  if (!session.permissions.animals?.includes('create')) throw AppError.forbidden();
}
