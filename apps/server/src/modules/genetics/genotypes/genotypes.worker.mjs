// The lab files' worker threads' entry (genotypes.off-thread.ts), as the evaluations' is: plain
// JavaScript because a worker starts without the loader that runs the server's TypeScript under
// some runners (vitest); tsx loads the task here.
import { tsImport } from 'tsx/esm/api';

export const { readLabFile } = await tsImport('./genotypes.task.ts', import.meta.url);
