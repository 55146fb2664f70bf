import { threadPool } from '../../../jobs/threads';
import { transferables } from './statistics.columns';
import type { FertilityComputed, FertilityTask } from './statistics.task';

/**
 * The figures are worked out off the request thread, as an uploaded spreadsheet is read
 * (uploads/off-thread.ts; docs/decisions.md: the statistics screens): about 250 ms for an
 * organisation with 100,000 services would hold up every other request meanwhile. A small pool:
 * threads start when needed and leave when idle, at most half the cores compute at once.
 */
const pool = threadPool<FertilityTask, FertilityComputed>(new URL('./statistics.worker.mjs', import.meta.url));

/** The task's columns move to the thread (statistics.columns.ts): the caller must not read them after. */
export const computeFertilityOffThread = (task: FertilityTask): Promise<FertilityComputed> =>
  pool.run(task, { name: 'computeFertility', transferList: transferables(task.records) });
