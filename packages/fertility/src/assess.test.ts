import { describe, expect, it } from 'vitest';
import { type AssessedService, type AssessOptions, assessServices, type FertilityRecords } from './assess';
import { calving, day, departure, diagnosis, service } from './test-records';

const assess = (records: FertilityRecords, asOfDay: number, options: Omit<AssessOptions, 'asOf'> = {}) =>
  assessServices(records, { asOf: day(asOfDay), ...options });

/** The assessed services of one animal, by the day of their first insemination. */
const byDay = (assessed: readonly AssessedService[]) =>
  new Map(assessed.map((s) => [Math.round((s.service.at.getTime() - day(0).getTime()) / 86_400_000), s]));

describe('outcomes and first services, worked by hand', () => {
  it("follows a cow's lactation: two returns, then a service that calves", () => {
    // Calved on day 0; served on days 60, 81 and 102 (returns 21 days apart); a positive check on day
    // 140 (38 days after day 102) and a calving on day 385 = 102 + 283.
    const records = {
      services: [service('vaca', 60), service('vaca', 81), service('vaca', 102)],
      diagnoses: [diagnosis('vaca', 140, true)],
      calvings: [calving('vaca', 0), calving('vaca', 385)],
    };
    const assessed = byDay(assess(records, 500));
    // Day 60: the first service after the calving on day 0; inseminated again 21 days later: open.
    expect(assessed.get(60)).toMatchObject({ first: true, outcome: 'open', outcomeBasis: 'return', inseminations: 1 });
    expect(assessed.get(60)!.nonReturn).toEqual({ d24: 'return', d56: 'return', d60to90: 'return' });
    // Day 81: a repeat, open the same way.
    expect(assessed.get(81)).toMatchObject({ first: false, outcome: 'open', outcomeBasis: 'return' });
    // Day 102: 385 − 102 = 283 days, inside 260–300: the calving says pregnant (the check agrees).
    expect(assessed.get(102)).toMatchObject({ first: false, outcome: 'pregnant', outcomeBasis: 'calving' });
    expect(assessed.get(102)!.nonReturn).toEqual({ d24: 'nonReturn', d56: 'nonReturn', d60to90: 'nonReturn' });
  });

  it("counts a heifer's first ever service as first, and reads checks before the next service", () => {
    // Never calved. Day 10: first service; a negative check on day 45 (35 days later): open. Day 52:
    // served again; a positive check on day 90 (38 days later): pregnant.
    const records = {
      services: [service('novilla', 52), service('novilla', 10)],
      diagnoses: [diagnosis('novilla', 90, true), diagnosis('novilla', 45, false)],
    };
    const assessed = byDay(assess(records, 200));
    expect(assessed.get(10)).toMatchObject({ first: true, outcome: 'open', outcomeBasis: 'diagnosis' });
    expect(assessed.get(52)).toMatchObject({ first: false, outcome: 'pregnant', outcomeBasis: 'diagnosis' });
    // 52 − 10 = 42 days: no return within 24 days (a long return), a return within 56; day 10 is
    // 11 January, whose 60–90 window runs to 31 March (day 89).
    expect(assessed.get(10)!.nonReturn).toEqual({ d24: 'nonReturn', d56: 'return', d60to90: 'return' });
  });

  it('ignores a check earlier than 28 days after the service, and one after the next service', () => {
    // Day 0 served; checks on day 20 (too early) and day 50 (after the next service on day 21).
    const records = {
      services: [service('vaca', 0), service('vaca', 21)],
      diagnoses: [diagnosis('vaca', 20, false), diagnosis('vaca', 50, true)],
    };
    const assessed = byDay(assess(records, 300));
    // Day 0: only the return decides. Day 21: the day-50 check is 29 days after it: pregnant.
    expect(assessed.get(0)).toMatchObject({ outcome: 'open', outcomeBasis: 'return' });
    expect(assessed.get(21)).toMatchObject({ outcome: 'pregnant', outcomeBasis: 'diagnosis' });
    // A check on day 27 after the day-0 service alone is still too early: unknown.
    const early = assess({ services: [service('otra', 0)], diagnoses: [diagnosis('otra', 27, true)] }, 300);
    expect(early[0]).toMatchObject({ outcome: 'unknown', outcomeBasis: null });
    const onDay28 = assess({ services: [service('otra', 0)], diagnoses: [diagnosis('otra', 28, true)] }, 300);
    expect(onDay28[0]).toMatchObject({ outcome: 'pregnant', outcomeBasis: 'diagnosis' });
  });

  it('counts conception once a check was positive, even if a later check finds her open', () => {
    const records = { services: [service('vaca', 0)], diagnoses: [diagnosis('vaca', 30, true), diagnosis('vaca', 70, false)] };
    expect(assess(records, 300)[0]).toMatchObject({ outcome: 'pregnant', outcomeBasis: 'diagnosis' });
  });

  it('credits a calving to the latest service far enough before it; a service in between was of a pregnant cow', () => {
    // Day 0 conceived; seen in (false) heat and served on day 21; calved on day 280. 280 − 21 = 259
    // days is shorter than any gestation: the calving is day 0's, and day 21's positive check on day
    // 60 (39 days after it) reflects that pregnancy.
    const records = {
      services: [service('vaca', 0), service('vaca', 21)],
      diagnoses: [diagnosis('vaca', 60, true)],
      calvings: [calving('vaca', 280)],
    };
    const assessed = byDay(assess(records, 400));
    expect(assessed.get(0)).toMatchObject({ outcome: 'pregnant', outcomeBasis: 'calving' });
    expect(assessed.get(21)).toMatchObject({ outcome: 'open', outcomeBasis: 'alreadyPregnant' });
  });

  it('does not take a service after a calving for a return, and starts a new cycle there', () => {
    // Served on day 0; calved on day 320 (not in 260–300 of day 0: conceived elsewhere); served
    // again on day 380. Day 0 has no check and no return in its lactation: unknown.
    const records = { services: [service('vaca', 0), service('vaca', 380)], calvings: [calving('vaca', 320)] };
    const assessed = byDay(assess(records, 600));
    expect(assessed.get(0)).toMatchObject({ first: true, outcome: 'unknown', outcomeBasis: null });
    expect(assessed.get(380)).toMatchObject({ first: true });
  });

  it('sees nothing after asOf: later services, checks and calvings have not happened yet', () => {
    const records = {
      services: [service('vaca', 0), service('vaca', 21)],
      diagnoses: [diagnosis('vaca', 35, true)],
      calvings: [calving('vaca', 283)],
    };
    // As of day 20 only the day-0 service exists, with no outcome yet.
    const assessed = assess(records, 20);
    expect(assessed).toHaveLength(1);
    expect(assessed[0]).toMatchObject({ outcome: 'unknown', nonReturn: { d24: 'pending', d56: 'pending', d60to90: 'pending' } });
  });

  it('assesses only the period asked, with the history before it deciding first services', () => {
    // Served on days 0 and 21 (January); the period is February onwards. Day 40's service is the
    // cow's third since no calving: not first, although it is her first in the period.
    const records = { services: [service('vaca', 0), service('vaca', 21), service('vaca', 40)] };
    const assessed = assessServices(records, { asOf: day(300), period: { from: day(31), to: day(59) } });
    expect(assessed.map((s) => s.service.id)).toEqual(['vaca@40']);
    expect(assessed[0]!.first).toBe(false);
  });
});

