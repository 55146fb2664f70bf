/**
 * A linear programme solved by HiGHS (highs.dev; the npm package `highs`, HiGHS compiled to
 * WebAssembly, MIT): minimise c·x subject to rows a·x (≥ | ≤ | =) b and x ≥ 0, written as CPLEX LP text for `highs.solve`, whose result carries each row's activity and
 * dual. Nothing here knows about rations (model.ts builds the rows).
 */
import type { Highs } from 'highs';

export interface LpRow {
  /** [column index, coefficient]; a column may be left out (coefficient 0). */
  terms: ReadonlyArray<readonly [number, number]>;
  sense: '>=' | '<=' | '=';
  rhs: number;
}

export interface LpModel {
  /** Cost of each column; its length is the number of columns. Every column is ≥ 0. */
  costs: readonly number[];
  rows: readonly LpRow[];
}

export type LpSolution =
  | {
      status: 'optimal';
      objective: number;
      /** Column values; tiny negatives from the solver's tolerances are 0. */
      values: number[];
      /** Row activities a·x, in the rows' own units. */
      activities: number[];
      /** d objective ÷ d rhs of each row: ≥ 0 for a binding ≥ row, ≤ 0 for a binding ≤ row (minimising). */
      duals: number[];
      /** Whether each row's activity is at its rhs, within the solver's feasibility tolerance. */
      atLimit: boolean[];
    }
  | { status: 'infeasible' | 'unbounded' | 'infeasibleOrUnbounded' };

/**
 * The WebAssembly module is compiled and instantiated once per thread, on first use: a module-level
 * promise, so concurrent first calls share one load. Each worker thread has its own module graph and
 * so its own instance; within a thread `solve` runs synchronously to the end (and makes a fresh
 * native solver each call), so calls never interleave. A failed load is forgotten, so a later call
 * tries again rather than failing for the life of the thread.
 */
let loading: Promise<Highs> | undefined;

export function loadSolver(): Promise<Highs> {
  // Imported on first use: importing the package for its types or checks costs no WebAssembly.
  loading ??= import('highs').then((module) => module.default()).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** HiGHS's default primal feasibility tolerance (option `primal_feasibility_tolerance`). */
const FEASIBILITY_TOLERANCE = 1e-7;
/** Values above this below zero are the solver's rounding, not a negative amount. */
const NEGATIVE_ZERO = -1e-9;
/** Terms per line of LP text: short lines keep clear of the line-length limits some LP readers have. */
const TERMS_PER_LINE = 8;

/** A column's value as the solver gave it, its rounding below zero taken for the zero it is. */
export function primal(value: number): number {
  return value < 0 && value > NEGATIVE_ZERO ? 0 : value;
}

const columnName = (index: number) => `x${index}`;
const rowName = (index: number) => `r${index}`;

/** A number as LP text: JavaScript's shortest round-trip form, which HiGHS reads back exactly. */
function num(value: number): string {
  return String(value);
}

function expression(terms: ReadonlyArray<readonly [number, number]>, scale: number): string {
  const parts: string[] = [];
  for (const [column, coefficient] of terms) {
    if (coefficient === 0) continue;
    const value = coefficient / scale;
    parts.push(`${value < 0 ? '-' : '+'} ${num(Math.abs(value))} ${columnName(column)}`);
  }
  // An empty row still constrains (0 ≥ 5 is infeasible): HiGHS keeps a row written with a zero term.
  if (parts.length === 0) return `0 ${columnName(0)}`;
  const lines: string[] = [];
  for (let start = 0; start < parts.length; start += TERMS_PER_LINE) lines.push(parts.slice(start, start + TERMS_PER_LINE).join(' '));
  return lines.join('\n   ');
}

/**
 * Each row is divided by its largest coefficient, and its activity and dual multiplied back. HiGHS
 * takes a coefficient of at most 1e-9 for zero (option `small_matrix_value`), and a nutrient given
 * in µg per kg DM (vitamin B12, 1e-9 kg/kg) would silently drop out of its own row; scaled, the row
 * keeps its proportions. (Costs need no such care: HiGHS's own scaling handles any currency.)
 */
function rowScale(row: LpRow): number {
  let largest = 0;
  for (const [, coefficient] of row.terms) largest = Math.max(largest, Math.abs(coefficient));
  return largest === 0 ? 1 : largest;
}

export function lpText(model: LpModel, rowScales: readonly number[]): string {
  const objective = model.costs.map((cost, column) => [column, cost] as const);
  const lines = ['Minimize', ` obj: ${expression(objective, 1)}`, 'Subject To'];
  model.rows.forEach((row, index) => {
    lines.push(` ${rowName(index)}: ${expression(row.terms, rowScales[index]!)} ${row.sense} ${num(row.rhs / rowScales[index]!)}`);
  });
  // Every column is named in Bounds, so it exists even where no row or cost mentions it.
  lines.push('Bounds');
  model.costs.forEach((_, column) => lines.push(` ${columnName(column)} >= 0`));
  lines.push('End');
  return lines.join('\n');
}

/** What this module reads of `highs.solve`'s answer (the package's LegacyHighsSolution). */
interface HighsAnswer {
  Status: string;
  ObjectiveValue: number;
  Columns: Record<string, { Index: number; Primal?: number }>;
  /** In the model's row order (`Index`). */
  Rows: Array<{ Index: number; Primal?: number; Dual?: number }>;
}

export async function solveLp(model: LpModel): Promise<LpSolution> {
  const highs = await loadSolver();
  const rowScales = model.rows.map(rowScale);
  const answer: HighsAnswer = highs.solve(lpText(model, rowScales), { output_flag: false });

  switch (answer.Status) {
    case 'Optimal':
      break;
    case 'Infeasible':
      return { status: 'infeasible' };
    case 'Unbounded':
      return { status: 'unbounded' };
    // Presolve can stop there without telling which; the caller settles it (formulate.ts).
    case 'Primal infeasible or unbounded':
      return { status: 'infeasibleOrUnbounded' };
    default:
      throw new Error(`HiGHS ended with status "${answer.Status}"`);
  }

  const values = model.costs.map((_, column) => primal(answer.Columns[columnName(column)]?.Primal ?? 0));
  const activities: number[] = new Array<number>(model.rows.length).fill(0);
  const duals: number[] = new Array<number>(model.rows.length).fill(0);
  const atLimit: boolean[] = new Array<boolean>(model.rows.length).fill(false);
  for (const row of answer.Rows) {
    const index = row.Index;
    const scale = rowScales[index]!;
    const scaledActivity = row.Primal ?? 0;
    const scaledRhs = model.rows[index]!.rhs / scale;
    activities[index] = scaledActivity * scale;
    // The solver's dual is d objective ÷ d(rhs ÷ scale).
    duals[index] = (row.Dual ?? 0) / scale;
    atLimit[index] = Math.abs(scaledActivity - scaledRhs) <= FEASIBILITY_TOLERANCE * Math.max(1, Math.abs(scaledRhs));
  }
  return { status: 'optimal', objective: answer.ObjectiveValue, values, activities, duals, atLimit };
}
