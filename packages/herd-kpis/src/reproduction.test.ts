import { describe, expect, it } from 'vitest';
import { calving, check, cow, day, herd, left, period, service } from './breeding-test-herd';
import { ageAtFirstCalving, calvingInterval, daysOpen, pregnancyLoss, pregnancyRiskByCycle, pregnantBy150Days, servicesPerConception } from './reproduction';

const counts = (figure: { numerator: number; denominator: number }) => [figure.numerator, figure.denominator];

describe('pregnancyRiskByCycle', () => {
  // Cycles from day 100: [100, 121), [121, 142), [142, 163).
  // A calved day 0; served 105, again 126 (so 105 is a return: open); check day 160 positive, 34 days after 126: 126 pregnant.
  // B calved day 70: 30 days at day 100 (< 50), 51 at day 121. Served 150, nothing after: unknown.
  // C calved day 0, culled day 110 in cycle 1 without a service: left out of it.
  // D calved day 0, served 130, culled 135 in cycle 2: eligible in cycle 2 because inseminated before leaving; 130 unknown.
  // E is a heifer (never calved), served and confirmed: in no cycle.
  // F calved day 0, conceived day 60 (check 95 positive), lost (check 125 negative): pregnant at 100 and 121,
  //   open again at 142; served 145, check 180 negative: open.
  // G calved day 0, bought in day 130: in the herd from cycle 3 only; never served.
  const records = herd({
    animals: [cow('A'), cow('B'), cow('C', { departure: left(110) }), cow('D', { departure: left(135) }), cow('E'), cow('F'), cow('G', { enteredAt: day(130) })],
    calvings: [calving('A', 0), calving('B', 70), calving('C', 0), calving('D', 0), calving('F', 0), calving('G', 0)],
    services: [service('A', 105), service('A', 126), service('B', 150), service('D', 130), service('E', 105), service('F', 60), service('F', 145)],
    diagnoses: [check('A', 160, true), check('E', 140, true), check('F', 95, true), check('F', 125, false), check('F', 180, false)],
  });

  it('counts eligible, inseminated and pregnant cows cycle by cycle, worked by hand', () => {
    const { cycles, totals } = pregnancyRiskByCycle(records, period(100, 163, 300));
    expect(cycles.map((c) => [c.start, c.end, c.pending])).toEqual([
      [day(100), day(121), false],
      [day(121), day(142), false],
      [day(142), day(163), false],
    ]);
    // Cycle 1: eligible A, D (B too fresh, C culled unserved, F pregnant, G not yet bought); A served, open.
    expect(cycles[0]!.eligible).toEqual({ count: 2, animalIds: ['A', 'D'] });
    expect(counts(cycles[0]!.insemination)).toEqual([1, 2]);
    expect(counts(cycles[0]!.conception)).toEqual([0, 1]);
    expect(cycles[0]!.pregnancy).toMatchObject({ value: 0, numerator: 0, denominator: 2, reliable: false });
    // Cycle 2: eligible A, B, D (F still pregnant at 121: lost on 125). A and D served; A pregnant, D unknown.
    expect(cycles[1]!.eligible.animalIds).toEqual(['A', 'B', 'D']);
    expect(counts(cycles[1]!.insemination)).toEqual([2, 3]);
    expect(cycles[1]!.conception).toMatchObject({ value: 1, numerator: 1, denominator: 1, animalIds: ['A'] });
    expect(cycles[1]!.pregnancy.value).toBeCloseTo(1 / 3, 12);
    // Cycle 3: A pregnant; eligible B, F (open again), G. B and F served; F open, B unknown.
    expect(cycles[2]!.eligible.animalIds).toEqual(['B', 'F', 'G']);
    expect(counts(cycles[2]!.insemination)).toEqual([2, 3]);
    expect(counts(cycles[2]!.conception)).toEqual([0, 1]);
    expect(counts(cycles[2]!.pregnancy)).toEqual([0, 3]);
    // Totals: 8 eligible cow-cycles, 5 inseminated, 3 with a known outcome, 1 pregnant.
    expect(counts(totals.insemination)).toEqual([5, 8]);
    expect(totals.conception.value).toBeCloseTo(1 / 3, 12);
    expect(totals.pregnancy.value).toBe(1 / 8);
    expect(totals.pregnancy.animalIds).toEqual(['A', 'D', 'B', 'F', 'G']);
  });

  it('marks a cycle pending until cycle length + 28 days after its end, and leaves it out of the totals', () => {
    // Cycle 2 ends on day 142: settled from day 142 + 21 + 28 = 191. Cycle 3 ends 163: pending until 212.
    const atDay190 = pregnancyRiskByCycle(records, period(100, 163, 190));
    expect(atDay190.cycles.map((c) => c.pending)).toEqual([false, true, true]);
    const { cycles, totals } = pregnancyRiskByCycle(records, period(100, 163, 191));
    expect(cycles.map((c) => c.pending)).toEqual([false, false, true]);
    // The pending cycle is still worked out.
    expect(cycles[2]!.eligible.count).toBe(3);
    // Cycles 1 + 2: 5 eligible, 3 inseminated, 2 known, 1 pregnant.
    expect(counts(totals.insemination)).toEqual([3, 5]);
    expect(counts(totals.conception)).toEqual([1, 2]);
    expect(counts(totals.pregnancy)).toEqual([1, 5]);
  });

  it('ignores records after asOf: a cycle not yet finished, a conception not yet known', () => {
    // As of day 150 (inside cycle 3): A's check on day 160 has not happened, so 126 is unknown and A is
    // open at day 142; F's check on 180 neither. D (culled 135) is gone by cycle 3; B's service on 150 counts.
    const { cycles, totals } = pregnancyRiskByCycle(records, period(100, 163, 150));
    expect(cycles.every((c) => c.pending)).toBe(true);
    expect(counts(cycles[1]!.conception)).toEqual([0, 0]);
    expect(cycles[1]!.conception.value).toBeNull();
    expect(cycles[2]!.eligible.animalIds).toEqual(['A', 'B', 'F', 'G']);
    expect(counts(cycles[2]!.insemination)).toEqual([2, 4]);
    expect(counts(cycles[2]!.conception)).toEqual([0, 0]);
    expect(totals.pregnancy).toEqual({ value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] });
  });

  it('takes the voluntary waiting period as an option', () => {
    // VWP 60: B (calved 70) is 51 days in at 121, not eligible; 72 at 142, eligible.
    const { cycles } = pregnancyRiskByCycle(records, period(100, 163, 300), { voluntaryWaitingDays: 60 });
    expect(cycles[1]!.eligible.animalIds).toEqual(['A', 'D']);
    expect(cycles[2]!.eligible.animalIds).toEqual(['B', 'F', 'G']);
  });

  it('counts a service on the first day of a cycle in that cycle, the cow still open at its start', () => {
    // Calved 0, served 100 (the cycle's start), check 130 positive.
    const oneCow = herd({ animals: [cow('A')], calvings: [calving('A', 0)], services: [service('A', 100)], diagnoses: [check('A', 130, true)] });
    expect(pregnancyRiskByCycle(oneCow, period(100, 121, 300)).totals.pregnancy).toMatchObject({ numerator: 1, denominator: 1 });
  });

  it('returns whole cycles starting before the period end, and refuses a cycle of no days', () => {
    // [100, 130) holds one full cycle and the start of a second, returned whole: [121, 142).
    expect(pregnancyRiskByCycle(records, period(100, 130, 300)).cycles.map((c) => c.end)).toEqual([day(121), day(142)]);
    expect(() => pregnancyRiskByCycle(records, period(100, 130, 300), { cycleDays: 0 })).toThrow(RangeError);
  });

  it('gives null, never NaN, for an empty herd', () => {
    const { cycles, totals } = pregnancyRiskByCycle(herd({}), period(0, 42, 200));
    expect(cycles).toHaveLength(2);
    expect(cycles[0]!.insemination.value).toBeNull();
    expect([totals.insemination.value, totals.conception.value, totals.pregnancy.value]).toEqual([null, null, null]);
  });
});

