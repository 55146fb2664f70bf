import { describe, expect, it } from 'vitest';
import { type AssessedService, assessServices, NON_RETURN_WINDOWS, type Service } from './assess';
import { byBatch, byGenotype, byInseminator, byMonth, bySire, type FertilityFigures, fertilityBy, forOrganisation } from './figures';
import { type Rate } from './rate';
import { calving, day, departure, diagnosis, service } from './test-records';
import { seededRandom } from '@ganado/shared/random';

/**
 * Four animals, as of day 400:
 * - vaca-1: day 0 by Ana (first), a return on day 21 by Ben, positive on day 60 (39 days after 21).
 * - vaca-2: a heifer served on day 10 by Ana (first), positive on day 45.
 * - vaca-3: served on day 5 with no inseminator recorded (first), sold on day 30, nothing else.
 * - vaca-4: calved on day 50, served on day 100 by Ben (first), negative on day 130.
 */
const records = {
  services: [
    service('vaca-1', 0),
    service('vaca-1', 21, { inseminatorId: 'ben' }),
    service('vaca-2', 10),
    service('vaca-3', 5, { inseminatorId: null }),
    service('vaca-4', 100, { inseminatorId: 'ben' }),
  ],
  diagnoses: [diagnosis('vaca-1', 60, true), diagnosis('vaca-2', 45, true), diagnosis('vaca-4', 130, false)],
  calvings: [calving('vaca-4', 50)],
  departures: [departure('vaca-3', 30)],
};
const assessed = assessServices(records, { asOf: day(400) });

const rate = (numerator: number, denominator: number, value: number | null): Rate => ({ numerator, denominator, rate: value, reliable: false });

describe('figures per inseminator, worked by hand', () => {
  const groups = byInseminator(assessed);

  it('puts services without an inseminator in a group of their own, last, not dropped', () => {
    expect(groups.map((group) => group.key)).toEqual(['ana', 'ben', null]);
  });

  it("gives Ana's figures", () => {
    // vaca-1 day 0 (open by return), vaca-2 day 10 (pregnant by check): both first services.
    const ana = groups[0]!.figures;
    expect(ana).toMatchObject({ services: 2, inseminations: 2, firstServices: 2, pregnant: 1, open: 1, unknown: 0 });
    expect(ana.conceptionRate).toEqual(rate(1, 2, 0.5));
    expect(ana.firstServiceConceptionRate).toEqual(rate(1, 2, 0.5));
    // 2 services with a known outcome for 1 conception.
    expect(ana.servicesPerConception).toEqual(rate(2, 1, 2));
    // vaca-1 returned after 21 days (within 24 and 56); vaca-2 never did.
    expect(ana.nonReturn.d24.firstServices).toEqual({ ...rate(1, 2, 0.5), pending: 0, departed: 0 });
    expect(ana.nonReturn.d56.allServices).toEqual({ ...rate(1, 2, 0.5), pending: 0, departed: 0 });
  });

  it("gives Ben's figures", () => {
    // vaca-1 day 21 (a repeat, pregnant), vaca-4 day 100 (first after calving, open by check).
    const ben = groups[1]!.figures;
    expect(ben).toMatchObject({ services: 2, firstServices: 1, pregnant: 1, open: 1, unknown: 0 });
    expect(ben.conceptionRate).toEqual(rate(1, 2, 0.5));
    expect(ben.firstServiceConceptionRate).toEqual(rate(0, 1, 0));
    // Neither was inseminated again: 2 non-returns of 2, the first service's 1 of 1.
    expect(ben.nonReturn.d56.allServices).toMatchObject(rate(2, 2, 1));
    expect(ben.nonReturn.d56.firstServices).toMatchObject(rate(1, 1, 1));
  });

  it('gives the unknown group its counts, with no rate where nothing is known', () => {
    // vaca-3: outcome unknown; sold on day 30, after its 24-day window but inside the others.
    const nobody = groups[2]!.figures;
    expect(nobody).toMatchObject({ services: 1, firstServices: 1, pregnant: 0, open: 0, unknown: 1 });
    expect(nobody.conceptionRate).toEqual(rate(0, 0, null));
    expect(nobody.servicesPerConception).toEqual(rate(0, 0, null));
    expect(nobody.nonReturn.d24.allServices).toEqual({ ...rate(1, 1, 1), pending: 0, departed: 0 });
    expect(nobody.nonReturn.d56.allServices).toEqual({ ...rate(0, 0, null), pending: 0, departed: 1 });
    expect(nobody.nonReturn.d60to90.firstServices).toEqual({ ...rate(0, 0, null), pending: 0, departed: 1 });
  });

  it("gives the organisation's figures", () => {
    const organisation = forOrganisation(assessed);
    // 5 services: 2 pregnant, 2 open, 1 unknown. First services: vaca-1 day 0 (open), vaca-2 (pregnant),
    // vaca-3 (unknown), vaca-4 (open): 1 of 3 known.
    expect(organisation).toMatchObject({ services: 5, firstServices: 4, pregnant: 2, open: 2, unknown: 1 });
    expect(organisation.conceptionRate).toEqual(rate(2, 4, 0.5));
    expect(organisation.firstServiceConceptionRate).toEqual(rate(1, 3, 1 / 3));
    expect(organisation.servicesPerConception).toEqual(rate(4, 2, 2));
    // 56 days, first services: vaca-1 returned, vaca-2 and vaca-4 did not, vaca-3 left: 2 of 3.
    expect(organisation.nonReturn.d56.firstServices).toEqual({ ...rate(2, 3, 2 / 3), pending: 0, departed: 1 });
    // All services add vaca-1's day-21 non-return: 3 of 4.
    expect(organisation.nonReturn.d56.allServices).toEqual({ ...rate(3, 4, 0.75), pending: 0, departed: 1 });
  });

  it('counts pending services apart, in no rate', () => {
    // As of day 40 the 56-day windows of days 0, 5, 10 and 21 are all open; day 100 is in the future.
    const early = forOrganisation(assessServices(records, { asOf: day(40) }));
    expect(early.services).toBe(4);
    expect(early.nonReturn.d56.allServices).toEqual({ ...rate(0, 0, null), pending: 4, departed: 0 });
  });
});

