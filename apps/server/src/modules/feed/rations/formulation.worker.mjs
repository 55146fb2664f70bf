// The formulation worker threads' entry (formulation.off-thread.ts), as the statistics' is
// (semen/statistics/statistics.worker.mjs): plain JavaScript because a worker starts without the
// loader that runs the server's TypeScript under some runners (vitest); tsx loads the task here.
import { tsImport } from 'tsx/esm/api';

export const { formulateRations } = await tsImport('./formulation.task.ts', import.meta.url);
