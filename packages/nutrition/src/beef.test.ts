import { describe, expect, it } from 'vitest';
import {
  beefBodyScale,
  beefExpectedDmi,
  beefGrowingRequirements,
  beefMaintenanceNem,
  beefMpEfficiencyForGain,
  beefNetProteinGain,
  beefRetainedEnergy,
} from './beef';
import { NutritionInputError } from './errors';
import { steerCalf } from './testing';
import type { BeefGrowingInput } from './types';

/*
 * No worked example of the NASEM 2016 / NRC 1996 book was at hand, so the 300 kg steer gaining
 * 1.2 kg/d below is computed by hand from the equations, arithmetic in the comments, and the
 * retained energy is also checked against the form sgadberry/beefnrc (R/growingcattle.R) solves.
 */
const steer = steerCalf;

describe('a 300 kg steer calf gaining 1.2 kg/d toward 500 kg, on a 1.9 Mcal NEm/kg diet', () => {
  const result = beefGrowingRequirements(steer);

  it('scales its weight and gain to the standard reference animal', () => {
    // SBW = 0.96 × 300 = 288; MSBW = 0.96 × 500 = 480; EQSBW = 288 × 478 / 480 = 286.8;
    // EQEBW = 0.891 × 286.8 = 255.5388; SWG = 0.96 × 1.2 = 1.152; EBG = 0.956 × 1.152 = 1.101312.
    const scale = beefBodyScale(300, 500, 1.2);
    expect(scale.sbw).toBeCloseTo(288, 10);
    expect(scale.eqsbw).toBeCloseTo(286.8, 10);
    expect(scale.eqebw).toBeCloseTo(255.5388, 10);
    expect(scale.swg).toBeCloseTo(1.152, 10);
    expect(scale.ebg).toBeCloseTo(1.101312, 10);
  });

  it('needs NEm for maintenance and NEg for the energy it retains', () => {
    // NEm = 0.077 × 288^0.75 = 0.077 × 69.91082 = 5.38313 Mcal/d.
    expect(result.nemMcal.total).toBeCloseTo(5.38313, 4);
    expect(result.nemMcal.parts).toEqual({ maintenance: result.nemMcal.total, gain: 0, lactation: 0, pregnancy: 0 });
    // RE = 0.0635 × 255.5388^0.75 × 1.101312^1.097 = 0.0635 × 63.91351 × 1.111669 = 4.51172 Mcal/d.
    expect(result.negMcal.total).toBeCloseTo(4.51172, 4);
    expect(result.negMcal.parts.gain).toBe(result.negMcal.total);
  });

  it('retains the energy sgadberry/beefnrc solves for: EBG = 12.341 × RE^0.9116 × EQEBW^−0.6837', () => {
    // beefnrc's re = (ewg / (12.341 × eqebw^−0.6837))^(1/0.9116); 12.341 is rounded, so agreement is to 0.1 %.
    const { eqebw, ebg } = beefBodyScale(300, 500, 1.2);
    const beefnrc = (ebg / (12.341 * eqebw ** -0.6837)) ** (1 / 0.9116);
    expect(Math.abs(beefRetainedEnergy(eqebw, ebg) / beefnrc - 1)).toBeLessThan(0.001);
  });

  it('needs MP for maintenance and for the protein of gain', () => {
    // MPm = 3.8 × 69.91082 = 265.6611 g; NPg = 268 × 1.152 − 29.4 × 4.51172 = 308.736 − 132.6447 = 176.0915 g;
    // efficiency 0.834 − 0.00114 × 286.8 = 0.507048; MPg = 176.0915 / 0.507048 = 347.2876 g.
    expect(result.mpGrams.parts.maintenance).toBeCloseTo(265.6611, 3);
    expect(result.mpGrams.parts.gain).toBeCloseTo(347.2876, 3);
    expect(result.mpGrams.total).toBeCloseTo(612.9487, 3);
  });

  it('needs dietary Ca and P, the absorbed needs divided by 0.50 and 0.68', () => {
    // Ca: 0.0154 × 288 / 0.5 = 8.8704 g; 0.071 × 176.0915 / 0.5 = 25.0050 g.
    expect(result.caGrams.parts.maintenance).toBeCloseTo(8.8704, 4);
    expect(result.caGrams.parts.gain).toBeCloseTo(25.005, 3);
    // P: 0.016 × 288 / 0.68 = 6.7765 g; 0.039 × 176.0915 / 0.68 = 10.0994 g.
    expect(result.pGrams.parts.maintenance).toBeCloseTo(6.7765, 4);
    expect(result.pGrams.parts.gain).toBeCloseTo(10.0994, 3);
    expect(result.mineralBasis).toBe('dietary');
  });

  it('is expected to eat what the NRC calf equation predicts for the diet', () => {
    // 0.2435 × 1.9 − 0.0466 × 1.9² − 0.1128 = 0.46265 − 0.168226 − 0.1128 = 0.181624;
    // DMI = 69.91082 × 0.181624 / 1.9 = 6.68289 kg DM/d.
    expect(result.dmiKg).toBeCloseTo(6.68289, 4);
  });
});

