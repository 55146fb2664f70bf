import { describe, expect, it } from 'vitest';
import {
  dairyDryRequirements,
  dairyLactatingRequirements,
  gravidUterus,
  lactatingCowDmi,
  lateGestationKb,
  milkNelPerKg,
  weeksPrepartum,
} from './dairy';
import { NutritionInputError } from './errors';
import { dryCow, holstein as holsteinOpen } from './testing';
import type { DairyDryInput, DairyLactatingInput } from './types';

/*
 * Expected figures come from three places, named at each test:
 * - the NASEM R model's own outputs, kept as end-to-end fixtures by the nasem_dairy port
 *   (CNM-University-of-Guelph/NASEM-Model-Python, tests/integration/*.json, printed to 4 decimals);
 * - the port's unit-test cases (tests/nasem_unit_testing/DMI_equations_test.json);
 * - hand computation from the equations, arithmetic in the comments.
 */

describe('the NASEM model run "late_lactation" (nasem_dairy tests/integration/late_lactation.json)', () => {
  // A 745 kg cow 325 days in milk and 270 days pregnant, 28 kg of 3.8 % fat, 3.1 % true protein and
  // 4.85 % lactose milk, eating a fixed 22.364 kg DM of a 30.9503 % NDF diet; NASEM's defaults for
  // the pregnancy (280 days, a 44.1 kg calf). The run's parity is a herd mean (1.34); with intake
  // fixed, parity changes none of the figures compared here.
  const result = dairyLactatingRequirements({
    system: 'dairyLactating',
    bodyWeightKg: 745,
    parity: 2,
    daysInMilk: 325,
    milkKgPerDay: 28,
    milkFatPercent: 3.8,
    milkProteinPercent: 3.1,
    milkLactosePercent: 4.85,
    daysPregnant: 270,
    bodyConditionScore: 3,
    dietNdfPercentDm: 30.9503,
    dryMatterIntakeKg: 22.364,
  });

  it('needs the NEL the model gives for maintenance, milk and pregnancy', () => {
    expect(result.nelMcal.parts.maintenance).toBeCloseTo(14.2599, 4); // An_NEmUse
    expect(result.nelMcal.parts.lactation).toBeCloseTo(20.3265, 4); // Trg_Mlk_NEout
    expect(result.nelMcal.parts.pregnancy).toBeCloseTo(5.3149, 4); // Gest_NELuse
    // The run's Trg_NELuse, 41.3762, also holds 1.475 Mcal for 0.23 kg/d of body gain, which this package does not model.
    expect(result.nelMcal.total + 1.475).toBeCloseTo(41.3762, 3);
  });

  it('needs the MP the model gives for maintenance, milk and pregnancy', () => {
    expect(result.mpGrams.parts.maintenance).toBeCloseTo(631.7644, 3); // An_MPm_g_Trg
    expect(result.mpGrams.parts.lactation).toBeCloseTo(1257.971, 3); // Mlk_MPUse_g_Trg
    expect(result.mpGrams.parts.pregnancy).toBeCloseTo(380.4032, 3); // Gest_MPUse_g_Trg
  });

  it('needs the absorbed Ca and P the model gives', () => {
    expect(result.caGrams.parts.maintenance).toBeCloseTo(20.1276, 4); // Fe_Ca_m
    expect(result.caGrams.parts.lactation).toBeCloseTo(29.0052, 4); // An_Ca_l
    expect(result.caGrams.parts.pregnancy).toBeCloseTo(9.7352, 4); // An_Ca_y
    expect(result.pGrams.parts.maintenance).toBeCloseTo(22.811, 4); // An_P_m
    expect(result.pGrams.parts.pregnancy).toBeCloseTo(5.381, 3); // An_P_y
    // The run's An_P_l (25.3321) uses its predicted milk protein, 3.2671 %; the target's 3.1 % gives
    // (0.48 + 0.13 × 3.1) × 28 = 0.883 × 28 = 24.724 g.
    expect(result.pGrams.parts.lactation).toBeCloseTo(24.724, 6);
    expect(result.mineralBasis).toBe('absorbed');
  });

  it('weighs and grows the gravid uterus as the model does', () => {
    const uterus = gravidUterus(270, 280, 44.1);
    expect(uterus.weightKg).toBeCloseTo(67.1042, 4); // GrUter_Wt
    expect(uterus.gainKgPerDay * 0.123 * 1000).toBeCloseTo(145.9687, 3); // Gest_NCPgain_g
    expect(uterus.gainKgPerDay * 0.95).toBeCloseTo(1.1274, 4); // Gest_REgain
  });

  it('values the milk as the model does', () => {
    expect(milkNelPerKg(3.8, 3.1, 4.85)).toBeCloseTo(0.7259, 4); // Trg_NEmilk_Milk
  });
});

