import { describe, expect, it } from 'vitest';
import { batchChecks, healthCover } from './approval';
import { DEFAULT_THRESHOLDS } from './thresholds';

const facts = {
  concentrationMillionPerMl: 1200,
  motilityPercent: 75,
  normalFormsPercent: 82,
  collectedAt: '2026-10-15T08:30:00.000Z',
  postThawMotilityPercent: 42,
  healthTests: [{ testedOn: '2026-08-01', result: 'negative' as const }],
};

describe('semen batch approval', () => {
  it('is met by a batch above every minimum whose donor tested negative within 90 days', () => {
    expect(batchChecks(DEFAULT_THRESHOLDS, facts).map((check) => [check.check, check.met, check.value])).toEqual([
      ['postThawMotility', true, 42],
      ['concentration', true, 1200],
      ['motility', true, 75],
      ['normalForms', true, 82],
      ['healthTest', true, 75],
    ]);
  });

  it('says which minimum a batch misses, and leaves post-thaw motility unknown until measured', () => {
    const checks = batchChecks(DEFAULT_THRESHOLDS, { ...facts, motilityPercent: 55, postThawMotilityPercent: null });
    expect(checks.filter((check) => check.met !== true).map((check) => [check.check, check.met])).toEqual([
      ['postThawMotility', null],
      ['motility', false],
    ]);
    // A minimum met exactly is met.
    expect(batchChecks(DEFAULT_THRESHOLDS, { ...facts, postThawMotilityPercent: 30 })[0]!.met).toBe(true);
  });

  it('needs a negative test on the collection day or up to the window before it, and no positive one since', () => {
    const on = (testedOn: string, result: 'negative' | 'positive' = 'negative') => ({ testedOn, result });
    expect(healthCover({ ...facts, healthTests: [on('2026-07-17')] }, 90)).toBe(90);
    expect(healthCover({ ...facts, healthTests: [on('2026-07-16')] }, 90)).toBeNull();
    expect(healthCover({ ...facts, healthTests: [on('2026-10-15')] }, 90)).toBe(0);
    // A test after the collection does not cover it.
    expect(healthCover({ ...facts, healthTests: [on('2026-10-16')] }, 90)).toBeNull();
    expect(healthCover({ ...facts, healthTests: [on('2026-08-01'), on('2026-09-20', 'positive')] }, 90)).toBeNull();
    expect(healthCover({ ...facts, healthTests: [on('2026-06-01', 'positive'), on('2026-09-01')] }, 90)).toBe(44);
  });
});
