/**
 * What a requirements engine is asked about (an animal of one production system) and what it
 * answers (per head per day totals, each with the parts it is made of).
 */

/** Growing or finishing beef cattle: NASEM (2016), which keeps the NRC (1996/2000) factorial system. */
export interface BeefGrowingInput {
  system: 'beefGrowing';
  /** Full (unshrunk) live weight today, kg. */
  bodyWeightKg: number;
  /**
   * Full weight the animal is expected to reach at maturity, or for a finishing steer its final
   * weight at the target finish (about 28 % empty body fat), kg; it scales the composition of gain.
   */
  matureWeightKg: number;
  /** Target gain in full live weight, kg/d (0–2.5). */
  targetGainKgPerDay: number;
  /** Bulls' maintenance is 15 % higher. */
  sex: 'steer' | 'heifer' | 'bull';
  /** NRC (1996) has one intake equation for weaned calves and one for yearlings (over about a year old). */
  ageClass: 'calf' | 'yearling';
  /**
   * NEm of the diet, Mcal/kg DM: the intake equation needs it. Before a ration exists use the
   * expected diet's value, then recompute with the formulated one until intake settles.
   */
  dietNemMcalPerKgDm: number;
}

/** Inputs shared by both dairy engines (NASEM 2021). */
interface DairyCowInput {
  /** Live weight today, kg (with the conceptus, as NASEM's BW). */
  bodyWeightKg: number;
  /** Lactations begun: 1 for a first-calf cow. */
  parity: number;
  /** Days since conception; 0 for an open cow. */
  daysPregnant: number;
  /**
   * NDF of the diet, % of DM: the fecal endogenous protein (part of maintenance MP) and the dry-cow
   * intake equation depend on it. Recompute with the formulated diet's value until it settles.
   */
  dietNdfPercentDm: number;
  /** Measured intake, kg DM/d; when given it replaces the predicted intake in every equation. */
  dryMatterIntakeKg?: number;
  /** Days from conception to calving; NASEM's model default is 280. */
  gestationLengthDays?: number;
  /** Expected calf birth weight, kg; the NASEM model's default (a Holstein calf) is 44.1. */
  calfBirthWeightKg?: number;
}

export interface DairyLactatingInput extends DairyCowInput {
  system: 'dairyLactating';
  /** Days since calving (0 on the day of calving). */
  daysInMilk: number;
  milkKgPerDay: number;
  /** Milk fat, % (1.5–9). */
  milkFatPercent: number;
  /** Milk true protein, % (NASEM 2021 and the US DHI report true protein, not crude). */
  milkProteinPercent: number;
  /** Milk lactose, %; without it the energy of milk is predicted from its fat alone. */
  milkLactosePercent?: number;
  /** Body condition score on the 1–5 scale. */
  bodyConditionScore: number;
}

/** A dry cow: her intake, energy and protein depend on her weight and pregnancy, not on milk or condition. */
export interface DairyDryInput extends DairyCowInput {
  system: 'dairyDry';
}

export type AnimalInput = BeefGrowingInput | DairyLactatingInput | DairyDryInput;
export type ProductionSystem = AnimalInput['system'];

/** What a requirement is made of, in the requirement's own unit; a part that does not apply is 0. */
export interface RequirementParts {
  maintenance: number;
  gain: number;
  lactation: number;
  pregnancy: number;
}

/** A per head per day total and its parts (`total` is their sum). */
export interface Requirement {
  total: number;
  parts: RequirementParts;
}

interface CommonRequirements {
  /** Metabolizable protein, g/d. */
  mpGrams: Requirement;
  /** Calcium, g/d, on the basis `mineralBasis` says. */
  caGrams: Requirement;
  /** Phosphorus, g/d, on the basis `mineralBasis` says. */
  pGrams: Requirement;
  /**
   * `dietary`: grams the diet must contain (the publication's absorption coefficients already
   * applied, beef). `absorbed`: grams the animal must absorb, to be met by each feed's mineral
   * times its own absorption coefficient (NASEM 2021 dairy).
   */
  mineralBasis: 'dietary' | 'absorbed';
  /** Expected dry matter intake, kg DM/d: predicted, or the measured intake given. */
  dmiKg: number;
}

export interface BeefRequirements extends CommonRequirements {
  system: 'beefGrowing';
  /** Net energy for maintenance, Mcal/d. */
  nemMcal: Requirement;
  /** Net energy for gain (the energy retained), Mcal/d. */
  negMcal: Requirement;
}

export interface DairyRequirements extends CommonRequirements {
  system: 'dairyLactating' | 'dairyDry';
  /** Net energy for lactation, Mcal/d: NASEM 2021 expresses maintenance and pregnancy in NEL too. */
  nelMcal: Requirement;
}

export type Requirements = BeefRequirements | DairyRequirements;

/** A requirement from its parts; parts not named are 0. */
export function requirement(parts: Partial<RequirementParts>): Requirement {
  const full: RequirementParts = { maintenance: 0, gain: 0, lactation: 0, pregnancy: 0, ...parts };
  return { total: full.maintenance + full.gain + full.lactation + full.pregnancy, parts: full };
}