describe('servicesPerConception', () => {
  // A: served 10, 31 (returns), 52, check 90 positive: 3 known, 1 conception.
  // B: inseminated 20 and 21, one heat; check 55 positive (35 days): 1 known, 1 conception.
  // C: served 100, nothing after: unknown, left out.
  // D: served 5, again 250 (outside the period): 5 is a return, open; 250 is not counted.
  const records = herd({
    animals: [cow('A'), cow('B'), cow('C'), cow('D')],
    services: [service('A', 10), service('A', 31), service('A', 52), service('B', 20), service('B', 21), service('C', 100), service('D', 5), service('D', 250)],
    diagnoses: [check('A', 90, true), check('B', 55, true), check('D', 290, true)],
  });

  it('divides services with a known outcome by conceptions', () => {
    // (3 + 1 + 1) / 2 = 2.5; the animals behind it are the two that conceived.
    expect(servicesPerConception(records, period(0, 200, 400))).toEqual({ value: 2.5, numerator: 5, denominator: 2, reliable: false, animalIds: ['A', 'B'] });
  });

  it('reads outcomes as of asOf', () => {
    // As of day 60: A's check on day 90 and D's service on 250 are ahead: A's 52 and D's 5 are unknown.
    // Known: A's 10 and 31, B's heat = 3; conceptions: B = 1.
    expect(counts(servicesPerConception(records, period(0, 200, 60)))).toEqual([3, 1]);
    expect(servicesPerConception(herd({}), period(0, 200, 60)).value).toBeNull();
  });
});

