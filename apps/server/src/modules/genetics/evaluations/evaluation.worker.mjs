// The evaluation's worker threads' entry (evaluations.off-thread.ts), as semen statistics' is:
// plain JavaScript because a worker starts without the loader that runs the server's TypeScript
// under some runners (vitest); tsx loads the task here.
import { tsImport } from 'tsx/esm/api';

export const { evaluate } = await tsImport('./evaluation.task.ts', import.meta.url);
