import { checked } from './errors';
import { type DairyDryInput, type DairyLactatingInput, type DairyRequirements, requirement } from './types';

/*
 * Lactating and dry dairy cows: NASEM (2021), Nutrient Requirements of Dairy Cattle, 8th rev. ed.
 *
 * Checked against the open Python port of the NASEM model, CNM-University-of-Guelph/NASEM-Model-Python
 * (package nasem_dairy, MIT licence; the NASEM R code it was translated from is for academic use
 * only, so nothing here is copied from it): its docstrings give the book's equation numbers and
 * the R code's line numbers quoted below, and its end-to-end test files hold the R model's own
 * outputs, which the tests reproduce. Chapter 20 equation numbers marked [kb] come from a
 * third-party knowledge base built on nasem_dairy (Python package `anllms`), not from the book.
 */

/** NASEM's defaults for a Holstein when the user gives none (the model's demo inputs: An_GestLength, Fet_BWbrth). */
export const DEFAULT_GESTATION_LENGTH_DAYS = 280;
export const DEFAULT_CALF_BIRTH_WEIGHT_KG = 44.1;

/**
 * Efficiencies of the target (requirement) calculation, nasem_dairy `coeff_dict`: ME→NEL 0.66
 * (Kl_ME_NE, Eq. 20-223), MP→NP for maintenance and milk 0.69 (Km_/Kl_MP_NP_Trg, R line 54),
 * MP→NP for the conceptus 0.33 (Ky_MP_NP_Trg, R line 2656), ME→energy retained in the conceptus
 * 0.14 (Ky_ME_NE, Eq. 20-236).
 */
const KL_ME_NE = 0.66;
const K_MP_NP = 0.69;
const KY_MP_NP = 0.33;
const KY_ME_NE = 0.14;

/** NEL for maintenance, Mcal/d = 0.10 × BW^0.75 (NASEM 2021 ch. 3, Eq. 3-13; nasem_dairy `calculate_An_NEmUse_NS`, R line 2782). */
export function dairyMaintenanceNel(bodyWeightKg: number): number {
  return 0.1 * bodyWeightKg ** 0.75;
}

/**
 * NEL of milk, Mcal/kg (NASEM 2021 ch. 3; nasem_dairy `calculate_Trg_NEmilk_Milk`, R lines
 * 384–386): 0.0929 fat + 0.0585 true protein + 0.0395 lactose, in % (Eq. 3-14b); without
 * lactose, Tyrrell and Reid's 0.36 + 0.0969 fat (Eq. 3-14c), as the NASEM software does when
 * lactose or protein is missing.
 */
export function milkNelPerKg(fatPercent: number, trueProteinPercent: number, lactosePercent: number | undefined): number {
  return lactosePercent === undefined ? 0.36 + 0.0969 * fatPercent : 0.0929 * fatPercent + 0.0585 * trueProteinPercent + 0.0395 * lactosePercent;
}

/**
 * DMI of a lactating cow, kg/d (NASEM 2021 ch. 2, Eq. 2-1, the animal-factors equation;
 * nasem_dairy `calculate_Dt_DMIn_Lact1`, R lines 387–392):
 * [3.7 + 5.7 (P−1) + 0.305 NEmilk + 0.022 BW + (−0.689 − 1.87 (P−1)) BCS] × [1 − (0.212 + 0.136 (P−1)) e^(−0.053 DIM)],
 * NEmilk the NEL in the day's milk (Mcal/d). The BCS term is part of the equation, with its sign:
 * fatter cows eat less. P is NASEM's An_Parity_rl: 1 in the first lactation, 2 in any later one
 * (a herd mean lies between), so parity 3 and up count as 2.
 */
export function lactatingCowDmi(bodyWeightKg: number, bodyConditionScore: number, daysInMilk: number, parity: number, milkNelMcal: number): number {
  const later = Math.min(parity, 2) - 1;
  const animal = 3.7 + 5.7 * later + 0.305 * milkNelMcal + 0.022 * bodyWeightKg + (-0.689 - 1.87 * later) * bodyConditionScore;
  return animal * (1 - (0.212 + 0.136 * later) * Math.exp(-0.053 * daysInMilk));
}

/** Weeks before calving the dry-cow equation uses: 0 at calving, at most 3 weeks back (nasem_dairy `calculate_An_PrePartWklim`). */
export function weeksPrepartum(daysPregnant: number, gestationLengthDays: number): number {
  return Math.min(0, Math.max(-3, (daysPregnant - gestationLengthDays) / 7));
}

/** Kb of the dry-cow equation: −(0.365 − 0.0028 NDF), NDF (% DM) held to 30–55 (nasem_dairy `calculate_Kb_LateGest_DMIn`). */
export function lateGestationKb(dietNdfPercentDm: number): number {
  return -(0.365 - 0.0028 * Math.min(55, Math.max(30, dietNdfPercentDm)));
}

