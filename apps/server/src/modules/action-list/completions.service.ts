import type { MessageKey } from '@ganado/shared';
import type { HealthRecordTaskRequest, InseminationTaskRequest, TaskCompletion } from '@ganado/shared/action-list';
import type { RecordOf } from '@ganado/shared/animals';
import type { AppContext } from '../../context';
import { refuseOnUniqueViolation } from '../../db/errors';
import { AppError, type FieldProblem } from '../../http/app-error';
import { usesOf, withUse } from '../animals/records/records.uses';
import { releaseHeldFor } from '../drugs/reservations/reservations.service';
import { writeAnimalRecords } from '../animals/records/records.ledger';
import { recordColumns } from '../animals/records/records.rules';
import { checkRecordOnAnimals } from '../animals/records/records.many';
import type { Session } from '../sessions/authenticate';
import { requireAnimalRecords } from './completions.policy';
import { markDone, occurrenceToComplete, taskOf } from './occurrence.service';
import type { LoadedTask } from './tasks.repository';

/** The records a task's completion writes on each of its animals. */
type TaskRecord = RecordOf<'service'> | RecordOf<'treatment'> | RecordOf<'vaccination'>;

interface Completion {
  taskId: string;
  index: number;
  animalIds: string[] | undefined;
  category: 'insemination' | 'healthRecord';
  action: 'task.insemination' | 'task.healthRecord';
  record: TaskRecord;
}

const problem = (param: string, key: MessageKey): FieldProblem => ({ param, key });

/** The animals asked for, all the task's when none are named; only the task's own may be recorded. */
function animalsToRecord(task: LoadedTask, requested: readonly string[] | undefined): string[] {
  const ids = [...new Set(requested ?? task.animalIds)];
  const onTask = new Set(task.animalIds);
  if (ids.some((id) => !onTask.has(id))) throw AppError.invalid([problem('animalIds', 'actionList.animalNotOnTask')]);
  if (ids.length === 0) throw AppError.invalid([problem('animalIds', 'actionList.animalsRequired')]);
  return ids;
}

/**
 * The occurrence marked done with the number of records; one record per animal, done, linked to
 * that occurrence; the derived state rebuilt; one activity entry for the batch, on the task (as a
 * bulk action logs one entry). One transaction: any refusal writes nothing.
 */
async function complete(context: AppContext, session: Session, completion: Completion, ip: string): Promise<TaskCompletion> {
  requireAnimalRecords(session);
  const { organizationId } = session;
  const work = context.db.transaction(async (tx) => {
    const now = context.clock();
    const { task, done } = await taskOf(tx, session, completion.taskId);
    if (task.category !== completion.category) throw AppError.invalid([problem('id', 'actionList.wrongCategory')]);
    const ids = animalsToRecord(task, completion.animalIds);
    const occurrence = occurrenceToComplete(task, done, completion.index, now);
    const { record } = completion;
    await checkRecordOnAnimals(tx, session, ids, record, now);
    const columns = recordColumns(record);
    // A health task's medicine is drawn from its pack for every animal at once (the task's own reservation counts as free).
    const given = await usesOf(tx, session, record, ids, { taskId: task.id });
    // The occurrence first: the records point at it (events.task_id, occurrence_index).
    const event = await markDone(tx, session, task, occurrence, now, ids.length);
    const rows = ids.map((animalId) => ({
      animalId,
      type: record.type,
      status: 'done' as const,
      occurredAt: new Date(record.occurredAt),
      notes: record.notes ?? null,
      ...withUse(columns, given.get(animalId)),
      occurrence: { taskId: task.id, index: occurrence.index },
    }));
    const recordIds = await writeAnimalRecords(tx, { organizationId, userId: session.userId, ip }, rows, [
      {
        action: completion.action,
        entityType: 'task',
        entityId: task.id,
        after: { index: occurrence.index, type: record.type, occurredAt: record.occurredAt, count: rows.length },
      },
    ]);
    // What the task held of the pack has now been drawn.
    const drawnFrom = given.get(ids[0]!)?.drawnFrom;
    if (drawnFrom) await releaseHeldFor(tx, organizationId, { taskId: task.id, packId: drawnFrom }, 'used', now);
    return { event, records: recordIds.map((id, index) => ({ id, animalId: ids[index]! })) };
  });
  return refuseOnUniqueViolation(work, () => new AppError(409, 'actionList.occurrenceDone'));
}

/** POST /api/action-list/task/insemination: a service on each of the task's animals. */
export function recordInsemination(context: AppContext, session: Session, request: InseminationTaskRequest, ip: string): Promise<TaskCompletion> {
  const { id, index, animalIds, ...fields } = request;
  const record: TaskRecord = { ...fields, type: 'service', status: 'done' };
  return complete(context, session, { taskId: id, index, animalIds, category: 'insemination', action: 'task.insemination', record }, ip);
}

/** PUT /api/action-list/task/health-record: a treatment or a vaccination on each of the task's animals. */
export function recordHealth(context: AppContext, session: Session, request: HealthRecordTaskRequest, ip: string): Promise<TaskCompletion> {
  const { id, index, animalIds, ...fields } = request;
  const record: TaskRecord = { ...fields, status: 'done' };
  return complete(context, session, { taskId: id, index, animalIds, category: 'healthRecord', action: 'task.healthRecord', record }, ip);
}
