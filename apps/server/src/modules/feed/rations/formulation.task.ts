import { type FeedingProblem, type FeedingResult, formulateFeeding } from '@ganado/feeding';
import { NutritionInputError } from '@ganado/nutrition';
import { loadSolver, RationInputError } from '@ganado/rations';

/**
 * The formulation as the worker thread runs it (formulation.off-thread.ts). The solver's
 * WebAssembly loads when the thread starts, so the first request is not the one to wait for it. A
 * refusal of the packages comes back as data: an error's class does not cross the thread.
 */
const solverLoading = loadSolver();

export type FormulationOutcome = { ok: true; result: FeedingResult } | { ok: false; field: string; key: string };

export async function formulateRations(problem: FeedingProblem): Promise<FormulationOutcome> {
  await solverLoading;
  try {
    return { ok: true, result: await formulateFeeding(problem) };
  } catch (error) {
    if (error instanceof RationInputError || error instanceof NutritionInputError) return { ok: false, field: error.field, key: error.key };
    throw error;
  }
}