/**
 * DMI of a dry cow, kg/d = BW × (1.47 + Kb × week − 0.035 × week²) / 100, week ≤ 0 the weeks before
 * calving held to −3 (NASEM 2021 ch. 12, the late-gestation equation that third-party code labels
 * Eq. 12-1; nasem_dairy `calculate_Dt_DMIn_BW_LateGest_i` and `calculate_Dt_DMIn_DryCow1_FarOff`,
 * the individual-cow form, Ka = 1.47 and Kc = −0.035 from its `coeff_dict`). Before the last three
 * weeks intake is flat at its week −3 value.
 */
export function dryCowDmi(bodyWeightKg: number, daysPregnant: number, gestationLengthDays: number, dietNdfPercentDm: number): number {
  const week = weeksPrepartum(daysPregnant, gestationLengthDays);
  return (bodyWeightKg * (1.47 + lateGestationKb(dietNdfPercentDm) * week - 0.035 * week ** 2)) / 100;
}

/** The gravid uterus of a pregnant cow on a day of gestation. */
export interface GravidUterus {
  /** Weight, kg. */
  weightKg: number;
  /** Growth, kg/d. */
  gainKgPerDay: number;
}

/**
 * Weight and growth of the gravid uterus (NASEM 2021 ch. 3; nasem_dairy `calculate_GrUter_Wtpart`,
 * `calculate_GrUter_Wt`, `calculate_GrUter_BWgain`, Eq. 3-17a, R lines 2295–2345): at calving it
 * weighs 1.816 × the calf's birth weight; before, that weight × e^(−k (L − d)), and it grows k × its
 * weight a day, k = 0.0243 − 0.0000245 d, d the day of gestation and L its length.
 */
export function gravidUterus(daysPregnant: number, gestationLengthDays: number, calfBirthWeightKg: number): GravidUterus {
  const rate = 0.0243 - 0.0000245 * daysPregnant;
  const weightKg = 1.816 * calfBirthWeightKg * Math.exp(-rate * (gestationLengthDays - daysPregnant));
  return { weightKg, gainKgPerDay: rate * weightKg };
}

/**
 * NEL for pregnancy, Mcal/d: the gravid uterus retains 0.95 Mcal per kg it grows (Eq. 20-234, NE_GrUtWt),
 * metabolizable energy is retained there with efficiency 0.14 (Eq. 20-236/20-237, Gest_MEuse), and
 * NASEM states the requirement in NEL as ME × 0.66 (Trg_NELuse = Trg_MEuse × Kl_ME_NE, R line 2928).
 */
export function pregnancyNel(uterus: GravidUterus): number {
  return ((0.95 * uterus.gainKgPerDay) / KY_ME_NE) * KL_ME_NE;
}

/**
 * MP for pregnancy, g/d: the growing uterus is 12.3 % CP (CP_GrUtWt), CP is 86 % true protein
 * (Body_NP_CP), used from MP with efficiency 0.33 (nasem_dairy `calculate_Gest_NCPgain_g`,
 * `calculate_Gest_NPgain_g`, `calculate_Gest_MPUse_g_Trg`, R line 2676; Eq. 20-238/20-239 [kb]).
 */
export function pregnancyMp(uterus: GravidUterus): number {
  return (uterus.gainKgPerDay * 0.123 * 1000 * 0.86) / KY_MP_NP;
}

/** The three parts of maintenance MP, g/d. */
export interface DairyMaintenanceMp {
  fecal: number;
  scurf: number;
  urinary: number;
}

/**
 * MP for maintenance, g/d (NASEM 2021 ch. 6; nasem_dairy `calculate_An_MPm_g_Trg`, R line 2679;
 * Eq. 20-304 to 20-306 [kb]):
 * - fecal endogenous: CP (12 + 0.12 NDF%) g per kg DMI (R line 1187; Eq. 20-300 [kb]; the ch. 6 form
 *   11.62 + 0.134 NDF% differs slightly, the software uses this one), 73 % of it true protein
 *   (R line 1191), used from MP with efficiency 0.69;
 * - scurf: CP 0.20 BW^0.60 g (R line 1964), 86 % true protein, efficiency 0.69;
 * - endogenous urinary: N 0.053 BW g × 6.25 (R lines 2029–2030), counted at full efficiency (R line 2672).
 */
export function dairyMaintenanceMp(bodyWeightKg: number, dmiKg: number, dietNdfPercentDm: number): DairyMaintenanceMp {
  return {
    fecal: ((12 + 0.12 * dietNdfPercentDm) * dmiKg * 0.73) / K_MP_NP,
    scurf: (0.2 * bodyWeightKg ** 0.6 * 0.86) / K_MP_NP,
    urinary: 0.053 * bodyWeightKg * 6.25,
  };
}

