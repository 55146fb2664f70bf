// The worker threads' entry (off-thread.ts). Plain JavaScript because a worker starts without the
// loader that runs the server's TypeScript under some runners (vitest); tsx loads the tasks here,
// as it loads the server under `npm start` and `npm run dev`.
import { tsImport } from 'tsx/esm/api';

export const { readXlsx } = await tsImport('./xlsx.task.ts', import.meta.url);
