import type { FeedingProblem } from '@ganado/feeding';
import { threadPool } from '../../../jobs/threads';
import type { FormulationOutcome } from './formulation.task';

/**
 * Rations are formulated off the request thread (docs/decisions.md: feed rations): a group of four
 * sub-groups is four to thirty linear programmes, tens of milliseconds that would hold up every
 * other request meanwhile. One thread, kept five minutes after its last ration so a farmer trying
 * feed after feed does not load the solver each time.
 */
const pool = threadPool<FeedingProblem, FormulationOutcome>(new URL('./formulation.worker.mjs', import.meta.url), { maxThreads: 1, idleMs: 300_000 });

export const formulateOffThread = (problem: FeedingProblem): Promise<FormulationOutcome> => pool.run(problem, { name: 'formulateRations' });