/** MP for milk, g/d = milk true protein (g/d) / 0.69 (nasem_dairy `calculate_Mlk_MPUse_g_Trg`, R line 2677; Eq. 20-213/20-214 [kb]). */
export function lactationMp(milkKgPerDay: number, trueProteinPercent: number): number {
  return (milkKgPerDay * 10 * trueProteinPercent) / K_MP_NP;
}

/**
 * Absorbed Ca or P deposited in the conceptus on day d, g/d: the day's growth of a cumulative curve
 * a e^((b − c d) d), scaled from a 715 kg cow to this cow's weight (nasem_dairy `calculate_An_Ca_y`,
 * R lines 2966–2967, Eq. 20-375 [kb]; `calculate_An_P_y`, R line 2981).
 */
function conceptusMineral(a: number, b: number, c: number, daysPregnant: number, bodyWeightKg: number): number {
  const accreted = (day: number) => a * Math.exp((b - c * day) * day);
  return ((accreted(daysPregnant) - accreted(daysPregnant - 1)) * bodyWeightKg) / 715;
}

/** Absorbed Ca for pregnancy, g/d (0.0245, 0.05581, 0.00007: nasem_dairy `calculate_An_Ca_y`). */
export function pregnancyCa(daysPregnant: number, bodyWeightKg: number): number {
  return conceptusMineral(0.0245, 0.05581, 0.00007, daysPregnant, bodyWeightKg);
}

/** Absorbed P for pregnancy, g/d (0.02743, 0.05527, 0.000075: nasem_dairy `calculate_An_P_y`). */
export function pregnancyP(daysPregnant: number, bodyWeightKg: number): number {
  return conceptusMineral(0.02743, 0.05527, 0.000075, daysPregnant, bodyWeightKg);
}

/** Absorbed Ca for maintenance, g/d = 0.9 × DMI (nasem_dairy `calculate_Fe_Ca_m`, R line 2964; Eq. 20-373 [kb]). */
export function maintenanceCa(dmiKg: number): number {
  return 0.9 * dmiKg;
}

/** Absorbed Ca for milk, g/d = (0.295 + 0.239 × true protein %) × milk (nasem_dairy `calculate_An_Ca_l`, R line 2968; Eq. 20-376 [kb]). */
export function lactationCa(milkKgPerDay: number, trueProteinPercent: number): number {
  return (0.295 + 0.239 * trueProteinPercent) * milkKgPerDay;
}

/**
 * Absorbed P for maintenance of a cow (parity ≥ 1), g/d = 1.0 × DMI fecal + 0.0006 × BW urinary
 * (nasem_dairy `calculate_Fe_P_m`, `calculate_Ur_P_m`, R lines 2977–2979; heifers' fecal loss is 0.8 × DMI).
 */
export function maintenanceP(dmiKg: number, bodyWeightKg: number): number {
  return 1.0 * dmiKg + 0.0006 * bodyWeightKg;
}

/**
 * Absorbed P for milk, g/d = (0.48 + 0.13 × true protein %) × milk (nasem_dairy `calculate_An_P_l`,
 * R line 2983). The R model puts its predicted milk protein there; a requirement uses the target's.
 */
export function lactationP(milkKgPerDay: number, trueProteinPercent: number): number {
  return (0.48 + 0.13 * trueProteinPercent) * milkKgPerDay;
}

/** The cow inputs both dairy engines check the same way. */
function checkedCow(input: DairyLactatingInput | DairyDryInput) {
  const bodyWeightKg = checked('bodyWeightKg', 'nutrition.errors.weight', input.bodyWeightKg, { above: 0 });
  const parity = checked('parity', 'nutrition.errors.parity', input.parity, { min: 1, integer: true });
  // Plausibility bounds, not from NASEM: they catch a gestation typed in weeks or months.
  const gestationLengthDays = checked('gestationLengthDays', 'nutrition.errors.gestationLength', input.gestationLengthDays ?? DEFAULT_GESTATION_LENGTH_DAYS, {
    min: 250,
    max: 300,
  });
  const daysPregnant = checked('daysPregnant', 'nutrition.errors.daysPregnant', input.daysPregnant, { min: 0, max: gestationLengthDays });
  const calfBirthWeightKg = checked('calfBirthWeightKg', 'nutrition.errors.calfBirthWeight', input.calfBirthWeightKg ?? DEFAULT_CALF_BIRTH_WEIGHT_KG, {
    above: 0,
    max: 100,
  });
  const dietNdfPercentDm = checked('dietNdfPercentDm', 'nutrition.errors.dietNdf', input.dietNdfPercentDm, { above: 0, max: 100 });
  const measuredDmi =
    input.dryMatterIntakeKg === undefined ? undefined : checked('dryMatterIntakeKg', 'nutrition.errors.dryMatterIntake', input.dryMatterIntakeKg, { above: 0 });
  const uterus = daysPregnant > 0 ? gravidUterus(daysPregnant, gestationLengthDays, calfBirthWeightKg) : null;
  return { bodyWeightKg, parity, gestationLengthDays, daysPregnant, dietNdfPercentDm, measuredDmi, uterus };
}

