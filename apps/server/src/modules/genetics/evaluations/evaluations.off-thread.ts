import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { threadPool } from '../../../jobs/threads';
import { evaluate, type EvaluationOutcome, type EvaluationTask, type TraitMessage } from './evaluation.task';

/**
 * Evaluations are solved off the request thread (docs/decisions.md: evaluations): one thread, as
 * an organisation runs one evaluation at a time and the job queue one job per process, with a heap
 * ceiling above what a million animals need (bench/README.md: genetics). It leaves when idle.
 */
const pool = threadPool<EvaluationTask, EvaluationOutcome>(new URL('./evaluation.worker.mjs', import.meta.url), { maxThreads: 1, heapMb: 3072 });

/**
 * The end of a channel the evaluation posts to, the other end heard by `onMessage`. Never closed:
 * the last messages may still be on their way when the answer comes (the caller waits for what it
 * expects), and unreferenced, so it does not keep the process alive once it is no longer read.
 */
function listening(onMessage: (message: TraitMessage) => void): MessagePort {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', onMessage);
  port1.unref();
  return port2;
}

/**
 * Runs the evaluation in the thread; `onMessage` hears its progress, checkpoints and each trait's
 * figures as they come. `signal` aborts the thread (the server stopping).
 */
export async function evaluateOffThread(task: Omit<EvaluationTask, 'port'>, onMessage: (message: TraitMessage) => void, signal: AbortSignal): Promise<EvaluationOutcome> {
  const port = listening(onMessage);
  const transferList = [port, ...(task.initial ? [task.initial.buffer as ArrayBuffer] : [])];
  return pool.run({ ...task, port }, { name: 'evaluate', transferList, signal });
}

/** In this thread, for a herd small enough to take milliseconds (the demo seed's). */
export async function evaluateHere(task: Omit<EvaluationTask, 'port'>, onMessage: (message: TraitMessage) => void): Promise<EvaluationOutcome> {
  return evaluate({ ...task, port: listening(onMessage) });
}
