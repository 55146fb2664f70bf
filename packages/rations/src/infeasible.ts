/**
 * Why no ration meets the problem: an elastic (phase-one) model. Each row of the ration model gets
 * slacks s ≥ 0 that let it be missed (a·x + s ≥ b for a minimum, a·x − s ≤ b for a maximum, both
 * for a target), and HiGHS minimises Σ w·s, the weighted misses, with no regard to cost: the
 * closest ration. The rows whose slack stays above zero are the conflict, each with how far it is
 * missed; the rows met exactly with a non-zero dual are what holds the closest ration back
 * (elastic programming: J. W. Chinneck, Feasibility and Infeasibility in Optimization, Springer, 2008).
 *
 * A miss is weighed relative to its row's size (`scale`), so 10 g short of 50 g of calcium weighs
 * as much as 1 Mcal short of 5 Mcal. Requirements give way first: a ration short of a nutrient can
 * still be fed, one past the intake, an inclusion limit or the stock cannot. So a limit's miss
 * weighs LIMIT_WEIGHT times more, a requirement is the conflict whenever relaxing requirements
 * alone would do, and the limits that stand against it are `blocking`. Where limits contradict each
 * other, the one missed by the smaller share of itself gives way: of a minimum and a maximum (a
 * stock) that cannot both hold, the larger, the minimum.
 */
import { concentration, type RationRow } from './model';
import { formatConcentration, formatTotal, nutrientName } from './nutrients';
import { solveLp } from './solver';
import type { Conflict, ConstraintId, IngredientConcentration, InfeasibleRation } from './types';
import type { CheckedProblem } from './validate';

const LIMIT_WEIGHT = 1000;
/** A slack, relative to its row's scale, below this is the solver's rounding, not a miss. */
const MISS_TOLERANCE = 1e-6;
/** A dual, times its row's scale, below this holds nothing back. */
const DUAL_TOLERANCE = 1e-9;

/** A slack column: the row it relaxes and the side it lets the row miss. */
interface Slack {
  row: number;
  missed: 'min' | 'max';
}

export async function explainInfeasible(problem: CheckedProblem, rows: readonly RationRow[]): Promise<InfeasibleRation> {
  const columns = problem.ingredients.length;
  const slacks: Slack[] = rows.flatMap((row, index): Slack[] =>
    row.side === 'target' ? [{ row: index, missed: 'min' }, { row: index, missed: 'max' }] : [{ row: index, missed: row.side }],
  );
  const terms = rows.map((row) => [...row.terms]);
  slacks.forEach((slack, index) => terms[slack.row]!.push([columns + index, slack.missed === 'min' ? 1 : -1]));
  const solution = await solveLp({
    costs: [...problem.ingredients.map(() => 0), ...slacks.map((slack) => (rows[slack.row]!.softness === 'limit' ? LIMIT_WEIGHT : 1) / rows[slack.row]!.scale)],
    rows: rows.map((row, index) => ({ terms: terms[index]!, sense: row.sense, rhs: row.rhs })),
  });
  // Every row can be met by its slack and the objective is ≥ 0: the elastic model always has an optimum.
  if (solution.status !== 'optimal') throw new Error(`the elastic model ended ${solution.status}`);

  const values = solution.values.slice(0, columns);
  const dmKg = values.reduce((sum, value) => sum + value, 0);
  const conflicts: Conflict[] = [];
  const missed = new Set<number>();
  slacks.forEach((slack, index) => {
    const row = rows[slack.row]!;
    const amount = solution.values[columns + index]!;
    if (amount <= MISS_TOLERANCE * row.scale) return;
    // A share's miss is in kg of the row per head; over the closest ration's DM it is a share again.
    const perLimit = row.perLimit(dmKg > 0 ? dmKg : problem.dmiMaxKg);
    conflicts.push(conflict(problem, row, slack.missed, amount / perLimit));
    missed.add(slack.row);
  });
  const blocking = rows.flatMap((row, index): ConstraintId[] =>
    !missed.has(index) && solution.atLimit[index] && Math.abs(solution.duals[index]!) * row.scale > DUAL_TOLERANCE ? [row.id] : [],
  );
  return { status: 'infeasible', conflicts, blocking };
}

