import { explainInfeasible } from './infeasible';
import { concentration, costPerKgDm, type RationRow, rationRows } from './model';
import { concentrationUnit, totalUnit } from './nutrients';
import { type LpSolution, solveLp } from './solver';
import type { OptimalRation, RationProblem, RationResult } from './types';
import { type CheckedProblem, checkProblem } from './validate';

/**
 * The least-cost ration: minimise the cost per head per day, Σ cost per kg DM_i × x_i, over the kg
 * of DM of each chosen ingredient per head per day, subject to the intake, the requirements, the
 * inclusion limits and the stock (model.ts), solved by HiGHS (solver.ts). Asynchronous only because
 * the solver's WebAssembly loads on the first call; the solve itself runs to the end on the calling
 * thread, so a server runs it in a worker thread to keep requests moving.
 *
 * Throws RationInputError for input no ration can be made from; an infeasible problem is an answer,
 * with the conflicting constraints (infeasible.ts).
 */
export async function formulate(problem: RationProblem): Promise<RationResult> {
  const checked = checkProblem(problem);
  const rows = rationRows(checked);
  const costs = checked.ingredients.map(costPerKgDm);
  const solution = await solveLp({ costs, rows });
  switch (solution.status) {
    case 'optimal':
      return present(checked, rows, costs, solution);
    case 'unbounded':
      return { status: 'unbounded' };
    case 'infeasible':
      return explainInfeasible(checked, rows);
    case 'infeasibleOrUnbounded': {
      // The elastic model is always feasible: nothing missed there means the ration model was feasible, so unbounded.
      const explained = await explainInfeasible(checked, rows);
      return explained.conflicts.length === 0 ? { status: 'unbounded' } : explained;
    }
  }
}

function present(problem: CheckedProblem, rows: readonly RationRow[], costs: readonly number[], solution: Extract<LpSolution, { status: 'optimal' }>): OptimalRation {
  const { values } = solution;
  const dmiKg = values.reduce((sum, value) => sum + value, 0);
  const share = (amount: number) => (dmiKg > 0 ? amount / dmiKg : 0);
  const total = (nutrient: string) => problem.ingredients.reduce((sum, ingredient, index) => sum + concentration(ingredient, nutrient) * values[index]!, 0);

  const ingredients = problem.ingredients.map((ingredient, index) => {
    const kgDmPerHead = values[index]!;
    const kgAsFedPerHead = kgDmPerHead / (ingredient.dmPercent / 100);
    return {
      id: ingredient.id,
      kgDmPerHead,
      kgAsFedPerHead,
      kgAsFedGroup: kgAsFedPerHead * problem.headCount,
      fractionOfDm: share(kgDmPerHead),
      costPerHead: kgDmPerHead * costs[index]!,
    };
  });
  const costPerHeadPerDay = ingredients.reduce((sum, ingredient) => sum + ingredient.costPerHead, 0);

  const nutrients = problem.requirements.map(({ nutrient, basis, min, max }) => {
    const supplied = basis === 'total' ? total(nutrient) : share(total(nutrient));
    const reference = min ?? max;
    return {
      id: nutrient,
      basis,
      supplied,
      min,
      max,
      percentOfRequirement: reference === null || reference === 0 ? null : (supplied / reference) * 100,
      unit: basis === 'total' ? totalUnit(nutrient) : concentrationUnit(nutrient),
    };
  });

  const analysis: OptimalRation['analysis'] = {};
  for (const ingredient of problem.ingredients) {
    for (const nutrient of Object.keys(ingredient.nutrients)) {
      if (Object.hasOwn(analysis, nutrient)) continue;
      const amount = total(nutrient);
      analysis[nutrient] = { total: amount, concentration: share(amount) };
    }
  }

  const binding = rows.flatMap((row, index) =>
    solution.atLimit[index]
      ? [{ constraint: row.id, limit: row.limit, shadowPrice: solution.duals[index]! * row.perLimit(dmiKg), limitUnit: row.limitUnit }]
      : [],
  );

  return {
    status: 'optimal',
    ingredients,
    costPerHeadPerDay,
    costGroupPerDay: costPerHeadPerDay * problem.headCount,
    dmiKg,
    nutrients,
    analysis,
    binding,
  };
}