describe('the NASEM model run "dry_cow_late_gestation" (nasem_dairy tests/integration/dry_cow_late_gestation.json)', () => {
  // A 725 kg dry cow 265 days pregnant eating a fixed 11.3 kg DM of a 34.5537 % NDF diet, no body gain:
  // the run's requirement totals are exactly what this package computes.
  const result = dairyDryRequirements({
    system: 'dairyDry',
    bodyWeightKg: 725,
    parity: 2,
    daysPregnant: 265,
    dietNdfPercentDm: 34.5537,
    dryMatterIntakeKg: 11.3,
  });

  it('needs the totals the model gives', () => {
    expect(result.nelMcal.total).toBeCloseTo(18.8616, 4); // Trg_NELuse
    expect(result.nelMcal.parts.maintenance).toBeCloseTo(13.9718, 4); // An_NEmUse
    expect(result.nelMcal.parts.pregnancy).toBeCloseTo(4.8898, 4); // Gest_NELuse
    expect(result.mpGrams.total).toBeCloseTo(796.1351, 3); // Trg_MPIn_req
    expect(result.mpGrams.parts.maintenance).toBeCloseTo(446.1565, 3); // An_MPm_g_Trg
    expect(result.caGrams.total).toBeCloseTo(19.1443, 4); // An_Ca_req
    expect(result.pGrams.total).toBeCloseTo(16.833, 3); // An_P_req
    expect(result.nelMcal.parts.lactation).toBe(0);
  });

  it('has the dry-cow intake terms the model gives', () => {
    expect(lateGestationKb(34.5537)).toBeCloseTo(-0.2682, 4); // Kb_LateGest_DMIn
    expect(weeksPrepartum(265, 280)).toBeCloseTo(-2.1429, 4); // An_PrePartWklim
  });
});

describe('the intake equations', () => {
  it('predicts a lactating cow’s DMI by Eq. 2-1 as nasem_dairy’s unit test does', () => {
    // DMI_equations_test.json, calculate_Dt_DMIn_Lact1: BW 700, BCS 3, day 160, parity 1, 22.5 Mcal milk NE.
    expect(lactatingCowDmi(700, 3, 160, 1, 22.5)).toBeCloseTo(23.894448, 5);
  });

  it('counts a third or later lactation as NASEM’s multiparous 2', () => {
    expect(lactatingCowDmi(650, 3, 100, 5, 29)).toBe(lactatingCowDmi(650, 3, 100, 2, 29));
    expect(lactatingCowDmi(650, 3, 100, 2, 29)).not.toBeCloseTo(lactatingCowDmi(650, 3, 100, 1, 29), 1);
  });

  it('holds the diet NDF of the dry-cow equation to 30–55 % as nasem_dairy’s unit tests do', () => {
    // DMI_equations_test.json, calculate_Kb_LateGest_DMIn.
    expect(lateGestationKb(20)).toBeCloseTo(-0.281, 9);
    expect(lateGestationKb(30)).toBeCloseTo(-0.281, 9);
    expect(lateGestationKb(45.2)).toBeCloseTo(-0.23844, 9);
    expect(lateGestationKb(55)).toBeCloseTo(-0.211, 9);
    expect(lateGestationKb(70)).toBeCloseTo(-0.211, 9);
  });

  it('counts at most three weeks before calving as nasem_dairy’s unit tests do', () => {
    // DMI_equations_test.json, calculate_An_PrePartWklim: −7 → −3, −3 → −3, −1 → −1, 0 → 0.
    expect(weeksPrepartum(231, 280)).toBe(-3);
    expect(weeksPrepartum(259, 280)).toBe(-3);
    expect(weeksPrepartum(273, 280)).toBe(-1);
    expect(weeksPrepartum(280, 280)).toBe(0);
  });

  it('values milk by its fat alone when its lactose is not known (Eq. 3-14c)', () => {
    // 0.36 + 0.0969 × 3.8 = 0.36 + 0.36822 = 0.72822 Mcal/kg.
    expect(milkNelPerKg(3.8, 3.1, undefined)).toBeCloseTo(0.72822, 10);
  });
});

