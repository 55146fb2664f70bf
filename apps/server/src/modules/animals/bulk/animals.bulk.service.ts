import type { BulkActionRequest, RecordRequest } from '@ganado/shared/animals';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { Session } from '../../sessions/authenticate';
import { groupOfOrganization } from './animals.bulk.repository';
import { type AnimalRecordWrite, writeAnimalRecords } from '../records/records.ledger';
import { animalsForBatch } from '../records/records.batch';
import { recordColumns } from '../records/records.rules';
import { checkRecordOnAnimals } from '../records/records.many';
import { type RecordUse, usesOf, withUse } from '../records/records.uses';

type Recorded = Pick<AnimalRecordWrite, 'type' | 'groupId' | 'quantityValue' | 'quantityUnit' | 'relatedAnimalId'> & { details: Record<string, unknown> };

/** What each action records on one animal. */
function recordOf(request: BulkActionRequest): Recorded {
  switch (request.action) {
    case 'recordHealth': {
      const { details, quantityValue, quantityUnit } = recordColumns(healthRecord(request));
      return { type: request.record.type, quantityValue, quantityUnit, details };
    }
    case 'recordService': {
      const { details, relatedAnimalId } = recordColumns(serviceOf(request));
      return { type: 'service', relatedAnimalId, details };
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
const serviceOf = (request: Extract<BulkActionRequest, { action: 'recordService' }>): RecordRequest => ({ ...request.record, type: 'service', status: 'done', occurredAt: request.occurredAt });

/** The request's own fields, beside the nested record's. */
const OWN_FIELDS = new Set(['', 'animalIds', 'occurredAt']);

/** A refusal of the record's fields said of the request's `record`, where the bulk contract nests them. */
async function ofRecord<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = error.errors.map((problem) => (OWN_FIELDS.has(problem.param) ? problem : { ...problem, param: `record.${problem.param}` }));
    throw new AppError(error.status, error.key, { errors, cause: error });
  }
}

/** The record an action writes that uses stock or names animals: a health record's medicine, a service's straw and sire. */
const recordUsing = (request: BulkActionRequest): RecordRequest | null =>
  request.action === 'recordHealth' ? healthRecord(request) : request.action === 'recordService' ? serviceOf(request) : null;

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
    const using = recordUsing(request);
    // A service is for females, its sire a male of the organisation: the rules of one record, on each animal.
    if (request.action === 'recordService') await ofRecord(checkRecordOnAnimals(tx, session, ids, using!, context.clock()));
    const record = recordOf(request);
    // A health record's medicine is drawn for every animal at once, each with its own withdrawal; a service's straw one per animal.
    const given = using ? await ofRecord(usesOf(tx, session, using, ids)) : new Map<string, RecordUse>();
    const rows = ids.map((animalId) => ({
      ...withUse({ quantityValue: null, quantityUnit: null, farmId: null, zoneId: null, groupId: null, relatedAnimalId: null, ...record }, given.get(animalId)),
      type: record.type,
      animalId,
      status: 'done' as const,
      occurredAt: new Date(request.occurredAt),
    }));
    await writeAnimalRecords(tx, { organizationId, userId: session.userId, ip }, rows, [
      { action: 'animal.bulkAction', entityType: 'animal', entityId: null, after: { action: request.action, count: ids.length } },
    ]);
    return { action: request.action, recorded: ids.length };
  });
}
