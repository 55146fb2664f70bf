import { describe, expect, it } from 'vitest';
import { type LabelWithdrawal, VetWithdrawalTooShortError, withdrawalOf } from './withdrawal';

const lastDoseAt = new Date('2026-03-02T08:00:00Z');
/** A cattle-only drug: meat 28 d = 28 × 24 = 672 h, milk 3.5 d = 84 h. */
const cattleOnly: LabelWithdrawal[] = [{ species: 'cattle', meatHours: 672, milkHours: 84 }];
const zeroLabel: LabelWithdrawal[] = [{ species: 'cattle', meatHours: 0, milkHours: 0 }];

describe('withdrawal on the label', () => {
  it("is the label's figure for the species, counted in exact hours from the last dose", () => {
    const withdrawal = withdrawalOf({ labels: cattleOnly, species: 'cattle', lastDoseAt, organic: false });
    expect(withdrawal.offLabel).toBe(false);
    // 2 March 08:00 + 672 h (28 d) = 30 March 08:00.
    expect(withdrawal.meat).toEqual({ hours: 672, endsAt: new Date('2026-03-30T08:00:00Z'), rule: 'label', organic: false });
    // 2 March 08:00 + 84 h (3 d 12 h) = 5 March 20:00: no rounding to whole days.
    expect(withdrawal.milk).toEqual({ hours: 84, endsAt: new Date('2026-03-05T20:00:00Z'), rule: 'label', organic: false });
  });

  it('keeps a zero label at zero: the product is free at the last dose', () => {
    const withdrawal = withdrawalOf({ labels: zeroLabel, species: 'cattle', lastDoseAt, organic: false });
    expect(withdrawal.meat).toMatchObject({ hours: 0, endsAt: lastDoseAt, rule: 'label' });
    expect(withdrawal.milk).toMatchObject({ hours: 0, endsAt: lastDoseAt, rule: 'label' });
  });

  it("takes milk the species' label does not authorise through the cascade, while staying on-label", () => {
    const labels = [...cattleOnly, { species: 'sheep', meatHours: 240, milkHours: null }];
    const withdrawal = withdrawalOf({ labels, species: 'sheep', lastDoseAt, organic: false });
    expect(withdrawal.offLabel).toBe(false);
    expect(withdrawal.meat).toMatchObject({ hours: 240, rule: 'label' });
    // The cattle milk figure is the longest: 84 × 1.5 = 126 h = 5 d 6 h, rounded up to 6 d = 144 h.
    expect(withdrawal.milk).toMatchObject({ hours: 144, rule: 'cascadeLongestTimes1_5' });
  });

  it('holds milk 7 days when no species on the label has a milk figure', () => {
    const beefOnly = [{ species: 'cattle', meatHours: 336, milkHours: null }];
    const withdrawal = withdrawalOf({ labels: beefOnly, species: 'cattle', lastDoseAt, organic: false });
    // 7 × 24 = 168 h.
    expect(withdrawal.milk).toMatchObject({ hours: 168, rule: 'cascadeNotAuthorised' });
  });
});

describe('withdrawal off the label (the cascade)', () => {
  it('is the longest label figure × 1.5 for a species not on the label', () => {
    const withdrawal = withdrawalOf({ labels: cattleOnly, species: 'sheep', lastDoseAt, organic: false });
    expect(withdrawal.offLabel).toBe(true);
    // 672 × 1.5 = 1008 h = 42 d: 2 March + 42 d = 13 April 08:00.
    expect(withdrawal.meat).toEqual({
      hours: 1008,
      endsAt: new Date('2026-04-13T08:00:00Z'),
      rule: 'cascadeLongestTimes1_5',
      organic: false,
    });
    // 84 × 1.5 = 126 h = 5 d 6 h, rounded up to 6 d = 144 h (art. 115(2)): 8 March 08:00.
    expect(withdrawal.milk).toEqual({
      hours: 144,
      endsAt: new Date('2026-03-08T08:00:00Z'),
      rule: 'cascadeLongestTimes1_5',
      organic: false,
    });
  });

  it('takes the longest figure over every species and rounds × 1.5 up to whole days', () => {
    const labels = [
      { species: 'cattle', meatHours: 25, milkHours: 12 },
      { species: 'pig', meatHours: 48, milkHours: null },
    ];
    const withdrawal = withdrawalOf({ labels, species: 'goat', lastDoseAt, organic: false });
    // Meat: the pig's 48 h is the longest, 48 × 1.5 = 72 h = 3 d, already whole days.
    expect(withdrawal.meat.hours).toBe(72);
    // Milk: only cattle's 12 h, 12 × 1.5 = 18 h, rounded up to 1 d = 24 h.
    expect(withdrawal.milk.hours).toBe(24);
    // 25 × 1.5 = 37.5 h = 1 d 13.5 h, rounded up to 2 d = 48 h.
    const cattleOnlyShort = [{ species: 'cattle', meatHours: 25, milkHours: 25 }];
    expect(withdrawalOf({ labels: cattleOnlyShort, species: 'goat', lastDoseAt, organic: false }).milk.hours).toBe(48);
  });

  it('is 28 days of meat and 7 of milk for a drug not authorised for food animals', () => {
    const withdrawal = withdrawalOf({ labels: [], species: 'cattle', lastDoseAt, organic: false });
    expect(withdrawal.offLabel).toBe(true);
    // 28 × 24 = 672 h; 7 × 24 = 168 h.
    expect(withdrawal.meat).toMatchObject({ hours: 672, rule: 'cascadeNotAuthorised' });
    expect(withdrawal.milk).toMatchObject({ hours: 168, rule: 'cascadeNotAuthorised' });
  });

  it('is one day when the longest label figure is zero', () => {
    const withdrawal = withdrawalOf({ labels: zeroLabel, species: 'sheep', lastDoseAt, organic: false });
    // 0 × 1.5 would be 0: the floor is 1 d = 24 h, ending 3 March 08:00.
    expect(withdrawal.meat).toMatchObject({ hours: 24, endsAt: new Date('2026-03-03T08:00:00Z'), rule: 'cascadeZero' });
    expect(withdrawal.milk).toMatchObject({ hours: 24, rule: 'cascadeZero' });
  });
});

