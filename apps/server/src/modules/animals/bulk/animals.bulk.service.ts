import type { BulkActionRequest, RecordRequest } from '@ganado/shared/animals';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { Session } from '../../sessions/authenticate';
import { groupOfOrganization } from './animals.bulk.repository';
import { type AnimalRecordWrite, writeAnimalRecords } from '../records/records.ledger';
import { animalsForBatch } from '../records/records.batch';
import { recordColumns } from '../records/records.rules';
import { type Administered, administer } from '../../drugs/administration/administration.service';

type Recorded = Pick<AnimalRecordWrite, 'type' | 'groupId' | 'quantityValue' | 'quantityUnit' | 'details'>;

/** What each action records on one animal. */
function recordOf(request: BulkActionRequest): Recorded {
  switch (request.action) {
    case 'recordHealth': {
      const { details, quantityValue, quantityUnit } = recordColumns(healthRecord(request));
      return { type: request.record.type, quantityValue, quantityUnit, details };
    }
    case 'moveGroup':
      return { type: 'groupChange', groupId: request.groupId ?? null, details: {} };
    case 'recordWeight':
      return { type: 'weight', quantityValue: request.weight.value, quantityUnit: request.weight.unit, details: {} };
    case 'addNote':
      return { type: 'note', details: { text: request.text } };
  }
}

const healthRecord = (request: Extract<BulkActionRequest, { action: 'recordHealth' }>): RecordRequest =>
  ({ ...request.record, status: 'done', occurredAt: request.occurredAt }) as RecordRequest;

/**
 * POST /api/animal/bulk: one action on up to 1,000 animals, all or nothing. Every id must be an
 * animal of the organisation (404 otherwise, nothing written); a removed animal takes a note but
 * no move or weight; the checks are those of a group move (`animalsForBatch`). One record per animal, one derived-state refresh and one activity entry.
 */
export async function bulkAction(context: AppContext, session: Session, request: BulkActionRequest, ip: string) {
  const { organizationId } = session;
  return context.db.transaction(async (tx) => {
    const ids = await animalsForBatch(tx, organizationId, request, { now: context.clock(), removedAllowed: request.action === 'addNote' });
    if (request.action === 'moveGroup' && request.groupId && !(await groupOfOrganization(tx, organizationId, request.groupId))) throw AppError.notFound();
    const record = recordOf(request);
    // A health record's medicine is drawn for every animal at once, each with its own withdrawal.
    const given = request.action === 'recordHealth' ? await administer(tx, session, healthRecord(request), ids) : new Map<string, Administered>();
    const rows = ids.map((animalId) => ({
      ...record,
      animalId,
      status: 'done' as const,
      occurredAt: new Date(request.occurredAt),
      details: { ...record.details, ...given.get(animalId)?.details },
      drawnFrom: given.get(animalId)?.drawnFrom ?? null,
    }));
    await writeAnimalRecords(tx, { organizationId, userId: session.userId, ip }, rows, [
      { action: 'animal.bulkAction', entityType: 'animal', entityId: null, after: { action: request.action, count: ids.length } },
    ]);
    return { action: request.action, recorded: ids.length };
  });
}