describe('the same heat', () => {
  it('takes a second insemination within 2 days as part of the first service, credited to the first', () => {
    // Day 0 08:00 by Ana, day 1 08:00 by Ben (24 h later, same heat), then a return on day 22.
    const records = {
      services: [service('vaca', 0, { at: day(0, 8) }), service('vaca', 1, { at: day(1, 8), inseminatorId: 'ben' }), service('vaca', 22)],
    };
    const assessed = assess(records, 300);
    expect(assessed).toHaveLength(2);
    expect(assessed[0]).toMatchObject({ inseminations: 2, first: true, outcome: 'open', outcomeBasis: 'return' });
    expect(assessed[0]!.service.inseminatorId).toBe('ana');
    // The day-1 insemination is no 1-day return: the return is on day 22, 21 days 16 h after the heat.
    expect(assessed[0]!.nonReturn.d24).toBe('return');
    expect(assessed[1]).toMatchObject({ inseminations: 1, first: false });
  });

  it('ends the heat exactly 2 days after its first insemination', () => {
    // 48 h later: the same heat. 49 h later: a new service, a (very short) return.
    const at48 = assess({ services: [service('vaca', 0), service('vaca', 2)] }, 300);
    expect(at48).toHaveLength(1);
    expect(at48[0]!.inseminations).toBe(2);
    const at49 = assess({ services: [service('vaca', 0), service('vaca', 2, { at: day(2, 1) })] }, 300);
    expect(at49).toHaveLength(2);
    expect(at49[0]!.nonReturn.d24).toBe('return');
    // With a 3-day interval set, 49 h is the same heat again.
    expect(assess({ services: [service('vaca', 0), service('vaca', 2, { at: day(2, 1) })] }, 300, { sameHeatDays: 3 })).toHaveLength(1);
  });

  it('measures the heat from its first insemination, not from the last', () => {
    // Days 0, 2 and 4: day 2 joins day 0's heat; day 4 is 4 days after it, a new service.
    const assessed = assess({ services: [service('vaca', 0), service('vaca', 2), service('vaca', 4)] }, 300);
    expect(assessed.map((s) => s.inseminations)).toEqual([2, 1]);
  });
});

