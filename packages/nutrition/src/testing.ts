import type { BeefGrowingInput, DairyDryInput, DairyLactatingInput } from './types';

/** The hand-worked animals the tests share (their arithmetic is in beef.test.ts and dairy.test.ts). */

/** A 300 kg steer calf gaining 1.2 kg/d toward 500 kg, on a 1.9 Mcal NEm/kg diet. */
export const steerCalf: BeefGrowingInput = {
  system: 'beefGrowing',
  bodyWeightKg: 300,
  matureWeightKg: 500,
  targetGainKgPerDay: 1.2,
  sex: 'steer',
  ageClass: 'calf',
  dietNemMcalPerKgDm: 1.9,
};

/** A 650 kg Holstein in her second lactation, 100 days in milk, 40 kg of 3.8 % fat and 3.1 % protein milk, open. */
export const holstein: DairyLactatingInput = {
  system: 'dairyLactating',
  bodyWeightKg: 650,
  parity: 2,
  daysInMilk: 100,
  milkKgPerDay: 40,
  milkFatPercent: 3.8,
  milkProteinPercent: 3.1,
  daysPregnant: 0,
  bodyConditionScore: 3,
  dietNdfPercentDm: 30,
};

/** A 700 kg dry cow 250 days pregnant. */
export const dryCow: DairyDryInput = { system: 'dairyDry', bodyWeightKg: 700, parity: 2, daysPregnant: 250, dietNdfPercentDm: 40 };
