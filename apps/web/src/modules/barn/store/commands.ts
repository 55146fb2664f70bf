import { actionListOperations, type OccurrenceRequest } from '@ganado/shared/action-list';
import { animalRecordOperations, type RecordRequest } from '@ganado/shared/animals';
import { barnDb, type Command, type CommandOperation } from './db';

/** The contract's operation behind each kind of command: the same route, checks and rules as online. */
export const COMMAND_OPERATIONS = {
  addAnimalRecord: animalRecordOperations.addAnimalRecord,
  setTaskOccurrence: actionListOperations.setTaskOccurrence,
} as const satisfies Record<CommandOperation, unknown>;

interface Queued {
  userId: string;
  farmId: string;
}

const queue = async (command: Omit<Command, 'seq' | 'id' | 'createdAt' | 'state' | 'problem'>): Promise<Command> => {
  const stored: Command = { ...command, id: crypto.randomUUID(), createdAt: new Date().toISOString(), state: 'waiting', problem: null };
  stored.seq = await barnDb.commands.add(stored);
  return stored;
};

/** A record on an animal, kept on the phone until the server has it. */
export const queueRecord = (at: Queued, animal: { id: string; tagNumber: string }, record: RecordRequest) =>
  queue({ ...at, operation: 'addAnimalRecord', input: { params: { id: animal.id }, body: record }, subject: { animalId: animal.id, label: animal.tagNumber } });

/** An occurrence of a task marked done. */
export const queueTaskDone = (at: Queued, task: { taskId: string; index: number; name: string }) => {
  const body: OccurrenceRequest = { id: task.taskId, index: task.index, status: 'completed' };
  return queue({ ...at, operation: 'setTaskOccurrence', input: { body }, subject: { taskId: task.taskId, label: task.name } });
};

/** A refused command, changed by the person, goes back to the queue under the same id: the server never stored it. */
export async function resendCommand(seq: number, body?: Record<string, unknown>): Promise<void> {
  await barnDb.transaction('rw', barnDb.commands, async () => {
    const command = await barnDb.commands.get(seq);
    if (!command) return;
    // Back to the end of the queue: it was refused in its turn, and what came after it has gone ahead.
    await barnDb.commands.delete(seq);
    const { seq: _old, ...rest } = command;
    await barnDb.commands.add({ ...rest, input: { ...command.input, body: body ?? command.input.body }, state: 'waiting', problem: null });
  });
}

export const discardCommand = (seq: number) => barnDb.commands.delete(seq);

export const commandsOf = (userId: string, state: Command['state']) => barnDb.commands.where('[userId+state]').equals([userId, state]).toArray();
