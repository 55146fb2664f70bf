import { checked, NutritionInputError } from './errors';
import { type BeefGrowingInput, type BeefRequirements, requirement } from './types';

/*
 * Growing and finishing beef cattle: NASEM (2016), Nutrient Requirements of Beef Cattle, 8th rev.
 * ed., which keeps the factorial system of NRC (1996, updated 2000), Nutrient Requirements of Beef
 * Cattle, 7th rev. ed.
 *
 * The book itself was not at hand. Every equation below was checked against two independent open
 * implementations, which agree on each one used here:
 * - [beefnrc]: S. Gadberry (University of Arkansas), R package sgadberry/beefnrc, R/growingcattle.R,
 *   the code behind the Arkansas extension tables (MP391).
 * - [RuFaS]: RuminantFarmSystems/RuFaS, BeefNRCRequirementsCalculator ("NRC 2016" feedlot
 *   requirements); the NASEM 2016 chapter, equation and table numbers below are the ones RuFaS
 *   cites, not checked against the book.
 * Where the two differ, the note at the equation says which is followed and why.
 */

/** Shrunk weight is 96 % of full weight (NASEM 2016 ch. 11 per [RuFaS]; [beefnrc]); the same ratio turns full gain into shrunk gain. */
const SHRUNK_PER_FULL = 0.96;
/** Empty body weight is 0.891 of shrunk weight (NASEM 2016 ch. 12 per [RuFaS]; [beefnrc]). */
const EMPTY_PER_SHRUNK = 0.891;
/** Empty body gain is 0.956 of shrunk gain (NASEM 2016 ch. 12 per [RuFaS]; the brief's EBG = 0.956 SWG). [beefnrc] rounds it to 0.96. */
const EMPTY_GAIN_PER_SHRUNK_GAIN = 0.956;
/** Standard reference weight, kg shrunk: the finished weight at 28 % empty body fat (NASEM 2016 Table 12-2 per [RuFaS]; [beefnrc] `srw`). */
const STANDARD_REFERENCE_WEIGHT = 478;
/** NEm, Mcal per kg SBW^0.75 (NASEM 2016 Eq. 11-1 per [RuFaS], `a1`; [beefnrc] `NEm.a1`). */
const NEM_PER_METABOLIC_SBW = 0.077;
/** Bulls' maintenance relative to steers and heifers (NASEM 2016 SEX factor; [beefnrc] `sex` = 1.15). */
const BULL_MAINTENANCE_FACTOR = 1.15;
/** MP for maintenance, g per kg SBW^0.75 (NRC 1996; [beefnrc] `MPm`). */
const MP_PER_METABOLIC_SBW = 3.8;
/**
 * Ca and P (NRC 1996 factorial, kept in NASEM 2016; [beefnrc]): maintenance 15.4 mg Ca and 16 mg P
 * per kg SBW, gain 71 g Ca and 39 g P per kg of protein retained, absorbed with efficiencies 0.50
 * and 0.68. [RuFaS] holds the same figures already divided by the absorption (0.0308 = 0.0154/0.5,
 * 0.142 = 0.071/0.5, 0.02353 = 0.016/0.68, 0.05735 = 0.039/0.68, "NASEM 2016 Table 19-3"), and
 * then divides by the absorption a second time; this package divides once.
 */
const CA_MAINTENANCE_PER_KG_SBW = 0.0154;
const CA_PER_GRAM_PROTEIN_GAIN = 0.071;
const CA_ABSORPTION = 0.5;
const P_MAINTENANCE_PER_KG_SBW = 0.016;
const P_PER_GRAM_PROTEIN_GAIN = 0.039;
const P_ABSORPTION = 0.68;
/** Intercepts of the NRC (1996) intake equation of growing cattle: calves and yearlings ([beefnrc] `dmi.C`, `dmi.Y`). */
const DMI_INTERCEPT = { calf: 0.1128, yearling: 0.0869 } as const;

