// The analytics pages' worker threads' entry (report.off-thread.ts), as semen/statistics/statistics.worker.mjs
// is the fertility figures': plain JavaScript because a worker starts without the loader that runs
// the server's TypeScript under some runners (vitest); tsx loads the task here.
import { tsImport } from 'tsx/esm/api';

export const { computeReport, computeFigure } = await tsImport('./report.task.ts', import.meta.url);