const holstein: DairyLactatingInput = { ...holsteinOpen, milkLactosePercent: 4.85 };

describe('a 650 kg Holstein in her second lactation, 100 days in milk, 40 kg of 3.8 % fat and 3.1 % protein milk, open', () => {
  const result = dairyLactatingRequirements(holstein);

  it('needs NEL for maintenance and milk', () => {
    // Maintenance 0.10 × 650^0.75 = 0.10 × 128.73156 = 12.87316 Mcal.
    expect(result.nelMcal.parts.maintenance).toBeCloseTo(12.87316, 4);
    // Milk 0.0929 × 3.8 + 0.0585 × 3.1 + 0.0395 × 4.85 = 0.35302 + 0.18135 + 0.191575 = 0.725945 Mcal/kg; × 40 = 29.0378.
    expect(result.nelMcal.parts.lactation).toBeCloseTo(29.0378, 4);
    expect(result.nelMcal.parts.pregnancy).toBe(0);
    expect(result.nelMcal.total).toBeCloseTo(41.91096, 4);
  });

  it('is expected to eat what Eq. 2-1 predicts', () => {
    // [3.7 + 5.7 + 0.305 × 29.0378 + 0.022 × 650 + (−0.689 − 1.87) × 3] = 9.4 + 8.856529 + 14.3 − 7.677 = 24.879529;
    // × [1 − 0.348 × e^(−5.3)] = × (1 − 0.348 × 0.00499159) = × 0.998263 → 24.83631 kg DM.
    expect(result.dmiKg).toBeCloseTo(24.83631, 4);
  });

  it('needs MP for maintenance and milk', () => {
    // Fecal (12 + 0.12 × 30) × 24.83631 × 0.73 / 0.69 = 409.9071; scurf 0.20 × 650^0.6 × 0.86 / 0.69
    // = 0.2 × 48.72457 × 0.86 / 0.69 = 12.14583; urinary 0.053 × 650 × 6.25 = 215.3125; sum 637.3655 g.
    expect(result.mpGrams.parts.maintenance).toBeCloseTo(637.3655, 3);
    // Milk 40 × 31 g true protein / 0.69 = 1797.1014 g.
    expect(result.mpGrams.parts.lactation).toBeCloseTo(1797.1014, 3);
  });

  it('needs absorbed Ca and P for maintenance and milk', () => {
    // Ca 0.9 × 24.83631 = 22.35268; (0.295 + 0.239 × 3.1) × 40 = 1.0359 × 40 = 41.436 g.
    expect(result.caGrams.parts.maintenance).toBeCloseTo(22.35268, 4);
    expect(result.caGrams.parts.lactation).toBeCloseTo(41.436, 6);
    // P 24.83631 + 0.0006 × 650 = 25.22631; (0.48 + 0.13 × 3.1) × 40 = 0.883 × 40 = 35.32 g.
    expect(result.pGrams.parts.maintenance).toBeCloseTo(25.22631, 4);
    expect(result.pGrams.parts.lactation).toBeCloseTo(35.32, 6);
  });

  it('takes a measured intake in place of the predicted one', () => {
    const measured = dairyLactatingRequirements({ ...holstein, dryMatterIntakeKg: 26 });
    expect(measured.dmiKg).toBe(26);
    expect(measured.caGrams.parts.maintenance).toBeCloseTo(23.4, 10);
  });

  it('needs pregnancy on top once she is in calf', () => {
    const pregnant = dairyLactatingRequirements({ ...holstein, daysPregnant: 250 });
    // Pregnancy NEL and MP depend on the day of gestation and the calf, not on her: as for the dry cow at 250 days below.
    expect(pregnant.nelMcal.parts.pregnancy).toBeCloseTo(3.77893, 4);
    expect(pregnant.mpGrams.parts.pregnancy).toBeCloseTo(270.4702, 3);
  });
});