/** The weights and gains the growth equations work on. */
export interface BeefBodyScale {
  /** Shrunk body weight, kg. */
  sbw: number;
  /** Equivalent shrunk body weight: SBW scaled to the standard reference animal, kg. */
  eqsbw: number;
  /** Equivalent empty body weight, kg. */
  eqebw: number;
  /** Shrunk weight gain, kg/d. */
  swg: number;
  /** Empty body gain, kg/d. */
  ebg: number;
}

/**
 * SBW = 0.96 BW; EQSBW = SBW × SRW / MSBW with MSBW = 0.96 × mature weight; EQEBW = 0.891 EQSBW;
 * SWG = 0.96 × full gain; EBG = 0.956 SWG ([RuFaS] `_calculate_sbw`, `_calculate_eqsbw`,
 * `_calculate_eqebw`; [beefnrc] `current.sbw.kg`, `eqsbw`, `eqebw`, `bwg`).
 */
export function beefBodyScale(bodyWeightKg: number, matureWeightKg: number, gainKgPerDay: number): BeefBodyScale {
  const sbw = SHRUNK_PER_FULL * bodyWeightKg;
  const eqsbw = (sbw * STANDARD_REFERENCE_WEIGHT) / (SHRUNK_PER_FULL * matureWeightKg);
  const swg = SHRUNK_PER_FULL * gainKgPerDay;
  return { sbw, eqsbw, eqebw: EMPTY_PER_SHRUNK * eqsbw, swg, ebg: EMPTY_GAIN_PER_SHRUNK_GAIN * swg };
}

/** NEm, Mcal/d = 0.077 × SBW^0.75 × SEX (NASEM 2016 Eq. 11-1 per [RuFaS]; [beefnrc] `NEm`). */
export function beefMaintenanceNem(sbw: number, sex: BeefGrowingInput['sex']): number {
  return NEM_PER_METABOLIC_SBW * sbw ** 0.75 * (sex === 'bull' ? BULL_MAINTENANCE_FACTOR : 1);
}

/**
 * Retained energy = NEg, Mcal/d = 0.0635 × EQEBW^0.75 × EBG^1.097 (NASEM 2016 Eq. 12-3 per
 * [RuFaS] `_calculate_growth_energy`; [beefnrc] solves the same equation for gain:
 * EBG = (RE / (12.341 × EQEBW^−0.6837))^(1/0.9116), 12.341 being 0.0635^(−1/1.097)).
 */
export function beefRetainedEnergy(eqebw: number, ebg: number): number {
  return ebg > 0 ? 0.0635 * eqebw ** 0.75 * ebg ** 1.097 : 0;
}

/**
 * Net protein retained in gain, g/d = SWG × (268 − 29.4 × RE / SWG), written 268 SWG − 29.4 RE so
 * no gain divides by zero ([beefnrc] `NPg`; [RuFaS] `_calculate_np_growth`, which floors it at 0:
 * a gain so fat that the equation turns negative retains no protein).
 */
export function beefNetProteinGain(swg: number, retainedEnergy: number): number {
  return Math.max(0, 268 * swg - 29.4 * retainedEnergy);
}

/**
 * Efficiency of MP use for gain: 0.834 − 0.00114 EQSBW up to 300 kg EQSBW, 0.492 above (NRC 1996;
 * [beefnrc] and [RuFaS] both write max(0.492, 0.834 − 0.00114 EQSBW), the two lines meeting at 300 kg).
 */
export function beefMpEfficiencyForGain(eqsbw: number): number {
  return Math.max(0.492, 0.834 - 0.00114 * eqsbw);
}

/**
 * Expected DMI of growing cattle, kg/d = SBW^0.75 × (0.2435 NEm − 0.0466 NEm² − b) / NEm, b = 0.1128
 * for calves and 0.0869 for yearlings, NEm the diet's Mcal/kg DM (NRC 1996, kept as NASEM 2016
 * Eq. 10-1 per [RuFaS]; [beefnrc] `dmi.C`, `dmi.Y` without their implant and ionophore
 * adjustments, which this package does not model). [RuFaS] uses full BW^0.75; [beefnrc] and the
 * brief use SBW^0.75, as here.
 */
