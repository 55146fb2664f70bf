import { describe, expect, it } from 'vitest';
import { bindingWithdrawal, courseEnd, type TreatmentWithdrawal } from './binding';

const treatment = (eventId: string, administeredAt: string, endsAt: string): TreatmentWithdrawal => ({
  eventId,
  administeredAt: new Date(administeredAt),
  endsAt: new Date(endsAt),
});

describe('the end of a course', () => {
  it('counts from the last dose, whatever order the doses come in', () => {
    // Three doses 24 h apart; the last, 4 March 08:00, + 84 h (3 d 12 h) = 7 March 20:00.
    const doses = ['2026-03-03T08:00:00Z', '2026-03-04T08:00:00Z', '2026-03-02T08:00:00Z'].map((dose) => new Date(dose));
    expect(courseEnd(doses, 84)).toEqual(new Date('2026-03-07T20:00:00Z'));
  });

  it('refuses a course without doses, an invalid dose or a withdrawal that is not whole hours', () => {
    expect(() => courseEnd([], 84)).toThrow(RangeError);
    expect(() => courseEnd([new Date('nope')], 84)).toThrow(RangeError);
    expect(() => courseEnd([new Date('2026-03-02T08:00:00Z')], 1.5)).toThrow(RangeError);
  });
});

describe('the binding withdrawal', () => {
  const at = new Date('2026-03-04T00:00:00Z');

  it('is the treatment whose withdrawal ends latest, even if given earlier', () => {
    const long = treatment('a', '2026-03-01T08:00:00Z', '2026-03-29T08:00:00Z');
    const recent = treatment('b', '2026-03-03T08:00:00Z', '2026-03-06T20:00:00Z');
    expect(bindingWithdrawal([recent, long], at)).toBe(long);
  });

  it('on a tie of the end goes to the later administration, in either order', () => {
    // Both end 5 March 08:00: 96 h after 1 March 08:00, 72 h after 2 March 08:00.
    const earlier = treatment('z', '2026-03-01T08:00:00Z', '2026-03-05T08:00:00Z');
    const later = treatment('a', '2026-03-02T08:00:00Z', '2026-03-05T08:00:00Z');
    expect(bindingWithdrawal([earlier, later], at)).toBe(later);
    expect(bindingWithdrawal([later, earlier], at)).toBe(later);
  });

  it('then to the greater event id, in either order', () => {
    const first = treatment('0195f3a0-0000-7000-8000-000000000001', '2026-03-02T08:00:00Z', '2026-03-05T08:00:00Z');
    const second = treatment('0195f3a0-0000-7000-8000-000000000002', '2026-03-02T08:00:00Z', '2026-03-05T08:00:00Z');
    expect(bindingWithdrawal([first, second], at)).toBe(second);
    expect(bindingWithdrawal([second, first], at)).toBe(second);
  });

  it('is none when no withdrawal ends after the instant', () => {
    const ended = treatment('a', '2026-02-01T08:00:00Z', '2026-03-01T08:00:00Z');
    // At its end instant the product is free again.
    const endingNow = treatment('b', '2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z');
    expect(bindingWithdrawal([ended, endingNow], at)).toBeUndefined();
    expect(bindingWithdrawal([], at)).toBeUndefined();
  });

  it('refuses an invalid instant', () => {
    expect(() => bindingWithdrawal([], new Date('nope'))).toThrow(RangeError);
  });
});