describe('a 700 kg dry cow 250 days pregnant on a 40 % NDF diet', () => {
  const cow = dryCow;
  const result = dairyDryRequirements(cow);

  it('is expected to eat her far-off intake, three weeks before calving being the equation’s limit', () => {
    // Week (250 − 280) / 7 = −4.3 → −3; Kb = −(0.365 − 0.0028 × 40) = −0.253;
    // 1.47 + (−0.253)(−3) − 0.035 × 9 = 1.47 + 0.759 − 0.315 = 1.914 % of 700 kg = 13.398 kg DM.
    expect(result.dmiKg).toBeCloseTo(13.398, 10);
  });

  it('needs NEL and MP for maintenance and the growing uterus', () => {
    // k = 0.0243 − 0.0000245 × 250 = 0.018175; uterus 1.816 × 44.1 × e^(−0.018175 × 30) = 80.0856 × 0.579697
    // = 46.4254 kg, growing 0.018175 × 46.4254 = 0.843781 kg/d.
    // NEL 0.10 × 700^0.75 = 13.60892; pregnancy 0.95 × 0.843781 / 0.14 × 0.66 = 3.77893 Mcal.
    expect(result.nelMcal.parts.maintenance).toBeCloseTo(13.60892, 4);
    expect(result.nelMcal.parts.pregnancy).toBeCloseTo(3.77893, 4);
    // MP: fecal (12 + 4.8) × 13.398 × 0.73 / 0.69 = 238.1349; scurf 0.2 × 700^0.6 × 0.86 / 0.69 = 0.2 × 50.93999 × 1.246377
    // = 12.69808; urinary 0.053 × 700 × 6.25 = 231.875; sum 482.7080 g. Pregnancy 0.843781 × 123 × 0.86 / 0.33 = 270.4702 g.
    expect(result.mpGrams.parts.maintenance).toBeCloseTo(482.708, 3);
    expect(result.mpGrams.parts.pregnancy).toBeCloseTo(270.4702, 3);
    expect(result.mpGrams.parts.lactation).toBe(0);
  });

  it('needs absorbed Ca and P for maintenance and the conceptus', () => {
    // Ca: 0.9 × 13.398 = 12.0582; conceptus 0.0245 × (e^((0.05581 − 0.0175) × 250) − e^((0.05581 − 0.01743) × 249)) × 700 / 715
    // = (353.68894 − 346.38049) × 0.979021 = 7.15513 g.
    expect(result.caGrams.parts.maintenance).toBeCloseTo(12.0582, 10);
    expect(result.caGrams.parts.pregnancy).toBeCloseTo(7.15513, 4);
    // P: 13.398 + 0.0006 × 700 = 13.818; conceptus 0.02743 × (e^((0.05527 − 0.01875) × 250) − e^((0.05527 − 0.018675) × 249)) × 700 / 715
    // = (253.12464 − 248.64770) × 0.979021 = 4.38302 g.
    expect(result.pGrams.parts.maintenance).toBeCloseTo(13.818, 10);
    expect(result.pGrams.parts.pregnancy).toBeCloseTo(4.38302, 4);
  });

  it('needs nothing for pregnancy when she is open', () => {
    const open = dairyDryRequirements({ ...cow, daysPregnant: 0 });
    expect(open.nelMcal.parts.pregnancy).toBe(0);
    expect(open.mpGrams.parts.pregnancy).toBe(0);
    expect(open.caGrams.parts.pregnancy).toBe(0);
    expect(open.pGrams.parts.pregnancy).toBe(0);
  });
});

