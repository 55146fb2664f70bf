import { describe, expect, it } from 'vitest';
import { criteriaOf, criteriaQuery } from './criteria';

describe('search criteria in the URL', () => {
  it('go there and back, each trait’s bounds under its own keys', () => {
    const criteria = {
      ranges: [
        { trait: 'birthWeight' as const, maxEpd: 2 },
        { trait: 'weaningWeight' as const, minEpd: 10.5, minAccuracy: 0.3 },
      ],
      gender: 'male' as const,
      breedCode: 'angus',
      includeInactive: true,
      search: 'tor',
    };
    const query = criteriaQuery(criteria);
    expect(query).toBe('birthWeight.maxEpd=2&weaningWeight.minEpd=10.5&weaningWeight.minAccuracy=0.3&gender=male&breedCode=angus&includeInactive=true&search=tor');
    expect(criteriaOf(new URLSearchParams(query))).toEqual({ ...criteria, farmId: undefined });
  });

  it('leave out what is not a bound, a sex or a trait', () => {
    expect(criteriaOf(new URLSearchParams('milk.minEpd=abc&height.minEpd=2&gender=other'))).toEqual({
      ranges: [],
      gender: undefined,
      breedCode: undefined,
      farmId: undefined,
      includeInactive: false,
      search: undefined,
    });
  });
});