/** For a minimum the chosen ingredient richest in the nutrient (null when none has any); for a maximum the leanest. */
function bestIngredient(problem: CheckedProblem, nutrient: string, missed: 'min' | 'max'): IngredientConcentration | null {
  let best: IngredientConcentration | null = null;
  for (const ingredient of problem.ingredients) {
    const value = concentration(ingredient, nutrient);
    if (best === null || (missed === 'min' ? value > best.concentration : value < best.concentration)) best = { id: ingredient.id, concentration: value };
  }
  return missed === 'min' && best !== null && best.concentration <= 0 ? null : best;
}

function conflict(problem: CheckedProblem, row: RationRow, missed: 'min' | 'max', missedBy: number): Conflict {
  const reached = missed === 'min' ? row.limit - missedBy : row.limit + missedBy;
  const base = { constraint: row.id, limit: row.limit, reached, missedBy, moveLimitBy: reached - row.limit, unit: row.limitUnit };
  const messageKey = `rations.conflicts.${row.kind}.${row.side === 'target' ? `target.${missed}` : missed}`;
  const params: Record<string, string | number> = { limit: row.limit, reached, missedBy, unit: row.limitUnit };
  const short = missed === 'min' ? 'short by' : 'over by';
  const limitName = row.side === 'target' ? 'target' : `${row.side}imum`;
  const move = `${missed === 'min' ? 'lower' : 'raise'} the ${limitName} to`;

  if (row.kind === 'nutrient' || row.kind === 'nutrientOfDm') {
    const nutrient = row.nutrient!;
    const name = nutrientName(nutrient);
    const format = (value: number) => (row.kind === 'nutrient' ? formatTotal(nutrient, value) : formatConcentration(nutrient, value));
    const best = bestIngredient(problem, nutrient, missed);
    params.nutrient = nutrient;
    let remedy = `none of the chosen ingredients has any: add one that does, or ${move} ${format(reached)}`;
    if (best !== null) {
      Object.assign(params, { ingredient: best.id, ingredientConcentration: best.concentration });
      const bestName = problem.ingredients.find((ingredient) => ingredient.id === best.id)!.name;
      const [richer, richest] = missed === 'min' ? ['richer', 'richest'] : ['leaner', 'leanest'];
      remedy = `add an ingredient ${richer} in ${name} than ${bestName} (${formatConcentration(nutrient, best.concentration)}), the ${richest} chosen, or ${move} ${format(reached)}`;
    }
    const what = row.kind === 'nutrient' ? `${capitalise(name)} per head per day` : `${capitalise(name)} in the ration's DM`;
    return {
      ...base,
      bestIngredient: best,
      messageKey,
      params,
      message: `${what} is ${short} ${format(missedBy)} (${format(reached)} against a ${limitName} of ${format(row.limit)}): ${remedy}.`,
    };
  }

  const trim = (value: number) => String(Number(value.toFixed(3)));
  const ingredient = row.ingredient === undefined ? undefined : problem.ingredients[row.ingredient]!;
  if (ingredient !== undefined) params.ingredient = ingredient.id;
  let message: string;
  switch (row.kind) {
    case 'dmi':
    case 'ingredient': {
      const what = ingredient === undefined ? 'Dry matter intake' : ingredient.name;
      message = `${what} is ${short} ${trim(missedBy)} kg DM per head per day (${trim(reached)} kg against a ${limitName} of ${trim(row.limit)} kg): ${move} ${trim(reached)} kg, or relax what holds it back.`;
      break;
    }
    case 'ingredientOfDm':
      message = `${ingredient!.name} is ${short} ${trim(missedBy * 100)} points of the ration's DM (${trim(reached * 100)}% against a ${limitName} of ${trim(row.limit * 100)}%): ${move} ${trim(reached * 100)}%, or relax what holds it back.`;
      break;
    case 'stock':
      message = `${ingredient!.name} needs ${trim(missedBy)} kg as fed more than the ${trim(row.limit)} kg on hand for ${problem.headCount} head over ${problem.days} days.`;
      break;
  }
  return { ...base, bestIngredient: null, messageKey, params, message };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