describe('withdrawal on an organic farm', () => {
  it('doubles the figure, keeping the rule that gave it', () => {
    const labels = [{ species: 'cattle', meatHours: 72, milkHours: 72 }];
    const withdrawal = withdrawalOf({ labels, species: 'cattle', lastDoseAt, organic: true });
    // 72 × 2 = 144 h = 6 d: 8 March 08:00.
    expect(withdrawal.meat).toEqual({ hours: 144, endsAt: new Date('2026-03-08T08:00:00Z'), rule: 'label', organic: true });
  });

  it('holds at least 48 hours, so a zero label becomes 48 hours', () => {
    const withdrawal = withdrawalOf({ labels: zeroLabel, species: 'cattle', lastDoseAt, organic: true });
    // 0 × 2 = 0, below the 48 h minimum.
    expect(withdrawal.milk).toMatchObject({ hours: 48, rule: 'label', organic: true });
  });

  it('doubles the cascade: an off-label zero of 24 hours becomes 48', () => {
    const withdrawal = withdrawalOf({ labels: zeroLabel, species: 'sheep', lastDoseAt, organic: true });
    // 24 × 2 = 48 h.
    expect(withdrawal.meat).toMatchObject({ hours: 48, rule: 'cascadeZero', organic: true });
  });
});

describe("the vet's withdrawal", () => {
  it('replaces the figure when it is not shorter', () => {
    const withdrawal = withdrawalOf({ labels: cattleOnly, species: 'sheep', lastDoseAt, organic: false, vetHours: { meat: 1200 } });
    // 1200 h ≥ the 1008 h cascade minimum; 1200 h = 50 d: 21 April 08:00.
    expect(withdrawal.meat).toEqual({ hours: 1200, endsAt: new Date('2026-04-21T08:00:00Z'), rule: 'vet', organic: false });
    expect(withdrawal.milk).toMatchObject({ hours: 144, rule: 'cascadeLongestTimes1_5' });
  });

  it('is refused when shorter than the minimum, naming the product', () => {
    const input = { labels: cattleOnly, species: 'sheep', lastDoseAt, organic: false, vetHours: { milk: 100 } };
    // 100 h < 84 × 1.5 = 126 h, rounded up to 6 d = 144 h.
    expect(() => withdrawalOf(input)).toThrow(RangeError);
    expect(() => withdrawalOf(input)).toThrow(expect.objectContaining({ product: 'milk', vetHours: 100, minimumHours: 144 }));
  });

  it('is measured against the organic minimum', () => {
    const input = { labels: cattleOnly, species: 'cattle', lastDoseAt, organic: true, vetHours: { milk: 100 } };
    // On-label 84 h, organic 84 × 2 = 168 h > 100 h.
    expect(() => withdrawalOf(input)).toThrow(VetWithdrawalTooShortError);
    expect(withdrawalOf({ ...input, vetHours: { milk: 168 } }).milk).toMatchObject({ hours: 168, rule: 'vet', organic: true });
  });
});

describe('withdrawal inputs', () => {
  const valid = { labels: cattleOnly, species: 'cattle', lastDoseAt, organic: false };

  it.each([
    ['a negative label figure', { ...valid, labels: [{ species: 'cattle', meatHours: -1, milkHours: 84 }] }],
    ['a fractional label figure', { ...valid, labels: [{ species: 'cattle', meatHours: 672, milkHours: 84.5 }] }],
    ['a species named twice', { ...valid, labels: [...cattleOnly, ...cattleOnly] }],
    ['an invalid last dose', { ...valid, lastDoseAt: new Date('not a date') }],
    ["a fractional vet's figure", { ...valid, vetHours: { meat: 700.5 } }],
    ["a negative vet's figure", { ...valid, vetHours: { milk: -2 } }],
  ])('refuses %s', (_what, input) => {
    expect(() => withdrawalOf(input)).toThrow(RangeError);
  });
});