describe('daysOpen', () => {
  // A calved 0, conceived 80 (check 110): 80 days open. Calved 362, conceived 440 (outside the period).
  // B calved 10, conceived 60 (check 95) but lost it (check 130 negative): left out; conceived again 150
  //   (check 185, calved 430): 140 days open. Open since 430.
  // C is a heifer when she conceives on 30 (no days open); calved 313, not served since.
  // D calved 100, never served, sold 300: not still open.
  // E calved 200, served 280 with no outcome yet: still open.
  const records = herd({
    animals: [cow('A'), cow('B'), cow('C'), cow('D', { departure: left(300, 'sold') }), cow('E')],
    calvings: [calving('A', 0), calving('A', 362), calving('B', 10), calving('B', 430), calving('C', 313), calving('D', 100), calving('E', 200)],
    services: [service('A', 80), service('A', 440), service('B', 60), service('B', 150), service('C', 30), service('E', 280)],
    diagnoses: [check('A', 110, true), check('A', 475, true), check('B', 95, true), check('B', 130, false), check('B', 185, true), check('C', 65, true)],
  });

  it('averages calving to conception over the conceptions that held, and lists the cows still open', () => {
    const result = daysOpen(records, period(0, 400, 500));
    // (80 + 140) / 2 = 110.
    expect(result).toMatchObject({ value: 110, numerator: 220, denominator: 2, animalIds: ['A', 'B'] });
    // At 500: E 500 − 200 = 300, C 500 − 313 = 187, B 500 − 430 = 70; A pregnant since 440.
    expect(result.stillOpen).toEqual([
      { animalId: 'E', days: 300 },
      { animalId: 'C', days: 187 },
      { animalId: 'B', days: 70 },
    ]);
  });

  it('reads the herd as of asOf', () => {
    // As of day 100: A's check on 110 is ahead (80 unknown); B's loss on 130 too: B's 60 − 10 = 50 counts.
    const result = daysOpen(records, period(0, 100, 100));
    expect(result).toMatchObject({ value: 50, denominator: 1 });
    // A open 100 days; D calved that very day: 0. E has not calved yet.
    expect(result.stillOpen).toEqual([
      { animalId: 'A', days: 100 },
      { animalId: 'D', days: 0 },
    ]);
    expect(daysOpen(herd({}), period(0, 100, 100))).toMatchObject({ value: null, stillOpen: [] });
  });
});

describe('calvingInterval', () => {
  // A: 0, 380, 760 (twins, one record): 380 and 380. B: 100, 500: 400. C: one calving. D: 200, 700: 500,
  // and 900, after asOf: ignored.
  const records = herd({
    animals: [cow('A'), cow('B'), cow('C'), cow('D')],
    calvings: [calving('A', 0), calving('A', 380), calving('A', 760, ['a1', 'a2']), calving('B', 100), calving('B', 500), calving('C', 400), calving('D', 200), calving('D', 700), calving('D', 900)],
  });

  it('averages the days since the previous calving over the calvings in the period', () => {
    // (380 + 380 + 400 + 500) / 4 = 415.
    expect(calvingInterval(records, period(300, 1000, 800))).toEqual({ value: 415, numerator: 1660, denominator: 4, reliable: false, animalIds: ['A', 'B', 'D'] });
    // Seen from day 1000, D's 900 − 700 = 200 joins: 1860 / 5 = 372.
    expect(calvingInterval(records, period(300, 1000, 1000)).value).toBe(372);
    expect(calvingInterval(herd({}), period(300, 1000, 800)).value).toBeNull();
  });
});

describe('ageAtFirstCalving', () => {
  // All born day 0. Months = days / 30.4375: 22 months = 669.625 d, 27 months = 821.8125 d.
  // A 700 d = 22.998 (on target), B 821 d = 26.973 (on target: 26 completed months), C 822 d = 27.006
  // (not), D 669 d = 21.979 (not). E has no birth date. F first calved on 500, before the period.
  // G's first calving on 1050 is after asOf.
  const born = { birthAt: day(0) };
  const records = herd({
    animals: [cow('A', born), cow('B', born), cow('C', born), cow('D', born), cow('E'), cow('F', born), cow('G', born)],
    calvings: [calving('A', 700), calving('B', 821), calving('C', 822), calving('D', 669), calving('E', 800), calving('F', 500), calving('F', 900), calving('G', 1050)],
  });

  it('averages age in months at the first calving and gives the share at 22–26 months', () => {
    const result = ageAtFirstCalving(records, period(600, 1100, 1000));
    // (700 + 821 + 822 + 669) / 30.4375 / 4 = 3012 / 121.75 = 24.7392.
    expect(result.value).toBeCloseTo(24.7392, 4);
    expect(result.denominator).toBe(4);
    expect(result.animalIds).toEqual(['A', 'B', 'C', 'D']);
    expect(result.share22to26Months).toMatchObject({ value: 0.5, numerator: 2, denominator: 4 });
  });

  it('is null for an empty herd', () => {
    const result = ageAtFirstCalving(herd({}), period(600, 1100, 1000));
    expect([result.value, result.share22to26Months.value]).toEqual([null, null]);
  });
});