export function beefExpectedDmi(sbw: number, dietNem: number, ageClass: BeefGrowingInput['ageClass']): number {
  return (sbw ** 0.75 * (0.2435 * dietNem - 0.0466 * dietNem ** 2 - DMI_INTERCEPT[ageClass])) / dietNem;
}

const SEXES: readonly BeefGrowingInput['sex'][] = ['steer', 'heifer', 'bull'];
const AGE_CLASSES: readonly BeefGrowingInput['ageClass'][] = ['calf', 'yearling'];

/**
 * Requirements of a growing or finishing beef animal. Not modelled: breed (BE), body condition
 * (COMP), cold and heat stress, activity, implants and ionophores: their NASEM factors could not be
 * checked against a source, so the figures are those of a thermoneutral, unimplanted Bos taurus animal.
 */
export function beefGrowingRequirements(input: BeefGrowingInput): BeefRequirements {
  const bodyWeightKg = checked('bodyWeightKg', 'nutrition.errors.weight', input.bodyWeightKg, { above: 0 });
  const matureWeightKg = checked('matureWeightKg', 'nutrition.errors.matureWeight', input.matureWeightKg, { above: 0 });
  const gain = checked('targetGainKgPerDay', 'nutrition.errors.gain', input.targetGainKgPerDay, { min: 0, max: 2.5 });
  if (!SEXES.includes(input.sex)) throw new NutritionInputError('sex', 'nutrition.errors.sex', `sex must be one of ${SEXES.join(', ')}`);
  if (!AGE_CLASSES.includes(input.ageClass)) {
    throw new NutritionInputError('ageClass', 'nutrition.errors.ageClass', `ageClass must be one of ${AGE_CLASSES.join(', ')}`);
  }
  const dietNem = checked('dietNemMcalPerKgDm', 'nutrition.errors.dietEnergy', input.dietNemMcalPerKgDm, { above: 0 });

  const scale = beefBodyScale(bodyWeightKg, matureWeightKg, gain);
  const retainedEnergy = beefRetainedEnergy(scale.eqebw, scale.ebg);
  const netProteinGain = beefNetProteinGain(scale.swg, retainedEnergy);
  const dmiKg = beefExpectedDmi(scale.sbw, dietNem, input.ageClass);
  // The intake equation is a parabola in the diet's NEm, positive only between about 0.5 and 4.7 Mcal/kg.
  if (!(dmiKg > 0)) {
    throw new NutritionInputError('dietNemMcalPerKgDm', 'nutrition.errors.dietEnergy', `no positive intake is predicted for a diet of ${dietNem} Mcal NEm/kg DM`);
  }

  return {
    system: 'beefGrowing',
    nemMcal: requirement({ maintenance: beefMaintenanceNem(scale.sbw, input.sex) }),
    negMcal: requirement({ gain: retainedEnergy }),
    mpGrams: requirement({
      maintenance: MP_PER_METABOLIC_SBW * scale.sbw ** 0.75,
      gain: netProteinGain / beefMpEfficiencyForGain(scale.eqsbw),
    }),
    caGrams: requirement({
      maintenance: (CA_MAINTENANCE_PER_KG_SBW * scale.sbw) / CA_ABSORPTION,
      gain: (CA_PER_GRAM_PROTEIN_GAIN * netProteinGain) / CA_ABSORPTION,
    }),
    pGrams: requirement({
      maintenance: (P_MAINTENANCE_PER_KG_SBW * scale.sbw) / P_ABSORPTION,
      gain: (P_PER_GRAM_PROTEIN_GAIN * netProteinGain) / P_ABSORPTION,
    }),
    mineralBasis: 'dietary',
    dmiKg,
  };
}
