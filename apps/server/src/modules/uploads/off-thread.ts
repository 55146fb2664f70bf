import { threadPool } from '../../jobs/threads';
import type { XlsxLimits } from './xlsx.guard';
import type { XlsxRead, XlsxTask } from './xlsx.task';

/**
 * Work too heavy for the request thread (reading an uploaded spreadsheet) runs in a small pool of
 * worker threads, so a slow file never holds up other requests (docs/ARCHITECTURE.md). Threads
 * start when needed and leave when idle; at most half the cores parse at once, the rest of the
 * files wait their turn, and each thread has a heap ceiling as a backstop to the file checks.
 */
// exceljs holds about 10 bytes of heap per byte of sheet XML: 1.3 GB at the 128 MB the animal import allows.
const pool = threadPool<XlsxTask, XlsxRead>(new URL('./off-thread.worker.mjs', import.meta.url), { heapMb: 1536 });

/** The first sheet of an XLSX, after checkXlsx; rejects only when the thread itself failed (its heap ceiling reached). */
export const readXlsxOffThread = (bytes: Buffer, limits: XlsxLimits) => pool.run({ bytes, limits }, { name: 'readXlsx' });
