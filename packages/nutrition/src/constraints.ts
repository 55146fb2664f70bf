import type { Requirement, Requirements } from './types';

/*
 * The bounds a least-cost formulator consumes. They are TOTALS per head per day: with the decision
 * variables the kilograms of DM of each feed in a head's daily ration, a requirement is the linear
 * constraint Σ kg DM × feed content ≥ min, and intake is Σ kg DM between the DMI bounds. Totals
 * stay right whatever intake the solver settles on within those bounds; a concentration
 * (requirement ÷ intake) is right only at the one intake it was divided by, so `minPerKgDm` is
 * given for display and for a formulator that fixes intake, not as the constraint to solve with.
 *
 * Beef energy comes as two requirements, NEm and NEg, because a feed is worth less for gain than for
 * maintenance: each feed has an NEm and an NEg value, and the feed eaten covers maintenance first,
 * the rest going to gain. Requiring Σ kg × NEm ≥ nem and Σ kg × NEg ≥ neg over the same kilograms
 * would count every kilogram twice; the formulator must split each feed's kilograms into a part for
 * maintenance (constrained by NEm) and a part for gain (constrained by NEg), or fix the diet's
 * energy concentration and iterate.
 */

export type NutrientId = 'nem' | 'neg' | 'nel' | 'mp' | 'ca' | 'p';

export interface NutrientBound {
  id: NutrientId;
  /** The unit of `min` and `max`: Mcal/d for energy, g/d for MP, Ca and P. */
  unit: 'Mcal/d' | 'g/d';
  /** The least the day's ration must supply: the requirement's total. */
  min: number;
  /** The most it may supply; null, since a requirement sets no ceiling (toxicity limits are another matter). */
  max: number | null;
  /** `min` divided by the expected intake, per kg DM (Mcal/kg DM or g/kg DM). */
  minPerKgDm: number;
  /**
   * Ca and P only: `dietary` (feed content as analysed) or `absorbed` (feed content times the feed's
   * absorption coefficient), as `Requirements.mineralBasis` says.
   */
  basis?: 'dietary' | 'absorbed';
}

export interface FormulationBounds {
  /** Bounds on the day's total intake, kg DM/d, around the expected intake. */
  dmiKg: { min: number; max: number; expected: number };
  nutrients: NutrientBound[];
}

/**
 * How far intake may stray from the expected intake either way, as a fraction. A formulation
 * choice, not a publication's figure: the intake equations predict a mean, and a little room lets
 * the solver trade intake against density instead of reporting a ration infeasible.
 */
export const DEFAULT_DMI_TOLERANCE = 0.05;

/** Requirements as the min/max list a least-cost formulator consumes. */
export function formulationBounds(req: Requirements, dmiTolerance: number = DEFAULT_DMI_TOLERANCE): FormulationBounds {
  if (!(dmiTolerance >= 0 && dmiTolerance < 1)) throw new RangeError(`dmiTolerance must be in [0, 1), got ${dmiTolerance}`);
  const bound = (id: NutrientId, unit: NutrientBound['unit'], requirement: Requirement): NutrientBound => ({
    id,
    unit,
    min: requirement.total,
    max: null,
    minPerKgDm: requirement.total / req.dmiKg,
  });
  const energy =
    req.system === 'beefGrowing' ? [bound('nem', 'Mcal/d', req.nemMcal), bound('neg', 'Mcal/d', req.negMcal)] : [bound('nel', 'Mcal/d', req.nelMcal)];
  return {
    dmiKg: { min: req.dmiKg * (1 - dmiTolerance), max: req.dmiKg * (1 + dmiTolerance), expected: req.dmiKg },
    nutrients: [
      ...energy,
      bound('mp', 'g/d', req.mpGrams),
      { ...bound('ca', 'g/d', req.caGrams), basis: req.mineralBasis },
      { ...bound('p', 'g/d', req.pGrams), basis: req.mineralBasis },
    ],
  };
}
