import { barnOperations, IDEMPOTENCY_HEADER } from '@ganado/shared/barn';
import { ApiError, call } from '../../../app/api';
import { getSession } from '../../../app/session';
import { COMMAND_OPERATIONS } from '../store/commands';
import { barnDb, snapshotKey, type Command, type CommandProblem } from '../store/db';

/**
 * Sends the barn's waiting commands, oldest first, then reads the farm again (docs/decisions.md,
 * "Offline in the barn"). A command the server refuses is kept for the person with the server's
 * reason and the queue goes on; one that could not be answered (no network, the server down, the
 * session to renew) stops the run, and waits, in its place, for the next.
 */

export interface SyncRun {
  sent: number;
  refused: number;
  /** Whether the run reached the end: every command answered and the farm read again. */
  complete: boolean;
}

/** Failures that say nothing about the command itself: it is sent again later, unchanged. */
const TRY_AGAIN = (status: number) => status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

const problemOf = (error: ApiError): CommandProblem => ({ status: error.status, message: error.message, key: error.key, errors: error.errors });

type Listener = () => void;
const listeners = new Set<Listener>();
let running: Promise<SyncRun> | null = null;

/** Whether a run is going on now, for the status's spinner. */
export const isSyncing = () => running !== null;

export function subscribeSyncing(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = () => listeners.forEach((listener) => listener());

async function send(command: Command): Promise<'sent' | 'refused' | 'stop'> {
  const op = COMMAND_OPERATIONS[command.operation];
  try {
    await call(op, command.input as never, { headers: { [IDEMPOTENCY_HEADER]: command.id }, background: true });
    await barnDb.commands.delete(command.seq!);
    return 'sent';
  } catch (error) {
    // The server took it (a success this version cannot read): sending it again would change nothing.
    if (error instanceof Error && error.name === 'ZodError') {
      await barnDb.commands.delete(command.seq!);
      return 'sent';
    }
    if (!(error instanceof ApiError) || TRY_AGAIN(error.status)) return 'stop';
    await barnDb.commands.update(command.seq!, { state: 'attention', problem: problemOf(error) });
    return 'refused';
  }
}

/** Reads a farm's barn from the server and keeps it; asks the browser to keep the barn's storage for good. */
export async function refreshSnapshot(userId: string, farmId: string): Promise<void> {
  const snapshot = await call(barnOperations.getBarnSnapshot, { params: { id: farmId } }, { background: true });
  await barnDb.snapshots.put({ ...snapshot, key: snapshotKey(userId, farmId), userId });
  // A phone short of space may otherwise clear what has not been sent yet (docs/decisions.md).
  void navigator.storage?.persist?.().catch(() => false);
}

async function run(): Promise<SyncRun> {
  const outcome: SyncRun = { sent: 0, refused: 0, complete: false };
  const userId = getSession()?.user.id;
  if (!userId || !navigator.onLine) return outcome;
  for (;;) {
    const next = await barnDb.commands.where('[userId+state]').equals([userId, 'waiting']).first();
    if (!next) break;
    const result = await send(next);
    if (result === 'stop') return outcome;
    outcome[result] += 1;
  }
  // The farms this person keeps are read again: what was sent now shows as the server has it.
  const kept = await barnDb.snapshots.where('userId').equals(userId).primaryKeys();
  for (const key of kept) {
    try {
      await refreshSnapshot(userId, key.slice(userId.length + 1));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) return outcome;
      // The farm is gone, or no longer this organisation's: what was kept of it goes too.
      await barnDb.snapshots.delete(key);
    }
  }
  // A run with nothing kept and nothing sent synced nothing: the status keeps saying so.
  if (kept.length > 0 || outcome.sent + outcome.refused > 0) await barnDb.marks.put({ userId, lastSyncAt: new Date().toISOString() });
  outcome.complete = true;
  return outcome;
}

/** Runs a sync unless one is running, whose outcome it answers then. */
export function syncNow(): Promise<SyncRun> {
  if (!running) {
    running = run().finally(() => {
      running = null;
      emit();
    });
    emit();
  }
  return running;
}