describe('reliability', () => {
  const heifers = (count: number) => {
    const ids = Array.from({ length: count }, (_, i) => `novilla-${i}`);
    return forOrganisation(
      assessServices({ services: ids.map((id) => service(id, 0)), diagnoses: ids.map((id) => diagnosis(id, 35, true)) }, { asOf: day(200) }),
    );
  };

  it('marks a rate over fewer than 10 services not reliable, from 10 reliable', () => {
    expect(heifers(9).conceptionRate).toEqual({ numerator: 9, denominator: 9, rate: 1, reliable: false });
    expect(heifers(10).conceptionRate).toEqual({ numerator: 10, denominator: 10, rate: 1, reliable: true });
    expect(heifers(10).nonReturn.d56.firstServices.reliable).toBe(true);
  });

  it('has no services per conception without a conception', () => {
    // Three services, all open (each checked empty on day 35).
    const ids = ['a', 'b', 'c'];
    const open = forOrganisation(
      assessServices({ services: ids.map((id) => service(id, 0)), diagnoses: ids.map((id) => diagnosis(id, 35, false)) }, { asOf: day(200) }),
    );
    expect(open.servicesPerConception).toEqual({ numerator: 3, denominator: 0, rate: null, reliable: false });
    expect(open.conceptionRate).toEqual({ numerator: 0, denominator: 3, rate: 0, reliable: false });
  });
});

describe('groupings', () => {
  it('groups by the UTC month of the service', () => {
    // 31 January 23:30 in Montevideo (UTC−3) is 1 February 02:30 UTC.
    const late = service('a', 0, { at: new Date('2025-01-31T23:30:00-03:00') });
    const early = service('b', 0, { at: new Date('2025-01-31T20:59:59-03:00') });
    const groups = byMonth(assessServices({ services: [late, early] }, { asOf: day(400) }));
    expect(groups.map((group) => [group.key, group.figures.services])).toEqual([
      ['2025-01', 1],
      ['2025-02', 1],
    ]);
  });

  it('groups by sire, batch and genotype, and by any key', () => {
    const services = [
      service('a', 0, { sireId: 'toro-2', batchId: 'lote-9', genotype: 'Jersey' }),
      service('b', 0, { sireId: null, batchId: null, genotype: null }),
      service('c', 0),
    ];
    const all = assessServices({ services }, { asOf: day(400) });
    expect(bySire(all).map((group) => group.key)).toEqual(['toro-1', 'toro-2', null]);
    expect(byBatch(all).map((group) => group.key)).toEqual(['lote-1', 'lote-9', null]);
    expect(byGenotype(all).map((group) => group.key)).toEqual(['Holstein', 'Jersey', null]);
    const byFarm = fertilityBy(all, (s) => s.service.farmId);
    expect(byFarm).toHaveLength(1);
    expect(byFarm[0]!.figures.services).toBe(3);
  });
});