describe('dairy input the engines refuse', () => {
  const refused = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof NutritionInputError) return { field: error.field, key: error.key };
      throw error;
    }
    return null;
  };
  const lactating = (change: Partial<DairyLactatingInput>) => refused(() => dairyLactatingRequirements({ ...holstein, ...change }));
  const dry = (change: Partial<DairyDryInput>) =>
    refused(() => dairyDryRequirements({ ...dryCow, ...change }));

  it('names the field and the message key', () => {
    expect(lactating({ bodyWeightKg: 0 })).toEqual({ field: 'bodyWeightKg', key: 'nutrition.errors.weight' });
    expect(dry({ bodyWeightKg: -1 })).toEqual({ field: 'bodyWeightKg', key: 'nutrition.errors.weight' });
    expect(lactating({ milkFatPercent: 1.4 })).toEqual({ field: 'milkFatPercent', key: 'nutrition.errors.milkFat' });
    expect(lactating({ milkFatPercent: 9.1 })).toEqual({ field: 'milkFatPercent', key: 'nutrition.errors.milkFat' });
    expect(lactating({ daysInMilk: -1 })).toEqual({ field: 'daysInMilk', key: 'nutrition.errors.daysInMilk' });
    expect(lactating({ parity: 0 })).toEqual({ field: 'parity', key: 'nutrition.errors.parity' });
    expect(lactating({ parity: 1.5 })).toEqual({ field: 'parity', key: 'nutrition.errors.parity' });
    expect(lactating({ bodyConditionScore: 0.9 })).toEqual({ field: 'bodyConditionScore', key: 'nutrition.errors.bodyCondition' });
    expect(lactating({ bodyConditionScore: 5.1 })).toEqual({ field: 'bodyConditionScore', key: 'nutrition.errors.bodyCondition' });
    expect(lactating({ milkKgPerDay: -1 })).toEqual({ field: 'milkKgPerDay', key: 'nutrition.errors.milkYield' });
    expect(lactating({ milkProteinPercent: 0.031 })).toEqual({ field: 'milkProteinPercent', key: 'nutrition.errors.milkProtein' });
    expect(lactating({ milkLactosePercent: 0.0485 })).toEqual({ field: 'milkLactosePercent', key: 'nutrition.errors.milkLactose' });
    expect(dry({ daysPregnant: 281 })).toEqual({ field: 'daysPregnant', key: 'nutrition.errors.daysPregnant' });
    expect(dry({ daysPregnant: -1 })).toEqual({ field: 'daysPregnant', key: 'nutrition.errors.daysPregnant' });
    expect(dry({ gestationLengthDays: 40 })).toEqual({ field: 'gestationLengthDays', key: 'nutrition.errors.gestationLength' });
    expect(dry({ calfBirthWeightKg: 0 })).toEqual({ field: 'calfBirthWeightKg', key: 'nutrition.errors.calfBirthWeight' });
    expect(dry({ dietNdfPercentDm: 0 })).toEqual({ field: 'dietNdfPercentDm', key: 'nutrition.errors.dietNdf' });
    expect(dry({ dryMatterIntakeKg: 0 })).toEqual({ field: 'dryMatterIntakeKg', key: 'nutrition.errors.dryMatterIntake' });
  });

  it('accepts the ends of the ranges', () => {
    expect(lactating({ milkFatPercent: 1.5, bodyConditionScore: 1, daysInMilk: 0, parity: 1 })).toBeNull();
    expect(lactating({ milkFatPercent: 9, bodyConditionScore: 5 })).toBeNull();
    expect(dry({ daysPregnant: 280 })).toBeNull();
  });
});