describe('pregnantBy150Days', () => {
  // A calved 0, conceived 100 (check 130): by 150. B calved 10, conceived 170 (check 200): after day 160.
  // C calved 20, culled 100 without conceiving: left out. D calved 30, conceived 80 (check 110), sold 120:
  // pregnant. F calved 190 (150 days on 340), conceived 200 (check 235), lost it (check 260): conceived.
  // H calved 40, culled 195 (after day 190) without conceiving: counted, not pregnant.
  const records = herd({
    animals: [cow('A'), cow('B'), cow('C', { departure: left(100) }), cow('D', { departure: left(120, 'sold') }), cow('F'), cow('H', { departure: left(195) })],
    calvings: [calving('A', 0), calving('B', 10), calving('C', 20), calving('D', 30), calving('F', 190), calving('H', 40)],
    services: [service('A', 100), service('B', 170), service('D', 80), service('F', 200)],
    diagnoses: [check('A', 130, true), check('B', 200, true), check('D', 110, true), check('F', 235, true), check('F', 260, false)],
  });

  it('counts the calvings that reached 150 days and those conceived by then', () => {
    // A, D, F pregnant; B, H not: 3 / 5.
    expect(pregnantBy150Days(records, period(0, 200, 400))).toEqual({ value: 0.6, numerator: 3, denominator: 5, reliable: false, animalIds: ['A', 'B', 'D', 'F', 'H'] });
    // As of 300, F's calving (150 days on 340) has not reached day 150: A, D of A, B, D, H.
    expect(pregnantBy150Days(records, period(0, 200, 300))).toMatchObject({ numerator: 2, denominator: 4 });
    expect(pregnantBy150Days(herd({}), period(0, 200, 300)).value).toBeNull();
  });
});

describe('pregnancyLoss', () => {
  // Each confirmed by a positive check 35 days after its service.
  // A served 0, calved 282: calved. B served 10, negative check 100: lost. C served 20, served again 120: lost.
  // D served 30, no calving by 330 and still here: lost. E served 40, sold 200: fate unknown.
  // F served 50, served again 130, calved 333 = 50 + 283: the calving is 50's, so calved.
  // G served 350 (confirmed 385), calved 633: calved. H confirmed on 415, after the period.
  // I has a positive check but no service (natural service): no conception date, not counted.
  // J served 60, calved 300: 240 days, too soon for fertility to credit the service, but a calving all the same.
  // K served 70, checked negative on 90 (20 days: too early to say anything), calved 353 = 70 + 283.
  const served = { A: 0, B: 10, C: 20, D: 30, E: 40, F: 50, G: 350, H: 380, J: 60, K: 70 };
  const records = herd({
    animals: [...Object.keys(served).map((id) => cow(id, id === 'E' ? { departure: left(200, 'sold') } : {})), cow('I')],
    services: [...Object.entries(served).map(([id, n]) => service(id, n)), service('C', 120), service('F', 130)],
    diagnoses: [...Object.entries(served).map(([id, n]) => check(id, n + 35, true)), check('B', 100, false), check('I', 100, true), check('K', 90, false)],
    calvings: [calving('A', 282), calving('F', 333), calving('G', 633), calving('J', 300), calving('K', 353)],
  });

  it('divides the confirmed pregnancies lost by those whose fate is known', () => {
    // Known: A, B, C, D, F, G, J, K; lost B, C, D: 3 / 8.
    expect(pregnancyLoss(records, period(0, 400, 700))).toEqual({ value: 3 / 8, numerator: 3, denominator: 8, reliable: false, animalIds: ['A', 'B', 'C', 'D', 'F', 'G', 'J', 'K'] });
  });

  it('judges a pregnancy on what was known at asOf', () => {
    // As of 300: A calved (282); B, C lost; D is within 300 days of conception; E left; F's calving on 333
    // is ahead, so its new service on 130 reads as a loss; G not yet served; J calved on 300; K still
    // carried (its early negative check is no loss). Lost B, C, F of A, B, C, F, J.
    expect(pregnancyLoss(records, period(0, 400, 300))).toMatchObject({ value: 0.6, numerator: 3, denominator: 5 });
    expect(pregnancyLoss(herd({}), period(0, 400, 300)).value).toBeNull();
  });
});