/** 300 animals over about two years: services 21 days apart until a conception, checks, calvings, sales. */
function syntheticHerd(seed: number) {
  const next = seededRandom(seed);
  const services: Service[] = [];
  const diagnoses = [];
  const calvings = [];
  const departures = [];
  for (let a = 0; a < 300; a += 1) {
    const animalId = `animal-${a}`;
    let at = Math.floor(next() * 200);
    for (let cycle = 0; cycle < 2 && at < 700; cycle += 1) {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const inseminatorId = next() < 0.1 ? null : `tech-${Math.floor(next() * 4)}`;
        services.push(service(animalId, at, { inseminatorId, sireId: next() < 0.05 ? null : `toro-${Math.floor(next() * 7)}` }));
        if (next() < 0.1) services.push(service(animalId, at + 1, { inseminatorId }));
        const conceived = next() < 0.45;
        if (next() < 0.6) diagnoses.push(diagnosis(animalId, at + 30 + Math.floor(next() * 15), conceived));
        if (conceived) {
          if (next() < 0.8) calvings.push(calving(animalId, at + 275 + Math.floor(next() * 15)));
          at += 283 + 60;
          break;
        }
        at += 18 + Math.floor(next() * 30);
      }
    }
    if (next() < 0.15) departures.push(departure(animalId, Math.floor(next() * 800)));
  }
  return { services, diagnoses, calvings, departures };
}

const rates = (figures: FertilityFigures): Rate[] => [
  figures.conceptionRate,
  figures.firstServiceConceptionRate,
  figures.servicesPerConception,
  ...NON_RETURN_WINDOWS.flatMap((window) => [figures.nonReturn[window].firstServices, figures.nonReturn[window].allServices]),
];

const counts = (figures: FertilityFigures): number[] => [
  figures.services,
  figures.inseminations,
  figures.firstServices,
  figures.pregnant,
  figures.open,
  figures.unknown,
  ...NON_RETURN_WINDOWS.flatMap((window) => {
    const { firstServices, allServices } = figures.nonReturn[window];
    return [firstServices.pending, firstServices.departed, allServices.pending, allServices.departed];
  }),
  ...rates(figures).flatMap((r) => [r.numerator, r.denominator]),
];

describe('properties over a synthetic herd', () => {
  for (const seed of [1, 2, 3]) {
    const all: AssessedService[] = assessServices(syntheticHerd(seed), { asOf: day(720) });

    it(`has the conception rate equal pregnant ÷ (pregnant + open) in every group (seed ${seed})`, () => {
      for (const group of [...byInseminator(all), ...bySire(all), ...byMonth(all)]) {
        const { pregnant, open, conceptionRate } = group.figures;
        expect(conceptionRate.numerator).toBe(pregnant);
        expect(conceptionRate.denominator).toBe(pregnant + open);
        expect(conceptionRate.rate).toBe(pregnant + open === 0 ? null : pregnant / (pregnant + open));
      }
    });

    it(`adds the inseminators' and the sires' groups up to the organisation's totals (seed ${seed})`, () => {
      const organisation = counts(forOrganisation(all));
      for (const groups of [byInseminator(all), bySire(all)]) {
        const summed = groups.map((group) => counts(group.figures)).reduce((sum, each) => sum.map((value, i) => value + each[i]!));
        expect(summed).toEqual(organisation);
      }
      // Something of everything was exercised.
      const figures = forOrganisation(all);
      expect(figures.unknown).toBeGreaterThan(0);
      expect(figures.nonReturn.d56.allServices.departed).toBeGreaterThan(0);
      expect(figures.nonReturn.d56.allServices.pending).toBeGreaterThan(0);
      expect(figures.inseminations).toBeGreaterThan(figures.services);
    });
  }
});