describe('the adjustments and limits of the beef equations', () => {
  it('gives a bull 15 % more maintenance energy', () => {
    // 5.38313 × 1.15 = 6.19060.
    expect(beefMaintenanceNem(288, 'bull')).toBeCloseTo(6.1906, 4);
    expect(beefMaintenanceNem(288, 'heifer')).toBeCloseTo(beefMaintenanceNem(288, 'steer'), 12);
  });

  it('predicts a yearling eats more than a calf of its weight on the same diet', () => {
    // The yearling intercept 0.0869: 69.91082 × (0.46265 − 0.168226 − 0.0869) / 1.9 = 7.63588.
    expect(beefExpectedDmi(288, 1.9, 'yearling')).toBeCloseTo(7.63588, 4);
  });

  it('uses MP for gain with 0.834 − 0.00114 EQSBW efficiency, never below 0.492 (reached at 300 kg)', () => {
    expect(beefMpEfficiencyForGain(0)).toBeCloseTo(0.834, 12);
    expect(beefMpEfficiencyForGain(300)).toBeCloseTo(0.492, 12);
    // A 500 kg steer finishing at 600 kg: EQSBW = 480 × 478 / 576 = 398.3 kg, past the floor.
    expect(beefMpEfficiencyForGain(beefBodyScale(500, 600, 1.6).eqsbw)).toBe(0.492);
  });

  it('retains no protein when the gain is so fat the equation turns negative', () => {
    // 268 × 0.5 − 29.4 × 5 = 134 − 147 < 0.
    expect(beefNetProteinGain(0.5, 5)).toBe(0);
  });

  it('needs only maintenance when the animal is not to gain', () => {
    const result = beefGrowingRequirements({ ...steer, targetGainKgPerDay: 0 });
    expect(result.negMcal.total).toBe(0);
    expect(result.mpGrams.parts.gain).toBe(0);
    expect(result.caGrams.parts.gain).toBe(0);
    expect(result.mpGrams.total).toBeCloseTo(265.6611, 3);
  });
});

describe('beef input the engine refuses', () => {
  const refused = (change: Partial<BeefGrowingInput>) => {
    try {
      beefGrowingRequirements({ ...steer, ...change } as BeefGrowingInput);
    } catch (error) {
      if (error instanceof NutritionInputError) return { field: error.field, key: error.key };
      throw error;
    }
    return null;
  };

  it('names the field and the message key', () => {
    expect(refused({ bodyWeightKg: 0 })).toEqual({ field: 'bodyWeightKg', key: 'nutrition.errors.weight' });
    expect(refused({ bodyWeightKg: -300 })).toEqual({ field: 'bodyWeightKg', key: 'nutrition.errors.weight' });
    expect(refused({ bodyWeightKg: Number.NaN })).toEqual({ field: 'bodyWeightKg', key: 'nutrition.errors.weight' });
    expect(refused({ matureWeightKg: 0 })).toEqual({ field: 'matureWeightKg', key: 'nutrition.errors.matureWeight' });
    expect(refused({ targetGainKgPerDay: -0.1 })).toEqual({ field: 'targetGainKgPerDay', key: 'nutrition.errors.gain' });
    expect(refused({ targetGainKgPerDay: 2.6 })).toEqual({ field: 'targetGainKgPerDay', key: 'nutrition.errors.gain' });
    expect(refused({ sex: 'cow' as BeefGrowingInput['sex'] })).toEqual({ field: 'sex', key: 'nutrition.errors.sex' });
    expect(refused({ ageClass: 'adult' as BeefGrowingInput['ageClass'] })).toEqual({ field: 'ageClass', key: 'nutrition.errors.ageClass' });
    expect(refused({ dietNemMcalPerKgDm: 0 })).toEqual({ field: 'dietNemMcalPerKgDm', key: 'nutrition.errors.dietEnergy' });
  });

  it('refuses a diet the intake equation predicts nothing for', () => {
    // 0.2435 × 0.4 − 0.0466 × 0.16 − 0.1128 = −0.023 < 0.
    expect(refused({ dietNemMcalPerKgDm: 0.4 })).toEqual({ field: 'dietNemMcalPerKgDm', key: 'nutrition.errors.dietEnergy' });
  });

  it('accepts the ends of the gain range', () => {
    expect(refused({ targetGainKgPerDay: 0 })).toBeNull();
    expect(refused({ targetGainKgPerDay: 2.5 })).toBeNull();
  });
});