describe('non-return windows', () => {
  it('counts a service exactly 56 days before asOf: its window has just closed', () => {
    const assessed = assess({ services: [service('vaca', 0)] }, 56);
    // d24 closed on day 24, d56 closes at day 56 itself; d60to90 runs to 31 March (day 89).
    expect(assessed[0]!.nonReturn).toEqual({ d24: 'nonReturn', d56: 'nonReturn', d60to90: 'pending' });
  });

  it('leaves out a service whose window is still open, even when its return is already known', () => {
    // As of day 55 the 56-day window of a day-0 service is open; returned on day 21, it is known
    // to be a return, but counting early returns and not early non-returns would bias the rate.
    const assessed = byDay(assess({ services: [service('vaca', 0), service('vaca', 21)] }, 55));
    expect(assessed.get(0)!.nonReturn).toEqual({ d24: 'return', d56: 'pending', d60to90: 'pending' });
    // Day 21's 24-day window closed on day 45: a non-return there; its 56-day one is open.
    expect(assessed.get(21)!.nonReturn).toEqual({ d24: 'nonReturn', d56: 'pending', d60to90: 'pending' });
    // 1 ms before day 56, still open.
    const justBefore = assessServices({ services: [service('vaca', 0)] }, { asOf: new Date(day(56).getTime() - 1) });
    expect(justBefore[0]!.nonReturn.d56).toBe('pending');
  });

  it('counts a return on day 56 as a return, and one on day 57 as a non-return', () => {
    const on56 = byDay(assess({ services: [service('a', 0), service('a', 56)] }, 200));
    const on57 = byDay(assess({ services: [service('b', 0), service('b', 57)] }, 200));
    expect(on56.get(0)!.nonReturn.d56).toBe('return');
    expect(on57.get(0)!.nonReturn.d56).toBe('nonReturn');
    // Both are returns within 60–90: day 0 is 1 January, its window ends 31 March (day 89).
    expect(on57.get(0)!.nonReturn.d60to90).toBe('return');
  });

  it('ends the 60–90 window with the second calendar month after the service', () => {
    // 1 January (day 0): until 31 March (day 89), 90 days. A return on 31 March counts, 1 April not.
    expect(byDay(assess({ services: [service('a', 0), service('a', 89)] }, 200)).get(0)!.nonReturn.d60to90).toBe('return');
    expect(byDay(assess({ services: [service('b', 0), service('b', 90)] }, 200)).get(0)!.nonReturn.d60to90).toBe('nonReturn');
    // 31 January (day 30): until the same 31 March, 59 days. A return 60 days later (1 April) is
    // outside it; one on 31 March (59 days) inside, though outside 56 days.
    const late = byDay(assess({ services: [service('c', 30), service('c', 90)] }, 200)).get(30)!;
    expect(late.nonReturn).toEqual({ d24: 'nonReturn', d56: 'nonReturn', d60to90: 'nonReturn' });
    const inside = byDay(assess({ services: [service('d', 30), service('d', 89)] }, 200)).get(30)!;
    expect(inside.nonReturn).toEqual({ d24: 'nonReturn', d56: 'nonReturn', d60to90: 'return' });
    // Closed from 1 April 00:00 (day 90) on, open the instant before.
    expect(assess({ services: [service('e', 0)] }, 90)[0]!.nonReturn.d60to90).toBe('nonReturn');
    expect(assessServices({ services: [service('e', 0)] }, { asOf: new Date(day(90).getTime() - 2) })[0]!.nonReturn.d60to90).toBe('pending');
  });

  it('leaves out an animal that left the herd inside the window without returning', () => {
    // Served on day 0, sold on day 30: present the whole 24 days (a non-return there), gone before
    // 56 and the end of March: unknown, left out of both.
    const sold = assess({ services: [service('vaca', 0)], departures: [departure('vaca', 30)] }, 200);
    expect(sold[0]!.nonReturn).toEqual({ d24: 'nonReturn', d56: 'departed', d60to90: 'departed' });
    expect(sold[0]!.outcome).toBe('unknown');
    // A return before leaving is still a return.
    const returned = byDay(assess({ services: [service('b', 0), service('b', 21)], departures: [departure('b', 30)] }, 200));
    expect(returned.get(0)!.nonReturn.d56).toBe('return');
    // Leaving on day 56 itself: present until the window's end, a non-return.
    const atEnd = assess({ services: [service('c', 0)], departures: [departure('c', 56)] }, 200);
    expect(atEnd[0]!.nonReturn.d56).toBe('nonReturn');
    // A departure before the service (sold and bought back) does not count against it.
    const before = assess({ services: [service('d', 10)], departures: [departure('d', 5)] }, 200);
    expect(before[0]!.nonReturn.d56).toBe('nonReturn');
  });
});

describe('inputs', () => {
  it('refuses an invalid asOf, service date or option', () => {
    expect(() => assessServices({ services: [] }, { asOf: new Date('nope') })).toThrow(RangeError);
    expect(() => assess({ services: [service('a', 0, { at: new Date('nope') })] }, 10)).toThrow(RangeError);
    expect(() => assess({ services: [] }, 10, { gestationDays: { min: 300, max: 260 } })).toThrow(RangeError);
    expect(() => assess({ services: [] }, 10, { sameHeatDays: -1 })).toThrow(RangeError);
    expect(() => assess({ services: [] }, 10, { period: { from: day(5), to: day(1) } })).toThrow(RangeError);
  });

  it('takes records in any order and ignores those of animals never inseminated', () => {
    const records = {
      services: [service('b', 30), service('a', 21), service('b', 0), service('a', 0)],
      diagnoses: [diagnosis('nadie', 40, true)],
      calvings: [calving('nadie', 10)],
      departures: [departure('nadie', 12)],
    };
    const assessed = assess(records, 300);
    expect(assessed.map((s) => s.service.id)).toEqual(['b@0', 'b@30', 'a@0', 'a@21']);
  });
});
