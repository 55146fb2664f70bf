import Dexie, { type EntityTable } from 'dexie';
import type { BarnSnapshot } from '@ganado/shared/barn';
import type { ApiErrorItem } from '@ganado/shared/http';

/**
 * What the phone keeps for the barn, in IndexedDB through Dexie (docs/decisions.md, "Offline in the
 * barn"): each farm's latest snapshot as one row (read whole: 5,000 animals are searched in memory
 * faster than through an index), the commands waiting to be sent, and when each person last synced.
 * Rows are per user, so a colleague signing in on the same phone never sees or sends another's work.
 */
export interface StoredSnapshot extends BarnSnapshot {
  /** `${userId}:${farmId}` */
  key: string;
  userId: string;
}

/** The writes the barn makes: operations of the contract flagged `command` (their server routes store a retry once). */
export type CommandOperation = 'addAnimalRecord' | 'setTaskOccurrence';

/** Why the server refused a command, as it said it: the message in the language it was sent in, its key for the other. */
export interface CommandProblem {
  status: number;
  message: string;
  key?: string;
  errors: ApiErrorItem[];
}

export interface Command {
  /** The queue's order: commands are sent oldest first. */
  seq?: number;
  /** The client-made id, sent as the Idempotency-Key: the server stores a command once however often it arrives. */
  id: string;
  userId: string;
  farmId: string;
  operation: CommandOperation;
  input: { params?: Record<string, string>; body: Record<string, unknown> };
  /** What the lists show of it: the animal's tag or the task's name. */
  subject: { animalId?: string; taskId?: string; label: string };
  createdAt: string;
  /** `waiting` to be sent; `attention` once refused, kept until the person fixes or discards it. */
  state: 'waiting' | 'attention';
  problem: CommandProblem | null;
}

export interface SyncMark {
  userId: string;
  /** When everything waiting last went through and the farm was read again. */
  lastSyncAt: string | null;
}

export class BarnDatabase extends Dexie {
  snapshots!: EntityTable<StoredSnapshot, 'key'>;
  commands!: EntityTable<Command, 'seq'>;
  marks!: EntityTable<SyncMark, 'userId'>;

  constructor(name = 'ganado-barn') {
    super(name);
    this.version(1).stores({
      snapshots: 'key, userId',
      commands: '++seq, &id, userId, [userId+state], [userId+farmId]',
      marks: 'userId',
    });
  }
}

export const barnDb = new BarnDatabase();

export const snapshotKey = (userId: string, farmId: string) => `${userId}:${farmId}`;