/**
 * Requirements of a lactating cow. Not modelled: body weight change (frame growth of young cows,
 * body reserves), uterine involution after calving, activity (walking, grazing) and environment.
 */
export function dairyLactatingRequirements(input: DairyLactatingInput): DairyRequirements {
  const cow = checkedCow(input);
  const daysInMilk = checked('daysInMilk', 'nutrition.errors.daysInMilk', input.daysInMilk, { min: 0 });
  const milk = checked('milkKgPerDay', 'nutrition.errors.milkYield', input.milkKgPerDay, { min: 0 });
  const fat = checked('milkFatPercent', 'nutrition.errors.milkFat', input.milkFatPercent, { min: 1.5, max: 9 });
  // Plausibility bounds, not from NASEM: they catch a fraction typed for a percentage.
  const protein = checked('milkProteinPercent', 'nutrition.errors.milkProtein', input.milkProteinPercent, { min: 1, max: 7 });
  const lactose =
    input.milkLactosePercent === undefined ? undefined : checked('milkLactosePercent', 'nutrition.errors.milkLactose', input.milkLactosePercent, { min: 2, max: 7 });
  const bcs = checked('bodyConditionScore', 'nutrition.errors.bodyCondition', input.bodyConditionScore, { min: 1, max: 5 });

  const milkNel = milk * milkNelPerKg(fat, protein, lactose);
  const dmiKg = cow.measuredDmi ?? lactatingCowDmi(cow.bodyWeightKg, bcs, daysInMilk, cow.parity, milkNel);
  const maintenanceMp = dairyMaintenanceMp(cow.bodyWeightKg, dmiKg, cow.dietNdfPercentDm);
  return {
    system: 'dairyLactating',
    nelMcal: requirement({
      maintenance: dairyMaintenanceNel(cow.bodyWeightKg),
      lactation: milkNel,
      pregnancy: cow.uterus ? pregnancyNel(cow.uterus) : 0,
    }),
    mpGrams: requirement({
      maintenance: maintenanceMp.fecal + maintenanceMp.scurf + maintenanceMp.urinary,
      lactation: lactationMp(milk, protein),
      pregnancy: cow.uterus ? pregnancyMp(cow.uterus) : 0,
    }),
    caGrams: requirement({
      maintenance: maintenanceCa(dmiKg),
      lactation: lactationCa(milk, protein),
      pregnancy: cow.uterus ? pregnancyCa(cow.daysPregnant, cow.bodyWeightKg) : 0,
    }),
    pGrams: requirement({
      maintenance: maintenanceP(dmiKg, cow.bodyWeightKg),
      lactation: lactationP(milk, protein),
      pregnancy: cow.uterus ? pregnancyP(cow.daysPregnant, cow.bodyWeightKg) : 0,
    }),
    mineralBasis: 'absorbed',
    dmiKg,
  };
}

/** Requirements of a dry cow. Not modelled: body weight change, activity and environment. */
export function dairyDryRequirements(input: DairyDryInput): DairyRequirements {
  const cow = checkedCow(input);
  const dmiKg = cow.measuredDmi ?? dryCowDmi(cow.bodyWeightKg, cow.daysPregnant, cow.gestationLengthDays, cow.dietNdfPercentDm);
  const maintenanceMp = dairyMaintenanceMp(cow.bodyWeightKg, dmiKg, cow.dietNdfPercentDm);
  return {
    system: 'dairyDry',
    nelMcal: requirement({ maintenance: dairyMaintenanceNel(cow.bodyWeightKg), pregnancy: cow.uterus ? pregnancyNel(cow.uterus) : 0 }),
    mpGrams: requirement({
      maintenance: maintenanceMp.fecal + maintenanceMp.scurf + maintenanceMp.urinary,
      pregnancy: cow.uterus ? pregnancyMp(cow.uterus) : 0,
    }),
    caGrams: requirement({ maintenance: maintenanceCa(dmiKg), pregnancy: cow.uterus ? pregnancyCa(cow.daysPregnant, cow.bodyWeightKg) : 0 }),
    pGrams: requirement({
      maintenance: maintenanceP(dmiKg, cow.bodyWeightKg),
      pregnancy: cow.uterus ? pregnancyP(cow.daysPregnant, cow.bodyWeightKg) : 0,
    }),
    mineralBasis: 'absorbed',
    dmiKg,
  };
}
