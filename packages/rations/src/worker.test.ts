import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { formulate } from './formulate';
import { alfalfa, corn } from './testing';
import type { RationProblem, RationResult } from './types';

/**
 * The server formulates off the request thread. A worker starts without vitest's TypeScript loader,
 * so it loads the package through tsx, as the server's workers do (uploads/off-thread.worker.mjs).
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ tsImport }) => tsImport('./formulate.ts', workerData.parent))
  .then(({ formulate }) => Promise.all(workerData.problems.map((problem) => formulate(problem))))
  .then((results) => parentPort.postMessage({ results }), (error) => parentPort.postMessage({ error: String(error) }));
`;

function inWorker(problems: RationProblem[]): Promise<RationResult[]> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(WORKER, { eval: true, workerData: { tsx, parent: import.meta.url, problems } });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { results?: RationResult[]; error?: string }) => {
      void worker.terminate();
      if (message.results) resolve(message.results);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

describe('in worker threads', () => {
  it('formulates in two workers at once, each loading its own solver, as on the main thread', async () => {
    const problem = (nem: number): RationProblem => ({
      headCount: 10,
      dmi: { minKg: 6, maxKg: 10 },
      requirements: [
        { nutrient: 'nem', basis: 'total', min: nem },
        { nutrient: 'cp', basis: 'total', min: 1.3 },
      ],
      ingredients: [alfalfa, corn],
    });
    const first = [problem(12), problem(12.5), { ...problem(12), dmi: { minKg: 6, maxKg: 6.5 } }];
    const second = [problem(13), problem(11)];
    const [fromFirst, fromSecond] = await Promise.all([inWorker(first), inWorker(second)]);
    expect(fromFirst).toEqual(await Promise.all(first.map((each) => formulate(each))));
    expect(fromSecond).toEqual(await Promise.all(second.map((each) => formulate(each))));
    expect(fromFirst.map((result) => result.status)).toEqual(['optimal', 'optimal', 'infeasible']);
  }, 30_000);
});
