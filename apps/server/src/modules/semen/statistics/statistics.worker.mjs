// The statistics worker threads' entry (statistics.off-thread.ts), as uploads/off-thread.worker.mjs
// is the spreadsheet's: plain JavaScript because a worker starts without the loader that runs the
// server's TypeScript under some runners (vitest); tsx loads the task here.
import { tsImport } from 'tsx/esm/api';

export const { computeFertility } = await tsImport('./statistics.task.ts', import.meta.url);
