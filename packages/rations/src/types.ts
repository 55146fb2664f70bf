/**
 * The package's input and output. Masses are kg, on a dry-matter (DM) basis unless a name says
 * as fed; energies Mcal; prices and costs are plain numbers in whatever currency the caller
 * prices in. Nothing is rounded: callers round for presentation.
 */

/** A feed as the farm buys or grows it. */
export interface Ingredient {
  /** Unique within a problem; names the ingredient in constraint ids (`ingredient:<id>:max`). */
  id: string;
  name: string;
  /** Dry matter, % of the as-fed weight, in (0, 100]. */
  dmPercent: number;
  /** Price per tonne as fed (1,000 kg); 0 for a feed already paid for. */
  pricePerTonneAsFed: number;
  /**
   * Concentrations in the DM by nutrient id (nutrients.ts): fractions of DM (cp: 0.18) or Mcal/kg DM
   * (nem: 1.7). A nutrient the ingredient does not list counts as 0 in it.
   */
  nutrients: Readonly<Record<string, number>>;
  /** kg DM per head per day. */
  minKgDmPerHead?: number;
  maxKgDmPerHead?: number;
  /** Fraction of the ration's DM, in [0, 1]. */
  minFractionOfDm?: number;
  maxFractionOfDm?: number;
  /** kg as fed on hand for the whole group over the problem's `days`. */
  stockKgAsFed?: number;
}

/**
 * A nutrient's limits per head per day. `total`: a total in the concentration's unit times kg DM
 * (kg for a fraction of DM, Mcal for an energy; nutrients.ts). `concentration`: in the ration's DM,
 * in the concentration's own unit (NDF ≥ 0.28 of DM, NEm ≥ 1.2 Mcal/kg DM). At least one of min
 * and max.
 */
export interface NutrientRequirement {
  nutrient: string;
  basis: 'total' | 'concentration';
  min?: number;
  max?: number;
}

/** kg DM per head per day: a range, or a target with an allowance either side (0 when left out). */
export type DryMatterIntake = { minKg: number; maxKg: number } | { targetKg: number; toleranceKg?: number };

export interface RationProblem {
  /** Head in the group, a whole number ≥ 1. */
  headCount: number;
  /** The horizon the ingredients' stock must last, in days; 1 when left out. */
  days?: number;
  dmi: DryMatterIntake;
  requirements: readonly NutrientRequirement[];
  /** The ingredients chosen for the ration: it uses only these, any of them possibly not at all. */
  ingredients: readonly Ingredient[];
}

/** Which side a limit holds: a minimum, a maximum, or both at once (a minimum equal to the maximum). */
export type Side = 'min' | 'max' | 'target';

/**
 * A constraint of the problem, stable and readable:
 * - `dmi:min|max|target`: the dry matter intake;
 * - `nutrient:<id>:min|max|target`: a total; `nutrient:<id>:min-of-dm|max-of-dm|target-of-dm`: a
 *   concentration in DM;
 * - `ingredient:<id>:min|max|target`: kg DM per head; `ingredient:<id>:min-of-dm|…`: a fraction of
 *   the ration's DM;
 * - `stock:<id>`: the ingredient's stock over the days.
 * `target` is a minimum equal to the maximum, one constraint with one two-sided shadow price.
 */
export type ConstraintId =
  | `dmi:${Side}`
  | `nutrient:${string}:${Side | `${Side}-of-dm`}`
  | `ingredient:${string}:${Side | `${Side}-of-dm`}`
  | `stock:${string}`;

export interface IngredientInRation {
  id: string;
  kgDmPerHead: number;
  kgAsFedPerHead: number;
  /** kg as fed for the whole group per day. */
  kgAsFedGroup: number;
  /** Share of the ration's DM, in [0, 1]. */
  fractionOfDm: number;
  /** Cost per head per day. */
  costPerHead: number;
}

export interface NutrientSupplied {
  id: string;
  basis: 'total' | 'concentration';
  /** In the requirement's basis and unit (`unit`). */
  supplied: number;
  min: number | null;
  max: number | null;
  /** supplied ÷ min × 100 (÷ max when there is no min); null when that limit is 0. */
  percentOfRequirement: number | null;
  unit: string;
}

/** A constraint the ration meets exactly: its activity is at the limit. */
export interface BindingConstraint {
  constraint: ConstraintId;
  /** The limit as given, in `limitUnit`. */
  limit: number;
  /**
   * The change in cost per head per day for one unit more of the limit (d cost ÷ d limit, the dual
   * of its row), in the problem's currency per `limitUnit`: positive for a minimum (asking more costs
   * more), negative or zero for a maximum, either for a target. For a `-of-dm` limit the unit is the whole of DM (1.0),
   * so a percentage point is a hundredth of it; for a stock, one kg as fed more on hand. Valid for
   * small moves only (until another constraint starts or stops binding), and, where the optimum is
   * degenerate, one of several valid values.
   */
  shadowPrice: number;
  limitUnit: string;
}

export interface OptimalRation {
  status: 'optimal';
  /** Every chosen ingredient, in the order given, those left out with 0. */
  ingredients: IngredientInRation[];
  costPerHeadPerDay: number;
  costGroupPerDay: number;
  /** kg DM per head per day. */
  dmiKg: number;
  /** One per requirement, in the order given. */
  nutrients: NutrientSupplied[];
  /** Every nutrient any chosen ingredient lists: its total (nutrients.ts units) and its concentration in DM. */
  analysis: Record<string, { total: number; concentration: number }>;
  binding: BindingConstraint[];
}

/** A chosen ingredient's concentration of a nutrient. */
export interface IngredientConcentration {
  id: string;
  concentration: number;
}

/** A constraint the closest feasible ration still misses (infeasible.ts). */
export interface Conflict {
  constraint: ConstraintId;
  /** The limit as given, in `unit`. */
  limit: number;
  /** What the closest ration reaches, in `unit`. */
  reached: number;
  /** How far `reached` is below a minimum or above a maximum (either side of a target), > 0. */
  missedBy: number;
  /** How far the limit would have to move to be met: reached − limit (negative lowers a minimum). */
  moveLimitBy: number;
  unit: string;
  /**
   * For a nutrient: the chosen ingredient richest in it (for a minimum) or leanest (for a maximum),
   * or null when no chosen ingredient has any of it (a minimum). Null for other constraints.
   */
  bestIngredient: IngredientConcentration | null;
  /** Translation key and its parameters; `message` is the English text. */
  messageKey: string;
  params: Record<string, string | number>;
  message: string;
}

export interface InfeasibleRation {
  status: 'infeasible';
  conflicts: Conflict[];
  /**
   * The constraints the closest ration meets exactly and that hold it back (a non-zero dual in the
   * elastic model): what to relax instead of, or as well as, a conflict's limit.
   */
  blocking: ConstraintId[];
}

export type RationResult = OptimalRation | InfeasibleRation | { status: 'unbounded' };
