import { availableParallelism } from 'node:os';
import Piscina from 'piscina';

/**
 * A pool of worker threads for work too heavy for the request thread (docs/ARCHITECTURE.md): threads
 * start when needed and leave when idle (after 30 s unless `idleMs`); at most half the cores work at
 * once unless the caller says fewer, and the rest of the tasks wait their turn. `heapMb` is a
 * thread's heap ceiling.
 */
export function threadPool<Task, Result>(worker: URL, options: { maxThreads?: number; heapMb?: number; idleMs?: number } = {}): Piscina<Task, Result> {
  return new Piscina<Task, Result>({
    filename: worker.href,
    minThreads: 0,
    maxThreads: options.maxThreads ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    idleTimeout: options.idleMs ?? 30_000,
    ...(options.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: options.heapMb } } : {}),
  });
}

/**
 * Numbers ids and texts as they are met, for columns sent to a thread: `ref` gives a value's index
 * in `strings`, -1 for none. A typed array of indexes moves to the thread without a copy.
 */
export function textTable() {
  const strings: string[] = [];
  const indexes = new Map<string, number>();
  const ref = (value: string | null): number => {
    if (value === null) return -1;
    let index = indexes.get(value);
    if (index === undefined) {
      index = strings.push(value) - 1;
      indexes.set(value, index);
    }
    return index;
  };
  return { strings, ref };
}

/** The buffers of groups of typed-array columns, to move to a thread rather than copy. */
export const columnBuffers = (groups: readonly object[]): ArrayBuffer[] =>
  groups.flatMap((columns) => Object.values(columns).map((column: ArrayBufferView) => column.buffer as ArrayBuffer));
